import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { env } from '../config/env'
import { databaseUrl } from '../config/database-url'
import { bookingApiPaths } from '../domain/paths'
import { createNotifyFake, isNotifyFakePath, NOTIFY_FAKE_PREFIX, notifyFakeCredentials } from '../integrations/email/notify-fake'
import { councilPaymentSettingsFrom } from '../integrations/payment/council-payment-settings'
import { createGovUkPayFake } from '../integrations/payment/govuk-pay/govuk-pay-fake'
import { GOVUK_PAY_FAKE_PREFIX, govUkPayFakeCredentials, isGovUkPayFakePath } from '../integrations/payment/govuk-pay/govuk-pay-settings'
import { createTestCardPaymentService, isTestCardPaymentPath, type TestCardPaymentServiceOptions } from '../integrations/payment/test-card-payment/test-card-payment-service'
import { testCardPaymentPool } from '../wiring/services.server'

import { createGuardedServer, guardOptionsOf, listen, type ServerSecurity } from './guarded-server'
import { serverLogger } from './server-log'
import { stopOnSignals } from './stop-on-signals'

/**
 * The payment fixtures of a demonstration and of the tests (issue 25 point 1), as a process of their
 * own that no production process loads: the built-in test card-payment service under
 * /test-card-payment (decision 0021) and, with GOVUK_PAY_FAKE=on, the local fake of GOV.UK Pay under
 * /govuk-pay-fake, and with NOTIFY_FAKE=on the local fake of GOV.UK Notify under /notify-fake (for the
 * worker, not the public). nginx sends the payment paths here only where its "demo:" lines are on
 * (deploy/nginx.conf; scripts/lib/system.ts turns them on for a demonstration or a development start).
 *
 *   node dist/payment-fixtures.mjs [--port 3004] [--hostname 127.0.0.1]
 */
export interface PaymentFixturesOptions extends ServerSecurity {
  /** The test card-payment service's settings (which hosts are live, its secret); from the environment by default. */
  testCardPayment?: TestCardPaymentServiceOptions['settings']
}

/** The fixtures' HTTP server behind the same guards as every process of ours. Not listening yet. */
export async function createPaymentFixturesServer(options: PaymentFixturesOptions = {}): Promise<{ server: Server; close: () => Promise<void> }> {
  const settings = env()
  const logger = options.logger ?? serverLogger()
  const testCardPayment = createTestCardPaymentService({ settings: options.testCardPayment ?? councilPaymentSettingsFrom(settings), pool: testCardPaymentPool, logger })
  await testCardPayment.ready()
  // The fake's pages at the site's address, and its webhooks sent to the one address (PORT), which
  // nginx passes to the booking API.
  const fakeCredentials = govUkPayFakeCredentials(settings)
  const govUkPayFake =
    settings.GOVUK_PAY_FAKE === 'on'
      ? createGovUkPayFake({
          apiKey: fakeCredentials.apiKey,
          publicUrl: `${settings.SITE_URL.replace(/\/+$/, '')}${GOVUK_PAY_FAKE_PREFIX}`,
          webhook: { url: `http://127.0.0.1:${settings.PORT}${bookingApiPaths.govUkPayWebhook()}`, secret: fakeCredentials.webhookSecret },
        })
      : null
  // GOV.UK Notify's fake (decision 0045): the worker's NOTIFY_API_URL points here (scripts/lib/system.ts
  // sets it); nginx sends nothing here, as only the worker and the web servers call Notify.
  const notifyFake = settings.NOTIFY_FAKE === 'on' ? createNotifyFake(notifyFakeCredentials(settings.PAYLOAD_SECRET)) : null
  const server = createGuardedServer(guardOptionsOf(options), (req, res) => {
    if (isTestCardPaymentPath(req.url)) return testCardPayment.routing(req, res)
    if (notifyFake && isNotifyFakePath(req.url)) {
      req.url = req.url!.slice(NOTIFY_FAKE_PREFIX.length) || '/'
      return notifyFake.handle(req, res)
    }
    if (govUkPayFake && isGovUkPayFakePath(req.url)) {
      req.url = req.url!.slice(GOVUK_PAY_FAKE_PREFIX.length) || '/'
      return govUkPayFake.handle(req, res)
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not found.')
  })
  return { server, close: () => testCardPayment.close() }
}

/** Serves the fixtures until SIGTERM or SIGINT; resolves with the port once listening. */
export async function servePaymentFixtures(options: { port: number; hostname?: string }): Promise<{ server: Server; port: number }> {
  databaseUrl() // the test card service records its payments in PostgreSQL: fail now without one
  const { server, close } = await createPaymentFixturesServer()
  await listen(server, options.port, options.hostname)
  stopOnSignals(server, { log: serverLogger(), name: 'the payment fixtures', beforeClose: () => void close() })
  return { server, port: (server.address() as AddressInfo).port }
}
