/**
 * The booking API alone (src/server/booking-api-server.ts): /eventsbookingapi on Fastify, without
 * Next.js or the admin (issue 25 point 1).
 *
 *   node dist/booking-api.mjs [--port 3001] [--hostname 127.0.0.1]   (compiled by `npm run build`, scripts/lib/entries.ts)
 *
 * It listens on --port (3001 by default; 0 takes a free one); SITE_URL stays the address residents
 * reach the site at, which is where the payment provider sends them back.
 */
import { BOOKING_API_PREFIX } from '../src/domain/paths'
import { parseEnv } from '../src/config/env'
import { serveBookingApiAlone } from '../src/server/booking-api-server'
import { refuseUnsafeStart, serverLogger, startFailed } from '../src/server/server-log'
import { logSelfCheck } from '../src/server/site-self-check'

import { listeningFlags } from './lib/listening-flags'

const BOOKING_API_DEFAULT_PORT = 3001

/** How long the start's self-check asks again an address the rest of the system does not answer yet. */
const SELF_CHECK_SETTLE_MS = 60_000

async function main() {
  const { port, hostname } = listeningFlags(process.argv, BOOKING_API_DEFAULT_PORT)
  const config = parseEnv(process.env)
  refuseUnsafeStart()
  const { port: listening } = await serveBookingApiAlone({ port, hostname })
  serverLogger().info(`Booking API ready on http://${hostname ?? 'localhost'}:${listening}${BOOKING_API_PREFIX}, site address ${config.SITE_URL}`)
  // Whether the payment return and status addresses it hands out reach a server of this deployment:
  // logged, never waited for. nginx and the rest of the system may still be starting: a minute to settle.
  void logSelfCheck(config, serverLogger(), undefined, { settleMs: SELF_CHECK_SETTLE_MS })
}

main().catch(startFailed('The booking API'))
