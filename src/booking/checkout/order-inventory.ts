import type { Queryable } from './checkout-repository'

/**
 * What a confirmed or abandoned order does to the inventory (docs/booking.md, decision 0020). The
 * caller holds the event's inventory lock (lockEventInventory), as take_tickets does, so the counters
 * and the holds move together and the sold-out signal of migration 0004 stays exact.
 */

/** The basket's holds still 'held' become sold: held -> sold on both counters, tickets too. Returns tickets sold. */
export async function sellHeldHolds(db: Queryable, basketId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ tickets: number }>(
    `WITH sold AS (
       UPDATE booking.holds h SET state = 'sold', ended_at = $2 WHERE h.basket_id = $1 AND h.state = 'held'
       RETURNING h.id, h.event_id, h.concession_id, h.quantity, h.tickets
     ), by_event AS (
       UPDATE booking.event_inventory i SET held = i.held - s.tickets, sold = i.sold + s.tickets
       FROM (SELECT event_id, sum(tickets)::integer AS tickets FROM sold GROUP BY event_id) s WHERE i.event_id = s.event_id
     ), by_concession AS (
       UPDATE booking.concession_inventory c SET held = c.held - s.quantity, sold = c.sold + s.quantity
       FROM (SELECT concession_id, sum(quantity)::integer AS quantity FROM sold GROUP BY concession_id) s WHERE c.concession_id = s.concession_id
     ), ticket_rows AS (
       UPDATE booking.tickets t SET state = 'sold' FROM sold WHERE t.hold_id = sold.id
     )
     SELECT coalesce(sum(tickets), 0)::integer AS tickets FROM sold`,
    [basketId, now],
  )
  return rows[0]?.tickets ?? 0
}

/**
 * A late payment whose holds were released (their 30 minutes ran out and a take or the purge gave
 * the tickets back): takes the same tickets again if they are still there, with the take's
 * conditional updates, after ending the event's other expired holds so the counts are exact. Returns
 * false, having changed nothing, when there are not enough left; the caller runs it in a savepoint.
 */
export async function retakeEndedHolds(db: Queryable, basketId: string, eventId: number, now: Date): Promise<boolean> {
  await db.query(
    `SELECT booking.end_holds(coalesce((SELECT array_agg(h.id) FROM booking.holds h
       WHERE h.event_id = $1 AND h.state = 'held' AND h.expires_at <= $2), '{}'), $2)`,
    [eventId, now],
  )
  const { rows: wanted } = await db.query<{ concessionId: string; quantity: number; tickets: number }>(
    `SELECT h.concession_id AS "concessionId", sum(h.quantity)::integer AS quantity, sum(h.tickets)::integer AS tickets
     FROM booking.holds h WHERE h.basket_id = $1 AND h.state IN ('expired', 'released') GROUP BY h.concession_id ORDER BY h.concession_id`,
    [basketId],
  )
  if (wanted.length === 0) return true
  for (const line of wanted) {
    const stock = await db.query(
      `UPDATE booking.concession_inventory c SET sold = c.sold + $2
       WHERE c.concession_id = $1 AND (c.number_available IS NULL OR c.number_available - c.sold - c.held >= $2)`,
      [line.concessionId, line.quantity],
    )
    if (stock.rowCount !== 1) return false
  }
  const tickets = wanted.reduce((sum, line) => sum + line.tickets, 0)
  const pool = await db.query('UPDATE booking.event_inventory i SET sold = i.sold + $2 WHERE i.event_id = $1 AND i.capacity - i.sold - i.held >= $2', [eventId, tickets])
  if (pool.rowCount !== 1) return false
  await db.query(
    `WITH sold AS (UPDATE booking.holds h SET state = 'sold', ended_at = $2 WHERE h.basket_id = $1 AND h.state IN ('expired', 'released') RETURNING h.id)
     UPDATE booking.tickets t SET state = 'sold' FROM sold WHERE t.hold_id = sold.id`,
    [basketId, now],
  )
  return true
}

/** Gives back the basket's live holds at once (an abandoned or failed order), as release_basket does. */
export async function releaseHeldHolds(db: Queryable, basketId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT booking.end_holds(coalesce((SELECT array_agg(h.id) FROM booking.holds h WHERE h.basket_id = $1 AND h.state = 'held'), '{}'), $2) AS n`,
    [basketId, now],
  )
  return rows[0]?.n ?? 0
}

/**
 * Announces the event's sold-out state if this transaction changed it (migration 0004): selling
 * expired-but-unreleased holds or taking tickets again lowers availability and may sell the event out.
 */
export async function announceSoldOutState(db: Queryable, eventId: number, now: Date): Promise<void> {
  await db.query('SELECT booking.announce_sold_out_state(ARRAY[$1]::integer[], $2)', [eventId, now])
}
