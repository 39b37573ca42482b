import type pg from 'pg'
import { inject } from 'vitest'

/**
 * Bookable events made straight in the booking schema (no Payload), each with its own ids, so a
 * test owns its data. `migratedBookingDatabase` points the booking pool at the run's database.
 */
export async function migratedBookingDatabase(): Promise<string> {
  process.env.DATABASE_URL ??= inject('databaseUrl')
  const { migrateBookingSchema } = await import('../../../src/booking/db/migrate')
  await migrateBookingSchema(process.env.DATABASE_URL)
  return process.env.DATABASE_URL
}

export { concessionRow, FIRST_BOOKING_ONLY_EVENT_ID, inventoryRow } from '../../support/booking-rows'

export async function inventoryCounts(db: Pick<pg.Pool, 'query'>, eventId: number) {
  const { rows } = await db.query<{ capacity: number; held: number; sold: number; live: number; tickets: number }>(
    `SELECT i.capacity, i.held, i.sold,
       (SELECT coalesce(sum(h.tickets), 0)::int FROM booking.holds h WHERE h.event_id = i.event_id AND h.state = 'held') AS live,
       (SELECT count(*)::int FROM booking.tickets t WHERE t.event_id = i.event_id AND t.state = 'held') AS tickets
     FROM booking.event_inventory i WHERE i.event_id = $1`,
    [eventId],
  )
  return rows[0]!
}
