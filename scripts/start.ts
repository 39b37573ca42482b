/**
 * `npm start`: the whole system on its embedded defaults. Starts PostgreSQL (embedded unless
 * DATABASE_URL is set), applies both schemas' migrations, seeds an empty database with the demo
 * content, builds the app if no build exists, then serves it with scripts/serve.ts. SIGINT/SIGTERM stop
 * the web server first and the database after it.
 */
import fs from 'node:fs'

import { parseEnv } from '../src/config/env'
import { ensureDatabase } from './lib/database'
import { ManagedChild, keepProcessAlive, onShutdown, prepareDatabaseInChild, run, serverCommand } from './lib/processes'
import { ensureLocalSecret } from './lib/secret'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
  if (!process.env.DATABASE_URL) ensureLocalSecret()
  const config = parseEnv(process.env)

  const { url, embedded } = await ensureDatabase()
  const server = new ManagedChild()
  const shutdown = onShutdown(async () => {
    await server.stop()
    await embedded?.stop()
  })

  try {
    await prepareDatabaseInChild(url, config.SEED_ON_EMPTY ? 'if-empty' : 'never')
    if (!fs.existsSync('.next/BUILD_ID')) {
      console.log('No production build found: building the app first (about a minute)...')
      await run('npx', ['tsx', 'scripts/build.ts'], { env: process.env })
    }
  } catch (error) {
    console.error(error)
    await shutdown(1)
    return
  }

  console.log(`Serving on ${config.SITE_URL} (database: ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`)
  server.start(...serverCommand(config.PORT), { env: process.env }, (code) => void shutdown(code))
}

void main()
