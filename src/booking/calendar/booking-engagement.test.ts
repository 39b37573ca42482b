import { describe, expect, it } from 'vitest'

import { bookingEngagement } from './booking-engagement'

describe("a booking's calendar engagement", () => {
  const start = new Date('2030-07-02T17:00:00.000Z')

  it('ends when the event ends', () => {
    expect(bookingEngagement('Life drawing', start, new Date('2030-07-02T19:30:00.000Z'))).toEqual({
      name: 'Life drawing',
      dates: ['2030-07-02T17:00:00.000Z'],
      endDates: ['2030-07-02T19:30:00.000Z'],
    })
    expect(bookingEngagement('Life drawing', start, '2030-07-02T19:30:00.000Z').endDates).toEqual(['2030-07-02T19:30:00.000Z'])
  })

  it('lasts an hour when the event has no end time', () => {
    expect(bookingEngagement('Drop-in', start, null).endDates).toEqual(['2030-07-02T18:00:00.000Z'])
  })
})

describe("a course's calendar engagement (issue 26)", () => {
  it('is the first session, with its real end, named as the first of how many', () => {
    const sessions = [
      { startsAt: '2030-07-02T17:00:00.000Z', endsAt: '2030-07-02T19:00:00.000Z' },
      { startsAt: '2030-07-09T17:00:00.000Z', endsAt: '2030-07-09T19:00:00.000Z' },
      { startsAt: '2030-07-16T17:00:00.000Z', endsAt: '2030-07-16T19:30:00.000Z' },
    ]
    expect(bookingEngagement('Life drawing', new Date(sessions[0]!.startsAt), sessions[2]!.endsAt, sessions)).toEqual({
      name: 'Life drawing: first of 3 sessions',
      dates: ['2030-07-02T17:00:00.000Z'],
      endDates: ['2030-07-02T19:00:00.000Z'],
    })
  })
})
