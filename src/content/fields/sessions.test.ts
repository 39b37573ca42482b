import { describe, expect, it } from 'vitest'

import { setDatesFromSessions } from './sessions'

const run = (data: Record<string, unknown>) => setDatesFromSessions({ data, operation: 'update' } as never) as Record<string, unknown>

describe('setDatesFromSessions', () => {
  it('sets the event’s start and end from its first and last sessions, whatever was typed', () => {
    const data = run({
      dateTime: '2030-01-01T10:00:00.000Z',
      endDateTime: null,
      sessions: [
        { startsAt: '2026-12-08T18:00:00.000Z', endsAt: '2026-12-08T20:30:00.000Z' },
        { startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' },
      ],
    })
    expect(data.dateTime).toBe('2026-12-01T18:00:00.000Z')
    expect(data.endDateTime).toBe('2026-12-08T20:30:00.000Z')
    expect((data.sessions as unknown[]).length).toBe(2)
  })

  it('leaves an event without sessions, or a change that does not send them, as it is', () => {
    expect(run({ dateTime: '2026-12-01T18:00:00.000Z', sessions: [] })).toEqual({ dateTime: '2026-12-01T18:00:00.000Z', sessions: [] })
    expect(run({ title: 'Renamed' })).toEqual({ title: 'Renamed' })
  })
})
