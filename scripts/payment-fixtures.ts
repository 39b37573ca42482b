/**
 * The payment fixtures of a demonstration and of the tests (src/server/payment-fixtures-server.ts):
 * the built-in test card-payment service and, with GOVUK_PAY_FAKE=on, the local fake of GOV.UK Pay.
 * No production process loads them; nginx's "demo:" lines send their paths here.
 *
 *   node dist/payment-fixtures.mjs [--port 3004] [--hostname 127.0.0.1]   (compiled by `npm run build`)
 */
import { parseEnv } from '../src/config/env'
import { servePaymentFixtures } from '../src/server/payment-fixtures-server'
import { refuseUnsafeStart, serverLogger, startFailed } from '../src/server/server-log'

import { listeningFlags } from './lib/listening-flags'

const PAYMENT_FIXTURES_DEFAULT_PORT = 3004

async function main() {
  const { port, hostname } = listeningFlags(process.argv, PAYMENT_FIXTURES_DEFAULT_PORT)
  const config = parseEnv(process.env)
  refuseUnsafeStart()
  const { port: listening } = await servePaymentFixtures({ port, hostname })
  serverLogger().info(`Payment fixtures ready on http://${hostname ?? 'localhost'}:${listening} (the test card-payment service${config.GOVUK_PAY_FAKE === 'on' ? ' and the GOV.UK Pay fake' : ''}), site address ${config.SITE_URL}`)
}

main().catch(startFailed('The payment fixtures'))
