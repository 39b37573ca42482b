import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeBookingPool } from '../../src/booking/db/pool.server'
import { env, parseEnv } from '../../src/config/env'
import { createCouncilCardPayment } from '../../src/integrations/payment/council-card-payment'
import { councilPaymentSettingsFrom, PAYMENT_SECRET_HEADER, testCardPaymentPaths, type CouncilPaymentSettings } from '../../src/integrations/payment/council-payment-settings'
import { createGovUkPayFake } from '../../src/integrations/payment/govuk-pay/govuk-pay-fake'
import { govUkPayFakeCredentials } from '../../src/integrations/payment/govuk-pay/govuk-pay-settings'
import type { PaymentRequest } from '../../src/integrations/payment/payment-provider'
import { createPaymentFixturesServer } from '../../src/server/payment-fixtures-server'

import { startInProduction } from '../support/production-start'

import { migratedBookingDatabase } from './support/booking-factory'

/**
 * Issue 23 point 3, performed as the attacker would: a production start that would take payments
 * through the built-in test card service or the GOV.UK Pay fake, or with a missing or published
 * secret, is refused with a message saying what to set; and the secrets that were constants in the
 * source (the status secret that reads and refunds any payment, the fake's key) open nothing.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** The status query's secret as it once stood in src/config/env.ts: anyone could read it. */
const OLD_STATUS_SECRET = 'development-only-payment-status-secret'
/** PAYLOAD_SECRET's old development value, likewise. */
const OLD_PAYLOAD_SECRET = 'development-only-secret-change-me-0123456789'

const secret = () => randomBytes(32).toString('hex')

/**
 * A script started as `npm start` or the booking API would be, in production. Every process runs the
 * same refusals first (refuseUnsafeStart); the web server's, `next start` through
 * src/instrumentation.ts, is tried against the build in tests/e2e/unsafe-start.spec.ts.
 */
function startScriptInProduction(script: 'scripts/booking-api.ts' | 'scripts/start.ts', settings: Record<string, string>) {
  return startInProduction(process.execPath, ['--import', 'tsx', script, '--port', '1'], settings, ROOT)
}

describe('a production start (issue 23 point 3)', () => {
  it('refuses the built-in test card service when no host is live, and a missing status secret, saying what to set', async () => {
    const { code, messages } = await startScriptInProduction('scripts/booking-api.ts', { PAYLOAD_SECRET: secret() })
    expect(code).toBe(1)
    // Each fault is one log line; their order in the output is not the point.
    expect(messages).toHaveLength(2)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^No live payment host: every payment would go through the built-in test card service, which takes no money .* set DEMO_PAYMENTS=on/),
        expect.stringMatching(/^COUNCIL_PAYMENT_STATUS_SECRET is required in production/),
      ]),
    )
  })

  it('refuses the GOV.UK Pay fake without DEMO_PAYMENTS=on', async () => {
    const { code, messages } = await startScriptInProduction('scripts/booking-api.ts', { PAYLOAD_SECRET: secret(), PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'on' })
    expect(code).toBe(1)
    expect(messages).toEqual([expect.stringMatching(/^GOVUK_PAY_FAKE=on takes payments through the local fake of GOV.UK Pay, which takes no money\. Remove it and set GOVUK_PAY_API_KEY/)])
  })

  it('`npm start` on a real database refuses the test service switched on beside live hosts, and the old constants as secrets', async () => {
    const { code, messages } = await startScriptInProduction('scripts/start.ts', {
      PAYLOAD_SECRET: OLD_PAYLOAD_SECRET,
      COUNCIL_PAYMENT_LIVE_HOSTS: 'events.example.gov.uk',
      COUNCIL_PAYMENT_LIVE_URL: 'https://pay.example.gov.uk/form',
      COUNCIL_PAYMENT_STATUS_URL: 'https://pay.example.gov.uk/status',
      COUNCIL_PAYMENT_STATUS_SECRET: OLD_STATUS_SECRET,
      TEST_CARD_PAYMENT_SERVICE: 'on',
    })
    expect(code).toBe(1)
    expect(messages).toHaveLength(3)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^TEST_CARD_PAYMENT_SERVICE=on serves the built-in test card service, which takes no money/),
        expect.stringMatching(/^PAYLOAD_SECRET is a value published in this project's source/),
        expect.stringMatching(/^COUNCIL_PAYMENT_STATUS_SECRET is a value published in this project's source/),
      ]),
    )
  })
})

