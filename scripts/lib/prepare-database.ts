import { migrateAll } from '../../src/db/prepare'
import { loadPayload } from './payload'

/** Migrates both schemas and, when asked and the database has no content yet, seeds the demo. */
export async function prepareDatabase(url: string, options: { seedIfEmpty: boolean; forceSeed?: boolean }) {
  const payload = await loadPayload()
  try {
    await migrateAll(payload, url)
    const { hasDemoContent, seedDemoContent } = await import('../../src/content/seed')
    if (options.forceSeed || (options.seedIfEmpty && !(await hasDemoContent(payload)))) {
      const result = await seedDemoContent(payload, { now: new Date() })
      payload.logger.info({ created: result.created }, 'Demo content seeded')
    }
  } finally {
    await payload.db.destroy?.()
  }
}
