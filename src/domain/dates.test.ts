import { describe, expect, it } from 'vitest'

import {
  formatBookingUntil,
  formatCardDate,
  formatDayMonthYear,
  formatLongDate,
  formatReleaseTicketDate,
  formatSessionTimes,
  formatShortDate,
  isoDateTime,
  londonCalendarDay,
  londonInstant,
  londonOffsetMs,
  londonWallClock,
} from './dates'

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

  it('uses the full weekday on the event page on both sides of the spring change', () => {
    expect(formatLongDate('2026-03-29T00:59:00Z')).toBe('Sunday 29 March 2026, 12:59am')
    expect(formatLongDate('2026-03-29T01:00:00Z')).toBe('Sunday 29 March 2026, 2:00am')
  })

  it('uses the short format at London midnight, not UTC midnight, in summer', () => {
    expect(formatShortDate('2026-07-01T22:59:59.999Z')).toBe('Wed, 1 Jul')
    expect(formatShortDate('2026-07-01T23:00:00Z')).toBe('Thu, 2 Jul')
  })
})

describe('formatBookingUntil', () => {
  it('gives the closing date and time of sales in London', () => {
    expect(formatBookingUntil('2026-03-03T18:30:00Z')).toBe('Booking until Tue, 3 Mar at 6:30pm')
    expect(formatBookingUntil(new Date('2026-07-01T09:00:00Z'))).toBe('Booking until Wed, 1 Jul at 10:00am')
  })

  it('is right on both sides of the spring change', () => {
    expect(formatBookingUntil('2026-03-29T00:59:00Z')).toBe('Booking until Sun, 29 Mar at 12:59am')
    expect(formatBookingUntil('2026-03-29T01:00:00Z')).toBe('Booking until Sun, 29 Mar at 2:00am')
  })

  it('is right on both sides of the autumn change', () => {
    expect(formatBookingUntil('2026-10-25T00:59:00Z')).toBe('Booking until Sun, 25 Oct at 1:59am')
    expect(formatBookingUntil('2026-10-25T01:00:00Z')).toBe('Booking until Sun, 25 Oct at 1:00am')
  })

  it('shows midnight as 12:00am of the new London day', () => {
    expect(formatBookingUntil('2026-01-15T00:00:00Z')).toBe('Booking until Thu, 15 Jan at 12:00am')
    expect(formatBookingUntil('2026-06-14T23:00:00Z')).toBe('Booking until Mon, 15 Jun at 12:00am')
  })

  it('shows noon as 12:00pm', () => {
    expect(formatBookingUntil('2026-01-15T12:00:00Z')).toBe('Booking until Thu, 15 Jan at 12:00pm')
  })
})

describe('formatReleaseTicketDate', () => {
  it('gives the short weekday, day and month in London', () => {
    expect(formatReleaseTicketDate('2026-03-03T18:30:00Z')).toBe('Tue, 3 Mar')
    expect(formatReleaseTicketDate('2026-10-24T23:30:00Z')).toBe('Sun, 25 Oct')
    expect(formatReleaseTicketDate('2026-10-25T23:30:00Z')).toBe('Sun, 25 Oct')
  })
})

