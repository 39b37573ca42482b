import { describe, expect, it } from 'vitest'

import { assertPence, formatPounds, formatPoundsInText, isPence } from './money'

describe('isPence', () => {
  it('accepts whole pence from 0 up to the largest safe integer', () => {
    expect(isPence(0)).toBe(true)
    expect(isPence(1250)).toBe(true)
    expect(isPence(Number.MAX_SAFE_INTEGER)).toBe(true)
  })

  it('rejects fractions, negatives, unsafe integers, NaN and non-numbers', () => {
    expect(isPence(12.5)).toBe(false)
    expect(isPence(-1)).toBe(false)
    expect(isPence(Number.MAX_SAFE_INTEGER + 1)).toBe(false)
    expect(isPence(Number.NaN)).toBe(false)
    expect(isPence(Number.POSITIVE_INFINITY)).toBe(false)
    expect(isPence('1250')).toBe(false)
    expect(isPence(null)).toBe(false)
    expect(isPence(undefined)).toBe(false)
  })
})

describe('assertPence', () => {
  it('lets whole pence through', () => {
    expect(() => assertPence(0)).not.toThrow()
    expect(() => assertPence(999, 'price')).not.toThrow()
  })

  it('throws a RangeError naming the amount when given pounds or a negative number', () => {
    expect(() => assertPence(12.5, 'price')).toThrow(RangeError)
    expect(() => assertPence(12.5, 'price')).toThrow('price must be whole pence (0 or more), got 12.5')
    expect(() => assertPence(-1)).toThrow('amount must be whole pence (0 or more), got -1')
  })
})

describe('formatPounds', () => {
  it('shows pounds sterling with two decimals', () => {
    expect(formatPounds(1250)).toBe('£12.50')
    expect(formatPounds(1000)).toBe('£10.00')
    expect(formatPounds(5)).toBe('£0.05')
    expect(formatPounds(99)).toBe('£0.99')
  })

  it('shows zero as £0.00', () => {
    expect(formatPounds(0)).toBe('£0.00')
  })

  it('groups thousands the en-GB way', () => {
    expect(formatPounds(123456)).toBe('£1,234.56')
    expect(formatPounds(100000000)).toBe('£1,000,000.00')
  })

  it('refuses an amount in pounds rather than pence', () => {
    expect(() => formatPounds(12.5)).toThrow(RangeError)
  })
})

describe('formatPoundsInText', () => {
  it('shows whole pounds without pence', () => {
    expect(formatPoundsInText(700)).toBe('£7')
    expect(formatPoundsInText(1200)).toBe('£12')
  })

  it('shows any other amount exactly, with its two decimals, never rounded or cut', () => {
    expect(formatPoundsInText(750)).toBe('£7.50')
    expect(formatPoundsInText(1299)).toBe('£12.99')
    expect(formatPoundsInText(1201)).toBe('£12.01')
    expect(formatPoundsInText(99)).toBe('£0.99')
  })

  it('shows zero as £0', () => {
    expect(formatPoundsInText(0)).toBe('£0')
  })

  it('groups thousands', () => {
    expect(formatPoundsInText(123400)).toBe('£1,234')
    expect(formatPoundsInText(123499)).toBe('£1,234.99')
  })

  it('refuses an amount that is not whole pence', () => {
    expect(() => formatPoundsInText(-100)).toThrow(RangeError)
    expect(() => formatPoundsInText(7.5)).toThrow(RangeError)
  })
})
