import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations')

/** An arbitrary constant: the advisory lock that serialises booking migrations across instances. */
const MIGRATION_LOCK = 72_410_001

/**
 * Applies the drizzle-kit migrations of schema `booking`, idempotently. Several app instances may
 * start at once, so the run holds an advisory lock and a late starter finds nothing left to do.
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
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    await client.end()
  }
}
