import type pg from 'pg'

/**
 * SQL of live availability for the public pages and of the sold-out signal (src/booking/db/sql/,
 * docs/decisions/0012-live-sold-out-and-cache-headers.md). Always through the booking pool, which
 * reaches the primary: a replica's lag would show Sold Out late, or not at all.
 */
type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/**
 * The channel on which an event's crossing to or from sold out is announced, with the event id as the
 * payload: by the booking schema's own functions, inside the transaction that took or gave back the
 * tickets, so it is delivered once that commits. No process of ours listens while pages are kept for
 * seconds only (decision 0040); a CDN that keeps them longer can be purged from it (docs/operations.md).
 */
export const SOLD_OUT_CHANNEL = 'council_events_sold_out_changed'

/**
 * Tickets left for an event at `now` (capacity - sold - unexpired holds; may be negative after an
 * editor lowered the capacity), or null when the booking schema has no pool for it. One index lookup.
 */
export async function ticketsAvailableNow(db: Queryable, eventId: number, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ left: number | null }>('SELECT booking.tickets_available($1, $2) AS left', [eventId, now])
  return rows[0]?.left ?? null
}

/**
 * The sold-out watch's one statement: events announced as sold out whose tickets came back without
 * a write (expired holds) are announced again (pg_notify in the same transaction) and returned.
 */
export async function reopenSoldOutEvents(db: Queryable, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ event_id: number }>('SELECT event_id FROM booking.reopen_sold_out_events($1) AS event_id', [now])
  return rows.map((row) => row.event_id)
}

/**
 * After a capacity change: brings the events' announced state in line with their availability,
 * announcing each change. Runs inside the caller's transaction, after it has locked the events.
 */
export async function announceSoldOutState(db: Queryable, eventIds: readonly number[], now: Date): Promise<number> {
  const { rows } = await db.query<{ changed: number }>('SELECT booking.announce_sold_out_state($1::int[], $2) AS changed', [eventIds, now])
  return rows[0]?.changed ?? 0
}
