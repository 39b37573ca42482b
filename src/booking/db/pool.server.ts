import pg from 'pg'

import { env } from '../../config/env'
import { databaseUrl } from '../../config/database-url'

/**
 * Server only (named .server.ts rather than importing 'server-only', because the Payload hooks
 * that keep the booking schema's event rows current also run in the migrate/seed scripts, outside React).
 *
 * The booking module's own connection pool (ARCHITECTURE.md, "Data ownership"): schema `booking`
 * is written only through this pool, never through Payload's. One pool per process, made on first
 * use so that importing the module opens no connection. Each process loads this module once (the web
 * server only through Next.js's bundle, since the booking API is a process of its own: decision 0039).
 */
let shared: pg.Pool | undefined

/**
 * Session settings of every booking connection. PostgreSQL's default random_page_cost (4) assumes
 * spinning disks; on the SSDs we run on (1.1 is the usual figure) the planner then sees that the
 * GIN index answers a listing word search faster than a scan: at 10,000 events 2 ms instead of 11 ms
 * (docs/decisions/0009). Set per connection, so nothing outside the booking module changes.
 */
export const BOOKING_SESSION_OPTIONS = '-c random_page_cost=1.1'

export function bookingPool(): pg.Pool {
  if (!shared) {
    const pool = new pg.Pool({
      connectionString: databaseUrl(),
      max: env().BOOKING_POOL_MAX,
      // Statements that run away (a lock wait gone wrong) fail instead of holding a connection.
      statement_timeout: 15_000,
      application_name: 'council-events booking',
      options: BOOKING_SESSION_OPTIONS,
    })
    // An idle connection that the server ends (a restart, a failover, the embedded server stopping
    // first on Ctrl+C) is dropped by the pool, which emits 'error': unhandled, that ended the whole
    // process (the worker, seen on `npm run dev`'s Ctrl+C). The next query opens a new connection, and
    // a query that fails reports itself to its caller.
    pool.on('error', () => undefined)
    shared = pool
  }
  return shared
}

/** Ends the pool (scripts, tests); the next bookingPool() call makes a new one. */
export async function closeBookingPool(): Promise<void> {
  const ending = shared
  shared = undefined
  await ending?.end()
}
