import 'server-only'

import { cache } from 'react'

import { getBasket } from '@/booking/basket/basket-service.server'
import { bookingCalendar } from '@/booking/calendar/calendar-service.server'
import type { ConfirmedBooking } from '@/contracts/checkout'
import { confirmedBookingFor, finishCheckout, mayReadBookingAs, paymentCheck, type CheckoutContext } from '@/booking/checkout/checkout-service.server'
import { env } from '@/config/env'
import { isHoldExpired } from '@/domain/basket-hold'
import { formatPounds } from '@/domain/money'
import { BOOKING_DETAILS_PRIVATE_TEXT, defaultUpdateFailedText, defaultVerificationFailedText, paymentOutcomeOf, type PaymentOutcome, type ReturnKind } from '@/domain/payment-outcome'
import { paths } from '@/domain/paths'
import type { CalendarEvent } from '@/integrations/calendar/calendar-links'
import { addressLines } from '@/ui/event/venue-details'
import type { BookingSuccessfulProps, OutcomeTicket, OutcomeVenue } from '@/ui/outcome/outcome-views'
import type { ConfirmationTexts } from '@/ui/outcome/payment-confirmation-flow'

import { basketIdFromCookie } from './basket-cookie.server'
import { findEventByUri, getSettings } from './content.server'

/**
 * What the payment outcome pages read on the server (decision 0024), so that each page only
 * composes. Every read that fails answers "not known" rather than failing the page: an outcome
 * page must always tell the person something true and give them a next step.
 */

/** The two 'Attention!' texts: the editors' from the settings global, else the defaults naming the web team. */
export async function confirmationTexts(): Promise<ConfirmationTexts> {
  const email = env().WEB_TEAM_EMAIL
  const settings = await getSettings().catch(() => null)
  return {
    updateFailed: settings?.paymentUpdateFailedText?.trim() || defaultUpdateFailedText(email),
    verificationFailed: settings?.paymentVerificationFailedText?.trim() || defaultVerificationFailedText(email),
  }
}

/**
 * Where 'Check out again' goes after a failed payment: /checkout while the basket cookie names a
 * basket still on hold, else the booking page of the event the returned basket was for, else the
 * events home.
 */
export async function checkoutAgainHref(returnedBasketId: string | undefined, now = new Date()): Promise<string> {
  const cookieBasketId = await basketIdFromCookie()
  if (cookieBasketId) {
    const basket = await getBasket(cookieBasketId, now).catch(() => null)
    if (basket && basket.basketLines.length > 0 && !isHoldExpired(basket.basketTime, now)) return paths.checkout()
  }
  if (returnedBasketId) {
    const basket = await getBasket(returnedBasketId, now).catch(() => null)
    const slug = basket?.eventUri.split('/').filter((segment) => segment !== '').at(-1)
    if (slug) return paths.booking(slug)
  }
  return paths.home()
}

/**
 * Who is reading an outcome page (decision 0034): the basket the signed basket cookie names, and
 * the `token` of the confirmation e-mail's link when the page was opened by it. Only these two see
 * a booking's reference, names, e-mail address and special requirements.
 */
async function viewerOf(linkToken: string | undefined): Promise<CheckoutContext> {
  return { cookieBasketId: (await basketIdFromCookie()) ?? null, linkToken: linkToken ?? null }
}

/**
 * What the payment return page shows (decision 0024): the server's facts about the payment, after
 * asking the provider again if it is due (paymentCheck, bounded), decided by the domain's rule
 * (paymentOutcomeOf). 'succeeded' comes with the confirmed booking, never from the query alone; a
 * read that fails is "not known yet", never a failure. The booking is as the reader may see it
 * (confirmedBookingFor). Cached per render, so the page's title and body ask once.
 */
export const paymentOutcomeFor = cache(
  async (
    kind: ReturnKind,
    basketId: string | undefined,
    transactionReference: string | undefined,
    linkToken?: string,
  ): Promise<{ outcome: PaymentOutcome; booking: ConfirmedBooking | null }> => {
    const facts = basketId ? await paymentCheck(basketId, transactionReference).catch(() => null) : null
    const outcome = paymentOutcomeOf({ kind }, facts)
    if (outcome.kind !== 'succeeded' || !basketId) return { outcome, booking: null }
    const booking = await confirmedBookingFor(basketId, await viewerOf(linkToken)).catch(() => null)
    return booking ? { outcome, booking } : { outcome: { ...outcome, kind: 'pending' }, booking: null }
  },
)

