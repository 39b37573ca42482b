import 'server-only'

import { cookies, headers } from 'next/headers'

import { BOOKING_SESSION_COOKIE, bookingSessionCookieOptions, bookingSessionFromCookieValue } from '@/booking/basket/cookie'
import type { Caller } from '@/operations/caller'
import { clientAddressFrom } from '@/server/client-address'

import { basketIdFromCookie } from './basket-cookie.server'

/**
 * The server actions' door to the operations (src/operations/): who a form post comes from, read from
 * Next.js's request as the booking API's edge reads it from Fastify's (request-caller.ts): the address
 * nginx names (src/server/client-address.ts), the signed basket cookie, the booking session,
 * and Payload's session for staff.
 */
export async function actionCaller(): Promise<Caller> {
  const [requestHeaders, jar, basketId] = await Promise.all([headers(), cookies(), basketIdFromCookie()])
  let staff: ReturnType<Caller['staff']> | undefined
  return {
    clientAddress: clientAddressFrom(requestHeaders),
    bookingSession: bookingSessionFromCookieValue(jar.get(BOOKING_SESSION_COOKIE)?.value) ?? null,
    basketId: basketId ?? null,
    // Payload is loaded only when an operation asks who the member of staff is.
    staff: () => (staff ??= import('@/loaders/console/auth.server').then(({ currentStaffUser }) => currentStaffUser())),
    now: new Date(),
  }
}

/** Gives the browser the booking session an operation started for it (decision 0016), as the booking API does. */
export async function setBookingSessionCookie(sessionId: string): Promise<void> {
  ;(await cookies()).set(BOOKING_SESSION_COOKIE, sessionId, bookingSessionCookieOptions())
}
