import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { createCheckoutService, type CheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { PAGE_STATUS_ASK } from '../../src/booking/checkout/provider-asks'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { paymentOutcomeOf, readPaymentReturn, RETURN_CODES, type PaymentOutcomeKind } from '../../src/domain/payment-outcome'
import { createCouncilCardPayment } from '../../src/integrations/payment/council-card-payment'
import { PAYMENT_SECRET_HEADER, type CouncilPaymentSettings } from '../../src/integrations/payment/council-payment-settings'
import type { PaymentProvider, ProviderPaymentStatus } from '../../src/integrations/payment/payment-provider'

import { basketCookie } from './support/basket-cookie'
import { API, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, bookingCounts, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'

/**
 * Issue 22 point 1 over real HTTP on a real PostgreSQL: a payment whose state cannot be established
 * when the resident comes back (the status query unreachable, timing out, or answering "in
 * progress") is never read as failed; the outcome the page would show (the domain's rule over the
 * server's facts, as src/loaders/site/payment-outcome.server.ts decides it) stays 'pending' until the
 * reconciliation job or a later look hears from the provider, and one confirmation e-mail is
 * queued. The provider's servers are the only fakes: the fake provider, and a council status
 * server behind the real council adapter for the timeout.
 */
let pool: pg.Pool
const SECRET = randomBytes(32).toString('hex')

/** The fake provider, whose status query can also fail to connect for a payment, as a network would. */
class OutageProvider extends FakePaymentProvider {
  readonly unreachable = new Set<string>()
  readonly hanging = new Set<string>()

  override async status(payment: { paymentId: string; transactionReference: string }): Promise<ProviderPaymentStatus> {
    if (this.unreachable.has(payment.transactionReference)) {
      this.statusCalls.push(payment.transactionReference)
      throw new Error('connect ECONNREFUSED 10.0.0.1:443')
    }
    if (this.hanging.has(payment.transactionReference)) {
      this.statusCalls.push(payment.transactionReference)
      return new Promise(() => undefined)
    }
    return super.status(payment)
  }
}

/** A council status server that answers what a test sets, or never answers (`hang`), for each reference. */
async function councilStatusServer() {
  const answers = new Map<string, { responseCode: string; responseDescription?: string } | 'hang'>()
  const asked: string[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const reference = url.searchParams.get('transactionReference') ?? ''
    asked.push(reference)
    if (req.headers[PAYMENT_SECRET_HEADER] !== SECRET) {
      res.writeHead(401).end()
      return
    }
    const answer = answers.get(reference) ?? 'hang'
    if (answer === 'hang') return // the adapter's own timeout ends the wait
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/status`,
    answers,
    asked,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

let statusServer: Awaited<ReturnType<typeof councilStatusServer>>

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 4 })
  statusServer = await councilStatusServer()
})

afterAll(async () => {
  await closeBookingApiServers()
  await statusServer?.close()
  await pool?.end()
  await closeBookingPool()
})

/** A service whose clock a test moves forward (the job's grace, the page's ask interval), served over HTTP. */
async function servedCheckout(provider: PaymentProvider) {
  const clock = { offsetMs: 0 }
  const checkout = createCheckoutService({ pool: bookingPool(), provider, siteUrl: 'https://events.example.gov.uk', returnGraceSeconds: 120, clock: () => new Date(Date.now() + clock.offsetMs) })
  const base = await serveBookingApi({}, { ...bookingApiDeps(), checkout, postCheckoutBasket: (id, context) => checkout.postCheckoutBasket(id, context) })
  return { checkout, base, clock }
}

async function startedOrder(base: string, reference: () => string) {
  const { event, concessionId } = await paidEvent(pool)
  const basket = await basketOf(event.eventId, concessionId, 2)
  const response = await fetch(`${base}${API}/checkout/${basket.id}/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: basketCookie(basket.id) },
    body: JSON.stringify(startBody(basket)),
  })
  expect(response.status).toBe(200)
  return { event, basket, reference: reference() }
}