describe('londonCalendarDay', () => {
  it('is the UTC day in winter, changing at midnight', () => {
    expect(londonCalendarDay('2026-01-14T23:59:59.999Z')).toBe('2026-01-14')
    expect(londonCalendarDay('2026-01-15T00:00:00Z')).toBe('2026-01-15')
  })

  it('starts the London day an hour before UTC midnight in summer', () => {
    expect(londonCalendarDay('2026-06-30T22:59:59.999Z')).toBe('2026-06-30')
    expect(londonCalendarDay(new Date('2026-06-30T23:00:00Z'))).toBe('2026-07-01')
  })

  it('is right around the spring change (last Sunday of March, 01:00 UTC)', () => {
    expect(londonCalendarDay('2026-03-28T23:59:59.999Z')).toBe('2026-03-28')
    expect(londonCalendarDay('2026-03-29T00:00:00Z')).toBe('2026-03-29')
    expect(londonCalendarDay('2026-03-29T00:59:59Z')).toBe('2026-03-29')
    expect(londonCalendarDay('2026-03-29T01:00:00Z')).toBe('2026-03-29')
    // The first midnight after the change is at 23:00 UTC.
    expect(londonCalendarDay('2026-03-29T22:59:59.999Z')).toBe('2026-03-29')
    expect(londonCalendarDay('2026-03-29T23:00:00Z')).toBe('2026-03-30')
  })

  it('is right around the autumn change (last Sunday of October, 01:00 UTC)', () => {
    // The last BST midnight is at 23:00 UTC the evening before.
    expect(londonCalendarDay('2026-10-24T22:59:59.999Z')).toBe('2026-10-24')
    expect(londonCalendarDay('2026-10-24T23:00:00Z')).toBe('2026-10-25')
    expect(londonCalendarDay('2026-10-25T00:59:59Z')).toBe('2026-10-25')
    expect(londonCalendarDay('2026-10-25T01:00:00Z')).toBe('2026-10-25')
    // After the change London is on UTC again.
    expect(londonCalendarDay('2026-10-25T23:59:59.999Z')).toBe('2026-10-25')
    expect(londonCalendarDay('2026-10-26T00:00:00Z')).toBe('2026-10-26')
  })
})

describe('formatSessionTimes', () => {
  it('names the day in full, the start and the real end in London time', () => {
    expect(formatSessionTimes('2026-03-03T18:30:00Z', '2026-03-03T20:30:00Z')).toBe('Tuesday 3 March 2026, 6:30pm to 8:30pm')
    expect(formatSessionTimes('2026-07-01T09:00:00Z', '2026-07-01T11:15:00Z')).toBe('Wednesday 1 July 2026, 10:00am to 12:15pm')
  })

  it('names the end’s day too when the session runs past midnight', () => {
    expect(formatSessionTimes('2026-03-03T22:00:00Z', '2026-03-04T01:00:00Z')).toBe('Tuesday 3 March 2026, 10:00pm to Wednesday 4 March 2026, 1:00am')
  })
})

describe('London wall clock and offset', () => {
  it('is UTC in winter and an hour ahead in summer, changing at 01:00 UTC', () => {
    expect(londonOffsetMs(Date.parse('2026-03-29T00:59:59Z'))).toBe(0)
    expect(londonOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(3_600_000)
    expect(londonOffsetMs(Date.parse('2026-10-25T00:59:59Z'))).toBe(3_600_000)
    expect(londonOffsetMs(Date.parse('2026-10-25T01:00:00Z'))).toBe(0)
    expect(londonWallClock('2026-07-01T23:30:00Z').toISOString()).toBe('2026-07-02T00:30:00.000Z')
  })

  it('finds the instant of a London wall-clock time in either season', () => {
    expect(londonInstant(2026, 0, 15, 10, 0).toISOString()).toBe('2026-01-15T10:00:00.000Z')
    expect(londonInstant(2026, 6, 1, 10, 30).toISOString()).toBe('2026-07-01T09:30:00.000Z')
    // The first summer morning and the first winter morning after each change.
    expect(londonInstant(2026, 2, 29, 9, 0).toISOString()).toBe('2026-03-29T08:00:00.000Z')
    expect(londonInstant(2026, 9, 25, 9, 0).toISOString()).toBe('2026-10-25T09:00:00.000Z')
  })

  it('stays right after more hours than it keeps have been asked', () => {
    const start = Date.parse('2020-01-01T00:00:00Z')
    for (let hour = 0; hour <= 20_000; hour++) londonOffsetMs(start + hour * 3_600_000)
    expect(londonOffsetMs(Date.parse('2026-07-01T12:00:00Z'))).toBe(3_600_000)
    expect(londonOffsetMs(Date.parse('2026-12-01T12:00:00Z'))).toBe(0)
  })

  it('writes a report date with the year', () => {
    expect(formatDayMonthYear('2026-06-30T23:30:00Z')).toBe('1 Jul 2026')
  })
})
