import type pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { forgetCachedEvent } from '../basket/event-cache'

import { countPublishedInventory, replaceAllInventory, upsertInventory, withdrawInventory } from './inventory-repository'
import { toInventoryRow } from './inventory-row'

/**
 * Keeps the booking schema's one row of each event (what baskets show and listings search), its pool
 * and its concessions in step with Payload (ARCHITECTURE.md, "Data ownership"). The event is read back
 * rather than taken from a hook's arguments, so every kind of change (publish, a draft saved over a
 * published event, unpublish, a venue renamed) ends in the same place: the row shows the event's
 * published state, or it is withdrawn (kept with published false, out of the listings).
 *
 * Written through the booking pool, outside Payload's transaction: if Payload rolls back after the
 * hook, the row can run ahead of the content until the next change or a reindex
 * (`npm run search:reindex`) puts it right.
 */
export async function syncBookingEvent(
  payload: Payload,
  pool: pg.Pool,
  eventId: number,
  req?: Partial<PayloadRequest>,
): Promise<'bookable' | 'withdrawn'> {
  // Depth 1: the venue, categories and card image populated for the listing columns.
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 1, draft: false, overrideAccess: true, disableErrors: true, req })
  const row = event ? toInventoryRow(event) : null
  forgetCachedEvent(eventId)
  if (row) {
    await upsertInventory(pool, row)
    return 'bookable'
  }
  await withdrawInventory(pool, eventId)
  return 'withdrawn'
}

/** Rebuilds every event's row and pool from the published events (held and sold kept); returns how many. */
export async function reindexBookingEvents(payload: Payload, pool: pg.Pool): Promise<number> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' } },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  const rows = docs.map(toInventoryRow).filter((row) => row !== null)
  await replaceAllInventory(pool, rows)
  return rows.length
}

/** At start: fill an empty booking schema (a database that predates it, or a restore of public only). */
export async function reindexBookingEventsIfEmpty(payload: Payload, pool: pg.Pool): Promise<number | undefined> {
  if ((await countPublishedInventory(pool)) > 0) return undefined
  return reindexBookingEvents(payload, pool)
}

/** Events whose rows show a venue or category (cards, facets): re-synced when it changes. */
export async function syncEventsReferencing(
  payload: Payload,
  pool: pg.Pool,
  field: 'venue' | 'categories',
  id: number,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { [field]: { in: [id] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
    req,
  })
  for (const event of docs) await syncBookingEvent(payload, pool, event.id, req)
  return docs.length
}
