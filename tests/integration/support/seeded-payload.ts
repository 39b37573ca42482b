import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

/**
 * Payload on the run's database with both schemas migrated and the demo content seeded (the seed
 * is idempotent, so every file may call this). `now` is the seed's clock.
 */
export async function seededPayload(now: Date): Promise<Payload> {
  process.env.DATABASE_URL ??= inject('databaseUrl')
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789abcdef'
  // Uploads go to a throwaway directory, not the developer's .data/media.
  process.env.MEDIA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'integration-media-'))
  process.env.PRIVATE_FILES_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'integration-private-files-'))
  const [{ getPayload }, { default: config }, { migrations }, { migrateBookingSchema }, seed] = [
    await import('payload'),
    await import('../../../src/payload.config'),
    await import('../../../src/migrations'),
    await import('../../../src/booking/db/migrate'),
    await import('../../../src/content/seed'),
  ]
  const payload = await getPayload({ config })
  await migrateBookingSchema(process.env.DATABASE_URL)
  // Migrations are passed in: Payload's own loader import()s the .ts files natively, which fails
  // under Vitest. (The generated list is typed against the postgres adapter.)
  type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  await seed.seedDemoContent(payload, { now })
  return payload
}
