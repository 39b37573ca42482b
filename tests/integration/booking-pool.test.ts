import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'

import { migratedBookingDatabase } from './support/booking-factory'

/**
 * The booking pool when the server ends one of its idle connections (a restart, a failover, the
 * embedded server stopping first on Ctrl+C): the pool drops it and the process carries on. Before,
 * the pool's unhandled 'error' ended the worker process.
 */
let other: pg.Client

beforeAll(async () => {
  other = new pg.Client({ connectionString: await migratedBookingDatabase() })
  await other.connect()
})

afterAll(async () => {
  await other.end()
  await closeBookingPool()
})

describe('the booking pool', () => {
  it('survives the server ending an idle connection, and the next query opens a new one', async () => {
    const pool = bookingPool()
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    const pid = rows[0]!.pid
    expect(pool.idleCount).toBe(1)
    await other.query('SELECT pg_terminate_backend($1)', [pid])
    // The pool hears of it and drops the connection (an unhandled 'error' here would fail the run).
    await vi.waitFor(() => expect(pool.totalCount).toBe(0), { timeout: 10_000 })
    const next = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    expect(next.rows[0]!.pid).not.toBe(pid)
  })
})
