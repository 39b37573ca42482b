/**
 * `npm run migrate`: applies the booking and Payload migrations, idempotently.
 * `npm run seed` (the same with --seed): also upserts the demo content; running it again changes nothing.
 */
import { ensureDatabase } from './lib/database'
import { prepareDatabase } from './lib/prepare-database'
import { keepProcessAlive } from './lib/processes'
import { ensureLocalSecret } from './lib/secret'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  const seed = process.argv.includes('--seed')
  if (!process.env.DATABASE_URL) ensureLocalSecret()
  const { url, embedded } = await ensureDatabase()
  try {
    await prepareDatabase(url, { seedIfEmpty: seed, forceSeed: seed })
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
