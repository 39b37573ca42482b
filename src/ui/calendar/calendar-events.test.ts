import { describe, expect, it } from 'vitest'

import { bookingEngagement } from '@/booking/calendar/booking-engagement'
import { calendarOptions, googleCalendarUrl } from '@/integrations/calendar/calendar-links'

import { calendarEventsOf } from './calendar-events'

describe('calendarEventsOf', () => {
  it("ends each date's entry at its end time, as the booking's .ics file does", () => {
    expect(
      calendarEventsOf([{ name: 'Pottery', dates: ['2030-01-01T10:00:00.000Z', '2030-01-08T10:00:00.000Z'], endDates: ['2030-01-01T12:30:00.000Z', '2030-01-08T12:30:00.000Z'] }]),
    ).toEqual([
      { title: 'Pottery', start: new Date('2030-01-01T10:00:00.000Z'), end: new Date('2030-01-01T12:30:00.000Z') },
      { title: 'Pottery', start: new Date('2030-01-08T10:00:00.000Z'), end: new Date('2030-01-08T12:30:00.000Z') },
    ])
  })

  it('makes an hour-long entry for a date with no end, skipping dates that are not dates', () => {
    expect(calendarEventsOf([{ name: 'Pottery', dates: ['2030-01-01T10:00:00.000Z', 'soon', '2030-01-08T10:00:00.000Z'], endDates: ['2030-01-01T11:30:00.000Z'] }])).toEqual([
      { title: 'Pottery', start: new Date('2030-01-01T10:00:00.000Z'), end: new Date('2030-01-01T11:30:00.000Z') },
      { title: 'Pottery', start: new Date('2030-01-08T10:00:00.000Z'), end: new Date('2030-01-08T11:00:00.000Z') },
    ])
    expect(calendarEventsOf([{ name: 'Pottery', dates: ['2030-01-01T10:00:00.000Z'] }])).toEqual([
      { title: 'Pottery', start: new Date('2030-01-01T10:00:00.000Z'), end: new Date('2030-01-01T11:00:00.000Z') },
    ])
  })

  it("makes add-to-calendar links that end when the booking's event ends", () => {
    const [event] = calendarEventsOf([bookingEngagement('Life drawing', new Date('2030-07-02T17:00:00.000Z'), '2030-07-02T19:30:00.000Z')])
    // Google takes London wall-clock times: 6pm to 8:30pm in British Summer Time.
    expect(new URL(googleCalendarUrl(event!)).searchParams.get('dates')).toBe('20300702T180000/20300702T203000')
    const yahoo = new URL(calendarOptions(event!, '/booking.ics').find((option) => option.id === 'yahoo')!.href)
    expect([yahoo.searchParams.get('st'), yahoo.searchParams.get('et')]).toEqual(['20300702T170000Z', '20300702T193000Z'])
  })
})
