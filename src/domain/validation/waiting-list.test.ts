import { describe, expect, it } from 'vitest'

import { fieldErrorsOf } from './field-errors'
import {
  WAITING_LIST_MESSAGES,
  waitingListJoinSchema,
  waitingListLookupSchema,
  waitingListManagementSchema,
} from './waiting-list'

describe('waitingListJoinSchema', () => {
  it('accepts a complete entry and trims it', () => {
    expect(
      waitingListJoinSchema.parse({ event: ' evt-1 ', firstName: ' Ada ', lastName: 'Lovelace ', email: ' ada@example.org ' }),
    ).toEqual({ event: 'evt-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' })
  })

  it('gives the spec messages for empty fields', () => {
    const result = waitingListJoinSchema.safeParse({ event: '', firstName: '', lastName: '', email: '' })
    expect(fieldErrorsOf(result.error!)).toEqual({
      event: 'Event is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    })
  })

  it('gives the same messages for missing and whitespace-only fields', () => {
    const expected = {
      event: WAITING_LIST_MESSAGES.eventRequired,
      firstName: WAITING_LIST_MESSAGES.firstNameRequired,
      lastName: WAITING_LIST_MESSAGES.lastNameRequired,
      email: WAITING_LIST_MESSAGES.emailRequired,
    }
    expect(fieldErrorsOf(waitingListJoinSchema.safeParse({}).error!)).toEqual(expected)
    expect(fieldErrorsOf(waitingListJoinSchema.safeParse({ event: ' ', firstName: ' ', lastName: '\t', email: '  ' }).error!)).toEqual(
      expected,
    )
  })

  it('rejects a malformed email address with the checkout text', () => {
    const result = waitingListJoinSchema.safeParse({ event: 'e', firstName: 'A', lastName: 'L', email: 'ada@example' })
    expect(fieldErrorsOf(result.error!)).toEqual({ email: 'Please enter a valid email address' })
  })
})

describe('waitingListManagementSchema', () => {
  it('accepts an email address', () => {
    expect(waitingListManagementSchema.parse({ email: ' ada@example.org' })).toEqual({ email: 'ada@example.org' })
  })

  it('shows "Email is required" for an empty, blank or missing email', () => {
    for (const entry of [{ email: '' }, { email: '   ' }, {}]) {
      expect(fieldErrorsOf(waitingListManagementSchema.safeParse(entry).error!)).toEqual({ email: 'Email is required' })
    }
  })

  it('rejects a malformed email address', () => {
    expect(fieldErrorsOf(waitingListManagementSchema.safeParse({ email: 'ada' }).error!)).toEqual({
      email: 'Please enter a valid email address',
    })
  })
})

describe('waitingListLookupSchema', () => {
  it('answers a lookup without an email with the rule text "Email is a required field"', () => {
    expect(fieldErrorsOf(waitingListLookupSchema.safeParse({}).error!)).toEqual({ email: 'Email is a required field' })
    expect(fieldErrorsOf(waitingListLookupSchema.safeParse({ email: '' }).error!)).toEqual({ email: 'Email is a required field' })
  })

  it('accepts a lookup with an email address', () => {
    expect(waitingListLookupSchema.parse({ email: 'ada@example.org' })).toEqual({ email: 'ada@example.org' })
  })
})
