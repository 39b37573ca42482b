import type pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { countSearchRows, deleteSearchRow, replaceAllSearchRows, upsertSearchRow } from './search-repository'
import { toSearchRow } from './search-row'

/**
 * Keeps booking.event_search in step with Payload (ARCHITECTURE.md, "Data ownership"). The event is
 * read back rather than taken from a hook's arguments, so every kind of change (publish, a draft
 * saved over a published event, unpublish, a venue renamed) ends in the same place: the row shows
 * the event's published state, or there is no row.
 *
 * The projection is written through the booking pool, outside Payload's transaction: if Payload
 * rolls back after the hook, the row can run ahead of the content until the next change or a
 * reindex (`npm run search:reindex`) puts it right.
 */
export async function syncEventSearchRow(
  payload: Payload,
  pool: pg.Pool,
  eventId: number,
  req?: Partial<PayloadRequest>,
): Promise<'indexed' | 'removed'> {
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 1,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const row = event ? toSearchRow(event) : null
  if (row) {
    await upsertSearchRow(pool, row)
    return 'indexed'
  }
  await deleteSearchRow(pool, eventId)
  return 'removed'
}

/** Rebuilds the whole projection from the published events; returns the number of rows. */
export async function reindexSearch(payload: Payload, pool: pg.Pool): Promise<number> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' } },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  const rows = docs.map(toSearchRow).filter((row) => row !== null)
  await replaceAllSearchRows(pool, rows)
  return rows.length
}

/** At start: fill an empty projection (a database that predates it, or a restore). */
export async function reindexSearchIfEmpty(payload: Payload, pool: pg.Pool): Promise<number | undefined> {
  if ((await countSearchRows(pool)) > 0) return undefined
  return reindexSearch(payload, pool)
}

/** Events whose projection rows show a venue or category: re-synced when it changes. */
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
  for (const event of docs) await syncEventSearchRow(payload, pool, event.id, req)
  return docs.length
}
