/**
 * The web server (src/server/http-server.ts): the booking API's Fastify edge for /eventsbookingapi
 * and Next.js behind the page cache for everything else (docs/decisions/0011-booking-api-edge.md).
 * `npm start`, `npm run dev` (with --dev), the end-to-end tests and the benchmarks all serve through
 * this, never through `next start` or `next dev`.
 *
 *   node dist/serve.mjs [--port 3000] [--dev]   (compiled by `npm run build`, scripts/lib/entries.ts)
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { InvalidEnvironmentError, parseEnv } from '../src/config/env'
import { serveInThisProcess } from '../src/server/http-server'
import { serverLogger } from '../src/server/server-log'

import { refuseUnsafeStart } from './lib/start-checks'

async function main() {
  const portFlag = process.argv.indexOf('--port')
  // The one port this process serves, for whatever reads PORT: SITE_URL's default
  // (http://localhost:{PORT}) and the local GOV.UK Pay fake's address.
  if (portFlag > 0) process.env.PORT = process.argv[portFlag + 1]
  const config = parseEnv(process.env)
  const port = config.PORT
  refuseUnsafeStart()
  const dev = process.argv.includes('--dev')
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  await serveInThisProcess({ port, dir, dev })
  // In development every request renders afresh (no page cache), so an edit shows at once.
  const cache = dev ? 'page cache off' : config.PAGE_CACHE_SECONDS > 0 ? `public pages shared for ${config.PAGE_CACHE_SECONDS} s` : 'page cache off'
  serverLogger().info(`Ready on http://localhost:${port}, site address ${config.SITE_URL} (${dev ? 'development, ' : ''}${cache})`)
}

main().catch((error: unknown) => {
  // An invalid environment cannot make a logger (it reads LOG_LEVEL): its message goes out as it is.
  if (error instanceof InvalidEnvironmentError) console.error(error.message)
  else serverLogger().fatal({ err: error }, 'The web server could not start')
  process.exit(1)
})
