import 'server-only'

import { cookies } from 'next/headers'

import { BASKET_COOKIE, basketCookieOptions, basketIdFromCookieValue, signedBasketCookieValue } from '@/booking/basket/cookie'
import { env } from '@/config/env'

/**
 * The httpOnly basket cookie as the site's pages read and write it (JavaScript off: the booking
 * form's server action sets it; the checkout page reads it). The booking API sets the same cookie
 * when the browser checks out with JavaScript. Signed in both (decision 0034): a value this site
 * did not sign reads as no cookie.
 */
export async function basketIdFromCookie(): Promise<string | undefined> {
  return basketIdFromCookieValue((await cookies()).get(BASKET_COOKIE)?.value, env().PAYLOAD_SECRET)
}

export async function setBasketCookie(basketId: string): Promise<void> {
  // The same options the booking API uses when it sets the cookie (httpOnly, Lax, 30 minutes).
  ;(await cookies()).set(BASKET_COOKIE, signedBasketCookieValue(basketId, env().PAYLOAD_SECRET), basketCookieOptions())
}

export async function clearBasketCookie(): Promise<void> {
  ;(await cookies()).set(BASKET_COOKIE, '', { ...basketCookieOptions(), maxAge: 0 })
}
