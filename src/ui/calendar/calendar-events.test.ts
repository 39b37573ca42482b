import { describe, expect, it } from 'vitest'

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
})
