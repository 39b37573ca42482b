/**
 * The production web server: Next.js behind the page cache, in WEB_CONCURRENCY processes
 * (src/server/http-server.ts, docs/decisions/0010-page-cache-and-server-processes.md). `npm start`,
 * the end-to-end tests and the benchmarks all serve through this, never through `next start`.
 *
 *   node --import tsx scripts/serve.ts [--port 3000]
 */
import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { parseEnv } from '../src/config/env'
import { startWebServer } from '../src/server/http-server'

async function main() {
  const config = parseEnv(process.env)
  const portFlag = process.argv.indexOf('--port')
  const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : config.PORT
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  await startWebServer({ port, dir, workers: config.WEB_CONCURRENCY, pageCacheTtlMs: config.PAGE_CACHE_SECONDS * 1000 })
  if (cluster.isPrimary) {
    const cache = config.PAGE_CACHE_SECONDS > 0 ? `page cache ${config.PAGE_CACHE_SECONDS} s` : 'page cache off'
    console.log(`Ready on http://localhost:${port} (${config.WEB_CONCURRENCY} web process${config.WEB_CONCURRENCY === 1 ? '' : 'es'}, ${cache})`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
