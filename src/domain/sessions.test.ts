import { describe, expect, it } from 'vitest'

import { checkSessionEnd, defaultRegisterSession, eventSpanOf, isCompleteSession, orderedSessions, placedSessions, SESSION_END_MESSAGE, sessionColumn, sessionCountText, sessionLabel, sessionPlace } from './sessions'

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

describe('the register of a course', () => {
  const weekly = [
    { id: 'a', startsAt: '2026-01-06T18:00:00Z', endsAt: '2026-01-06T20:00:00Z', place: null },
    { id: 'b', startsAt: '2026-01-13T18:00:00Z', endsAt: '2026-01-13T20:00:00Z', place: 'Room 2, Hertford Library' },
    { id: 'c', startsAt: '2026-01-20T18:00:00Z', endsAt: '2026-01-20T20:00:00Z', place: null },
  ]

  it("opens on today's session, even once it has ended", () => {
    expect(defaultRegisterSession(weekly, new Date('2026-01-13T09:00:00Z'))?.id).toBe('b')
    expect(defaultRegisterSession(weekly, new Date('2026-01-13T22:30:00Z'))?.id).toBe('b')
  })

  it('opens on the next session between sessions, and on the last once the course is over', () => {
    expect(defaultRegisterSession(weekly, new Date('2026-01-01T12:00:00Z'))?.id).toBe('a')
    expect(defaultRegisterSession(weekly, new Date('2026-01-15T12:00:00Z'))?.id).toBe('c')
    expect(defaultRegisterSession(weekly, new Date('2026-02-01T12:00:00Z'))?.id).toBe('c')
    expect(defaultRegisterSession([], new Date('2026-02-01T12:00:00Z'))).toBeNull()
  })

  it("takes today in London: a session at 00:30 on a summer morning is that day's", () => {
    const summer = [{ id: 'x', startsAt: '2026-06-09T23:30:00Z', endsAt: '2026-06-10T01:00:00Z', place: null }]
    // 23:30 UTC on 9 June is 00:30 on 10 June in London.
    expect(defaultRegisterSession(summer, new Date('2026-06-10T10:00:00Z'))?.id).toBe('x')
    expect(defaultRegisterSession([...summer, { id: 'y', startsAt: '2026-06-17T18:00:00Z', endsAt: '2026-06-17T19:00:00Z', place: null }], new Date('2026-06-09T20:00:00Z'))?.id).toBe('x')
  })

  it('names each session with its number, its times and its own place, and its report column with its day', () => {
    expect(sessionLabel(weekly[0]!, 0, 3)).toBe('Session 1 of 3: Tuesday 6 January 2026, 6:00pm to 8:00pm')
    expect(sessionLabel(weekly[1]!, 1, 3)).toBe('Session 2 of 3: Tuesday 13 January 2026, 6:00pm to 8:00pm, Room 2, Hertford Library')
    expect(sessionColumn(weekly[2]!, 2)).toBe('Session 3 (20 Jan 2026)')
  })
})
