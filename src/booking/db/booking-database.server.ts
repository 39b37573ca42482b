import { closeBookingPool } from './pool.server'

/**
 * Ends this process's booking connections, for a script or a server that is stopping (the next
 * booking call opens them again). The edges call this, not the pool module, which only the booking
 * engine imports (issue 24).
 */
export async function closeBookingDatabase(): Promise<void> {
  await closeBookingPool()
}
