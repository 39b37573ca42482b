/**
 * `npm run migrate`: applies the booking and Payload migrations, idempotently.
 * `npm run seed` (the same with --seed): also upserts the demo content; running it again changes nothing.
 * With --seed-if-empty (what `npm start` runs in a child) it seeds only a database without events.
 */
import { ensureDatabase } from './lib/database'
import { prepareDatabase } from './lib/prepare-database'
import { keepProcessAlive } from './lib/processes'
import { ensureLocalSecrets } from './lib/secret'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  const seed = process.argv.includes('--seed')
  const seedIfEmpty = seed || process.argv.includes('--seed-if-empty')
  if (!process.env.DATABASE_URL) ensureLocalSecrets()
  const { url, embedded } = await ensureDatabase()
  try {
    await prepareDatabase(url, { seedIfEmpty, forceSeed: seed })
  } finally {
    await embedded?.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
