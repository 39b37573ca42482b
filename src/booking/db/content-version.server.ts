import type pg from 'pg'

import { bookingPool } from './pool.server'

/**
 * The published content's version (booking.content_version, docs/decisions/0041): raised by Payload's
 * change hooks on every change the public sees, read by each process's content cache before it serves
 * what it keeps (src/content/content-cache.ts). Written, like all of schema `booking`, through the
 * booking pool, so it moves just before Payload commits the change: a reader is told the version is
 * still settling for a while after it moved, and keeps nothing meanwhile.
 */
export interface ContentVersion {
  version: number
  /** Whether the version moved less than the settle time ago (the change may not be committed yet). */
  settling: boolean
}

type Queryable = Pick<pg.Pool, 'query'>

/** Raises the version: one autocommitted statement on one row. */
export async function raiseContentVersion(db: Queryable = bookingPool()): Promise<void> {
  await db.query('UPDATE booking.content_version SET version = version + 1, changed_at = clock_timestamp() WHERE id = 1')
}

/** The version now, and whether it moved less than `settleMs` ago by the database's clock. */
export async function readContentVersion(settleMs: number, db: Queryable = bookingPool()): Promise<ContentVersion> {
  const { rows } = await db.query<{ version: string; settling: boolean }>(
    'SELECT version, clock_timestamp() - changed_at < make_interval(secs => $1) AS settling FROM booking.content_version WHERE id = 1',
    [settleMs / 1000],
  )
  const row = rows[0]
  return { version: Number(row?.version ?? 0), settling: row?.settling ?? false }
}