/** The confirmed booking, as this reader may see it, for a page that needs no payment check (the bypass and finish outcomes). */
export async function bookingOf(basketId: string | undefined, linkToken?: string): Promise<ConfirmedBooking | null> {
  return basketId ? confirmedBookingFor(basketId, await viewerOf(linkToken)).catch(() => null) : null
}

/**
 * Where the event is, for the outcome page: the venue and its address from the event's content
 * (the booking schema keeps only its name), else the listing's location title; online events say so.
 */
async function venueOf(booking: ConfirmedBooking): Promise<OutcomeVenue | null> {
  const event = await findEventByUri(booking.eventUri).catch(() => null)
  if (event?.elearning) return { name: 'Online', lines: [] }
  const venue = event?.venue && typeof event.venue === 'object' ? event.venue : null
  if (venue) return { name: venue.name, lines: [event?.roomSpace?.trim(), ...addressLines(venue.address)].filter((line): line is string => Boolean(line)) }
  return booking.locationTitle ? { name: booking.locationTitle, lines: [] } : null
}

/** What was paid, as the page says it: the amount, 'Free', or that staff booked it without a payment. */
function amountPaidOf(booking: ConfirmedBooking): string {
  if (booking.bypassed) return 'Nothing: booked by council staff'
  return booking.totalPence === 0 ? 'Free' : formatPounds(booking.totalPence)
}

/**
 * A confirmed booking as 'Booking Successful!' shows it (all but the calendar and the way back). To
 * a reader who may not see its personal data, the booking came blank (withoutPersonalData): no
 * reference, e-mail or tickets, and a line saying where they can be seen.
 */
export async function bookingSuccessOf(booking: ConfirmedBooking): Promise<Omit<BookingSuccessfulProps, 'calendar' | 'backToEventsHref'>> {
  return {
    privateDetailsText: booking.personalDataShown ? null : BOOKING_DETAILS_PRIVATE_TEXT,
    bookingReference: booking.bookingReference || null,
    eventTitle: booking.eventTitle,
    eventDateTime: booking.eventDateTime,
    venue: await venueOf(booking),
    amountPaid: amountPaidOf(booking),
    confirmationEmail: booking.purchaser.email || null,
    tickets: ticketsOf(booking),
  }
}

export function ticketsOf(booking: ConfirmedBooking): OutcomeTicket[] {
  return booking.tickets.map((ticket) => ({
    ticketId: ticket.ticketId,
    concessionTitle: ticket.concessionTitle,
    holderName: `${ticket.holderFirstName} ${ticket.holderLastName}`.trim(),
    specialRequirements: ticket.specialRequirements,
  }))
}

/**
 * The add-to-calendar entry of a confirmed booking, or null: a calendar failure shows nothing (spec
 * 000 section 8). Its description names the booking reference only where the page shows it.
 */
export async function calendarEventOf(booking: Pick<ConfirmedBooking, 'basketId' | 'personalDataShown'>): Promise<CalendarEvent | null> {
  try {
    const { ics } = await bookingCalendar(booking.basketId, env().SITE_URL, { withReference: booking.personalDataShown })
    return { title: ics.title, start: ics.start, end: ics.end, location: ics.location, url: ics.url, description: ics.description }
  } catch {
    return null
  }
}

/** The finish call on the server (the page without JavaScript, and the first look with it), as this reader may see it. */
export async function finishAnswer(basketId: string, linkToken?: string) {
  return finishCheckout(basketId, await viewerOf(linkToken)).catch(() => null)
}

/** Whether this reader may see the booking's personal data (decision 0034). */
export async function mayReadBookingHere(basketId: string, linkToken?: string): Promise<boolean> {
  return mayReadBookingAs(basketId, await viewerOf(linkToken))
}
