/**
 * The web server (src/server/http-server.ts): Next.js's request handler, for the site, the
 * console and the admin. The booking API is a process of its own (scripts/booking-api.ts); nginx puts
 * both on one address (deploy/nginx.conf, scripts/lib/system.ts, decision 0039). `npm start`, `npm run
 * dev` (with --dev), the end-to-end tests and the benchmarks all run it that way.
 *
 *   node dist/serve.mjs [--port 3000] [--hostname 127.0.0.1] [--dev]   (compiled by `npm run build`)
 *
 * It listens on --port (PORT when not given). PORT and SITE_URL stay the one address's, which is
 * where residents, the payment provider's return and the local GOV.UK Pay fake reach the system.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { parseEnv } from '../src/config/env'
import { serveInThisProcess } from '../src/server/http-server'
import { serverLogger, startFailed } from '../src/server/server-log'

import { listeningFlags } from './lib/listening-flags'
import { refuseUnsafeStart } from './lib/start-checks'

async function main() {
  const config = parseEnv(process.env)
  const { port, hostname } = listeningFlags(process.argv, config.PORT)
  refuseUnsafeStart()
  const dev = process.argv.includes('--dev')
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  await serveInThisProcess({ port, hostname, dir, dev })
  // In development every page says no-store (Next.js's own header), so an edit shows at once.
  const cache = dev ? 'pages not shared' : config.PAGE_CACHE_SECONDS > 0 ? `public pages may be shared for ${config.PAGE_CACHE_SECONDS} s` : 'pages not shared'
  serverLogger().info(`Web server ready on http://${hostname ?? 'localhost'}:${port}, site address ${config.SITE_URL} (${dev ? 'development, ' : ''}${cache})`)
}

main().catch(startFailed('The web server'))
