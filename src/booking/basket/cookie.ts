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
