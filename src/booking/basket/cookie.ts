import { createHmac, timingSafeEqual } from 'node:crypto'

import { BASKET_HOLD_SECONDS } from '../../domain/basket-hold'

/**
 * The basket cookie: the id of the buyer's current basket, so that a new checkout clears the old
 * basket (spec 001 section 4) even with JavaScript off. httpOnly (the page never needs to read it),
 * SameSite=Lax, the whole site, Secure in production or over https, and no longer-lived than the hold.
 *
 * Signed (issue 23 point 4; decision 0034): the value is `<basket id>.<HMAC-SHA256 of it>` under a
 * key derived from the site's secret (PAYLOAD_SECRET), so it cannot be made from a basket id, which
 * is also the booking's long reference. A value without a valid signature, or altered, is read as
 * no cookie at all. Changing the secret ends every basket cookie given out before.
 */
export const BASKET_COOKIE = 'basketId'

/** The last key derived, by its secret: one secret per process, so each checkout signs with one HMAC, not two. */
let derived: { secret: string; key: Buffer } | undefined

/** The key the basket cookie is signed with: derived from the site's secret for this one purpose only. */
function basketCookieKey(secret: string): Buffer {
  if (derived?.secret !== secret) derived = { secret, key: createHmac('sha256', secret).update('council-events basket cookie key').digest() }
  return derived.key
}

function basketCookieSignature(basketId: string, secret: string): Buffer {
  return createHmac('sha256', basketCookieKey(secret)).update(`basket:${basketId.toLowerCase()}`).digest()
}

/** The cookie's value naming `basketId`: the id and its signature. */
export function signedBasketCookieValue(basketId: string, secret: string): string {
  return `${basketId}.${basketCookieSignature(basketId, secret).toString('base64url')}`
}

const SIGNED_VALUE = /^([0-9A-Za-z-]{1,100})\.([A-Za-z0-9_-]{43})$/

/**
 * The basket id a cookie value names, if its signature is ours, written exactly as we write it
 * (compared in constant time, as text: base64url's last character carries two unused bits, so
 * decoding first would let four spellings of one signature through); else undefined.
 */
export function basketIdFromCookieValue(value: string | undefined, secret: string): string | undefined {
  const match = value === undefined ? null : SIGNED_VALUE.exec(value)
  if (!match) return undefined
  const [, basketId, signature] = match as unknown as [string, string, string]
  const expected = Buffer.from(basketCookieSignature(basketId, secret).toString('base64url'))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? basketId : undefined
}

export interface BasketCookieOptions {
  httpOnly: true
  sameSite: 'lax'
  path: '/'
  secure: boolean
  maxAge: number
}

/**
 * Secure in production and whenever the site is served over https (SITE_URL), so the cookie never
 * travels over plain http there. (Read from process.env directly: this module is also used where
 * the validated env() has not been parsed.)
 */
function secureByDefault(): boolean {
  return process.env.NODE_ENV === 'production' || /^https:/i.test(process.env.SITE_URL ?? '')
}

export function basketCookieOptions(secure: boolean = secureByDefault()): BasketCookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: BASKET_HOLD_SECONDS }
}

/** The Set-Cookie value naming `basketId` (signed) as the buyer's basket, for the booking API's answers (not built by Next.js). */
export function basketSetCookie(basketId: string, secret: string, options: BasketCookieOptions = basketCookieOptions()): string {
  return cookieLine(signedBasketCookieValue(basketId, secret), options)
}

function cookieLine(value: string, options: BasketCookieOptions): string {
  const parts = [`${BASKET_COOKIE}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`]
  if (options.secure) parts.push('Secure')
  parts.push('HttpOnly', 'SameSite=Lax')
  return parts.join('; ')
}

/** The Set-Cookie value that removes the basket cookie: the same attributes, empty and expired at once. */
export function basketClearCookie(options: BasketCookieOptions = basketCookieOptions()): string {
  return cookieLine('', { ...options, maxAge: 0 })
}

/** The basket id named by a request's Cookie header, if any and signed by us (an unsigned or altered one is none). */
export function basketIdFromCookieHeader(header: string | undefined, secret: string): string | undefined {
  return basketIdFromCookieValue(cookieFromHeader(header, BASKET_COOKIE), secret)
}

/**
 * The booking session cookie (decision 0016): a random id the booking API gives a browser on its
 * first checkout and keeps for the browser's session (no Max-Age), so that basket creation can be
 * limited per session as well as per client address. It names nothing and grants nothing: it is
 * only a key for the rate limit. httpOnly and SameSite=Lax like the basket cookie.
 */
export const BOOKING_SESSION_COOKIE = 'bookingSession'

const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/

/** The session cookie's attributes as Next.js's cookies().set takes them (no Max-Age: it ends with the browser's session). */
export function bookingSessionCookieOptions(secure: boolean = secureByDefault()): Omit<BasketCookieOptions, 'maxAge'> {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure }
}

export function bookingSessionSetCookie(sessionId: string, secure: boolean = secureByDefault()): string {
  const parts = [`${BOOKING_SESSION_COOKIE}=${sessionId}`, 'Path=/']
  if (secure) parts.push('Secure')
  parts.push('HttpOnly', 'SameSite=Lax')
  return parts.join('; ')
}

/** The session id named by a request's Cookie header, if it has the shape the API gives out. */
export function bookingSessionFromCookieHeader(header: string | undefined): string | undefined {
  return bookingSessionFromCookieValue(cookieFromHeader(header, BOOKING_SESSION_COOKIE))
}

/** The session id of a cookie value, if it has the shape the booking gives out. */
export function bookingSessionFromCookieValue(value: string | undefined): string | undefined {
  return value !== undefined && SESSION_ID.test(value) ? value : undefined
}

function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== name) continue
    try {
      return decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}
