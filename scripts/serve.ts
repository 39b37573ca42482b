/**
 * The production web server: Next.js behind the page cache, with the checkout answered directly
 * (src/server/http-server.ts, docs/decisions/0010-page-cache-and-direct-checkout.md). `npm start`,
 * the end-to-end tests and the benchmarks all serve through this, never through `next start`.
 *
 *   node --import tsx scripts/serve.ts [--port 3000]
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { parseEnv } from '../src/config/env'
import { serveInThisProcess } from '../src/server/http-server'

async function main() {
  const config = parseEnv(process.env)
  const portFlag = process.argv.indexOf('--port')
  const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : config.PORT
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  await serveInThisProcess({ port, dir })
  const cache = config.PAGE_CACHE_SECONDS > 0 ? `public pages shared for ${config.PAGE_CACHE_SECONDS} s` : 'page cache off'
  console.log(`Ready on http://localhost:${port} (${cache})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
