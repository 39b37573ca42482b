import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

/**
 * This module's folder, which holds the migrations and the SQL functions; compiled into dist/ with
 * a process's entry (scripts/lib/entries.ts), the module finds them in the source folder instead.
 */
function bookingDbFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return existsSync(path.join(here, 'migrations')) ? here : path.resolve(here, '..', 'src', 'booking', 'db')
}

const here = bookingDbFolder()
const migrationsFolder = path.resolve(here, 'migrations')
/** One file per PostgreSQL function of schema `booking`, named after it (docs/booking.md, "SQL functions"). */
export const SQL_FUNCTIONS_FOLDER = path.resolve(here, 'sql')

/** An arbitrary constant: the advisory lock that serialises booking migrations across instances. */
const MIGRATION_LOCK = 72_410_001

/** The function files, by file name. */
export function sqlFunctionFiles(): { name: string; sql: string }[] {
  return readdirSync(SQL_FUNCTIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.sql'.length), sql: readFileSync(path.join(SQL_FUNCTIONS_FOLDER, file), 'utf8') }))
}

/**
 * (Re)creates every function of schema `booking` from its file, in one transaction: each file is
 * idempotent (CREATE OR REPLACE, and DROP ... IF EXISTS of a signature that changed). In file-name
 * order: PL/pgSQL bodies are checked only when called, and no SQL-language function calls one of
 * a later file, so the order never matters at creation.
 */
export async function applySqlFunctions(client: pg.ClientBase, files = sqlFunctionFiles()): Promise<void> {
  await client.query('BEGIN')
  try {
    for (const file of files) await client.query(file.sql)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}

/**
 * Applies the drizzle-kit migrations of schema `booking`, then its functions, idempotently. Several
 * app instances may start at once, so the run holds an advisory lock and a late starter finds
 * nothing left to do. An instance of an older release (a rolling upgrade) leaves the functions as a
 * newer one wrote them: it skips them when the database has a migration this build does not know.
 */
export async function migrateBookingSchema(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate(drizzle(client), {
      migrationsFolder,
      migrationsSchema: 'booking',
      migrationsTable: '__drizzle_migrations',
    })
    if (!(await databaseIsNewer(client))) await applySqlFunctions(client)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    await client.end()
  }
}

/** Whether a later release has migrated the database: its newest migration is newer than ours. */
async function databaseIsNewer(client: pg.ClientBase): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }
  const ours = Math.max(...journal.entries.map((entry) => entry.when))
  const { rows } = await client.query<{ newest: string | null }>('SELECT max(created_at)::text AS newest FROM booking.__drizzle_migrations')
  return Number(rows[0]?.newest ?? 0) > ours
}
