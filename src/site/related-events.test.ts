import { describe, expect, it } from 'vitest'

import { categoryIdsOf, RELATED_EVENTS_LIMIT, relatedEventsWhere } from './related-events'

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