describe('the secrets that were constants in the source', () => {
  let web: { server: Server; close: () => Promise<unknown> }
  let base: string
  let settings: CouncilPaymentSettings

  beforeAll(async () => {
    await migratedBookingDatabase()
    // The payment fixtures as this process's environment configures them: the test service and its secret from env().
    web = await createPaymentFixturesServer({ logger: pino({ level: 'silent' }) })
    await new Promise<void>((resolve) => web.server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`
    settings = { ...councilPaymentSettingsFrom(env()), statusUrl: `${base}${testCardPaymentPaths.status}` }
  })

  afterAll(async () => {
    await web.close()
    web.server.closeAllConnections()
    await new Promise((resolve) => web.server.close(resolve))
    await closeBookingPool()
  })

  /** A payment taken through the test service with a test card, as a resident would. */
  async function paidPayment(): Promise<PaymentRequest> {
    const basketId = randomUUID()
    const request: PaymentRequest = {
      paymentId: `payment-${basketId}`,
      basketId,
      transactionReference: `${basketId}-${Date.now()}`,
      amountPence: 2500,
      returnUrl: `${base}/eventsbookingapi/baskets/${basketId}/paid`,
      backButtonUrl: `${base}/checkout`,
      receiptFinishUrl: `${base}/checkout-finish?basketId=${basketId}`,
      host: base,
      ledger: { gl: 'GL100', costCode: 'CC200' },
      purchaser: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        telephoneNumber: '01234 567890',
        bookingQuestions: {},
        address: { streetAddress: '1 High Street', postOfficeBoxNumber: '', addressLocality: 'Hertford', addressRegion: '', country: '', postalCode: 'SG13 8DQ' },
      },
      tickets: [{ ticketId: 't-1', firstName: 'Ada', lastName: 'Lovelace', specialRequirements: '', ticketQuestions: {} }],
      description: 'Test event',
    }
    const started = await createCouncilCardPayment(settings).start(request)
    if (started.handOff.kind !== 'form') throw new Error('expected a form hand-off')
    const body = new URLSearchParams([
      ...started.handOff.fields.map((field) => [field.name, field.value] as [string, string]),
      ['cardNumber', '4444333322221111'],
      ['expiryDate', '12/39'],
      ['securityCode', '123'],
      ['cardholderName', 'A Lovelace'],
      ['action', 'pay'],
    ])
    const paid = await fetch(`${base}${testCardPaymentPaths.pay}`, { method: 'POST', body, headers: { origin: base }, redirect: 'manual' })
    expect(paid.status).toBe(303)
    return request
  }

  it("the old status secret reads no payment's status and refunds nothing; this installation's own does both", async () => {
    expect(env().COUNCIL_PAYMENT_STATUS_SECRET).not.toBe(OLD_STATUS_SECRET)
    const request = await paidPayment()
    const status = `${base}${testCardPaymentPaths.status}?transactionReference=${encodeURIComponent(request.transactionReference)}`
    const refund = () =>
      fetch(`${base}${testCardPaymentPaths.refund}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PAYMENT_SECRET_HEADER]: OLD_STATUS_SECRET },
        body: JSON.stringify({ transactionReference: request.transactionReference, amountPence: 2500 }),
      })

    const read = await fetch(status, { headers: { [PAYMENT_SECRET_HEADER]: OLD_STATUS_SECRET } })
    expect(read.status).toBe(401)
    expect(JSON.stringify(await read.json())).not.toContain(request.transactionReference)
    expect((await refund()).status).toBe(401)

    // Still paid, not refunded: the attempt changed nothing. The legitimate caller still works.
    const own = await fetch(status, { headers: { [PAYMENT_SECRET_HEADER]: env().COUNCIL_PAYMENT_STATUS_SECRET } })
    expect(own.status).toBe(200)
    expect(await own.json()).toMatchObject({ state: 'success', responseCode: '00000' })
    expect(await createCouncilCardPayment(settings).refund(request)).toMatchObject({ ok: true })
  })

  it('a production server that is not a demonstration does not serve the test service at all', async () => {
    const production = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: secret(),
      COUNCIL_PAYMENT_LIVE_HOSTS: 'events.example.gov.uk',
      COUNCIL_PAYMENT_LIVE_URL: 'https://pay.example.gov.uk/form',
      COUNCIL_PAYMENT_STATUS_URL: 'https://pay.example.gov.uk/status',
      COUNCIL_PAYMENT_STATUS_SECRET: secret(),
    })
    const live = await createPaymentFixturesServer({ logger: pino({ level: 'silent' }), testCardPayment: councilPaymentSettingsFrom(production) })
    await new Promise<void>((resolve) => live.server.listen(0, '127.0.0.1', resolve))
    try {
      const liveBase = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`
      // Reached by its address, a host that is not live: still nothing.
      expect((await fetch(`${liveBase}${testCardPaymentPaths.pay}`)).status).toBe(404)
      const status = await fetch(`${liveBase}${testCardPaymentPaths.status}?transactionReference=x`, { headers: { [PAYMENT_SECRET_HEADER]: production.COUNCIL_PAYMENT_STATUS_SECRET } })
      expect(status.status).toBe(404)
    } finally {
      await live.close()
      live.server.closeAllConnections()
      await new Promise((resolve) => live.server.close(resolve))
    }
  })

  it("the GOV.UK Pay fake's old API key opens none of its payments", async () => {
    const { apiKey } = govUkPayFakeCredentials(env())
    const fake = createGovUkPayFake({ apiKey, publicUrl: 'http://127.0.0.1:1/govuk-pay-fake' })
    const server = createServer((req, res) => void fake.handle(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const fakeBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const create = (key: string) =>
        fetch(`${fakeBase}/v1/payments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 2500, reference: 'ref-1', description: 'Test event', return_url: 'https://events.example.gov.uk/return' }),
        })
      expect((await create('api_test_local_fake_key')).status).toBe(401)
      expect((await create(apiKey)).status).toBe(201)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
