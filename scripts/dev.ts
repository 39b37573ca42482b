/**
 * `npm run dev`: like `npm start`, but Next.js compiles on demand and reloads the browser
 * (`next({ dev: true })`) instead of serving a production build. It is the same web server
 * (scripts/serve.ts --dev), so the booking API answers exactly as in production. Next.js reloads
 * pages and components on an edit; the booking API (src/api/) is loaded by the server
 * itself, so an edit there needs a restart, as does an edit of the worker's jobs: each start compiles
 * both entries afresh (scripts/lib/entries.ts).
 */
import { parseEnv } from '../src/config/env'
import { serverLogger } from '../src/server/server-log'
import { ensureDatabase } from './lib/database'
import { buildEntries } from './lib/entries'
import { ManagedChild, keepProcessAlive, onShutdown, prepareDatabaseInChild, serverCommand, workerCommand } from './lib/processes'
import { ensureLocalSecrets } from './lib/secret'
import { enableDemoPaymentsOnOwnCopy } from './lib/start-checks'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  // Secrets generated once per installation into .data/, never constants in the source; and
  // without live payment settings, a demonstration that says so on every page (issue 23 point 3).
  ensureLocalSecrets()
  enableDemoPaymentsOnOwnCopy()
  const config = parseEnv(process.env)
  const { url, embedded } = await ensureDatabase()
  const server = new ManagedChild()
  const worker = new ManagedChild()
  const shutdown = onShutdown(async () => {
    await Promise.all([server.stop(), worker.stop()])
    await embedded?.stop()
    serverLogger().info(embedded ? 'Stopped the web server, the worker and the embedded database' : 'Stopped the web server and the worker (the database at DATABASE_URL keeps running)')
  })
  // The web server's and the worker's entries, compiled afresh from the source at every start (about
  // a second), so an edit outside the pages shows after a restart.
  await buildEntries()
  await prepareDatabaseInChild(url, config.SEED_ON_EMPTY ? 'if-empty' : 'never')
  server.start(...serverCommand(config.PORT, { dev: true }), { env: process.env }, (code) => void shutdown(code))
  worker.start(...workerCommand(), { env: process.env }, (code) => void shutdown(code))
}

void main()
