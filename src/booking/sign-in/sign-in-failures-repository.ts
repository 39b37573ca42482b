import type pg from 'pg'

/**
 * The staff sign-in throttle's counts (decision 0017) in table booking.sign_in_failures, so every web
 * server counts the same failures (issue 25: servers hold no state of their own). Keys come bounded
 * (src/security/sign-in-throttle.ts); times are the caller's, so a test can move the clock.
 */
export interface FailureCount {
  failures: number
  lastFailureMs: number
}

/** The counts of `keys` whose last failure is after `sinceMs`; an older count is forgotten. */
export async function readFailures(pool: pg.Pool, throttle: string, keys: readonly string[], sinceMs: number): Promise<Map<string, FailureCount>> {
  const { rows } = await pool.query<{ key: string; failures: number; last_ms: string }>(
    `SELECT key, failures, (extract(epoch FROM last_failure_at) * 1000)::bigint::text AS last_ms
       FROM booking.sign_in_failures
      WHERE throttle = $1 AND key = ANY($2::text[]) AND last_failure_at > to_timestamp($3 / 1000.0)`,
    [throttle, keys, sinceMs],
  )
  return new Map(rows.map((row) => [row.key, { failures: row.failures, lastFailureMs: Number(row.last_ms) }]))
}

/**
 * One more failure for each key at `nowMs`, in one statement: a count whose last failure is at or
 * before `forgetBeforeMs` starts again at 1. Counts of this throttle forgotten by then are deleted,
 * so a flood of made-up accounts leaves no more rows than an hour of it.
 */
export async function addFailure(pool: pg.Pool, throttle: string, keys: readonly string[], nowMs: number, forgetBeforeMs: number): Promise<void> {
  await pool.query(
    `WITH forgotten AS (
       DELETE FROM booking.sign_in_failures WHERE throttle = $1 AND last_failure_at <= to_timestamp($4 / 1000.0) AND NOT (key = ANY($2::text[]))
     )
     INSERT INTO booking.sign_in_failures AS f (throttle, key, failures, last_failure_at)
     SELECT $1, key, 1, to_timestamp($3 / 1000.0) FROM unnest($2::text[]) AS key
     ON CONFLICT (throttle, key) DO UPDATE
       SET failures = CASE WHEN f.last_failure_at <= to_timestamp($4 / 1000.0) THEN 1 ELSE f.failures + 1 END,
           last_failure_at = excluded.last_failure_at`,
    [throttle, keys, nowMs, forgetBeforeMs],
  )
}

/** Forgets a key's failures (a right password forgives the account and client pair). */
export async function forgetFailures(pool: pg.Pool, throttle: string, key: string): Promise<void> {
  await pool.query('DELETE FROM booking.sign_in_failures WHERE throttle = $1 AND key = $2', [throttle, key])
}
