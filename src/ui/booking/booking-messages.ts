/**
 * The booking and checkout pages' texts. Quoted ones are verbatim from the spec (spelling included:
 * 'occured' is the spec's); the others are ours where the spec is silent
 * (docs/decisions/0008-booking-form-and-basket-storage.md).
 */

/** Spec 000 section 2 / spec 001 section 8: the order summary with nothing selected. */
export const NO_TICKETS_SELECTED_TEXT = "You haven't selected any tickets yet."

/** Spec 000 section 2: the overlay while the basket is being created. */
export const RESERVING_TICKETS_TEXT = 'Reserving your tickets'

/** Spec 000 section 2: the Checkout button, and its text while busy. */
export const CHECKOUT_BUTTON_TEXT = 'Checkout'
export const CHECKING_OUT_TEXT = 'Checking out...'

/** Spec 001 section 8: the booking page could not load the event. */
export const EVENT_INFO_FAILED_TEXT = 'Failed to get event info from API'

/** Spec 000 section 2: the link back from the booking page. */
export const BACK_TO_EVENTS_TEXT = 'Back to Events'

/** Spec 000 section 2: the checkout page's link that gives the tickets back. */
export const REMOVE_FROM_BASKET_TEXT = 'Remove from basket'

/** Spec 000 sections 4 and 8: the alert when the hold's countdown ends. */
export const SESSION_EXPIRED_TEXT = 'Your session has expired, you will be returned to the event listing'

/** Spec 000 section 8 / spec 001 section 8: the server basket has no lines any more. */
export const BASKET_NO_LONGER_VALID_TEXT = 'Basket is no longer valid, please checkout again'

/** Spec 000 section 8 / spec 001 section 8: saving the basket in localStorage failed. */
export function basketSaveErrorText(cause: string): string {
  return `The following error occured while attempting to SAVE basket TO localStorage: ${cause}`
}

/** Spec 000 section 8 / spec 001 section 8: reading the basket from the API failed. */
export function basketGetErrorText(cause: string): string {
  return `The following error occured while attempting to GET basket from API: ${cause}`
}

/**
 * Ours: the checkout call failed without a server message (network down, 40 s timeout, an answer
 * that is not a basket, or 'ERROR:' with nothing after it).
 */
export const CHECKOUT_FAILED_TEXT = 'Sorry, your tickets could not be reserved. Please try again.'

/**
 * Ours (issue 9 point 8): an event on sale with no concession to choose. The event page offers no
 * booking for it, so only an old or typed link reaches the booking page.
 */
export const NO_TICKETS_HEADING_TEXT = 'There are no tickets to choose for this event'
export const NO_TICKETS_ONLINE_TEXT = 'Tickets for this event are not on sale online.'
export const NO_BOOKING_NEEDED_TEXT = 'You do not need to book for this event.'
