import { bookingPool } from '../db/pool.server'

import { keepStaffAccountEmail as keepIn } from './staff-account-email'

/**
 * Keeps a staff account's e-mail from Payload in the outbox (staff-account-email.ts), through the
 * booking pool: Payload's e-mail adapter (payload.config.ts) calls this, never the pool (issue 24).
 */
export async function keepStaffAccountEmail(message: { to: string; subject: string; html: string }, now: Date): Promise<void> {
  return keepIn(bookingPool(), message, now)
}
