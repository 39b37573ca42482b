import crypto from 'node:crypto'

import pg from 'pg'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres'

/**
 * A fresh, empty database for one test run, on a real PostgreSQL: the server named by
 * TEST_DATABASE_URL (CI sets it to the machine's PostgreSQL 15), or else the embedded PostgreSQL
 * with its data under .data/test-pg. `drop()` removes the database and stops what it started.
 */
export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  let embedded: EmbeddedDatabase | undefined
  let serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: '.data/test-pg', database: 'postgres' })
    serverUrl = embedded.url
  }
  const name = `${prefix}_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()

  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
      await embedded?.stop()
    },
  }
}
