import 'server-only'

import pg from 'pg'

import { databaseUrl } from '../../db/database-url'

/**
 * The booking module's own connection pool (ARCHITECTURE.md, "Data ownership"): schema `booking`
 * is written only through this pool, never through Payload's. One pool per server process, made
 * on first use so that importing the module opens no connection.
 */
let pool: pg.Pool | undefined

export function bookingPool(): pg.Pool {
  pool ??= new pg.Pool({
    connectionString: databaseUrl(),
    max: 10,
    // Statements that run away (a lock wait gone wrong) fail instead of holding a connection.
    statement_timeout: 15_000,
    application_name: 'council-events booking',
  })
  return pool
}
