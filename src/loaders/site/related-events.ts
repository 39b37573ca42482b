import type { Payload, Where } from 'payload'

/** Related events page size (spec 001 section 9: "related events 3"). */
export const RELATED_EVENTS_LIMIT = 3

export interface RelatedEventsCriteria {
  /** The event whose page shows the block; never listed as related to itself. */
  eventId: number
  categoryIds: readonly number[]
  now: Date
}

/**
 * Which events are related (spec 000 section 2, spec 001 section 9): published, not private, not
 * this event, dated on or after now, and sharing at least one category with it. Null when the
 * event has no categories: then nothing is related and no query is needed.
 */
export function relatedEventsWhere({ eventId, categoryIds, now }: RelatedEventsCriteria): Where | null {
  if (categoryIds.length === 0) return null
  return {
    and: [
      { categories: { in: [...categoryIds] } },
      { id: { not_equals: eventId } },
      { dateTime: { greater_than_equal: now.toISOString() } },
      { private: { not_equals: true } },
      // Access control already hides drafts from the public; saying it here keeps a signed-in
      // editor's preview of the page from listing drafts as related events.
      { _status: { equals: 'published' } },
    ],
  }
}

/** The ids of an event's categories, populated or not. */
export function categoryIdsOf(categories: readonly (number | { id: number })[] | null | undefined): number[] {
  return (categories ?? []).map((category) => (typeof category === 'number' ? category : category.id))
}

/**
 * Up to `limit` related events, soonest first, read through Payload's local API with access
 * control on and no user, like every public read (src/loaders/site/content.server.ts). Takes the Payload
 * instance so the integration tests run this very query; pages call findRelatedEvents.
 */
export async function queryRelatedEvents(payload: Payload, criteria: RelatedEventsCriteria, limit = RELATED_EVENTS_LIMIT) {
  const where = relatedEventsWhere(criteria)
  if (!where) return []
  const result = await payload.find({
    collection: 'events',
    overrideAccess: false,
    depth: 1,
    limit,
    sort: 'dateTime',
    where,
  })
  return result.docs
}
