import { ManagedChild, prepareDatabaseInChild, serverCommand } from './scripts/lib/processes'
import { createTestDatabase } from './tests/support/test-database'
import { benchServerEnv, waitForServer } from './bench/support'

const PORT = 3411
const BASE = `http://127.0.0.1:${PORT}`
const runs = Number(process.argv[2] ?? 3)
for (let run = 0; run < runs; run++) {
  const database = await createTestDatabase('payload_start')
  const env = { ...benchServerEnv(database.url, BASE), LOG_LEVEL: 'warn' }
  await prepareDatabaseInChild(database.url, 'never', env)
  const server = new ManagedChild()
  const [command, args] = serverCommand(PORT)
  const started = Date.now()
  server.start(command, args, { env, stdio: 'inherit' })
  await waitForServer(`${BASE}/eventsbookingapi/health`)
  const ready = Date.now() - started
  let answer = 0
  let tries = 0
  while (Date.now() - started < 120_000) {
    tries += 1
    const response = await fetch(`${BASE}/eventsbookingapi/console/listevents/eventHALS`, { headers: { authorization: 'Bearer not.a.token' } })
    answer = response.status
    if (answer === 401) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.log(`run ${run}: health after ${ready} ms; staff check answered ${answer} after ${Date.now() - started} ms (${tries} tries)`)
  await server.stop()
  await database.drop()
}
process.exit(0)
