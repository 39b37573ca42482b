/**
 * `npm run search:reindex`: rebuilds the booking schema's one row of each event (what baskets show and
 * listings search), its pool and concessions (held and sold counts kept) from the published events, in
 * one transaction. Safe while the site is serving.
 */
import { ensureDatabase } from './lib/database'
import { keepProcessAlive } from './lib/processes'
import { ensureLocalSecrets } from './lib/secret'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  if (!process.env.DATABASE_URL) ensureLocalSecrets()
  const { embedded } = await ensureDatabase()
  const { closeBookingDatabase, loadPayload, reindexBookingEvents } = await import('./lib/content-runtime')
  const payload = await loadPayload()
  try {
    const started = Date.now()
    const bookable = await reindexBookingEvents(payload)
    console.log(`Booking events rebuilt: ${bookable} published events, listed and bookable, in ${Date.now() - started} ms`)
  } finally {
    await payload.db.destroy?.()
    await closeBookingDatabase()
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
