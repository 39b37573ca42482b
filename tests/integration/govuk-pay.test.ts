import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createGovUkPay, GovUkPayError } from '../../src/integrations/payment/govuk-pay/govuk-pay'
import { createGovUkPayFake, GOVUK_PAY_FAKE_CARDS, type GovUkPayFake } from '../../src/integrations/payment/govuk-pay/govuk-pay-fake'
import { isValidWebhookSignature, PAY_SIGNATURE_HEADER } from '../../src/integrations/payment/govuk-pay/webhook-signature'
import type { PaymentRequest } from '../../src/integrations/payment/payment-provider'

/**
 * The GOV.UK Pay adapter against the local fake of GOV.UK Pay over real HTTP (issue 14 points 1
 * and 2): creation with the resident sent to next_url, the outcome read server to server, 429s
 * retried without a second payment, refunds, and webhooks signed as GOV.UK Pay signs them.
 */
const API_KEY = 'api_test_fake_key'
const SECRET = randomBytes(32).toString('hex')
let fake: GovUkPayFake
// The fake's clock: the rate limit counts creations per second of it.
let fakeNow = Date.now()
let base: string
const servers: http.Server[] = []
const webhooks: Array<{ body: string; signature: string | undefined }> = []

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  const hook = await listen((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      webhooks.push({ body, signature: req.headers[PAY_SIGNATURE_HEADER] as string | undefined })
      res.writeHead(200).end()
    })
  })
  let handle: http.RequestListener = () => undefined
  base = await listen((req, res) => handle(req, res))
  fake = createGovUkPayFake({ apiKey: API_KEY, publicUrl: base, webhook: { url: `${hook}/webhook`, secret: SECRET }, clock: () => new Date(fakeNow) })
  handle = (req, res) => fake.handle(req, res)
})

// Each test starts in a second of its own, with all 15 creations of it to use.
beforeEach(() => {
  fakeNow += 1_000
})

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

const provider = (overrides: Partial<Parameters<typeof createGovUkPay>[0]> = {}) => createGovUkPay({ baseUrl: base, apiKey: API_KEY, backoffMs: 5, ...overrides })

function request(amountPence = 2500): PaymentRequest {
  const basketId = randomUUID()
  return {
    paymentId: randomUUID(),
    basketId,
    transactionReference: `${basketId}-${Date.now()}`,
    amountPence,
    returnUrl: `https://events.example.gov.uk/eventsbookingapi/baskets/${basketId}/paid`,
    backButtonUrl: 'https://events.example.gov.uk/checkout',
    receiptFinishUrl: `https://events.example.gov.uk/checkout-finish?basketId=${basketId}`,
    host: 'https://events.example.gov.uk',
    ledger: { gl: 'GL1', costCode: 'CC1' },
    purchaser: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      telephoneNumber: '01234 567890',
      bookingQuestions: {},
      address: { streetAddress: '1 High Street', postOfficeBoxNumber: '', addressLocality: 'Hertford', addressRegion: '', country: '', postalCode: 'SG13 8DQ' },
    },
    tickets: [],
    description: 'Watercolour painting: 2 tickets',
  }
}

