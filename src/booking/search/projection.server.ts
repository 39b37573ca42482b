import type { Payload, PayloadRequest } from 'payload'

import { bookingPool } from '../db/pool.server'

import { deleteSearchRow as deleteIn } from './search-repository'
import { reindexSearch as reindexIn, reindexSearchIfEmpty as reindexIfEmptyIn, syncEventSearchRow as syncIn, syncEventsReferencing as syncReferencingIn } from './search-sync'

/**
 * The listing search projection (search-sync.ts) as the edges keep it: Payload's hooks and the
 * scripts' reindex, each through the booking pool here, so none of them holds the pool (issue 24).
 */

/** Indexes the event's published state, or removes its row. */
export async function syncEventSearchRow(payload: Payload, eventId: number, req?: Partial<PayloadRequest>): Promise<'indexed' | 'removed'> {
  return syncIn(payload, bookingPool(), eventId, req)
}

/** Removes a deleted event's row. */
export async function deleteSearchRow(eventId: number): Promise<void> {
  return deleteIn(bookingPool(), eventId)
}

/** Re-indexes the events that show this venue or category; returns how many. */
export async function syncEventsReferencing(payload: Payload, field: 'venue' | 'categories', id: number, req?: Partial<PayloadRequest>): Promise<number> {
  return syncReferencingIn(payload, bookingPool(), field, id, req)
}

/** Rebuilds the whole projection from the published events; returns the number of rows. */
export async function reindexSearch(payload: Payload): Promise<number> {
  return reindexIn(payload, bookingPool())
}

/** At start: fills an empty projection; undefined when it had rows. */
export async function reindexSearchIfEmpty(payload: Payload): Promise<number | undefined> {
  return reindexIfEmptyIn(payload, bookingPool())
}
