/**
 * Migrates both schemas and, when asked and the database has no content yet, seeds the demo. In
 * production it then secures the accounts (issue 10 point 5): an empty system gets its first
 * administrator, and a system where an account still has a demo password is refused (this throws,
 * so `npm start` stops with a non-zero exit before serving anything).
 */
export async function prepareDatabase(url: string, options: { seedIfEmpty: boolean; forceSeed?: boolean }) {
  // Loaded only now, after DATABASE_URL is set, and in one import (see content-runtime.ts).
  const {
    closeBookingDatabase,
    hasDemoContent,
    loadPayload,
    migrateAll,
    reindexBookingEventsIfEmpty,
    secureProductionAccounts,
    seedDemoContent,
  } = await import('./content-runtime')
  const payload = await loadPayload()
  try {
    await migrateAll(payload, url)
    if (options.forceSeed || (options.seedIfEmpty && !(await hasDemoContent(payload)))) {
      const result = await seedDemoContent(payload, { now: new Date(), production: process.env.NODE_ENV === 'production' })
      payload.logger.info({ created: result.created }, 'Demo content seeded')
    }
    if (process.env.NODE_ENV === 'production') await secureProductionAccounts(payload)
    // The seed's publish hooks fill the booking schema's event rows and pools; a database seeded
    // before it existed (or a restore without schema booking) gets them here.
    const bookable = await reindexBookingEventsIfEmpty(payload)
    if (bookable !== undefined) payload.logger.info({ bookable }, 'Booking events rebuilt')
  } finally {
    await payload.db.destroy?.()
    await closeBookingDatabase()
  }
}
