import { BASKET_HOLD_SECONDS } from '../../domain/basket-hold'

/**
 * The basket cookie: the id of the buyer's current basket, so that a new checkout clears the old
 * basket (spec 001 section 4) even with JavaScript off. httpOnly (the page never needs to read it),
 * SameSite=Lax, the whole site, Secure in production, and no longer-lived than the hold.
 */
export const BASKET_COOKIE = 'basketId'

export interface BasketCookieOptions {
  httpOnly: true
  sameSite: 'lax'
  path: '/'
  secure: boolean
  maxAge: number
}

export function basketCookieOptions(production: boolean = process.env.NODE_ENV === 'production'): BasketCookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: production, maxAge: BASKET_HOLD_SECONDS }
}

/** The Set-Cookie value naming `basketId` as the buyer's basket, for the booking API's answers (not built by Next.js). */
export function basketSetCookie(basketId: string, options: BasketCookieOptions = basketCookieOptions()): string {
  const parts = [`${BASKET_COOKIE}=${encodeURIComponent(basketId)}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`]
  if (options.secure) parts.push('Secure')
  parts.push('HttpOnly', 'SameSite=Lax')
  return parts.join('; ')
}

/** The Set-Cookie value that removes the basket cookie: the same attributes, empty and expired at once. */
export function basketClearCookie(options: BasketCookieOptions = basketCookieOptions()): string {
  return basketSetCookie('', { ...options, maxAge: 0 })
}

/** The basket id named by a request's Cookie header, if any. */
export function basketIdFromCookieHeader(header: string | undefined): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== BASKET_COOKIE) continue
    try {
      return decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}
