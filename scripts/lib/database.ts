import { parseEnv } from '../../src/config/env'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres'

/**
 * Makes sure process.env.DATABASE_URL points at a running PostgreSQL: the configured server when
 * DATABASE_URL is set, otherwise the embedded one with its data under EMBEDDED_PG_DIR.
 */
export async function ensureDatabase(options: { database?: string; dataDir?: string } = {}): Promise<{
  url: string
  embedded?: EmbeddedDatabase
}> {
  const config = parseEnv(process.env)
  if (config.DATABASE_URL) return { url: config.DATABASE_URL }
  const embedded = await startEmbeddedPostgres({
    dataDir: options.dataDir ?? config.EMBEDDED_PG_DIR,
    database: options.database ?? 'events',
    log: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace' ? (l) => console.log(l) : undefined,
  })
  process.env.DATABASE_URL = embedded.url
  return { url: embedded.url, embedded }
}