/** The provider's return, as the browser brings it; answers the outcome page's query. */
async function returnTo(base: string, basketId: string, reference: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}${API}/baskets/${basketId}/paid?callingApplicationTransactionReference=${encodeURIComponent(reference)}&responseCode=00000`, {
    redirect: 'manual',
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
  })
  expect(response.status).toBe(303)
  const location = response.headers.get('location') ?? ''
  expect(location.startsWith('/booking-status?')).toBe(true)
  return Object.fromEntries(new URL(location, 'http://x').searchParams)
}

async function postCheckout(base: string, basketId: string) {
  const response = await fetch(`${base}${API}/baskets/${basketId}/post-checkout`, { headers: { cookie: basketCookie(basketId) } })
  expect(response.status).toBe(200)
  return (await response.json()) as { paymentCompleted: boolean; paymentOutcome: string }
}

/** What the outcome page would say for this query now: the domain's rule over the server's facts. */
async function pageOutcome(checkout: CheckoutService, query: Record<string, string>): Promise<PaymentOutcomeKind> {
  const returned = readPaymentReturn(query)
  return paymentOutcomeOf(returned, await checkout.paymentCheck(returned.basketId!, returned.transactionReference)).kind
}

describe('a payment whose state cannot be established at the return', () => {
  it('with the status query unreachable: is confirming, never failed, until the job confirms it, with one e-mail', async () => {
    const provider = new OutageProvider()
    const { checkout, base, clock } = await servedCheckout(provider)
    const { event, basket, reference } = await startedOrder(base, () => provider.latestReference(provider.started.at(-1)!.basketId))
    provider.pay(reference)
    provider.unreachable.add(reference)

    const query = await returnTo(base, basket.id, reference)
    expect(query.responseCode).toBe(RETURN_CODES.unreachable)
    expect(await pageOutcome(checkout, query)).toBe('pending')
    expect(await postCheckout(base, basket.id)).toMatchObject({ paymentCompleted: false, paymentOutcome: 'pending' })
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, confirmationEmails: 0 })

    // The provider is back; the job's next look (after its grace period) confirms the booking.
    provider.unreachable.delete(reference)
    clock.offsetMs = 121_000
    expect((await checkout.reconcilePayments()).confirmed).toBe(1)
    expect(await pageOutcome(checkout, query)).toBe('succeeded')
    expect(await postCheckout(base, basket.id)).toMatchObject({ paymentCompleted: true, paymentOutcome: 'paid' })
    // A replayed return, more checks and another job run change nothing.
    expect((await returnTo(base, basket.id, reference)).responseCode).toBe('00000')
    await checkout.reconcilePayments()
    expect(await bookingCounts(pool, event.eventId)).toEqual({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1, refundEmails: 0 })
  })

  it('with the status query timing out: is confirming, never failed, until the job confirms it, with one e-mail', async () => {
    const settings: CouncilPaymentSettings = {
      callingApplicationId: 'COUNCIL-EVENTS',
      liveHosts: [],
      testUrl: 'https://pay.example.test/card-payment',
      testAccount: 'TESTACCOUNT0000',
      statusUrl: statusServer.url,
      statusSecret: SECRET,
      statusTimeoutMs: 300,
    }
    const started: string[] = []
    const council = createCouncilCardPayment(settings)
    const provider = { ...council, start: async (request: Parameters<typeof council.start>[0]) => (started.push(request.transactionReference), council.start(request)) }
    const { checkout, base, clock } = await servedCheckout(provider)
    const { event, basket, reference } = await startedOrder(base, () => started.at(-1)!)

    const query = await returnTo(base, basket.id, reference)
    expect(statusServer.asked).toContain(reference)
    expect(query.responseCode).toBe(RETURN_CODES.notFinished)
    expect(await pageOutcome(checkout, query)).toBe('pending')
    expect(await postCheckout(base, basket.id)).toMatchObject({ paymentCompleted: false, paymentOutcome: 'pending' })

    statusServer.answers.set(reference, { responseCode: '00000', responseDescription: 'Payment successful' })
    clock.offsetMs = 121_000
    expect((await checkout.reconcilePayments()).confirmed).toBe(1)
    expect(await pageOutcome(checkout, query)).toBe('succeeded')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, confirmationEmails: 1 })
  })

  it("with the provider answering 'in progress': is confirming, never failed, until the job confirms it, with one e-mail", async () => {
    const provider = new OutageProvider()
    const { checkout, base, clock } = await servedCheckout(provider)
    const { event, basket, reference } = await startedOrder(base, () => provider.latestReference(provider.started.at(-1)!.basketId))
    provider.pending(reference)

    const query = await returnTo(base, basket.id, reference)
    expect(query.responseCode).toBe(RETURN_CODES.notFinished)
    expect(await pageOutcome(checkout, query)).toBe('pending')
    expect(await postCheckout(base, basket.id)).toMatchObject({ paymentCompleted: false, paymentOutcome: 'pending' })

    provider.pay(reference)
    clock.offsetMs = 121_000
    expect((await checkout.reconcilePayments()).confirmed).toBe(1)
    expect(await pageOutcome(checkout, query)).toBe('succeeded')
    expect(await postCheckout(base, basket.id)).toMatchObject({ paymentCompleted: true, paymentOutcome: 'paid' })
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, confirmationEmails: 1 })
  })

  it("reads 'failed' once the provider later says the payment was declined, with its words", async () => {
    const provider = new OutageProvider()
    const { checkout, base, clock } = await servedCheckout(provider)
    const { basket, reference } = await startedOrder(base, () => provider.latestReference(provider.started.at(-1)!.basketId))
    provider.pending(reference)
    const query = await returnTo(base, basket.id, reference)
    expect(await pageOutcome(checkout, query)).toBe('pending')

    provider.decline(reference, 'Card declined by issuer')
    clock.offsetMs = 121_000
    await checkout.reconcilePayments()
    const returned = readPaymentReturn(query)
    expect(paymentOutcomeOf(returned, await checkout.paymentCheck(basket.id, reference))).toEqual({ kind: 'declined', description: 'Card declined by issuer' })
    expect(await postCheckout(base, basket.id)).toMatchObject({ paymentCompleted: false, paymentOutcome: 'failed' })
  })
})

describe("the outcome page's own look at the provider", () => {
  it('asks again at most once per interval per payment, so its answer arrives before the job runs', async () => {
    const provider = new OutageProvider()
    const { checkout, base, clock } = await servedCheckout(provider)
    const { event, basket, reference } = await startedOrder(base, () => provider.latestReference(provider.started.at(-1)!.basketId))
    provider.unreachable.add(reference)
    const query = await returnTo(base, basket.id, reference)
    const asked = () => provider.statusCalls.filter((called) => called === reference).length
    expect(asked()).toBe(1)

    // Straight after the return, and many times at once: nobody asks again within the interval.
    await Promise.all([pageOutcome(checkout, query), pageOutcome(checkout, query), postCheckout(base, basket.id), postCheckout(base, basket.id)])
    expect(asked()).toBe(1)

    clock.offsetMs = PAGE_STATUS_ASK.intervalMs
    expect(await Promise.all([pageOutcome(checkout, query), pageOutcome(checkout, query)])).toEqual(['pending', 'pending'])
    expect(asked()).toBe(2)

    provider.unreachable.delete(reference)
    provider.pay(reference)
    clock.offsetMs = 2 * PAGE_STATUS_ASK.intervalMs
    expect(await pageOutcome(checkout, query)).toBe('succeeded')
    expect(asked()).toBe(3)
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, confirmationEmails: 1 })
  })

  it('waits a bounded time for a provider that does not answer, and reads the payment as pending', async () => {
    const provider = new OutageProvider()
    const { checkout, base } = await servedCheckout(provider)
    const { basket, reference } = await startedOrder(base, () => provider.latestReference(provider.started.at(-1)!.basketId))
    provider.hanging.add(reference)
    expect(await pageOutcome(checkout, { responseCode: RETURN_CODES.unreachable, basketId: basket.id, transactionReference: reference })).toBe('pending')
    expect(provider.statusCalls).toContain(reference)
    expect((await orderAndPayments(pool, basket.id)).payments.map((payment) => payment.state)).toEqual(['created'])
  })

  it('does not ask about a payment that is already settled', async () => {
    const provider = new OutageProvider()
    const { checkout, base, clock } = await servedCheckout(provider)
    const { basket, reference } = await startedOrder(base, () => provider.latestReference(provider.started.at(-1)!.basketId))
    provider.decline(reference)
    const query = await returnTo(base, basket.id, reference)
    expect(await pageOutcome(checkout, query)).toBe('declined')
    clock.offsetMs = 10 * PAGE_STATUS_ASK.intervalMs
    await pageOutcome(checkout, query)
    await postCheckout(base, basket.id)
    expect(provider.statusCalls.filter((called) => called === reference)).toHaveLength(1)
  })
})

describe('a replayed return', () => {
  it('of a payment refunded because its tickets had gone says refunded, never "not paid"', async () => {
    const provider = new OutageProvider()
    const { checkout, base } = await servedCheckout(provider)
    // Paid after its hold ran out and another buyer took the one ticket (decision 0020, late payments).
    const { event, concessionId } = await paidEvent(pool, { capacity: 1 })
    const startedAt = new Date(Date.now() - 35 * 60_000)
    const basket = await basketOf(event.eventId, concessionId, 1, new Date(startedAt.getTime() - 60_000))
    await checkout.startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id, now: startedAt })
    const reference = provider.latestReference(basket.id)
    await basketOf(event.eventId, concessionId, 1)
    provider.pay(reference)
    expect((await returnTo(base, basket.id, reference)).responseCode).toBe(RETURN_CODES.refunded)
    const replay = await returnTo(base, basket.id, reference)
    expect(replay.responseCode).toBe(RETURN_CODES.refunded)
    expect(await pageOutcome(checkout, replay)).toBe('refunded')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, confirmationEmails: 0, refundEmails: 1 })
  })
})
