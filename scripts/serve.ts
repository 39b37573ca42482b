/**
 * The web server (src/server/http-server.ts): the booking API's Fastify edge for /eventsbookingapi
 * and Next.js behind the page cache for everything else (docs/decisions/0011-booking-api-edge.md).
 * `npm start`, `npm run dev` (with --dev), the end-to-end tests and the benchmarks all serve through
 * this, never through `next start` or `next dev`.
 *
 *   node --import tsx scripts/serve.ts [--port 3000] [--dev]
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { parseEnv } from '../src/config/env'
import { serveInThisProcess } from '../src/server/http-server'

async function main() {
  const config = parseEnv(process.env)
  const portFlag = process.argv.indexOf('--port')
  const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : config.PORT
  // The one port this process serves, for whatever reads PORT (the local GOV.UK Pay fake's address).
  process.env.PORT = String(port)
  const dev = process.argv.includes('--dev')
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  await serveInThisProcess({ port, dir, dev })
  // In development every request renders afresh (no page cache), so an edit shows at once.
  const cache = dev ? 'page cache off' : config.PAGE_CACHE_SECONDS > 0 ? `public pages shared for ${config.PAGE_CACHE_SECONDS} s` : 'page cache off'
  console.log(`Ready on http://localhost:${port} (${dev ? 'development, ' : ''}${cache})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
