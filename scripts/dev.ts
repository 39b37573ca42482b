/** `npm run dev`: like `npm start`, but with `next dev` (hot reload) instead of a production build. */
import { parseEnv } from '../src/config/env'
import { ensureDatabase } from './lib/database'
import { ManagedChild, keepProcessAlive, nextCommand, onShutdown, prepareDatabaseInChild } from './lib/processes'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  const config = parseEnv(process.env)
  const { url, embedded } = await ensureDatabase()
  const server = new ManagedChild()
  const shutdown = onShutdown(async () => {
    await server.stop()
    await embedded?.stop()
  })
  await prepareDatabaseInChild(url, config.SEED_ON_EMPTY ? 'if-empty' : 'never')
  server.start(...nextCommand(['dev', '-p', String(config.PORT)]), { env: process.env }, (code) => void shutdown(code))
}

void main()
