import type { Payload } from 'payload'

import type { Event } from '../payload-types'

import { EVENT_BY_ADDRESS_CONTEXT } from './access'

/**
 * The one published event at an address (its uri) or slug, read as the public reads it: access
 * control on and no user, so only a published version is found; a private event, left out of
 * lists, is still reachable by its address (spec 001 section 9). `depth` says how far its
 * relations (venue, categories, images) are filled in.
 */
export async function findPublicEvent(payload: Payload, by: { uri: string } | { slug: string }, depth: number): Promise<Event | null> {
  const result = await payload.find({
    collection: 'events',
    overrideAccess: false,
    context: { [EVENT_BY_ADDRESS_CONTEXT]: true },
    depth,
    limit: 1,
    where: 'uri' in by ? { uri: { equals: by.uri } } : { slug: { equals: by.slug } },
  })
  return result.docs[0] ?? null
}
