import { describe, expect, it } from 'vitest'

import { ukMobileNumber } from './phone-numbers'

describe('ukMobileNumber', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['(07700) 900.123', '+447700900123'],
  ])('reads %s as %s', (written, expected) => {
    expect(ukMobileNumber(written)).toBe(expected)
  })

  it.each([
    ['a landline', '01992 555555'],
    ['a number abroad', '+33 6 12 34 56 78'],
    ['a mobile one digit short', '07700 90012'],
    ['a mobile one digit long', '07700 9001234'],
    ['nothing', ''],
    ['words', 'call me'],
  ])('refuses %s', (_, written) => {
    expect(ukMobileNumber(written)).toBeNull()
  })
})
