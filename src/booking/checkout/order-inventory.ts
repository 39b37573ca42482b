import type { Queryable } from './checkout-repository'

/**
 * What an abandoned or failed order does to the inventory (docs/booking.md, decision 0020); a
 * confirmation's sale is booking.confirm_order's (src/booking/db/sql/). The caller holds the event's
 * inventory lock (lockEventInventory), as take_tickets does, so the counters and the holds move
 * together and the sold-out signal (decision 0012) stays exact.
 */

/** Gives back the basket's live holds at once (an abandoned or failed order), as release_basket does. */
export async function releaseHeldHolds(db: Queryable, basketId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT booking.end_holds(coalesce((SELECT array_agg(h.id) FROM booking.holds h WHERE h.basket_id = $1 AND h.state = 'held'), '{}'), $2) AS n`,
    [basketId, now],
  )
  return rows[0]?.n ?? 0
}
