import { describe, expect, it } from 'vitest'

import { calendarEntryEnd, UNKNOWN_END_DURATION_MS } from './calendar-entry'

describe('calendarEntryEnd', () => {
  const start = new Date('2030-03-01T10:00:00.000Z')

  it('ends when the event ends', () => {
    expect(calendarEntryEnd(start, '2030-03-01T12:30:00.000Z')).toEqual(new Date('2030-03-01T12:30:00.000Z'))
    expect(calendarEntryEnd(start, new Date('2030-03-08T16:00:00.000Z'))).toEqual(new Date('2030-03-08T16:00:00.000Z'))
  })

  it('lasts an hour when the end is not known', () => {
    const anHourOn = new Date('2030-03-01T11:00:00.000Z')
    expect(UNKNOWN_END_DURATION_MS).toBe(60 * 60 * 1000)
    for (const end of [null, undefined, '', 'later']) expect(calendarEntryEnd(start, end)).toEqual(anHourOn)
  })

  it('lasts an hour when the end is not after the start', () => {
    expect(calendarEntryEnd(start, start)).toEqual(new Date('2030-03-01T11:00:00.000Z'))
    expect(calendarEntryEnd(start, '2030-03-01T09:00:00.000Z')).toEqual(new Date('2030-03-01T11:00:00.000Z'))
  })
})
