import { describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { categoryIdsOf, queryRelatedEvents, RELATED_EVENTS_LIMIT, relatedEventsWhere } from './related-events'

const NOW = new Date('2026-03-01T12:00:00.000Z')

describe('relatedEventsWhere', () => {
  it('asks for published, public, future events sharing a category, except this one', () => {
    expect(relatedEventsWhere({ eventId: 12, categoryIds: [3, 5], now: NOW })).toEqual({
      and: [
        { categories: { in: [3, 5] } },
        { id: { not_equals: 12 } },
        { dateTime: { greater_than_equal: '2026-03-01T12:00:00.000Z' } },
        { private: { not_equals: true } },
        { _status: { equals: 'published' } },
      ],
    })
  })

  it('needs no query for an event without categories', () => {
    expect(relatedEventsWhere({ eventId: 12, categoryIds: [], now: NOW })).toBeNull()
  })

  it('shows three related events (spec 001 section 9)', () => {
    expect(RELATED_EVENTS_LIMIT).toBe(3)
  })
})

describe('categoryIdsOf', () => {
  it('reads ids from populated and unpopulated categories', () => {
    expect(categoryIdsOf([4, { id: 7 }])).toEqual([4, 7])
    expect(categoryIdsOf(null)).toEqual([])
    expect(categoryIdsOf(undefined)).toEqual([])
  })
})

describe('queryRelatedEvents', () => {
  it('asks Payload with access control on, soonest first, three at most', async () => {
    const find = vi.fn().mockResolvedValue({ docs: [{ id: 1 }] })
    const docs = await queryRelatedEvents({ find } as unknown as Payload, { eventId: 12, categoryIds: [3], now: NOW })
    expect(docs).toEqual([{ id: 1 }])
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'events', overrideAccess: false, limit: 3, sort: 'dateTime', where: relatedEventsWhere({ eventId: 12, categoryIds: [3], now: NOW }) }),
    )
  })

  it('does not query for an event without categories', async () => {
    const find = vi.fn()
    expect(await queryRelatedEvents({ find } as unknown as Payload, { eventId: 12, categoryIds: [], now: NOW })).toEqual([])
    expect(find).not.toHaveBeenCalled()
  })
})
