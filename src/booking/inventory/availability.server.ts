import { bookingPool } from '../db/pool.server'

import { reopenSoldOutEvents as reopenIn, ticketsAvailableNow as ticketsAvailableIn } from './sold-out-repository'

/**
 * Live availability and the sold-out signal (docs/decisions/0012) for the public pages and the web
 * server's sold-out watch: through the booking pool, which reaches the primary, so neither edge holds
 * the pool itself (issue 24).
 */

/** Tickets left for an event at `now`, or null when the booking schema has no pool for it. */
export async function ticketsAvailableNow(eventId: number, now: Date): Promise<number | null> {
  return ticketsAvailableIn(bookingPool(), eventId, now)
}

/** Events announced as sold out whose tickets came back without a write, announced again; returns their ids. */
export async function reopenSoldOutEvents(now: Date): Promise<number[]> {
  return reopenIn(bookingPool(), now)
}
