/**
 * `npm start`: the whole system on its embedded defaults. Starts PostgreSQL (embedded unless
 * DATABASE_URL is set), builds the app if no build exists, applies both schemas' migrations, seeds
 * an empty database with the demo content, then starts the system (scripts/lib/system.ts): nginx on
 * PORT in front of the web server (Next.js's own `next start`) and the booking API
 * (dist/booking-api.mjs), and the worker (dist/worker.mjs: every background job), all compiled by the build. SIGINT/SIGTERM stop
 * nginx and the processes first and the database after them.
 */
import fs from 'node:fs'

import { parseEnv } from '../src/config/env'
import { refuseUnsafeStart, serverLogger } from '../src/server/server-log'
import { ensureDatabase } from './lib/database'
import { buildEntries, entriesBuilt } from './lib/entries'
import { keepProcessAlive, onShutdown, prepareDatabaseInChild, run } from './lib/processes'
import { ensureLocalSecrets } from './lib/secret'
import { enableDemoPaymentsOnOwnCopy } from './lib/start-checks'
import { nginxPath, NGINX_MISSING, startSystemOrShutDown, type System } from './lib/system'

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
  // nginx gives the processes one address (decision 0039): said before anything is built or started.
  if (!nginxPath()) {
    serverLogger().fatal(NGINX_MISSING)
    process.exit(1)
  }
  const config = parseEnv(process.env)
  if (demonstration) serverLogger().info('A demonstration (DEMO_PAYMENTS=on): payments take no money (the built-in test card service) and every page says so; docs/operations.md, Taking real payments, says how to take real ones')
  // The embedded defaults serve http://localhost:{PORT}; the web server is told so, since it sees
  // the DATABASE_URL of the embedded database set below and would otherwise take itself for a deployment.
  process.env.SITE_URL = config.SITE_URL

  const { url, embedded } = await ensureDatabase()
  let system: System | null = null
  const shutdown = onShutdown(async () => {
    await system?.stop()
    await embedded?.stop()
    serverLogger().info(embedded ? 'Stopped nginx, the web server, the booking API, the worker and the embedded database' : 'Stopped nginx, the web server, the booking API and the worker (the database at DATABASE_URL keeps running)')
  })

  try {
    // The build needs no database; the migrations run from its compiled entry (dist/migrate.mjs).
    if (!fs.existsSync('.next/BUILD_ID')) {
      serverLogger().info('No production build found: building the app first (about a minute)...')
      await run('npx', ['tsx', 'scripts/build.ts'], { env: process.env })
    } else if (!entriesBuilt()) {
      // A build made before the processes had compiled entries: only the entries are compiled.
      await buildEntries()
    }
    await prepareDatabaseInChild(url, config.SEED_ON_EMPTY ? 'if-empty' : 'never')
  } catch (error) {
    serverLogger().fatal({ err: error }, 'The start failed')
    await shutdown(1)
    return
  }

  serverLogger().info(`Starting the system for ${config.SITE_URL} (database: ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`)
  system = await startSystemOrShutDown({ port: config.PORT, env: process.env }, shutdown)
  if (!system) return
  serverLogger().info(`Ready on ${config.SITE_URL}: nginx on port ${config.PORT} in front of the web server and the booking API, and the worker`)
}

void main()
