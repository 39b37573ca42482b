import { describe, expect, it } from 'vitest'

import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_PATTERN,
  BOOKING_REFERENCE_SYMBOLS,
  formatBookingReference,
  parseBookingReference,
  readTypedBookingReference,
} from './booking-reference'

describe('the booking reference alphabet', () => {
  it('has no characters that are read or heard as one another, and no symbol twice', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'L']) expect(BOOKING_REFERENCE_ALPHABET).not.toContain(confusable)
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(BOOKING_REFERENCE_ALPHABET.length)
    expect(BOOKING_REFERENCE_ALPHABET).toMatch(/^[A-Z2-9]+$/)
  })

  it('gives more than 10^11 references, so they cannot be guessed or listed one by one', () => {
    expect(BOOKING_REFERENCE_ALPHABET.length ** BOOKING_REFERENCE_SYMBOLS).toBeGreaterThan(1e11)
  })
})

describe('formatBookingReference', () => {
  it('writes the prefix and the symbols in two groups of four', () => {
    expect(formatBookingReference('7K4M2Q9X')).toBe('HCC-7K4M-2Q9X')
    expect(formatBookingReference('7K4M2Q9X')).toMatch(BOOKING_REFERENCE_PATTERN)
  })

  it('refuses symbols that are not eight of the alphabet', () => {
    expect(() => formatBookingReference('7K4M2Q9')).toThrow(RangeError)
    expect(() => formatBookingReference('7K4M2Q9O')).toThrow(RangeError)
    expect(() => formatBookingReference('7k4m2q9x')).toThrow(RangeError)
  })
})

describe('parseBookingReference', () => {
  it('reads a reference in any case, with spaces or hyphens anywhere or none', () => {
    for (const typed of ['HCC-7K4M-2Q9X', 'hcc-7k4m-2q9x', 'hcc 7k4m 2q9x', 'HCC7K4M2Q9X', ' hcc-7k4m2q9x ', 'H C C - 7 K 4 M - 2 Q 9 X', 'hcc--7k4m--2q9x']) {
      expect(parseBookingReference(typed)).toBe('HCC-7K4M-2Q9X')
    }
  })

  it('reads the symbols without the prefix', () => {
    expect(parseBookingReference('7k4m 2q9x')).toBe('HCC-7K4M-2Q9X')
  })

  it('reads nothing else as a reference', () => {
    for (const typed of ['', 'HCC', 'HCC-7K4M-2Q9', 'HCC-7K4M-2Q9XY', 'HCC-7K4M-2Q9O', 'HCC-7K4M-2Q91', 'ABC-7K4M-2Q9X', 'HCC_7K4M_2Q9X', 'HCC-7K4M-2Q9X::x']) {
      expect(parseBookingReference(typed)).toBeNull()
    }
  })
})

describe('readTypedBookingReference', () => {
  const basketId = '3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b'

  it('reads a short reference as typed on the phone', () => {
    expect(readTypedBookingReference('hcc 7k4m 2q9x')).toEqual({ kind: 'reference', reference: 'HCC-7K4M-2Q9X' })
  })

  it('reads the long id of older e-mails, in lower case', () => {
    expect(readTypedBookingReference(` ${basketId.toUpperCase()} `)).toEqual({ kind: 'basketId', basketId })
  })

  it('uses only the part before "::"', () => {
    expect(readTypedBookingReference(`${basketId}::ticket-1`)).toEqual({ kind: 'basketId', basketId })
    expect(readTypedBookingReference('HCC-7K4M-2Q9X :: anything')).toEqual({ kind: 'reference', reference: 'HCC-7K4M-2Q9X' })
    expect(readTypedBookingReference('::HCC-7K4M-2Q9X')).toBeNull()
  })

  it('reads anything else as no reference', () => {
    expect(readTypedBookingReference('')).toBeNull()
    expect(readTypedBookingReference('alex@example.com')).toBeNull()
    expect(readTypedBookingReference(basketId.slice(1))).toBeNull()
  })
})
