import { describe, expect, it } from 'vitest'

import { splitUpcomingAndPast } from './console-events'

const event = (id: string, dateTime: string) => ({ id, dateTime })

describe('splitUpcomingAndPast', () => {
  // 14:00 in London on Tue 3 March 2026 (GMT).
  const now = new Date('2026-03-03T14:00:00Z')

  it('keeps an event from earlier today among the upcoming ones', () => {
    const { upcoming, past } = splitUpcomingAndPast([event('morning', '2026-03-03T09:00:00Z')], now)
    expect(upcoming.map((e) => e.id)).toEqual(['morning'])
    expect(past).toEqual([])
  })

  it('puts yesterday evening in the past', () => {
    const { upcoming, past } = splitUpcomingAndPast([event('yesterday', '2026-03-02T19:00:00Z')], now)
    expect(upcoming).toEqual([])
    expect(past.map((e) => e.id)).toEqual(['yesterday'])
  })

  it('lists upcoming events soonest first and past events most recent first', () => {
    const events = [
      event('next-month', '2026-04-10T09:00:00Z'),
      event('last-year', '2025-06-01T09:00:00Z'),
      event('tomorrow', '2026-03-04T09:00:00Z'),
      event('last-week', '2026-02-24T09:00:00Z'),
    ]
    const { upcoming, past } = splitUpcomingAndPast(events, now)
    expect(upcoming.map((e) => e.id)).toEqual(['tomorrow', 'next-month'])
    expect(past.map((e) => e.id)).toEqual(['last-week', 'last-year'])
  })

  it("counts the day in London, not in UTC: 00:30 BST is already tomorrow's date", () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    const lateNow = new Date('2026-07-01T23:30:00Z')
    const { upcoming, past } = splitUpcomingAndPast([event('earlier-on-1-july', '2026-07-01T20:00:00Z'), event('2-july', '2026-07-02T08:00:00Z')], lateNow)
    expect(upcoming.map((e) => e.id)).toEqual(['2-july'])
    expect(past.map((e) => e.id)).toEqual(['earlier-on-1-july'])
  })

  it('does not reorder the list it was given', () => {
    const events = [event('b', '2026-05-01T09:00:00Z'), event('a', '2026-04-01T09:00:00Z')]
    splitUpcomingAndPast(events, now)
    expect(events.map((e) => e.id)).toEqual(['b', 'a'])
  })
})
