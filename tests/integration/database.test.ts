import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { migrateBookingSchema } from '../../src/booking/db/migrate'
import { checkHealth } from '../../src/booking/health'
import journal from '../../src/booking/db/migrations/meta/_journal.json'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * The booking schema's migrations and the health check, each on a database of its own so the
 * "before migration" state is real. Uses the same server as the other integration tests.
 */
let fresh: TestDatabase
let pool: pg.Pool

beforeAll(async () => {
  fresh = await createTestDatabase('health', inject('databaseServerUrl'))
  pool = fresh.pool()
})

afterAll(async () => {
  await pool?.end()
  await fresh?.drop()
})

describe('booking schema migrations', () => {
  it('reports an unmigrated database as unavailable', async () => {
    expect(await checkHealth(pool)).toEqual({ status: 'unavailable', database: 'not migrated' })
  })

  it('apply once, and a second run changes nothing', async () => {
    await migrateBookingSchema(fresh.url)
    const count = async () =>
      Number((await pool.query('SELECT count(*) AS n FROM booking.__drizzle_migrations')).rows[0].n)
    const first = await count()
    expect(first).toBeGreaterThan(0)
    await migrateBookingSchema(fresh.url)
    expect(await count()).toBe(first)
    const tables = await pool.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'booking'`)
    expect(tables.rows.map((r) => r.table_name)).toContain('audit_log')
  })

  it('run by two instances at once, migrate once', async () => {
    const other = await createTestDatabase('health_race', inject('databaseServerUrl'))
    try {
      await Promise.all([migrateBookingSchema(other.url), migrateBookingSchema(other.url)])
      const client = new pg.Client({ connectionString: other.url })
      await client.connect()
      const { rows } = await client.query('SELECT count(*) AS n FROM booking.__drizzle_migrations')
      await client.end()
      // One row per migration in the journal: each applied once, not twice.
      expect(Number(rows[0].n)).toBe(journal.entries.length)
    } finally {
      await other.drop()
    }
  })

  it('reports a migrated database as healthy', async () => {
    expect(await checkHealth(pool)).toEqual({ status: 'ok', database: 'ok' })
  })

  it('reports an unreachable database without leaking the error', async () => {
    const nowhere = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2000 })
    try {
      expect(await checkHealth(nowhere)).toEqual({ status: 'unavailable', database: 'unreachable' })
    } finally {
      await nowhere.end()
    }
  })
})
