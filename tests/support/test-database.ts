import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres'

/**
 * Test databases on a real PostgreSQL (docs/testing.md 'Databases'): the server named by
 * TEST_DATABASE_URL, or else an embedded PostgreSQL that belongs to one run.
 *
 * One process starts the server for a run (the integration tests' global setup, the end-to-end
 * server, a bench) and every database of that run is made on it: a test that needs a database of
 * its own is handed the running server's address, never starts a second server. Each embedded
 * server has a data directory of its own under .data/test-postgres, removed when it stops, so two
 * runs on one machine (an integration run beside an end-to-end run) never share one.
 */
export interface TestDatabaseServer {
  /** A connection string to the server's maintenance database, for creating and dropping databases. */
  url: string
  stop(): Promise<void>
}

export interface TestDatabase {
  url: string
  /**
   * A pool on the database for the test itself. `drop()` removes the database WITH (FORCE), and
   * pg-pool's end() resolves before its connections have closed: one still closing then hears the
   * server's 57P01 "terminating connection due to administrator command" as an error event. That is
   * expected at the end, not a failure of any test (seen failing the topology test in CI on 2026-11-28
   * and 2026-11-29, from its afterAll); this pool and its connections ignore it.
   */
  pool(max?: number): pg.Pool
  drop(): Promise<void>
}

const EMBEDDED_ROOT = path.join('.data', 'test-postgres')

/** TEST_DATABASE_URL's server (left running), or a new embedded one (stopped and removed by `stop`). */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer> {
  const configured = process.env.TEST_DATABASE_URL
  if (configured) return { url: configured, stop: async () => undefined }
  removeAbandonedRuns()
  const dataDir = path.join(EMBEDDED_ROOT, `run-${process.pid}-${crypto.randomBytes(3).toString('hex')}`)
  const embedded = await startEmbeddedPostgres({ dataDir, database: 'postgres' })
  return {
    url: embedded.url,
    async stop() {
      // Removed even when the server went first: a whole process group stopped at once (Playwright
      // ends the end-to-end server's) takes PostgreSQL down before we ask it to stop.
      try {
        await embedded.stop()
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
  }
}

/** The maintenance database's address on the server that holds the database at `databaseUrl`. */
export function serverUrlOf(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  url.pathname = '/postgres'
  return url.toString()
}

/**
 * A fresh, empty database on `serverUrl` (a running server: the run's), or, without one, on a
 * server started for this database alone and stopped by `drop()`.
 */
export async function createTestDatabase(prefix: string, serverUrl?: string): Promise<TestDatabase> {
  const server = serverUrl ? { url: serverUrl, stop: async () => undefined } : await startTestDatabaseServer()
  const name = `${prefix}_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`
  try {
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end())
  } catch (error) {
    await server.stop()
    throw error
  }

  const url = new URL(server.url)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    pool(max = 2) {
      const pool = new pg.Pool({ connectionString: url.toString(), max })
      pool.on('connect', (client) => client.on('error', () => undefined))
      // pg-pool also re-emits an idle client's error on the pool itself, which throws with no listener
      // (the topology test's afterAll failed so again on 2026-11-29).
      pool.on('error', () => undefined)
      return pool
    },
    async drop() {
      try {
        const client = new pg.Client({ connectionString: server.url })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end())
      } finally {
        // A server of its own is stopped (and its data removed) even when the drop failed.
        await server.stop()
      }
    },
  }
}

/**
 * Data directories of runs whose process is gone (killed before it could stop its server): each is
 * a whole PostgreSQL cluster, so they are not left to pile up.
 */
function removeAbandonedRuns(): void {
  if (!fs.existsSync(EMBEDDED_ROOT)) return
  for (const entry of fs.readdirSync(EMBEDDED_ROOT)) {
    const owner = /^run-(\d+)-/.exec(entry)
    if (owner && !processAlive(Number(owner[1]))) fs.rmSync(path.join(EMBEDDED_ROOT, entry), { recursive: true, force: true })
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
