import { describe, expect, it } from 'vitest'

import { isResidentCancellationToken, residentCancellationToken } from './resident-link'

const basket = '5f0c2f9e-3b1a-4c55-9d2e-1a2b3c4d5e6f'
const secret = 'a-secret-of-at-least-32-characters-000'

describe("a resident's cancellation link", () => {
  it('holds for its booking under the site secret only', () => {
    const token = residentCancellationToken(basket, secret)
    expect(isResidentCancellationToken(basket, token, secret)).toBe(true)
    expect(isResidentCancellationToken(basket.toUpperCase(), token, secret)).toBe(true)
    expect(isResidentCancellationToken('6f0c2f9e-3b1a-4c55-9d2e-1a2b3c4d5e6f', token, secret)).toBe(false)
    expect(isResidentCancellationToken(basket, token, 'another-secret-of-at-least-32-chars-00')).toBe(false)
    expect(isResidentCancellationToken(basket, undefined, secret)).toBe(false)
    expect(isResidentCancellationToken(basket, 'short', secret)).toBe(false)
  })

  it('holds only as written: the other spellings of its last character, which decode to the same bytes, are refused', () => {
    const token = residentCancellationToken(basket, secret)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const group = alphabet.indexOf(token.at(-1)!) & ~3
    for (const char of [0, 1, 2, 3].map((low) => alphabet[group + low]!).filter((char) => char !== token.at(-1))) {
      expect(isResidentCancellationToken(basket, token.slice(0, -1) + char, secret)).toBe(false)
    }
  })
})
