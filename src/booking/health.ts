import type pg from 'pg'

export interface HealthReport {
  status: 'ok' | 'unavailable'
  database: 'ok' | 'unreachable' | 'not migrated'
}

/**
 * Whether this instance can serve bookings: the database answers and the booking schema has been
 * migrated. For load balancers and monitoring; it reveals no detail of the failure to the caller.
 */
export async function checkHealth(pool: Pick<pg.Pool, 'query'>): Promise<HealthReport> {
  try {
    const { rows } = await pool.query<{ migrated: boolean }>(
      `SELECT to_regclass('booking.__drizzle_migrations') IS NOT NULL AS migrated`,
    )
    return rows[0]?.migrated ? { status: 'ok', database: 'ok' } : { status: 'unavailable', database: 'not migrated' }
  } catch {
    return { status: 'unavailable', database: 'unreachable' }
  }
}
