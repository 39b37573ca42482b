import 'server-only'

import { payloadClient } from './payload.server'
import { RELATED_EVENTS_LIMIT, relatedEventsWhere, type RelatedEventsCriteria } from './related-events'

/**
 * Up to three related events for an event page, soonest first (spec 000 section 2, spec 001
 * section 9). Read through Payload's local API with access control on and no user, like every
 * public read (src/site/content.server.ts).
 */
export async function findRelatedEvents(criteria: RelatedEventsCriteria, limit = RELATED_EVENTS_LIMIT) {
  const where = relatedEventsWhere(criteria)
  if (!where) return []
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'events',
    overrideAccess: false,
    depth: 1,
    limit,
    pagination: false,
    sort: 'dateTime',
    where,
  })
  return result.docs
}
