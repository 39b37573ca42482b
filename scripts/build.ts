/**
 * `npm run build`: a production build: Next.js's (the web process), then the compiled entries of the
 * processes outside it (scripts/lib/entries.ts: the worker). Pages that read content are rendered per request, so the
 * build itself needs no database; the Payload config still wants a connection string to exist.
 */
import { randomBytes } from 'node:crypto'

import { buildEntries } from './lib/entries'
import { run } from './lib/processes'

async function main() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://build:build@127.0.0.1:1/build-has-no-database',
    // Nothing the build makes is signed with it; random, so no secret is a constant in the source.
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await run('npx', ['next', 'build'], { env })
  await buildEntries()
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
