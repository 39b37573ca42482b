import { describe, expect, it } from 'vitest'

import { anonymiseAfter, isDueForAnonymisation, RETENTION_DAYS_DEFAULT, retentionCutoff } from './retention'

const now = new Date('2027-11-24T12:00:00Z')
const daysBefore = (days: number, from = now) => new Date(from.getTime() - days * 86_400_000)

describe('when an event is anonymised', () => {
  it('is the given number of days after its end', () => {
    const event = { startsAt: new Date('2026-07-01T09:00:00Z'), endsAt: new Date('2026-08-12T16:00:00Z') }
    expect(anonymiseAfter(event, 365).toISOString()).toBe('2027-08-12T16:00:00.000Z')
  })

  it('counts from the start when the event has no end', () => {
    expect(anonymiseAfter({ startsAt: new Date('2026-07-01T09:00:00Z'), endsAt: null }, 30).toISOString()).toBe('2026-07-31T09:00:00.000Z')
  })

  it('counts from the start when the end is before it, so a slip never shortens the time kept', () => {
    const event = { startsAt: new Date('2026-07-01T09:00:00Z'), endsAt: new Date('2026-06-01T09:00:00Z') }
    expect(anonymiseAfter(event, 30).toISOString()).toBe('2026-07-31T09:00:00.000Z')
  })
})

describe('whether an event is due', () => {
  it('is due once its time has passed, and not a millisecond before', () => {
    const ended = daysBefore(RETENTION_DAYS_DEFAULT)
    expect(isDueForAnonymisation({ startsAt: new Date(ended.getTime() - 1), endsAt: null }, now, RETENTION_DAYS_DEFAULT)).toBe(true)
    expect(isDueForAnonymisation({ startsAt: ended, endsAt: null }, now, RETENTION_DAYS_DEFAULT)).toBe(false)
  })

  it('is not due 364 days after the event, nor for a future event', () => {
    expect(isDueForAnonymisation({ startsAt: daysBefore(364), endsAt: null }, now, 365)).toBe(false)
    expect(isDueForAnonymisation({ startsAt: daysBefore(-10), endsAt: null }, now, 365)).toBe(false)
  })

  it('waits for the end of a course that started more than the retention time ago', () => {
    expect(isDueForAnonymisation({ startsAt: daysBefore(400), endsAt: daysBefore(300) }, now, 365)).toBe(false)
    expect(isDueForAnonymisation({ startsAt: daysBefore(400), endsAt: daysBefore(366) }, now, 365)).toBe(true)
  })
})

describe('the cutoff', () => {
  it('is now less the retention time: only events that started before it can be due', () => {
    expect(retentionCutoff(now, 365).toISOString()).toBe('2026-11-24T12:00:00.000Z')
  })
})
