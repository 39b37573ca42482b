import { describe, expect, it } from 'vitest'

import { assertPence, formatPounds, formatWholePounds, isPence } from './money'

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

describe('formatWholePounds', () => {
  it('drops the pence instead of rounding, so a from-price is never above a real price', () => {
    expect(formatWholePounds(1299)).toBe('£12')
    expect(formatWholePounds(1250)).toBe('£12')
    expect(formatWholePounds(1201)).toBe('£12')
    expect(formatWholePounds(1200)).toBe('£12')
  })

  it('shows amounts under a pound, and zero, as £0', () => {
    expect(formatWholePounds(99)).toBe('£0')
    expect(formatWholePounds(0)).toBe('£0')
  })

  it('groups thousands', () => {
    expect(formatWholePounds(123499)).toBe('£1,234')
  })

  it('refuses a negative amount', () => {
    expect(() => formatWholePounds(-100)).toThrow(RangeError)
  })
})
