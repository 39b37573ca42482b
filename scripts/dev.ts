/**
 * `npm run dev`: like `npm start` (nginx in front of the web server and the booking API, and the
 * worker: scripts/lib/system.ts), but the web server is Next.js's development server (`next dev`),
 * which compiles on demand and reloads the browser, instead of serving a production build. Next.js reloads pages and components
 * on an edit; the booking API (src/api/) and the worker's jobs are processes of their own, so an edit
 * there needs a restart: each start compiles the entries afresh (scripts/lib/entries.ts).
 */
import { parseEnv } from '../src/config/env'
import { serverLogger } from '../src/server/server-log'
import { ensureDatabase } from './lib/database'
import { buildEntries } from './lib/entries'
import { keepProcessAlive, onShutdown, prepareDatabaseInChild } from './lib/processes'
import { ensureLocalSecrets } from './lib/secret'
import { enableDemoPaymentsOnOwnCopy } from './lib/start-checks'
import { nginxPath, NGINX_MISSING, startSystemOrShutDown, type System } from './lib/system'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  // Secrets generated once per installation into .data/, never constants in the source; and
  // without live payment settings, a demonstration that says so on every page (issue 23 point 3).
  ensureLocalSecrets()
  enableDemoPaymentsOnOwnCopy()
  const config = parseEnv(process.env)
  if (!nginxPath()) {
    serverLogger().fatal(NGINX_MISSING)
    process.exit(1)
  }
  process.env.SITE_URL = config.SITE_URL
  const { url, embedded } = await ensureDatabase()
  let system: System | null = null
  const shutdown = onShutdown(async () => {
    await system?.stop()
    await embedded?.stop()
    serverLogger().info(embedded ? 'Stopped nginx, the processes and the embedded database' : 'Stopped nginx and the processes (the database at DATABASE_URL keeps running)')
  })
  // The booking API's and the worker's entries, compiled afresh from the source at every start (about
  // a second), so an edit outside the pages shows after a restart.
  await buildEntries()
  await prepareDatabaseInChild(url, config.SEED_ON_EMPTY ? 'if-empty' : 'never')
  system = await startSystemOrShutDown({ port: config.PORT, env: process.env, dev: true }, shutdown)
  if (!system) return
  serverLogger().info(`Ready on ${config.SITE_URL} (development): nginx in front of the web server and the booking API, and the worker`)
}

void main()
