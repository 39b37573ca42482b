/**
 * The booking API with the checkout, as its own process, for the kill -9 test
 * (tests/integration/checkout-crash.test.ts): the booking API's server (booking-api-server.ts), a
 * checkout service talking to the fake provider's servers at FAKE_PROVIDER_URL, and the
 * reconciliation job every second. Prints 'listening <port>' once it accepts requests.
 *
 *   node --import tsx tests/integration/support/checkout-server-child.ts
 */
import type { AddressInfo } from 'node:net'

import pino from 'pino'

import { bookingApiDeps } from '../../../src/api/booking-api'
import { createCheckoutService } from '../../../src/booking/checkout/checkout-service.server'
import { bookingPool } from '../../../src/booking/db/pool.server'
import { createBookingApiServer } from '../../../src/server/booking-api-server'
import { databaseUrl } from '../../../src/config/database-url'
import { backgroundJobs, JOBS_OFF } from '../../../src/worker/jobs'
import { startScheduledJobs } from '../../../src/worker/scheduler'

import { HttpPaymentProvider } from './http-payment-provider'

async function main() {
  const provider = new HttpPaymentProvider(String(process.env.FAKE_PROVIDER_URL))
  const checkout = createCheckoutService({ pool: bookingPool(), provider, returnGraceSeconds: 1 })
  const web = await createBookingApiServer({ ...bookingApiDeps(), checkout }, { logger: pino({ level: 'silent' }) })
  await web.api.ready()
  const quiet = { info: () => undefined, warn: () => undefined }
  await startScheduledJobs(backgroundJobs({ reconcilePayments: () => checkout.reconcilePayments() }, { ...JOBS_OFF, reconcileSeconds: Number(process.env.RECONCILE_SECONDS ?? 0) }, quiet), {
    connectionString: databaseUrl(),
    log: quiet,
    // Its own queues: the reconciliation of this process's checkout, not another test's.
    schema: `worker_queue_${process.pid}`,
  })
  await new Promise<void>((resolve) => web.server.listen(0, '127.0.0.1', resolve))
  console.log(`listening ${(web.server.address() as AddressInfo).port}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
