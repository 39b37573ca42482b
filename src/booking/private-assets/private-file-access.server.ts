import { bookingPool } from '../db/pool.server'

import { hasConfirmedBooking } from './booked-customer-repository'
import { checkUnderAttemptLimit } from './private-assets-service'

/**
 * Whether a booking with this reference and e-mail still has tickets for one of the events that
 * hold a private file (its download, src/content/collections/private-files.ts), checked under the
 * same limit on failed look-ups as the private assets page (docs/decisions/0026): throws
 * TooManyPrivateAssetsAttemptsError when the client is over it. Through the booking pool, so the
 * collection never holds the pool (issue 24).
 */
export async function mayDownloadPrivateFile(
  attempt: { clientKey: string; eventIds: readonly number[]; now: Date },
  booking: { bookingId: string; email: string },
): Promise<boolean> {
  const pool = bookingPool()
  return checkUnderAttemptLimit(pool, attempt, () => hasConfirmedBooking(pool, { ...booking, eventIds: attempt.eventIds }))
}
