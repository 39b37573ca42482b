import type pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { forgetCachedEvent } from '../basket/event-cache'

import { countPublishedInventory, replaceAllInventory, upsertInventory, withdrawInventory } from './inventory-repository'
import { toInventoryRow } from './inventory-row'

/**
 * Keeps the booking schema's events and ticket pools in step with Payload (ARCHITECTURE.md, "Data
 * ownership"), the same way as the search projection (src/booking/search/search-sync.ts): the
 * published version is read back, so every kind of change ends in the same place. Written through the
 * booking pool, outside Payload's transaction; `npm run search:reindex` rebuilds both.
 */
export async function syncEventInventory(
  payload: Payload,
  pool: pg.Pool,
  eventId: number,
  req?: Partial<PayloadRequest>,
): Promise<'bookable' | 'withdrawn'> {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, draft: false, overrideAccess: true, disableErrors: true, req })
  const row = event ? toInventoryRow(event) : null
  forgetCachedEvent(eventId)
  if (row) {
    await upsertInventory(pool, row)
    return 'bookable'
  }
  await withdrawInventory(pool, eventId)
  return 'withdrawn'
}

export async function reindexInventory(payload: Payload, pool: pg.Pool): Promise<number> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const rows = docs.map(toInventoryRow).filter((row) => row !== null)
  await replaceAllInventory(pool, rows)
  return rows.length
}

/** At start: fill empty inventory (a database from before issue 5, or a restore of public only). */
export async function reindexInventoryIfEmpty(payload: Payload, pool: pg.Pool): Promise<number | undefined> {
  if ((await countPublishedInventory(pool)) > 0) return undefined
  return reindexInventory(payload, pool)
}
