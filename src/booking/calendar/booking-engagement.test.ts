import { describe, expect, it } from 'vitest'

import { calendarOptions, googleCalendarUrl } from '../../integrations/calendar/calendar-links'
import { calendarEventsOf } from '../../ui/calendar/calendar-events'

import { bookingEngagement } from './booking-engagement'

describe("a booking's calendar engagement", () => {
  const start = new Date('2030-07-02T17:00:00.000Z')

  it("ends when the event ends, and the add-to-calendar links built from it end then too", () => {
    const engagement = bookingEngagement('Life drawing', start, new Date('2030-07-02T19:30:00.000Z'))
    expect(engagement).toEqual({ name: 'Life drawing', dates: ['2030-07-02T17:00:00.000Z'], endDates: ['2030-07-02T19:30:00.000Z'] })
    const [event] = calendarEventsOf([engagement])
    // Google takes London wall-clock times: 6pm to 8:30pm in British Summer Time.
    expect(new URL(googleCalendarUrl(event!)).searchParams.get('dates')).toBe('20300702T180000/20300702T203000')
    const yahoo = new URL(calendarOptions(event!, '/booking.ics').find((option) => option.id === 'yahoo')!.href)
    expect([yahoo.searchParams.get('st'), yahoo.searchParams.get('et')]).toEqual(['20300702T170000Z', '20300702T193000Z'])
  })

  it('lasts an hour when the event has no end time', () => {
    expect(bookingEngagement('Drop-in', start, null).endDates).toEqual(['2030-07-02T18:00:00.000Z'])
  })
})
