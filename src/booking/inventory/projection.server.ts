import type { Payload, PayloadRequest } from 'payload'

import { bookingPool } from '../db/pool.server'

import { publishedEventExists as publishedIn, withdrawInventory as withdrawIn } from './inventory-repository'
import {
  reindexBookingEvents as reindexIn,
  reindexBookingEventsIfEmpty as reindexIfEmptyIn,
  syncBookingEvent as syncIn,
  syncEventsReferencing as syncReferencingIn,
} from './inventory-sync'

/**
 * The booking schema's one row of each event, with its ticket pool (inventory-sync.ts), as the edges
 * keep and ask it: Payload's publish hooks, the scripts' reindex and the proxy's not-found check. Each
 * goes through the booking pool here, so none of them holds the pool (issue 24).
 */

/** Makes the event's published state bookable and listed, or withdraws it (a publish or change hook). */
export async function syncBookingEvent(payload: Payload, eventId: number, req?: Partial<PayloadRequest>) {
  return syncIn(payload, bookingPool(), eventId, req)
}

/** Stops new takes of a deleted event and takes it out of the listings. */
export async function withdrawInventory(eventId: number): Promise<void> {
  return withdrawIn(bookingPool(), eventId)
}

/** Re-syncs the events that show this venue or category; returns how many. */
export async function syncEventsReferencing(payload: Payload, field: 'venue' | 'categories', id: number, req?: Partial<PayloadRequest>): Promise<number> {
  return syncReferencingIn(payload, bookingPool(), field, id, req)
}

/** Rebuilds every published event's row and pool; returns how many are listed and bookable. */
export async function reindexBookingEvents(payload: Payload): Promise<number> {
  return reindexIn(payload, bookingPool())
}

/** At start: fills an empty booking schema; undefined when it had events. */
export async function reindexBookingEventsIfEmpty(payload: Payload): Promise<number | undefined> {
  return reindexIfEmptyIn(payload, bookingPool())
}

/** Whether a published event has this uri (an event page) or slug (a booking page). */
export async function publishedEventExists(address: { uri: string } | { slug: string }): Promise<boolean> {
  return publishedIn(bookingPool(), address)
}
