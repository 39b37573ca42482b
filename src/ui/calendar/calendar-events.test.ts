import { describe, expect, it } from 'vitest'

import { ASSUMED_EVENT_DURATION_MS } from '@/booking/calendar/calendar-service.server'

import { calendarEventsOf, ENGAGEMENT_DURATION_MS } from './calendar-events'

describe('calendarEventsOf', () => {
  it('makes an hour-long entry for each date of each engagement, skipping dates that are not dates', () => {
    expect(calendarEventsOf([{ name: 'Pottery', dates: ['2030-01-01T10:00:00.000Z', 'soon', '2030-01-08T10:00:00.000Z'] }])).toEqual([
      { title: 'Pottery', start: new Date('2030-01-01T10:00:00.000Z'), end: new Date('2030-01-01T11:00:00.000Z') },
      { title: 'Pottery', start: new Date('2030-01-08T10:00:00.000Z'), end: new Date('2030-01-08T11:00:00.000Z') },
    ])
  })

  it('lasts as long as the .ics file the server builds', () => {
    expect(ENGAGEMENT_DURATION_MS).toBe(ASSUMED_EVENT_DURATION_MS)
  })
})
