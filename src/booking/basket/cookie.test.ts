import { describe, expect, it } from 'vitest'

import { BASKET_COOKIE, basketClearCookie, basketCookieOptions, basketIdFromCookieHeader, basketIdFromCookieValue, basketSetCookie, bookingSessionFromCookieHeader, bookingSessionSetCookie, signedBasketCookieValue } from './cookie'

const SECRET = 'a-test-secret-of-at-least-32-characters'
const ID = '4f0c2d9e-1111-4222-8333-444455556666'

describe('the basket cookie', () => {
  it('is called basketId and lives no longer than the 30-minute hold', () => {
    expect(BASKET_COOKIE).toBe('basketId')
    expect(basketCookieOptions(false)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 1800 })
  })

  it('is Secure in production only', () => {
    expect(basketCookieOptions(true).secure).toBe(true)
    expect(basketCookieOptions(false).secure).toBe(false)
  })

  it('is written as a Set-Cookie value with every attribute, Secure in production, its value signed', () => {
    const value = signedBasketCookieValue(ID, SECRET)
    expect(value).toMatch(new RegExp(`^${ID}\\.[A-Za-z0-9_-]{43}$`))
    expect(basketSetCookie(ID, SECRET, basketCookieOptions(false))).toBe(`basketId=${value}; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax`)
    expect(basketSetCookie(ID, SECRET, basketCookieOptions(true))).toBe(`basketId=${value}; Path=/; Max-Age=1800; Secure; HttpOnly; SameSite=Lax`)
  })

  it('cannot be made from a basket id: unsigned, altered or signed under another secret, it names no basket', () => {
    const value = signedBasketCookieValue(ID, SECRET)
    expect(basketIdFromCookieValue(value, SECRET)).toBe(ID)
    expect(basketIdFromCookieValue(ID, SECRET)).toBeUndefined()
    expect(basketIdFromCookieValue(`${ID}.`, SECRET)).toBeUndefined()
    const other = '00000000-0000-4000-8000-000000000000'
    expect(basketIdFromCookieValue(`${other}.${value.split('.')[1]}`, SECRET)).toBeUndefined()
    const flipped = value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A')
    expect(basketIdFromCookieValue(flipped, SECRET)).toBeUndefined()
    expect(basketIdFromCookieValue(signedBasketCookieValue(ID, 'another-secret-of-at-least-32-characters'), SECRET)).toBeUndefined()
    expect(basketIdFromCookieValue(undefined, SECRET)).toBeUndefined()
  })

  it('accepts its signature only as written: another spelling of the same bytes in the last character is no cookie', () => {
    const value = signedBasketCookieValue(ID, SECRET)
    const last = value.at(-1)!
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    // The last of 43 characters carries 4 bits; the 2 below them are unused, so these decode alike.
    const group = alphabet.indexOf(last) & ~3
    const spellings = [0, 1, 2, 3].map((low) => alphabet[group + low]!).filter((char) => char !== last)
    expect(spellings).toHaveLength(3)
    for (const char of spellings) {
      const respelled = value.slice(0, -1) + char
      expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(Buffer.from(value.split('.')[1]!, 'base64url'))
      expect(basketIdFromCookieValue(respelled, SECRET)).toBeUndefined()
    }
    expect(basketIdFromCookieValue(value, SECRET)).toBe(ID)
  })

  it('is removed with the same attributes, empty and with Max-Age 0', () => {
    expect(basketClearCookie(basketCookieOptions(false))).toBe('basketId=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    expect(basketClearCookie(basketCookieOptions(true))).toBe('basketId=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax')
  })

  it('is read from a Cookie header among other cookies, and not found when absent or unreadable', () => {
    const value = signedBasketCookieValue(ID, SECRET)
    expect(basketIdFromCookieHeader(`theme=dark; basketId=${value}; other=1`, SECRET)).toBe(ID)
    expect(basketIdFromCookieHeader(`basketId=${encodeURIComponent(value)}`, SECRET)).toBe(ID)
    expect(basketIdFromCookieHeader(`theme=dark; basketId=${ID}`, SECRET)).toBeUndefined()
    expect(basketIdFromCookieHeader('xbasketId=1; novalue', SECRET)).toBeUndefined()
    expect(basketIdFromCookieHeader('basketId=%E0%A4%A', SECRET)).toBeUndefined()
    expect(basketIdFromCookieHeader(undefined, SECRET)).toBeUndefined()
  })
})

describe('the cookies over https', () => {
  it('are Secure whenever SITE_URL is https, even outside production', () => {
    const saved = { node: process.env.NODE_ENV, site: process.env.SITE_URL }
    try {
      ;(process.env as Record<string, string>).NODE_ENV = 'development'
      process.env.SITE_URL = 'https://events.example.gov.uk'
      expect(basketCookieOptions().secure).toBe(true)
      expect(bookingSessionSetCookie('abcdefghijklmnopqrstuvwx')).toBe('bookingSession=abcdefghijklmnopqrstuvwx; Path=/; Secure; HttpOnly; SameSite=Lax')
      process.env.SITE_URL = 'http://localhost:3000'
      expect(basketCookieOptions().secure).toBe(false)
    } finally {
      ;(process.env as Record<string, string | undefined>).NODE_ENV = saved.node
      process.env.SITE_URL = saved.site
      if (saved.site === undefined) delete process.env.SITE_URL
    }
  })

  it('reads the booking session only in the shape the API gives out', () => {
    expect(bookingSessionFromCookieHeader('basketId=1; bookingSession=abcdefghijklmnopqrstuvwx')).toBe('abcdefghijklmnopqrstuvwx')
    expect(bookingSessionFromCookieHeader('bookingSession=short')).toBeUndefined()
    expect(bookingSessionFromCookieHeader('bookingSession=%3Cscript%3Eabcdefghijklmnop')).toBeUndefined()
    expect(bookingSessionFromCookieHeader(undefined)).toBeUndefined()
  })
})
