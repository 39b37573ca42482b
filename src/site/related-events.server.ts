import 'server-only'

import { payloadClient } from './payload.server'
import { queryRelatedEvents, RELATED_EVENTS_LIMIT, type RelatedEventsCriteria } from './related-events'

/** Up to three related events for an event page (spec 000 section 2, spec 001 section 9). */
export async function findRelatedEvents(criteria: RelatedEventsCriteria, limit = RELATED_EVENTS_LIMIT) {
  return queryRelatedEvents(await payloadClient(), criteria, limit)
}
