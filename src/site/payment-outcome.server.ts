import 'server-only'

import { getBasket } from '@/booking/basket/basket-service.server'
import { bookingCalendar } from '@/booking/calendar/calendar-service.server'
import type { ConfirmedBooking } from '@/booking/checkout/checkout-contract'
import { confirmedBooking, finishCheckout, postCheckoutBasket } from '@/booking/checkout/checkout-service.server'
import { env } from '@/config/env'
import { isHoldExpired } from '@/domain/basket-hold'
import { defaultUpdateFailedText, defaultVerificationFailedText } from '@/domain/payment-outcome'
import { paths } from '@/domain/paths'
import type { CalendarEvent } from '@/integrations/calendar/calendar-links'
import type { OutcomeTicket } from '@/ui/outcome/outcome-views'
import type { ConfirmationTexts } from '@/ui/outcome/payment-confirmation-flow'

import { basketIdFromCookie } from './basket-cookie.server'
import { getSettings } from './content.server'

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
 * The booking, only once the server says it is paid: a confirmed booking exists and the
 * post-checkout basket does not say the payment is incomplete. Never earlier (decision 0024), so a
 * page without JavaScript cannot claim success on the strength of the browser's query string.
 */
export async function paidBooking(basketId: string | undefined): Promise<ConfirmedBooking | null> {
  if (!basketId) return null
  const cookieBasketId = (await basketIdFromCookie()) ?? null
  const [booking, postCheckout] = await Promise.all([
    confirmedBooking(basketId).catch(() => null),
    postCheckoutBasket(basketId, { cookieBasketId }).catch(() => null),
  ])
  if (!booking) return null
  if (postCheckout && !postCheckout.paymentCompleted && !booking.bypassed) return null
  return booking
}

/** The confirmed booking for a page that needs no payment check (the bypass outcome). */
export async function bookingOf(basketId: string | undefined): Promise<ConfirmedBooking | null> {
  return basketId ? confirmedBooking(basketId).catch(() => null) : null
}

export function ticketsOf(booking: ConfirmedBooking): OutcomeTicket[] {
  return booking.tickets.map((ticket) => ({
    ticketId: ticket.ticketId,
    concessionTitle: ticket.concessionTitle,
    holderName: `${ticket.holderFirstName} ${ticket.holderLastName}`.trim(),
    specialRequirements: ticket.specialRequirements,
  }))
}

/** The add-to-calendar entry of a confirmed booking, or null: a calendar failure shows nothing (spec 000 section 8). */
export async function calendarEventOf(basketId: string): Promise<CalendarEvent | null> {
  try {
    const { ics } = await bookingCalendar(basketId, env().SITE_URL)
    return { title: ics.title, start: ics.start, end: ics.end, location: ics.location, url: ics.url, description: ics.description }
  } catch {
    return null
  }
}

/** The finish call on the server (the page without JavaScript, and the first look with it). */
export async function finishAnswer(basketId: string) {
  const cookieBasketId = (await basketIdFromCookie()) ?? null
  return finishCheckout(basketId, { cookieBasketId }).catch(() => null)
}
