import { describe, expect, it } from 'vitest'

import { checkSessionEnd, eventSpanOf, isCompleteSession, orderedSessions, placedSessions, SESSION_END_MESSAGE, sessionCountText, sessionPlace } from './sessions'

const session = (startsAt: string, endsAt: string) => ({ startsAt, endsAt })

describe('orderedSessions', () => {
  it('orders sessions by start and leaves out rows without both times', () => {
    const ordered = orderedSessions([
      session('2026-12-08T18:00:00.000Z', '2026-12-08T20:00:00.000Z'),
      { startsAt: '2026-12-01T18:00:00.000Z' },
      session('2026-12-01T18:00:00.000Z', '2026-12-01T20:00:00.000Z'),
      null,
      session('not a date', '2026-12-01T20:00:00.000Z'),
    ])
    expect(ordered.map((one) => one.startsAt)).toEqual(['2026-12-01T18:00:00.000Z', '2026-12-08T18:00:00.000Z'])
  })
})

describe('eventSpanOf', () => {
  it('is the first session’s start and the latest end, whatever order the rows are in', () => {
    expect(
      eventSpanOf([
        session('2026-12-15T18:00:00.000Z', '2026-12-15T21:00:00.000Z'),
        session('2026-12-01T18:00:00.000Z', '2026-12-01T20:00:00.000Z'),
        session('2026-12-08T18:00:00.000Z', '2026-12-08T20:00:00.000Z'),
      ]),
    ).toEqual({ dateTime: '2026-12-01T18:00:00.000Z', endDateTime: '2026-12-15T21:00:00.000Z' })
  })

  it('is null without a complete session', () => {
    expect(eventSpanOf([])).toBeNull()
    expect(eventSpanOf(undefined)).toBeNull()
    expect(eventSpanOf([{ startsAt: '2026-12-01T18:00:00.000Z' }])).toBeNull()
  })
})

describe('checkSessionEnd', () => {
  it('asks for an end after the start', () => {
    expect(checkSessionEnd('2026-12-01T20:00:00.000Z', '2026-12-01T18:00:00.000Z')).toBe(true)
    expect(checkSessionEnd('2026-12-01T18:00:00.000Z', '2026-12-01T18:00:00.000Z')).toBe(SESSION_END_MESSAGE)
    expect(checkSessionEnd('2026-12-01T17:00:00.000Z', '2026-12-01T18:00:00.000Z')).toBe(SESSION_END_MESSAGE)
    expect(checkSessionEnd('soon', '2026-12-01T18:00:00.000Z')).toBe('Enter a valid date.')
    expect(checkSessionEnd(null, '2026-12-01T18:00:00.000Z')).toBe(true)
  })
})

describe('sessionCountText', () => {
  it('says how many sessions a course has, and nothing for one', () => {
    expect(sessionCountText(6)).toBe('6 sessions')
    expect(sessionCountText(1)).toBeNull()
    expect(sessionCountText(0)).toBeNull()
  })
})

describe('sessionPlace', () => {
  it('names the room and the venue, either alone, or nothing', () => {
    expect(sessionPlace('Hall', 'Ware Annexe')).toBe('Hall, Ware Annexe')
    expect(sessionPlace(' ', 'Ware Annexe')).toBe('Ware Annexe')
    expect(sessionPlace('Hall', null)).toBe('Hall')
    expect(sessionPlace(null, undefined)).toBeUndefined()
  })
})

describe('isCompleteSession', () => {
  it('wants both times, each a real date', () => {
    expect(isCompleteSession(session('2026-12-01T18:00:00.000Z', '2026-12-01T20:00:00.000Z'))).toBe(true)
    expect(isCompleteSession(undefined)).toBe(false)
    expect(isCompleteSession({ startsAt: '', endsAt: '2026-12-01T20:00:00.000Z' })).toBe(false)
    expect(isCompleteSession({ startsAt: '2026-12-01T18:00:00.000Z', endsAt: '' })).toBe(false)
    expect(isCompleteSession({ endsAt: '2026-12-01T20:00:00.000Z' })).toBe(false)
    expect(isCompleteSession(session('2026-12-01T18:00:00.000Z', 'later'))).toBe(false)
  })

  it('orders two sessions that start together by their ends', () => {
    const ordered = orderedSessions([session('2026-12-01T18:00:00.000Z', '2026-12-01T21:00:00.000Z'), session('2026-12-01T18:00:00.000Z', '2026-12-01T19:00:00.000Z')])
    expect(ordered.map((one) => one.endsAt)).toEqual(['2026-12-01T19:00:00.000Z', '2026-12-01T21:00:00.000Z'])
  })

  it('leaves a missing start or end to the required check, and refuses a start that is not a date', () => {
    expect(checkSessionEnd('2026-12-01T20:00:00.000Z', '')).toBe(true)
    expect(checkSessionEnd('', '2026-12-01T18:00:00.000Z')).toBe(true)
    expect(checkSessionEnd('2026-12-01T20:00:00.000Z', undefined)).toBe(true)
    expect(checkSessionEnd('2026-12-01T20:00:00.000Z', 'soon')).toBe('Enter a valid date.')
  })
})

describe('placedSessions', () => {
  it('orders the sessions with their row ids and their own place, a venue named only when populated', () => {
    expect(
      placedSessions([
        { id: 'b', startsAt: '2026-12-08T18:00:00.000Z', endsAt: '2026-12-08T20:00:00.000Z', venue: { name: 'Ware Annexe' }, roomSpace: 'Hall' },
        { id: 'a', startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z', venue: 4, roomSpace: null },
        { id: 'c', startsAt: '2026-12-15T18:00:00.000Z', endsAt: '2026-12-15T20:00:00.000Z', venue: null, roomSpace: 'Studio' },
      ]),
    ).toEqual([
      { id: 'a', startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' },
      { id: 'b', startsAt: '2026-12-08T18:00:00.000Z', endsAt: '2026-12-08T20:00:00.000Z', place: 'Hall, Ware Annexe' },
      { id: 'c', startsAt: '2026-12-15T18:00:00.000Z', endsAt: '2026-12-15T20:00:00.000Z', place: 'Studio' },
    ])
  })
})
