import type { BookableEvent } from './basket-repository'

/**
 * What checkout needs to know about an event that only an editor changes (titles, prices, windows,
 * caps, the HTML a basket shows), kept for a couple of seconds per instance so that a rush on one
 * event costs one database call per request, not two (bench/booking-rush.ts, decision 0007).
 * Nothing here decides a sale: booking.take_tickets re-checks publication, the window, every
 * concession and every count under the event's lock. An editor's change reaches checkout within
 * CACHE_MS (at once in a process whose hook ran; the booking API's processes, where checkout runs,
 * within CACHE_MS).
 */
const CACHE_MS = 2000

type StaticEvent = Omit<BookableEvent, 'ticketsAvailable'>

const cache = new Map<number, { event: StaticEvent; until: number }>()
/**
 * The load under way for an event, which every request that misses shares (issue 27): in a rush the
 * first request after expiry waits in the pool's queue behind the takes, and without this every
 * request arriving meanwhile started a load of its own.
 */
const loading = new Map<number, Promise<StaticEvent | null>>()
/** Bumped when an editor's change forgets an event: a load started before it is not kept. */
const generations = new Map<number, number>()

export async function cachedEvent(eventId: number, load: () => Promise<BookableEvent | null>, nowMs: number = Date.now()): Promise<StaticEvent | null> {
  const hit = cache.get(eventId)
  if (hit && hit.until > nowMs) return hit.event
  const pending = loading.get(eventId)
  if (pending) return pending
  const generation = generations.get(eventId) ?? 0
  const loaded = load()
    .then((event) => {
      if ((generations.get(eventId) ?? 0) === generation) {
        if (event) cache.set(eventId, { event, until: nowMs + CACHE_MS })
        else cache.delete(eventId)
      }
      return event
    })
    .finally(() => {
      if (loading.get(eventId) === loaded) loading.delete(eventId)
    })
  loading.set(eventId, loaded)
  return loaded
}

/** Called by the inventory sync when an editor changes the event: the next request loads it afresh. */
export function forgetCachedEvent(eventId: number): void {
  cache.delete(eventId)
  loading.delete(eventId)
  generations.set(eventId, (generations.get(eventId) ?? 0) + 1)
}
