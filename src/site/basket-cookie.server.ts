import 'server-only'

import { cookies } from 'next/headers'

import { BASKET_COOKIE, basketCookieOptions } from '@/booking/basket/cookie'

/**
 * The httpOnly basket cookie as the site's pages read and write it (JavaScript off: the booking
 * form's server action sets it; the checkout page reads it). The booking API sets the same cookie
 * when the browser checks out with JavaScript.
 */
export async function basketIdFromCookie(): Promise<string | undefined> {
  const value = (await cookies()).get(BASKET_COOKIE)?.value
  return value && value.trim() !== '' ? value : undefined
}

export async function setBasketCookie(basketId: string): Promise<void> {
  // The same options the booking API uses when it sets the cookie (httpOnly, Lax, 30 minutes).
  ;(await cookies()).set(BASKET_COOKIE, basketId, basketCookieOptions())
}

export async function clearBasketCookie(): Promise<void> {
  ;(await cookies()).set(BASKET_COOKIE, '', { ...basketCookieOptions(), maxAge: 0 })
}
