import type pg from 'pg'

import { purgeAttempts } from '../private-assets/lookup-attempts-repository'

/**
 * The basket purge (issue 10 point 3, decision 0016): no basket row was ever removed, so a client
 * making baskets in a loop grew the database for good. Every server runs this every
 * BASKET_PURGE_INTERVAL_SECONDS; one at a time across all of them (an advisory lock; a server that
 * finds it taken skips the run), and row by row with SKIP LOCKED, so a buyer is never made to wait.
 *
 * 1. booking.end_expired_holds: holds whose 30 minutes ended before the cutoff give their tickets
 *    back (as the next take on their event would), on events nobody is taking from right now.
 * 2. booking.purge_baskets, in batches: baskets that ended before the cutoff (open ones past their
 *    30 minutes, cleared or expired ones last changed before it) go, with their holds and tickets.
 *    A basket with a live or sold hold, or that has moved on to an order, is never touched.
 * 3. Counts of failed private assets look-ups whose window has ended (decision 0026).
 *
 * The cutoff is now minus BASKET_PURGE_GRACE_MINUTES, so a buyer whose time has just run out still
 * reads 'Basket is no longer valid' rather than 'not found' for a while.
 */

/** An arbitrary constant: the advisory lock that lets one server purge at a time. */
export const BASKET_PURGE_LOCK = 72_410_016

/** Baskets deleted per statement, and statements per run: a run stays short, the next one goes on. */
export const PURGE_BATCH = 1_000
export const PURGE_MAX_BATCHES = 50

export interface PurgeReport {
  /** False when another server held the lock: this run did nothing. */
  ran: boolean
  holdsEnded: number
  basketsDeleted: number
}

export async function purgeBaskets(pool: pg.Pool, now: Date, graceMinutes: number): Promise<PurgeReport> {
  const cutoff = new Date(now.getTime() - graceMinutes * 60_000)
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [BASKET_PURGE_LOCK])
    if (!rows[0]?.locked) return { ran: false, holdsEnded: 0, basketsDeleted: 0 }
    try {
      const ended = await client.query<{ n: number }>('SELECT booking.end_expired_holds($1, $2) AS n', [cutoff, now])
      let basketsDeleted = 0
      for (let batch = 0; batch < PURGE_MAX_BATCHES; batch += 1) {
        const deleted = await client.query<{ n: number }>('SELECT booking.purge_baskets($1, $2) AS n', [cutoff, PURGE_BATCH])
        const n = deleted.rows[0]?.n ?? 0
        basketsDeleted += n
        if (n < PURGE_BATCH) break
      }
      // 3. Counts of failed private assets look-ups whose window has ended (decision 0026).
      await purgeAttempts(client, now)
      return { ran: true, holdsEnded: ended.rows[0]?.n ?? 0, basketsDeleted }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [BASKET_PURGE_LOCK])
    }
  } finally {
    client.release()
  }
}

/** The log line of a purge run that did something (each run is reported by jobRunner, src/booking/jobs/scheduled-job.ts). */
export function purgeSummary(report: PurgeReport): string | null {
  if (report.basketsDeleted === 0 && report.holdsEnded === 0) return null
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`
  return `${plural(report.basketsDeleted, 'basket')} removed, ${plural(report.holdsEnded, 'expired hold')} ended`
}
