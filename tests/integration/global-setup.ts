import type { TestProject } from 'vitest/node'

import { createTestDatabase } from '../support/test-database'

/** Every integration run gets its own empty database on a real PostgreSQL. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('integration')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789abcdef'
  project.provide('databaseUrl', database.url)
  return async () => {
    await database.drop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
