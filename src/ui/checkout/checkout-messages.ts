/**
 * The checkout form's texts. Quoted ones are the spec's (spec 000 section 2); the others are ours
 * where the spec is silent (docs/decisions/0022 for time to finish).
 */

/** Spec 000 section 2: the button, its busy text, the overlay and the staff-only button. */
export const PLACE_ORDER_TEXT = 'Place order'
export const SUBMITTING_ORDER_TEXT = 'Submitting order...'
export const BOOKING_YOUR_TICKETS_TEXT = 'Booking your tickets'
export const BYPASS_TEXT = 'Bypass'

/** Ours: the purchaser's section and each ticket's (spec 000 section 2 "a booking details form, one ticket section per ticket"). */
export const BOOKING_DETAILS_HEADING = 'Booking details'
export function ticketHeading(position: number, concessionTitle: string): string {
  return `Ticket ${position}: ${concessionTitle}`
}
export const TICKET_FIRST_NAME_LABEL = 'First name'
export const TICKET_LAST_NAME_LABEL = 'Last name'
export const SPECIAL_REQUIREMENTS_LABEL = 'Special requirements (optional)'
export const NEWSLETTER_LABEL = 'Sign me up to the newsletter'

/** Ours: a Bypass from someone who is not (or no longer) signed in as staff. */
export const BYPASS_REFUSED_TEXT = 'Only signed-in staff can place an order without payment. Sign in and try again.'

/** Ours (WCAG 2.2.1 Timing Adjustable): the time-to-finish prompt and button. */
export const EXTEND_HOLD_TEXT = 'Extend by 10 minutes'
export const EXTENDING_HOLD_TEXT = 'Extending...'
export const HOLD_ENDING_HEADING = 'Your tickets are about to be released'
export function holdEndingText(extensionsLeft: number): string {
  return `You have less than 2 minutes left to finish your booking. You can have 10 more minutes ${extensionsLeft === 1 ? '1 more time' : `up to ${extensionsLeft} more times`}.`
}
export const DECLINE_EXTENSION_TEXT = 'Continue without extending'
export function holdExtendedText(extensionsLeft: number): string {
  return extensionsLeft === 0
    ? 'Your tickets are held for 10 more minutes. The time cannot be extended again.'
    : 'Your tickets are held for 10 more minutes.'
}
export const HOLD_EXTENSION_FAILED_TEXT = 'Sorry, we could not extend your time. Please finish your booking before the time runs out.'
