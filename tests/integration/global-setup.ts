import { randomBytes } from 'node:crypto'

import type { TestProject } from 'vitest/node'

import { createTestDatabase, startTestDatabaseServer } from '../support/test-database'

/**
 * Every integration run gets its own empty database on a real PostgreSQL: TEST_DATABASE_URL's
 * server, or an embedded one started here, once. A test file that needs a database of its own makes
 * it on the same server (`inject('databaseServerUrl')`): a second embedded server beside this one
 * is what failed on a fresh clone (issue 22 point 3).
 */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer()
  const database = await createTestDatabase('integration', server.url)
  process.env.DATABASE_URL = database.url
  // Random for each run, never a constant in the source (issue 23 point 3); the test files'
  // workers inherit it.
  process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
  project.provide('databaseUrl', database.url)
  project.provide('databaseServerUrl', server.url)
  return async () => {
    await database.drop()
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's database. */
    databaseUrl: string
    /** The server it is on, for a test that needs another database (createTestDatabase's second argument). */
    databaseServerUrl: string
  }
}
