import type { Payload, PayloadRequest } from 'payload'

import { bookingPool } from '../db/pool.server'

import { publishedEventExists as publishedIn, withdrawInventory as withdrawIn } from './inventory-repository'
import { reindexInventory as reindexIn, reindexInventoryIfEmpty as reindexIfEmptyIn, syncEventInventory as syncIn } from './inventory-sync'

/**
 * The booking schema's copy of published events and their ticket pools (inventory-sync.ts), as the
 * edges keep and ask it: Payload's publish hooks, the scripts' reindex and the proxy's not-found
 * check. Each goes through the booking pool here, so none of them holds the pool (issue 24).
 */

/** Makes the event's published state bookable, or withdraws it (a publish or change hook). */
export async function syncEventInventory(payload: Payload, eventId: number, req?: Partial<PayloadRequest>): Promise<'bookable' | 'withdrawn'> {
  return syncIn(payload, bookingPool(), eventId, req)
}

/** Stops new takes of a deleted event. */
export async function withdrawInventory(eventId: number): Promise<void> {
  return withdrawIn(bookingPool(), eventId)
}

/** Rebuilds the inventory of every published event; returns how many are bookable. */
export async function reindexInventory(payload: Payload): Promise<number> {
  return reindexIn(payload, bookingPool())
}

/** At start: fills empty inventory; undefined when there was some. */
export async function reindexInventoryIfEmpty(payload: Payload): Promise<number | undefined> {
  return reindexIfEmptyIn(payload, bookingPool())
}

/** Whether a published event has this uri (an event page) or slug (a booking page). */
export async function publishedEventExists(address: { uri: string } | { slug: string }): Promise<boolean> {
  return publishedIn(bookingPool(), address)
}
