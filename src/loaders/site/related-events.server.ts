import 'server-only'

import { cachedContent } from '@/content/content-cache'

import { payloadClient } from './payload.server'
import { queryRelatedEvents, RELATED_EVENTS_LIMIT, type RelatedEventsCriteria } from './related-events'

/**
 * Up to three related events for an event page (spec 000 section 2, spec 001 section 9). Cached
 * like other content, so "dated from now" is judged at most the cache's lifetime ago.
 */
export function findRelatedEvents(criteria: RelatedEventsCriteria, limit = RELATED_EVENTS_LIMIT) {
  const key = `related:${criteria.eventId}:${[...criteria.categoryIds].sort().join(',')}:${limit}`
  return cachedContent(key, async () => queryRelatedEvents(await payloadClient(), criteria, limit))
}