async function payOnHostedPage(nextUrl: string, form: Record<string, string>): Promise<Response> {
  expect((await fetch(nextUrl)).status).toBe(200)
  return fetch(nextUrl, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
}

describe('GOV.UK Pay through its local fake', () => {
  it('creates a payment and sends the resident to its next_url; the outcome is read server to server', async () => {
    const asked = request()
    const started = await provider().start(asked)
    expect(started.handOff.kind).toBe('redirect')
    const nextUrl = started.handOff.kind === 'redirect' ? started.handOff.url : ''
    expect(nextUrl.startsWith(`${base}/secure/`)).toBe(true)
    const created = fake.payments().find((payment) => payment.payment_id === started.providerReference)!
    const returnUrl = `${asked.returnUrl}?transactionReference=${encodeURIComponent(asked.transactionReference)}`
    expect(created).toMatchObject({ amount: 2500, reference: asked.transactionReference, return_url: returnUrl })
    // The return address names our basket, never GOV.UK Pay's id.
    expect(created.return_url).not.toContain(started.providerReference!)

    const query = { paymentId: asked.paymentId, transactionReference: asked.transactionReference, providerReference: started.providerReference ?? null }
    expect((await provider().status(query)).state).toBe('pending')
    const back = await payOnHostedPage(nextUrl, { cardNumber: GOVUK_PAY_FAKE_CARDS.success, action: 'pay' })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(returnUrl)
    expect(await provider().status(query)).toMatchObject({ state: 'success', amountPence: 2500, providerReference: started.providerReference })
  })

  it('reports a declined card, a cancelled payment and one GOV.UK Pay expired as not taken', async () => {
    const outcomes: Array<[Record<string, string> | 'expired', string, string]> = [
      [{ cardNumber: GOVUK_PAY_FAKE_CARDS.declined, action: 'pay' }, 'declined', 'P0010'],
      [{ cardNumber: '', action: 'cancel' }, 'cancelled', 'P0030'],
      ['expired', 'cancelled', 'P0020'],
    ]
    for (const [form, state, code] of outcomes) {
      const asked = request()
      const started = await provider().start(asked)
      if (form === 'expired') await fake.finish(started.providerReference!, 'expired')
      else await payOnHostedPage(started.handOff.kind === 'redirect' ? started.handOff.url : '', form)
      const status = await provider().status({ paymentId: asked.paymentId, transactionReference: asked.transactionReference, providerReference: started.providerReference ?? null })
      expect(status).toMatchObject({ state, responseCode: code })
    }
  })

  it('tries a creation answered 429 again, and never makes a second payment', async () => {
    const before = fake.payments().length
    const refusedBefore = fake.tooManyRequests()
    fake.refuseNextCreations(2)
    const asked = request()
    const started = await provider().start(asked)
    expect(fake.tooManyRequests() - refusedBefore).toBe(2)
    expect(fake.payments().length - before).toBe(1)
    // The same attempt sent again (a timeout, a crash before we stored the id) finds the same payment.
    const again = await provider().start(asked)
    expect(again.providerReference).toBe(started.providerReference)
    expect(fake.payments().length - before).toBe(1)
  })

  it('gives up after its tries when GOV.UK Pay keeps answering 429, having made nothing', async () => {
    const before = fake.payments().length
    fake.refuseNextCreations(10)
    await expect(provider({ maxAttempts: 3 }).start(request())).rejects.toMatchObject({ name: 'GovUkPayError', status: 429 })
    expect(fake.payments().length).toBe(before)
    fake.refuseNextCreations(0)
  })

  it('keeps to 15 creations a second per account', async () => {
    const refusedBefore = fake.tooManyRequests()
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => provider({ maxAttempts: 1 }).start(request())))
    const refused = results.filter((result) => result.status === 'rejected')
    expect(refused).toHaveLength(5)
    expect(fake.tooManyRequests() - refusedBefore).toBe(refused.length)
    // A second later the account may create again.
    fakeNow += 1_000
    await expect(provider({ maxAttempts: 1 }).start(request())).resolves.toMatchObject({ handOff: { kind: 'redirect' } })
  })

  it('refunds part and then the rest, refuses more than is left, and says why', async () => {
    const asked = request(3000)
    const started = await provider().start(asked)
    await fake.finish(started.providerReference!, 'success')
    const payment = { paymentId: asked.paymentId, transactionReference: asked.transactionReference, providerReference: started.providerReference ?? null }
    // GOV.UK Pay accepts a refund as 'submitted' and finishes it later; its id is how to ask.
    const first = await provider().refund({ ...payment, amountPence: 1000 })
    expect(first).toMatchObject({ ok: true, settled: false, providerReference: expect.any(String) })
    expect(await provider().refundStatus!({ providerReference: started.providerReference!, refundReference: first.providerReference! })).toBe('success')
    expect(await provider().refundStatus!({ providerReference: started.providerReference!, refundReference: 'nosuchrefund' })).toBe('unknown')
    expect(await provider().refund({ ...payment, amountPence: 2500 })).toMatchObject({ ok: false, description: 'Only 2000 pence of this payment can still be refunded' })
    expect(await provider().refund({ ...payment, amountPence: 2000 })).toMatchObject({ ok: true })
    expect(fake.payments().find((p) => p.payment_id === started.providerReference)!.refund_summary).toMatchObject({ amount_available: 0, amount_submitted: 3000 })
    expect(await provider().refund({ ...payment, providerReference: null, amountPence: 1 })).toMatchObject({ ok: false })
  })

  it('gives the amount back to what can be refunded when GOV.UK Pay cannot finish a refund it accepted', async () => {
    const asked = request(1500)
    const started = await provider().start(asked)
    await fake.finish(started.providerReference!, 'success')
    const payment = { paymentId: asked.paymentId, transactionReference: asked.transactionReference, providerReference: started.providerReference ?? null }
    fake.settleRefundsAs('error')
    try {
      const sent = await provider().refund({ ...payment, amountPence: 1500, refundableBeforePence: 1500 })
      expect(sent).toMatchObject({ ok: true, settled: false })
      const summary = () => fake.payments().find((p) => p.payment_id === started.providerReference)!.refund_summary
      expect(summary()).toMatchObject({ amount_available: 0 })
      expect(await provider().refundStatus!({ providerReference: started.providerReference!, refundReference: sent.providerReference! })).toBe('error')
      expect(summary()).toMatchObject({ amount_available: 1500, amount_submitted: 0 })
    } finally {
      fake.settleRefundsAs('success')
    }
  })

  it('answers unknown for a payment GOV.UK Pay does not have, and fails loudly with a wrong key', async () => {
    expect((await provider().status({ paymentId: 'x', transactionReference: 'x', providerReference: 'nosuchpayment' })).state).toBe('unknown')
    expect((await provider().status({ paymentId: 'x', transactionReference: 'x', providerReference: null })).state).toBe('unknown')
    const wrong = provider({ apiKey: 'api_test_wrong' }).start(request())
    await expect(wrong).rejects.toBeInstanceOf(GovUkPayError)
    await expect(wrong).rejects.not.toThrow(/api_test_wrong/)
  })

  it('signs its webhooks as GOV.UK Pay does: the signature holds for the raw body only', async () => {
    const asked = request()
    const started = await provider().start(asked)
    const sent = webhooks.length
    await fake.finish(started.providerReference!, 'success')
    expect(webhooks.length).toBe(sent + 1)
    const delivered = webhooks.at(-1)!
    expect(isValidWebhookSignature(delivered.body, delivered.signature, SECRET)).toBe(true)
    expect(JSON.parse(delivered.body)).toMatchObject({ resource_id: started.providerReference, event_type: 'card_payment_succeeded', resource: { state: { status: 'success' } } })
    expect(isValidWebhookSignature(delivered.body.replace('success', 'failed'), delivered.signature, SECRET)).toBe(false)
    expect(isValidWebhookSignature(delivered.body, delivered.signature, 'another-secret')).toBe(false)
    expect(isValidWebhookSignature(delivered.body, undefined, SECRET)).toBe(false)
    expect(isValidWebhookSignature(delivered.body, 'not-hex', SECRET)).toBe(false)
  })
})
