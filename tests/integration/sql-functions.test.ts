import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { applySqlFunctions, migrateBookingSchema, sqlFunctionFiles } from '../../src/booking/db/migrate'
import { isWithinWindow } from '../../src/domain/event-status'
import { ON_SALE_CASES } from '../support/on-sale-cases'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * The booking schema's functions live one to a file in src/booking/db/sql/ and the migrations hold
 * schema changes only (docs/booking.md, "SQL functions"). On a database of its own, migrated from
 * nothing, so what pg_proc holds is what the files made.
 */
let fresh: TestDatabase
let client: pg.Client

const MIGRATIONS = path.resolve('src/booking/db/migrations')
const DEFINES = /CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+"?booking"?\."?(\w+)"?\s*\(/gi

/** Every function of schema booking with its signature and its whole definition as PostgreSQL holds it. */
async function definitions(): Promise<Map<string, string>> {
  const { rows } = await client.query<{ signature: string; definition: string }>(
    `SELECT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS definition
     FROM pg_proc p WHERE p.pronamespace = 'booking'::regnamespace ORDER BY 1`,
  )
  return new Map(rows.map((row) => [row.signature, row.definition]))
}

beforeAll(async () => {
  fresh = await createTestDatabase('sqlfn', inject('databaseServerUrl'))
  await migrateBookingSchema(fresh.url)
  client = new pg.Client({ connectionString: fresh.url })
  await client.connect()
  // The database is dropped WITH (FORCE) at the end: see TestDatabase.pool.
  client.on('error', () => undefined)
})

afterAll(async () => {
  await client?.end()
  await fresh?.drop()
})

describe('the booking schema functions', () => {
  it('each have exactly one source file, named after the function, and every file defines only its own', async () => {
    // Function name -> the files that define it (an overload kept for a rolling upgrade sits beside its function).
    const defined = new Map<string, string[]>()
    for (const file of sqlFunctionFiles()) {
      const names = new Set([...file.sql.matchAll(DEFINES)].map((match) => match[1]!))
      expect([...names], file.name).toEqual([file.name])
      for (const name of names) defined.set(name, [...(defined.get(name) ?? []), file.name])
    }
    const { rows } = await client.query<{ name: string }>(`SELECT DISTINCT proname AS name FROM pg_proc WHERE pronamespace = 'booking'::regnamespace ORDER BY 1`)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.name)).toEqual([...defined.keys()].sort())
    for (const row of rows) expect(defined.get(row.name), row.name).toHaveLength(1)
  })

  it('are in no migration: migrations hold schema changes only', () => {
    const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(readFileSync(path.join(MIGRATIONS, file), 'utf8'), file).not.toMatch(/CREATE\s+(OR\s+REPLACE\s+)?FUNCTION/i)
  })

  it('can be applied again, twice, and nothing changes', async () => {
    const before = await definitions()
    await applySqlFunctions(client)
    await applySqlFunctions(client)
    expect(await definitions()).toEqual(before)
    // A whole migration run again (the files included) is as harmless.
    await migrateBookingSchema(fresh.url)
    expect(await definitions()).toEqual(before)
  })

  it('leave the database as it was when one file fails: all are applied in one transaction', async () => {
    const before = await definitions()
    const broken = { name: 'zz_broken', sql: 'SELECT no_such_column FROM booking.event_inventory' }
    await expect(applySqlFunctions(client, [...sqlFunctionFiles().map((file) => ({ ...file, sql: `${file.sql}\nCOMMENT ON FUNCTION booking.on_sale IS 'changed';` })), broken])).rejects.toThrow(/no_such_column/)
    expect(await definitions()).toEqual(before)
    const { rows } = await client.query(`SELECT obj_description('booking.on_sale(timestamptz, timestamptz, timestamptz)'::regprocedure, 'pg_proc') AS comment`)
    expect(rows[0].comment).toBeNull()
  })
})

describe('booking.on_sale', () => {
  it.each(ON_SALE_CASES)('decides as isWithinWindow does: $name', async ({ salesFrom, salesTo, now, onSale }) => {
    const { rows } = await client.query<{ onSale: boolean }>('SELECT booking.on_sale($1, $2, $3) AS "onSale"', [salesFrom, salesTo, now])
    expect(rows[0]!.onSale).toBe(onSale)
    expect(isWithinWindow({ from: salesFrom, to: salesTo }, new Date(now))).toBe(onSale)
  })

  it('is inlined by the planner, so a query that calls it keeps the plan of the comparisons written out', async () => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (VERBOSE) SELECT e.event_id FROM booking.booking_events e WHERE booking.on_sale(NULL, e.sales_to, $1::timestamptz)`,
      [new Date().toISOString()],
    )
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(plan).not.toMatch(/on_sale/)
    expect(plan).toMatch(/sales_to IS NULL/)
  })
})
