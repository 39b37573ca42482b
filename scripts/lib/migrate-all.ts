import type { Migration, Payload } from 'payload'

import { migrateBookingSchema } from '../../src/booking/db/migrate'
import { migrations } from '../../src/migrations'

/**
 * Brings a database up to date for this build: booking schema first (it depends on nothing), then
 * Payload's own migrations in schema `public`. Both are idempotent.
 */
export async function migrateAll(payload: Payload, connectionString: string): Promise<void> {
  await migrateBookingSchema(connectionString)
  // Payload types a migration's arguments as unknown; the generated ones take MigrateUpArgs.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
