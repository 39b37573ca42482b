/**
 * bench/server-start.ts: how soon a freshly started web server answers a staff-only booking call
 * while Next.js is busy with its first pages, measured, not asserted.
 *
 *   npx tsx scripts/build.ts && npx tsx bench/server-start.ts
 *
 * Starts the production server (scripts/serve.ts) BENCH_RUNS times (default 8), each on a fresh
 * migrated database; while it starts, requests an admin API call, the home page and /login (Next.js
 * loads Payload for them), then asks the booking API's console listing with a token that does not
 * verify, which needs the booking API's own Payload: it answers 401 once that is loaded. Prints, per
 * start, when the server was healthy and when that call first answered 401 (a 500 means Payload did
 * not start in time; the bench gives up after 120 s). Found a start that never answered: the fix is
 * serveInThisProcess loading Payload before Next.js (src/server/http-server.ts).
 */
import { ManagedChild, keepProcessAlive, prepareDatabaseInChild, serverCommand } from '../scripts/lib/processes'
import { createTestDatabase } from '../tests/support/test-database'

import { benchServerEnv, waitForServer } from './support'

const PORT = Number(process.env.BENCH_PORT ?? 3411)
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_RUNS ?? 8)
const GIVE_UP_MS = 120_000

/** Next.js's side at work during the start: retried until the server listens. */
async function busyNext(): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      await Promise.all([fetch(`${BASE}/api/events?limit=1`), fetch(`${BASE}/`), fetch(`${BASE}/login`)])
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

async function main() {
  keepProcessAlive()
  const rows = []
  for (let run = 1; run <= RUNS; run++) {
    const database = await createTestDatabase('bench_server_start')
    const env = benchServerEnv(database.url, BASE)
    const server = new ManagedChild()
    try {
      await prepareDatabaseInChild(database.url, 'never', env)
      const [command, args] = serverCommand(PORT)
      const started = performance.now()
      server.start(command, args, { env, stdio: 'ignore' })
      const busy = busyNext()
      await waitForServer(`${BASE}/eventsbookingapi/health`)
      const healthy = performance.now() - started
      let status = 0
      while (performance.now() - started < GIVE_UP_MS) {
        status = (await fetch(`${BASE}/eventsbookingapi/console/listevents/eventHALS`, { headers: { authorization: 'Bearer not.a.token' } })).status
        if (status === 401) break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      await busy
      rows.push({ run, 'healthy after ms': Math.round(healthy), 'staff check status': status, 'staff check after ms': Math.round(performance.now() - started) })
    } finally {
      await server.stop()
      await database.drop()
    }
  }
  console.log(`\n== server start: ${RUNS} starts, pages requested during each ==`)
  console.table(rows)
  console.log(`starts whose staff check answered: ${rows.filter((row) => row['staff check status'] === 401).length} of ${RUNS}`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
