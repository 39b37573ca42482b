import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Venue } from '@/payload-types'

import { eventSessionItems, EventSessions } from './event-sessions'

const annexe = { id: 4, name: 'Ware Annexe' } as Venue

describe('eventSessionItems', () => {
  it('orders the sessions and names a session’s own place', () => {
    const items = eventSessionItems({
      sessions: [
        { startsAt: '2026-12-08T18:00:00.000Z', endsAt: '2026-12-08T20:00:00.000Z', venue: annexe, roomSpace: 'Hall' },
        { startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z', venue: null, roomSpace: null },
      ],
    })
    expect(items).toEqual([
      { startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' },
      { startsAt: '2026-12-08T18:00:00.000Z', endsAt: '2026-12-08T20:00:00.000Z', place: 'Hall, Ware Annexe' },
    ])
    expect(eventSessionItems({ sessions: null })).toEqual([])
  })
})

describe('EventSessions', () => {
  it('lists every session with its day, start and real end', () => {
    const html = renderToStaticMarkup(
      <EventSessions
        sessions={[
          { startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' },
          { startsAt: '2026-12-08T18:00:00.000Z', endsAt: '2026-12-08T20:00:00.000Z', place: 'Hall, Ware Annexe' },
        ]}
      />,
    )
    expect(html).toContain('<h2 class="govuk-heading-l" id="sessions-heading">Sessions</h2>')
    expect(html).toContain('One booking is a place at all 2 sessions.')
    expect(html).toContain('Tuesday 1 December 2026, 6:00pm to 8:00pm')
    expect(html).toContain('Tuesday 8 December 2026, 6:00pm to 8:00pm</time>, Hall, Ware Annexe')
  })

  it('shows nothing for an event without sessions', () => {
    expect(renderToStaticMarkup(<EventSessions sessions={[]} />)).toBe('')
  })
})
