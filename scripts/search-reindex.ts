/**
 * `npm run search:reindex`: rebuilds the listing search projection (booking.event_search) and the
 * booking inventory (events, pools, concessions; held and sold counts kept) from the published events,
 * each in one transaction. Safe while the site is serving.
 */
import { ensureDatabase } from './lib/database'
import { keepProcessAlive } from './lib/processes'
import { ensureLocalSecrets } from './lib/secret'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  if (!process.env.DATABASE_URL) ensureLocalSecrets()
  const { embedded } = await ensureDatabase()
  const { closeBookingDatabase, loadPayload, reindexInventory, reindexSearch } = await import('./lib/content-runtime')
  const payload = await loadPayload()
  try {
    const started = Date.now()
    const rows = await reindexSearch(payload)
    console.log(`Search projection rebuilt: ${rows} published events in ${Date.now() - started} ms`)
    const inventoryStarted = Date.now()
    const bookable = await reindexInventory(payload)
    console.log(`Booking inventory rebuilt: ${bookable} bookable events in ${Date.now() - inventoryStarted} ms`)
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
