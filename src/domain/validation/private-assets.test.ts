import { describe, expect, it } from 'vitest'

import { fieldErrorsOf } from './field-errors'
import { PRIVATE_ASSETS_MESSAGES, bookingIdOf, privateAssetsSchema } from './private-assets'

describe('privateAssetsSchema', () => {
  it('accepts an email and booking reference, keeping the reference before "::"', () => {
    expect(privateAssetsSchema.parse({ email: ' ada@example.org ', bookingId: ' HCC-1234::abc ' })).toEqual({
      email: 'ada@example.org',
      bookingId: 'HCC-1234',
    })
  })

  it('requires both fields when they are empty', () => {
    const result = privateAssetsSchema.safeParse({ email: '', bookingId: '' })
    expect(fieldErrorsOf(result.error!)).toEqual({
      email: 'Email is required',
      bookingId: 'Booking reference is required',
    })
  })

  it('gives the same messages when the fields are missing or whitespace-only', () => {
    expect(fieldErrorsOf(privateAssetsSchema.safeParse({}).error!)).toEqual({
      email: PRIVATE_ASSETS_MESSAGES.emailRequired,
      bookingId: PRIVATE_ASSETS_MESSAGES.bookingReferenceRequired,
    })
    expect(fieldErrorsOf(privateAssetsSchema.safeParse({ email: '  ', bookingId: '   ' }).error!)).toEqual({
      email: PRIVATE_ASSETS_MESSAGES.emailRequired,
      bookingId: PRIVATE_ASSETS_MESSAGES.bookingReferenceRequired,
    })
  })

  it('treats a reference with nothing before "::" as not given', () => {
    expect(fieldErrorsOf(privateAssetsSchema.safeParse({ email: 'a@b.org', bookingId: ' ::abc' }).error!)).toEqual({
      bookingId: 'Booking reference is required',
    })
  })

  it('rejects a malformed email address before asking the server', () => {
    expect(fieldErrorsOf(privateAssetsSchema.safeParse({ email: 'ada', bookingId: 'HCC-1' }).error!)).toEqual({
      email: 'Please enter a valid email address',
    })
  })
})

describe('bookingIdOf', () => {
  it('keeps only the part before the first "::"', () => {
    expect(bookingIdOf('ABC123::456::789')).toBe('ABC123')
  })

  it('keeps a reference without "::" whole', () => {
    expect(bookingIdOf('ABC123')).toBe('ABC123')
  })

  it('does not cut at a single colon', () => {
    expect(bookingIdOf('ABC:123')).toBe('ABC:123')
  })

  it('gives an empty text for an empty reference or one that starts with "::"', () => {
    expect(bookingIdOf('')).toBe('')
    expect(bookingIdOf('::ABC')).toBe('')
  })
})
