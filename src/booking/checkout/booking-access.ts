import { createHmac, timingSafeEqual } from 'node:crypto'

import type { ConfirmedBooking } from '../../contracts/checkout'

/**
 * Who may read a booking's personal data (issue 23 point 4; decision 0034). The basket id is the
 * booking's long reference and travels in addresses, so knowing it proves nothing. The names, the
 * e-mail address, the telephone number, the special requirements (health data) and the short
 * reference are shown only to
 * - the basket's owner: the browser whose signed basket cookie (cookie.ts) names the basket, or
 * - the holder of the link in the confirmation e-mail, whose `token` is an HMAC-SHA256 of the basket
 *   id under a key derived from the site's secret (PAYLOAD_SECRET) for this purpose only. Nothing is
 *   stored; changing the secret ends every link sent before.
 * Anyone else is told what became of the booking without them (withoutPersonalData).
 */
export interface BookingViewer {
  /** The basket the request's signed basket cookie names, if any. */
  cookieBasketId?: string | null
  /** The `token` of the e-mailed link, as given in the address (not yet checked). */
  linkToken?: string | null
}

function bookingLinkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('council-events booking link key').digest()
}

/** The token of the confirmation e-mail's link to the booking (43 base64url characters). */
export function bookingLinkToken(basketId: string, secret: string): string {
  return createHmac('sha256', bookingLinkKey(secret)).update(`booking:${basketId.toLowerCase()}`).digest('base64url')
}

function isBookingLinkToken(basketId: string, token: string | null | undefined, secret: string): boolean {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false
  // Compared as written, not decoded: base64url's last character has two unused bits (see cookie.ts).
  const expected = Buffer.from(bookingLinkToken(basketId, secret))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** True for the basket's owner (its signed cookie) or the holder of its e-mailed link. */
export function mayReadBooking(basketId: string, viewer: BookingViewer, secret: string): boolean {
  const id = basketId.toLowerCase()
  if (viewer.cookieBasketId && viewer.cookieBasketId.toLowerCase() === id) return true
  return isBookingLinkToken(id, viewer.linkToken, secret)
}

/**
 * A confirmed booking as anyone else sees it: what became of it, the event, when and where, and what
 * it cost, but no reference, purchaser or tickets (whose rows name their holders).
 */
export function withoutPersonalData(booking: ConfirmedBooking): ConfirmedBooking {
  return {
    ...booking,
    bookingReference: '',
    transactionReference: null,
    purchaser: { firstName: '', lastName: '', email: '', telephoneNumber: '' },
    tickets: [],
    personalDataShown: false,
  }
}
