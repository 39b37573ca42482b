import { bookingPool } from './pool.server'

/**
 * Sends a NOTIFY through the booking pool: every server LISTENs on the same database
 * (src/server/content-notify.ts), so a content change seen by one instance empties every instance's
 * caches. Here so that Payload's change hooks send it without holding the pool (issue 24).
 */
export async function notifyOnBookingDatabase(channel: string, message: string): Promise<void> {
  await bookingPool().query('SELECT pg_notify($1, $2)', [channel, message])
}
