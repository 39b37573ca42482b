import { describe, expect, it } from 'vitest'

import { BASKET_COOKIE, basketCookieOptions } from './cookie'

describe('the basket cookie', () => {
  it('is called basketId and lives no longer than the 30-minute hold', () => {
    expect(BASKET_COOKIE).toBe('basketId')
    expect(basketCookieOptions(false)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 1800 })
  })

  it('is Secure in production only', () => {
    expect(basketCookieOptions(true).secure).toBe(true)
    expect(basketCookieOptions(false).secure).toBe(false)
  })
})
