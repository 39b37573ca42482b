import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CONTENT_CHANNEL, listenForContentChanges, notifyContentChanged, PROCESS_ID, type ContentListener } from '../../src/server/content-notify'
import { serverLogger } from '../../src/server/server-log'

import { migratedBookingDatabase } from './support/booking-factory'

/**
 * Content changes between instances over a real PostgreSQL: a NOTIFY from another process empties
 * this one's caches; this process's own notice is not acted on twice; a dropped listening
 * connection comes back (and empties the caches, since notices may have been missed).
 */
let url: string
let pool: pg.Pool
const listeners: ContentListener[] = []

beforeAll(async () => {
  url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
})

afterAll(async () => {
  for (const listener of listeners) await listener.stop()
  await pool?.end()
})

/** A listener whose calls are counted, with a promise for the next one. */
function countingListener() {
  const calls = { count: 0 }
  let wake: () => void = () => undefined
  const next = () => new Promise<void>((resolve) => (wake = resolve))
  const listener = listenForContentChanges(url, () => {
    calls.count += 1
    wake()
  }, 50)
  listeners.push(listener)
  return { calls, next, listener }
}

describe('content changes between instances', () => {
  it('empties the caches when another process says content changed', async () => {
    const { calls, next, listener } = countingListener()
    await listener.ready
    const called = next()
    await pool.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'another-instance'])
    await called
    expect(calls.count).toBe(1)
  })

  it('does not act on its own notice, which it has already acted on', async () => {
    const { calls, next, listener } = countingListener()
    await listener.ready
    await notifyContentChanged((channel, message) => pool.query('SELECT pg_notify($1, $2)', [channel, message]))
    // A notice sent after ours arrives after it: once it is seen, ours has been passed over.
    const called = next()
    await pool.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, `not-${PROCESS_ID}`])
    await called
    expect(calls.count).toBe(1)
  })

  it('never throws when the notice cannot be sent, and logs why', async () => {
    // Captured rather than printed: a passing run shows no stack traces (issue 9 point 9).
    const logged = vi.spyOn(serverLogger(), 'error').mockImplementation(() => undefined)
    try {
      await expect(notifyContentChanged(() => { throw new Error('DATABASE_URL is not set') })).resolves.toBeUndefined()
      expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'DATABASE_URL is not set' }) }, 'could not tell other instances that content changed')
    } finally {
      logged.mockRestore()
    }
  })

  it('listens again after its connection is cut, emptying the caches once it is back', async () => {
    const { calls, next, listener } = countingListener()
    await listener.ready
    const back = next()
    await pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'council-events content listener' AND datname = current_database() AND pid <> pg_backend_pid()`)
    await back
    expect(calls.count).toBeGreaterThanOrEqual(1)
    const counted = calls.count
    const called = next()
    await pool.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'another-instance'])
    await called
    expect(calls.count).toBe(counted + 1)
  })
})
