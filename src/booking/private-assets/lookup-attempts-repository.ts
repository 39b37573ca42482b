import type pg from 'pg'

import { attemptVerdict, PRIVATE_ASSETS_LIMIT, type AttemptVerdict } from '../../domain/private-assets-limit'

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

export interface AttemptKey {
  /** The client as the abuse limits name it (clientKeyOf: an address, an IPv6 address as its /64). */
  clientKey: string
  eventId: number
}

/** A counted attempt: which window it was counted in, so that forgiving it touches only that window. */
export interface ClaimedAttempt extends AttemptKey {
  windowStartedAt: Date
}

export type ClaimOutcome = ({ allowed: true } & ClaimedAttempt) | Extract<AttemptVerdict, { allowed: false }>

/**
 * Counts an attempt for this client and event before the booking is looked up (docs/decisions/0026),
 * in one statement, so attempts sent all at once are counted one by one and never pass the limit
 * together. A window that has ended starts again at this attempt. The count stops one past the
 * limit: refused attempts keep the window closed but do not lengthen it.
 */
export async function claimAttempt(db: Queryable, key: AttemptKey, now: Date, limit = PRIVATE_ASSETS_LIMIT): Promise<ClaimOutcome> {
  const { rows } = await db.query<{ failures: number; windowStartedAt: Date }>(
    `INSERT INTO booking.private_assets_attempts AS a (client_key, event_id, failures, window_started_at)
     VALUES ($1, $2, 1, $3::timestamptz)
     ON CONFLICT (client_key, event_id) DO UPDATE SET
       failures = CASE WHEN a.window_started_at <= $3::timestamptz - make_interval(secs => $4::int) THEN 1 ELSE least(a.failures + 1, $5::int + 1) END,
       window_started_at = CASE WHEN a.window_started_at <= $3::timestamptz - make_interval(secs => $4::int) THEN $3::timestamptz ELSE a.window_started_at END
     RETURNING failures, window_started_at AS "windowStartedAt"`,
    [key.clientKey, key.eventId, now, limit.windowSeconds, limit.failuresPerWindow],
  )
  const window = rows[0]!
  const verdict = attemptVerdict(window, now, limit)
  return verdict.allowed ? { allowed: true, ...key, windowStartedAt: window.windowStartedAt } : verdict
}

/** A look-up that found the booking: its attempt is taken off the count again (only failures count). */
export async function forgiveAttempt(db: Queryable, attempt: ClaimedAttempt): Promise<void> {
  await db.query(
    `UPDATE booking.private_assets_attempts SET failures = failures - 1
      WHERE client_key = $1 AND event_id = $2 AND window_started_at = $3 AND failures > 0`,
    [attempt.clientKey, attempt.eventId, attempt.windowStartedAt],
  )
}

/** Rows of windows that ended before `before` (the basket purge calls it): they limit nothing any more. */
export async function purgeAttempts(db: Queryable, before: Date, limit = PRIVATE_ASSETS_LIMIT): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM booking.private_assets_attempts WHERE window_started_at < $1::timestamptz - make_interval(secs => $2::int)`, [before, limit.windowSeconds])
  return rowCount ?? 0
}
