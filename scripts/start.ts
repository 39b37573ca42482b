/**
 * `npm start`: the whole system on its embedded defaults. Starts PostgreSQL (embedded unless
 * DATABASE_URL is set), applies both schemas' migrations, seeds an empty database with the demo
 * content, builds the app if no build exists, then serves it with scripts/serve.ts. SIGINT/SIGTERM stop
 * the web server first and the database after it.
 */
import fs from 'node:fs'

import { parseEnv } from '../src/config/env'
import { serverLogger } from '../src/server/server-log'
import { ensureDatabase } from './lib/database'
import { ManagedChild, keepProcessAlive, onShutdown, prepareDatabaseInChild, run, serverCommand } from './lib/processes'
import { ensureLocalSecrets } from './lib/secret'
import { enableDemoPaymentsOnOwnCopy, refuseUnsafeStart } from './lib/start-checks'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
  // The embedded database is this machine's own copy: its secrets are generated into .data/, and
  // without live payment settings it is a demonstration (issue 23 point 3). A deployment (a real
  // database) sets both itself.
  let demonstration = false
  if (!process.env.DATABASE_URL) {
    ensureLocalSecrets()
    demonstration = enableDemoPaymentsOnOwnCopy()
  }
  // Before anything starts: a deployment must say where people reach it, take real payments (or say
  // it is a demonstration) and have secrets of its own.
  refuseUnsafeStart()
  const config = parseEnv(process.env)
  if (demonstration) serverLogger().info('A demonstration (DEMO_PAYMENTS=on): payments take no money (the built-in test card service) and every page says so; docs/operations.md, Taking real payments, says how to take real ones')
  // The embedded defaults serve http://localhost:{PORT}; the web server is told so, since it sees
  // the DATABASE_URL of the embedded database set below and would otherwise take itself for a deployment.
  process.env.SITE_URL = config.SITE_URL

  const { url, embedded } = await ensureDatabase()
  const server = new ManagedChild()
  const shutdown = onShutdown(async () => {
    await server.stop()
    await embedded?.stop()
    serverLogger().info(embedded ? 'Stopped the web server and the embedded database' : 'Stopped the web server (the database at DATABASE_URL keeps running)')
  })

  try {
    await prepareDatabaseInChild(url, config.SEED_ON_EMPTY ? 'if-empty' : 'never')
    if (!fs.existsSync('.next/BUILD_ID')) {
      serverLogger().info('No production build found: building the app first (about a minute)...')
      await run('npx', ['tsx', 'scripts/build.ts'], { env: process.env })
    }
  } catch (error) {
    serverLogger().fatal({ err: error }, 'The start failed')
    await shutdown(1)
    return
  }

  serverLogger().info(`Starting the web server for ${config.SITE_URL} (database: ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`)
  server.start(...serverCommand(config.PORT), { env: process.env }, (code) => void shutdown(code))
}

void main()
