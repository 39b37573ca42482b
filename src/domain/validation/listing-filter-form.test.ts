import { describe, expect, it } from 'vitest'

import { LISTING_FILTER_MESSAGES } from './listing-filters'
import { entryOf, LISTING_FILTER_FORM_FIELDS, readListingFilterForm } from './listing-filter-form'
import { POSTCODE_MESSAGES } from './postcode'

// 10:00 on Wednesday 15 July 2026 in London (British Summer Time).
const now = new Date('2026-07-15T09:00:00.000Z')
const SERIALISED = '2026-07-20T00:00:00.000Z--2026-07-24T23:59:59.999Z'

describe('entryOf', () => {
  it('gives the first value, trimmed', () => {
    expect(entryOf(' SG13 8DE ')).toBe('SG13 8DE')
    expect(entryOf(['a', 'b'])).toBe('a')
  })

  it('gives an empty text for a missing or non-text value', () => {
    expect(entryOf(undefined)).toBe('')
    expect(entryOf(42)).toBe('')
    expect(entryOf([])).toBe('')
  })
})

describe('readListingFilterForm', () => {
  it('names the fields that can be refused in form order', () => {
    expect(LISTING_FILTER_FORM_FIELDS).toEqual(['postcode', 'startDate', 'endDate'])
  })

  it('reads a link without date inputs as the listing query, with nothing refused and no redirect', () => {
    const form = readListingFilterForm({ term: 'pottery', postcode: 'sg138de', distance: '10', date: SERIALISED }, now)
    expect(form.query).toMatchObject({ term: 'pottery', postcode: 'SG13 8DE', distance: 10, date: { start: '2026-07-20', end: '2026-07-24' } })
    expect(form.entries).toEqual({ postcode: 'SG13 8DE', startDate: '2026-07-20', endDate: '2026-07-24' })
    expect(form.errors).toEqual([])
    expect(form.redirectQuery).toBeUndefined()
  })

  it('shows empty entries for a bare listing', () => {
    const form = readListingFilterForm(new URLSearchParams(''), now)
    expect(form.entries).toEqual({ postcode: '', startDate: '', endDate: '' })
    expect(form.query.date).toBeUndefined()
    expect(form.errors).toEqual([])
  })

  it('turns an accepted submission of the date inputs into a redirect to the serialised date link', () => {
    const form = readListingFilterForm(
      new URLSearchParams('term=watercolour&category=3&category=5&postcode=&distance=5&startDate=2026-07-20&endDate=2026-07-24'),
      now,
    )
    expect(form.errors).toEqual([])
    expect(form.query.date).toEqual({ start: '2026-07-20', end: '2026-07-24' })
    expect(form.redirectQuery).toEqual({
      term: 'watercolour',
      page: undefined,
      category: '3,5',
      district: undefined,
      ageRange: undefined,
      postcode: undefined,
      distance: undefined,
      date: SERIALISED,
      orderBy: undefined,
    })
  })

  it('reads both date inputs left empty as no date filter, even over a date parameter, and still redirects', () => {
    const form = readListingFilterForm({ startDate: '', endDate: '', date: SERIALISED }, now)
    expect(form.query.date).toBeUndefined()
    expect(form.entries).toMatchObject({ startDate: '', endDate: '' })
    expect(form.redirectQuery).toMatchObject({ date: undefined })
  })

  it('counts one date input alone as a submission, and refuses the missing other one', () => {
    const form = readListingFilterForm({ startDate: '2026-07-20' }, now)
    expect(form.errors).toEqual([{ field: 'endDate', message: LISTING_FILTER_MESSAGES.endDateRequired }])
    expect(form.entries).toMatchObject({ startDate: '2026-07-20', endDate: '' })
    expect(form.query.date).toBeUndefined()
    expect(form.redirectQuery).toBeUndefined()
  })

  it('refuses both days when both are in the past, start first', () => {
    const form = readListingFilterForm({ startDate: '2026-07-01', endDate: '2026-07-02' }, now)
    expect(form.errors).toEqual([
      { field: 'startDate', message: LISTING_FILTER_MESSAGES.startDateInPast },
      { field: 'endDate', message: LISTING_FILTER_MESSAGES.endDateInPast },
    ])
  })

  it('refuses an end before the start', () => {
    const form = readListingFilterForm({ startDate: '2026-07-24', endDate: '2026-07-20' }, now)
    expect(form.errors).toEqual([{ field: 'endDate', message: LISTING_FILTER_MESSAGES.endDateBeforeStart }])
  })

  it('refuses a postcode that is not a UK postcode, keeps the entry as typed and leaves out the location filter', () => {
    const form = readListingFilterForm({ postcode: ' SG13 ', distance: '10' }, now)
    expect(form.errors).toEqual([{ field: 'postcode', message: POSTCODE_MESSAGES.invalid }])
    expect(form.entries.postcode).toBe('SG13')
    expect(form.query.postcode).toBeUndefined()
  })

  it('does not redirect a submission with a refused postcode, but applies its accepted dates', () => {
    const form = readListingFilterForm({ postcode: 'nope', startDate: '2026-07-20', endDate: '2026-07-20' }, now)
    expect(form.errors.map((error) => error.field)).toEqual(['postcode'])
    expect(form.query.date).toEqual({ start: '2026-07-20', end: '2026-07-20' })
    expect(form.redirectQuery).toBeUndefined()
  })

  it('reads anything that is not a query as an empty one', () => {
    const form = readListingFilterForm('garbage', now)
    expect(form.errors).toEqual([])
    expect(form.query.page).toBe(1)
  })
})
