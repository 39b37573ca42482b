import { describe, expect, it } from 'vitest'

import { formatCardDate, formatLongDate, formatShortDate, isoDateTime } from './dates'

describe('dates in Europe/London', () => {
  it('formats a winter (GMT) date for cards', () => {
    expect(formatCardDate('2026-03-03T18:30:00Z')).toBe('Tue, 3 Mar, 6:30pm')
  })

  it('formats a summer (BST) date an hour ahead of UTC', () => {
    expect(formatCardDate('2026-07-01T09:00:00Z')).toBe('Wed, 1 Jul, 10:00am')
  })

  it('is right on both sides of the spring change (29 March 2026, 01:00 UTC)', () => {
    expect(formatCardDate('2026-03-29T00:59:00Z')).toBe('Sun, 29 Mar, 12:59am')
    expect(formatCardDate('2026-03-29T01:00:00Z')).toBe('Sun, 29 Mar, 2:00am')
  })

  it('is right on both sides of the autumn change (25 October 2026, 01:00 UTC)', () => {
    expect(formatCardDate('2026-10-25T00:30:00Z')).toBe('Sun, 25 Oct, 1:30am')
    expect(formatCardDate('2026-10-25T01:30:00Z')).toBe('Sun, 25 Oct, 1:30am')
  })

  it('moves a late-evening UTC time to the next London day in summer', () => {
    expect(formatShortDate('2026-06-30T23:30:00Z')).toBe('Wed, 1 Jul')
  })

  it('uses the full weekday on the event page', () => {
    expect(formatLongDate('2026-03-03T18:30:00Z')).toBe('Tuesday 3 March 2026, 6:30pm')
  })

  it('gives ISO timestamps for machines', () => {
    expect(isoDateTime('2026-03-03T18:30:00Z')).toBe('2026-03-03T18:30:00.000Z')
  })
})
