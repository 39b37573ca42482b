import { randomBytes } from 'node:crypto'
import { request as httpRequest, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'

import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { PAYMENT_FIELD_NAMES } from '../../src/domain/payment'
import { createCouncilCardPayment } from '../../src/integrations/payment/council-card-payment'
import { PAYMENT_SECRET_HEADER, testCardPaymentPaths, type CouncilPaymentSettings } from '../../src/integrations/payment/council-payment-settings'
import { COUNCIL_RESPONSE_CODES } from '../../src/integrations/payment/council-response-codes'
import type { PaymentRequest } from '../../src/integrations/payment/payment-provider'
import { createPaymentFixturesServer } from '../../src/server/payment-fixtures-server'

import { migratedBookingDatabase } from './support/booking-factory'

/**
 * The built-in test card-payment service (decision 0021) over real HTTP through the payment fixtures'
 * server every environment runs (src/server/payment-fixtures-server.ts), on a real PostgreSQL, and the council adapter's status query and refunds against
 * it. 'live.example.test' is configured as a live host, where the service must not be reachable.
 */
const SECRET = randomBytes(32).toString('hex')
const LIVE_HOST = 'live.example.test'

let web: { server: Server; close: () => Promise<unknown> }
let base: string
let settings: CouncilPaymentSettings
let sequence = 0

beforeAll(async () => {
  await migratedBookingDatabase()
  web = await createPaymentFixturesServer({ logger: pino({ level: 'silent' }), testCardPayment: { liveHosts: [LIVE_HOST], statusSecret: SECRET } })
  await new Promise<void>((resolve) => web.server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`
  // The adapter as a test deployment has it: no live host, the status query on our own server.
  settings = {
    callingApplicationId: 'COUNCIL-EVENTS',
    liveHosts: [],
    liveUrl: 'https://payments.example.gov.uk/pay',
    testUrl: testCardPaymentPaths.pay,
    testAccount: 'TESTACCOUNT0000',
    statusUrl: `${base}${testCardPaymentPaths.status}`,
    statusSecret: SECRET,
    statusTimeoutMs: 5_000,
  }
})

afterAll(async () => {
  await web.close()
  web.server.closeAllConnections()
  await new Promise((resolve) => web.server.close(resolve))
  await closeBookingPool()
})

/** A payment request as the checkout service would make it, with a reference of its own. */
function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  sequence += 1
  const basketId = `0b7a6c1e-0000-4000-8000-${String(process.pid).padStart(6, '0')}${String(sequence).padStart(6, '0')}`
  return {
    paymentId: `payment-${sequence}`,
    basketId,
    transactionReference: `${basketId}-${Date.now() + sequence}`,
    amountPence: 2500,
    returnUrl: `${base}/eventsbookingapi/baskets/${basketId}/paid`,
    backButtonUrl: `${base}/checkout`,
    receiptFinishUrl: `${base}/checkout/finish?basketId=${basketId}`,
    host: base,
    ledger: { gl: 'GL100', costCode: 'CC200' },
    purchaser: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      telephoneNumber: '01234 567890',
      bookingQuestions: { diet: 'None' },
      address: { streetAddress: '1 High Street', postOfficeBoxNumber: '', addressLocality: 'Hertford', addressRegion: '', country: '', postalCode: 'SG13 8DQ' },
    },
    tickets: [
      { ticketId: 't-1', firstName: 'Ada', lastName: 'Lovelace', specialRequirements: '', ticketQuestions: {} },
      { ticketId: 't-2', firstName: 'Charles', lastName: 'Babbage', specialRequirements: 'Step-free', ticketQuestions: {} },
    ],
    description: 'Test event',
    ...overrides,
  }
}

async function handOff(request = paymentRequest()) {
  const started = await createCouncilCardPayment(settings).start(request)
  if (started.handOff.kind !== 'form') throw new Error('expected a form hand-off')
  const url = new URL(started.handOff.action, base)
  for (const field of started.handOff.fields) url.searchParams.append(field.name, field.value)
  return { request, url, fields: started.handOff.fields }
}

async function pay(fields: Array<{ name: string; value: string }>, card: Record<string, string>, headers: Record<string, string> = { origin: base }) {
  const body = new URLSearchParams([...fields.map((field) => [field.name, field.value] as [string, string]), ...Object.entries(card)])
  return fetch(`${base}${testCardPaymentPaths.pay}`, { method: 'POST', body, headers, redirect: 'manual' })
}

const card = (cardNumber: string) => ({ cardNumber, expiryDate: '12/39', securityCode: '123', cardholderName: 'A Lovelace', action: 'pay' })

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(path: string, host: string, extra: Record<string, string> = {}): Promise<number> {
  const { port } = web.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers: { host, ...extra } }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('the test card-payment page', () => {
  it('shows the payment line, the total, the purchaser and the test card numbers, saying it is a test service', async () => {
    const { url } = await handOff()
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    // Its own policy: inline styles under this answer's nonce, forms only to this host.
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).toContain(`form-action 'self' ${base}`)
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await response.text()
    expect(html).toContain('<title>Test card payment</title>')
    expect(html).toContain('This is a test service')
    expect(html).toContain('TESTACCOUNT0000|04|25.00|AZ|')
    expect(html).toContain('£25.00')
    expect(html).toContain('Ada Lovelace')
    for (const number of ['4444333322221111', '4000000000000002', '4000000000000119', '4000000000009995']) expect(html).toContain(number)
    expect(html).toContain('>Cancel</button>')
  })

  it.each([
    ['4444333322221111', COUNCIL_RESPONSE_CODES.success, 'success'],
    ['4000000000000002', COUNCIL_RESPONSE_CODES.declined, 'declined'],
    ['4000000000009995', COUNCIL_RESPONSE_CODES.insufficientFunds, 'declined'],
    ['4000000000000119', COUNCIL_RESPONSE_CODES.providerError, 'error'],
  ] as const)('paying with card %s sends the browser back with response code %s, which the status query reports as %s', async (number, code, state) => {
    const { request, fields } = await handOff()
    const response = await pay(fields, card(number))
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(request.returnUrl)
    expect(location.searchParams.get('responseCode')).toBe(code)
    expect(location.searchParams.get('responseDescription')).not.toBe('')
    expect(location.searchParams.get('transactionReference')).toBe(request.transactionReference)
    expect(location.searchParams.get('providerReference')).toMatch(/^TEST-[0-9A-F]{12}$/)
    expect(location.searchParams.get('amount')).toBe('25.00')

    const status = await createCouncilCardPayment(settings).status({ paymentId: request.paymentId, transactionReference: request.transactionReference })
    expect(status).toMatchObject({ state, responseCode: code, amountPence: 2500, providerReference: location.searchParams.get('providerReference') })
  })

  it('paying again after a success answers the same receipt and takes nothing twice', async () => {
    const { fields } = await handOff()
    const first = new URL((await pay(fields, card('4444333322221111'))).headers.get('location')!)
    const second = new URL((await pay(fields, card('4000000000000002'))).headers.get('location')!)
    expect(second.searchParams.get('responseCode')).toBe(COUNCIL_RESPONSE_CODES.success)
    expect(second.searchParams.get('providerReference')).toBe(first.searchParams.get('providerReference'))
  })

  it('presses of Pay at once record one payment, which the paying card settles', async () => {
    const { request, fields } = await handOff()
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => pay(fields, card(n % 2 === 0 ? '4444333322221111' : '4000000000009995'))))
    const receipts = answers.map((answer) => new URL(answer.headers.get('location')!).searchParams)
    const status = await createCouncilCardPayment(settings).status(request)
    // One row, one receipt number. A decline may be followed by a success but a success by nothing,
    // so the card that pays wins however the presses interleave, and the amount is taken once.
    expect(new Set(receipts.map((receipt) => receipt.get('providerReference'))).size).toBe(1)
    expect(status).toMatchObject({ state: 'success', amountPence: 2500 })
    const { rows } = await bookingPool().query<{ n: number }>('SELECT count(*)::int AS n FROM test_card_payment.payments WHERE transaction_reference = $1', [request.transactionReference])
    expect(rows[0]!.n).toBe(1)
  })

  it('the slow-confirmation card pays, but its status query is unavailable for its first 3 asks, which the adapter reads as not known yet', async () => {
    const { request, fields } = await handOff()
    const returned = new URL((await pay(fields, card('4000000000003063'))).headers.get('location')!)
    expect(returned.searchParams.get('responseCode')).toBe(COUNCIL_RESPONSE_CODES.success)
    const adapter = createCouncilCardPayment(settings)
    const asks = await Promise.all([1, 2, 3].map(() => adapter.status(request)))
    expect(asks.map((answer) => answer.state)).toEqual(['pending', 'pending', 'pending'])
    expect(await adapter.status(request)).toMatchObject({ state: 'success', amountPence: 2500 })
  })

  it('a declined card may be followed by a card that pays', async () => {
    const { request, fields } = await handOff()
    await pay(fields, card('4000000000000002'))
    await pay(fields, card('4444333322221111'))
    expect((await createCouncilCardPayment(settings).status(request)).state).toBe('success')
  })

  it('a declined payment older than the window of the council page takes nothing more, as the reconciliation job stops asking then', async () => {
    const { request, fields } = await handOff()
    await pay(fields, card('4000000000000002'))
    // The first attempt a day and a minute ago: past PROVIDER_PAYMENT_WINDOW_SECONDS.council.
    await bookingPool().query(`UPDATE test_card_payment.payments SET created_at = now() - interval '1 day 1 minute' WHERE transaction_reference = $1`, [request.transactionReference])
    const late = await pay(fields, card('4444333322221111'))
    expect(late.status).toBe(303)
    expect((await createCouncilCardPayment(settings).status(request)).state).toBe('declined')
  })

  it('Cancel sends the browser to the back button address and the status query reports the cancellation', async () => {
    const { request, fields } = await handOff()
    const response = await pay(fields, { action: 'cancel' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(request.backButtonUrl)
    expect((await createCouncilCardPayment(settings).status(request)).state).toBe('cancelled')
  })

  it('a card number that is not a test card is refused on the page with the GOV.UK error summary', async () => {
    const { fields } = await handOff()
    const response = await pay(fields, { ...card('1234 5678'), securityCode: '' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<title>Error: Test card payment</title>')
    expect(html).toContain('There is a problem')
    expect(html).toContain('Enter one of the test card numbers listed on this page')
    expect(html).toContain('Enter the card security code')
    expect(html).toContain('aria-invalid="true"')
  })

  it('a request missing a field is refused with a page listing what is missing', async () => {
    const { url } = await handOff()
    url.searchParams.delete(PAYMENT_FIELD_NAMES.paymentTotal)
    url.searchParams.delete('Person_2')
    const response = await fetch(url)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Missing fields')
    expect(html).toContain(`<li>${PAYMENT_FIELD_NAMES.paymentTotal}</li>`)
    expect(html).toContain('<li>Person_2</li>')
  })

  it('a request with a field the spec does not list is refused', async () => {
    const { url } = await handOff()
    url.searchParams.set('discount', '100')
    const response = await fetch(url)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('<li>discount</li>')
  })

  it('a return address on another site is refused, so the service is no open redirect', async () => {
    const { url } = await handOff(paymentRequest({ returnUrl: 'https://attacker.example/steal' }))
    const response = await fetch(url)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('returnUrl (an address on this site)')
  })

  it('a payment posted from another site is refused', async () => {
    const { fields } = await handOff()
    const response = await pay(fields, card('4444333322221111'), { origin: 'https://attacker.example' })
    expect(response.status).toBe(403)
  })

  it('is not reachable on a live host, nor through a forwarded host header naming another', async () => {
    const { url } = await handOff()
    const path = `${url.pathname}${url.search}`
    expect(await getWithHost(path, new URL(base).host)).toBe(200)
    expect(await getWithHost(path, LIVE_HOST)).toBe(404)
    expect(await getWithHost(path, LIVE_HOST, { 'x-forwarded-host': 'test.example.test' })).toBe(404)
    expect(await getWithHost(`${testCardPaymentPaths.status}?transactionReference=x`, LIVE_HOST, { [PAYMENT_SECRET_HEADER]: SECRET })).toBe(404)
  })
})

describe('the status query', () => {
  it('is refused without the shared secret or with a wrong one', async () => {
    const { request, fields } = await handOff()
    await pay(fields, card('4444333322221111'))
    const address = `${base}${testCardPaymentPaths.status}?transactionReference=${encodeURIComponent(request.transactionReference)}`
    expect((await fetch(address)).status).toBe(401)
    expect((await fetch(address, { headers: { [PAYMENT_SECRET_HEADER]: 'wrong-secret-wrong-secret-wrong' } })).status).toBe(401)
    const answered = await fetch(address, { headers: { [PAYMENT_SECRET_HEADER]: SECRET } })
    expect(answered.status).toBe(200)
    expect(await answered.json()).toMatchObject({ responseCode: '00000', amount: '25.00', state: 'success' })
    expect((await createCouncilCardPayment({ ...settings, statusSecret: 'wrong-secret-wrong-secret-wrong' }).status(request)).state).toBe('pending')
  })

  it('still knows a payment after the server and its pool are started again', async () => {
    const { request, fields } = await handOff()
    await pay(fields, card('4444333322221111'))
    await closeBookingPool()
    const again = await createPaymentFixturesServer({ logger: pino({ level: 'silent' }), testCardPayment: { liveHosts: [], statusSecret: SECRET } })
    await new Promise<void>((resolve) => again.server.listen(0, '127.0.0.1', resolve))
    try {
      const statusUrl = `http://127.0.0.1:${(again.server.address() as AddressInfo).port}${testCardPaymentPaths.status}`
      expect(await createCouncilCardPayment({ ...settings, statusUrl }).status(request)).toMatchObject({ state: 'success', amountPence: 2500 })
    } finally {
      await again.close()
      again.server.closeAllConnections()
      await new Promise((resolve) => again.server.close(resolve))
    }
  })

  it('answers 404 for a payment it never took, which the adapter reports as unknown', async () => {
    const request = paymentRequest()
    const answer = await fetch(`${base}${testCardPaymentPaths.status}?transactionReference=${request.transactionReference}`, { headers: { [PAYMENT_SECRET_HEADER]: SECRET } })
    expect(answer.status).toBe(404)
    expect((await createCouncilCardPayment(settings).status(request)).state).toBe('unknown')
  })

  it('a provider that cannot be reached reports the payment as pending, never as paid', async () => {
    // A port that was free a moment ago: nothing answers there.
    const closed = await new Promise<number>((resolve) => {
      const probe = createNetServer()
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const status = await createCouncilCardPayment({ ...settings, statusUrl: `http://127.0.0.1:${closed}/status` }).status(paymentRequest())
    expect(status.state).toBe('pending')
  })
})

describe('refunds', () => {
  it('refund a successful payment once, and asking again answers the same refund', async () => {
    const { request, fields } = await handOff()
    await pay(fields, card('4444333322221111'))
    const provider = createCouncilCardPayment(settings)
    const first = await provider.refund({ ...request, amountPence: 2500 })
    const second = await provider.refund({ ...request, amountPence: 2500 })
    expect(first).toMatchObject({ ok: true, description: 'Refunded' })
    expect(first.providerReference).toMatch(/^TESTREFUND-/)
    expect(second).toEqual({ ...first, description: 'Already refunded' })
    const status = await fetch(`${base}${testCardPaymentPaths.status}?transactionReference=${encodeURIComponent(request.transactionReference)}`, {
      headers: { [PAYMENT_SECRET_HEADER]: SECRET },
    })
    expect(await status.json()).toMatchObject({ state: 'refunded' })
  })

  it('a declined payment, a part refund and a call without the secret are refused', async () => {
    const declined = await handOff()
    await pay(declined.fields, card('4000000000000002'))
    expect(await createCouncilCardPayment(settings).refund({ ...declined.request, amountPence: 2500 })).toMatchObject({ ok: false })

    const paid = await handOff()
    await pay(paid.fields, card('4444333322221111'))
    expect(await createCouncilCardPayment(settings).refund({ ...paid.request, amountPence: 100 })).toMatchObject({ ok: false })
    const anonymous = await fetch(`${base}${testCardPaymentPaths.refund}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionReference: paid.request.transactionReference }),
    })
    expect(anonymous.status).toBe(401)
    expect(await createCouncilCardPayment(settings).refund({ ...paid.request, amountPence: 2500 })).toMatchObject({ ok: true })
  })

  it('a live deployment refunds nothing itself and says staff make the refund by hand', async () => {
    const { request } = await handOff()
    const refund = await createCouncilCardPayment({ ...settings, liveHosts: [LIVE_HOST] }).refund({ ...request, amountPence: 2500 })
    expect(refund.ok).toBe(false)
    expect(refund.description).toContain('by hand')
  })
})
