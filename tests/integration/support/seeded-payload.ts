import { createHash, randomBytes } from 'node:crypto'
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
  process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
  // Uploads go to throwaway directories, not the developer's .data/media: one pair per run's
  // database, shared by every test file. The seed is idempotent, so only the first file to seed
  // writes the files; a directory of each file's own would leave the later files' records with no file.
  const run = createHash('sha256').update(process.env.DATABASE_URL).digest('hex').slice(0, 16)
  process.env.MEDIA_DIR ??= runDirectory(`integration-media-${run}`)
  process.env.PRIVATE_FILES_DIR ??= runDirectory(`integration-private-files-${run}`)
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

function runDirectory(name: string): string {
  const directory = path.join(os.tmpdir(), name)
  fs.mkdirSync(directory, { recursive: true })
  return directory
}
