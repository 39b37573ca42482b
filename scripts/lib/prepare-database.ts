/** Migrates both schemas and, when asked and the database has no content yet, seeds the demo. */
export async function prepareDatabase(url: string, options: { seedIfEmpty: boolean; forceSeed?: boolean }) {
  // Loaded only now, after DATABASE_URL is set, and in one import (see content-runtime.ts).
  const { hasDemoContent, loadPayload, migrateAll, seedDemoContent } = await import('./content-runtime')
  const payload = await loadPayload()
  try {
    await migrateAll(payload, url)
    if (options.forceSeed || (options.seedIfEmpty && !(await hasDemoContent(payload)))) {
      const result = await seedDemoContent(payload, { now: new Date() })
      payload.logger.info({ created: result.created }, 'Demo content seeded')
    }
  } finally {
    await payload.db.destroy?.()
  }
}
