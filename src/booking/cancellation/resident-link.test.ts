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
})
