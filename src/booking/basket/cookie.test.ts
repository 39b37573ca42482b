import { describe, expect, it } from 'vitest'

import { BASKET_COOKIE, basketClearCookie, basketCookieOptions, basketIdFromCookieHeader, basketSetCookie, bookingSessionFromCookieHeader, bookingSessionSetCookie } from './cookie'

describe('the basket cookie', () => {
  it('is called basketId and lives no longer than the 30-minute hold', () => {
    expect(BASKET_COOKIE).toBe('basketId')
    expect(basketCookieOptions(false)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 1800 })
  })

  it('is Secure in production only', () => {
    expect(basketCookieOptions(true).secure).toBe(true)
    expect(basketCookieOptions(false).secure).toBe(false)
  })

  it('is written as a Set-Cookie value with every attribute, Secure in production', () => {
    expect(basketSetCookie('abc', basketCookieOptions(false))).toBe('basketId=abc; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax')
    expect(basketSetCookie('a b', basketCookieOptions(true))).toBe('basketId=a%20b; Path=/; Max-Age=1800; Secure; HttpOnly; SameSite=Lax')
  })

  it('is removed with the same attributes, empty and with Max-Age 0', () => {
    expect(basketClearCookie(basketCookieOptions(false))).toBe('basketId=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    expect(basketClearCookie(basketCookieOptions(true))).toBe('basketId=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax')
  })

  it('is read from a Cookie header among other cookies, and not found when absent or unreadable', () => {
    expect(basketIdFromCookieHeader('theme=dark; basketId=4f0c2d9e; other=1')).toBe('4f0c2d9e')
    expect(basketIdFromCookieHeader('basketId=a%20b')).toBe('a b')
    expect(basketIdFromCookieHeader('xbasketId=1; novalue')).toBeUndefined()
    expect(basketIdFromCookieHeader('basketId=%E0%A4%A')).toBeUndefined()
    expect(basketIdFromCookieHeader(undefined)).toBeUndefined()
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
