import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { createGovUkPay } from '../../src/integrations/payment/govuk-pay/govuk-pay'
import { createGovUkPayFake, GOVUK_PAY_FAKE_CARDS, type GovUkPayFake } from '../../src/integrations/payment/govuk-pay/govuk-pay-fake'
import { PAY_SIGNATURE_HEADER } from '../../src/integrations/payment/govuk-pay/webhook-signature'

import { basketCookie } from './support/basket-cookie'
import { API, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, bookingCounts, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'

/**
 * Checkout through GOV.UK Pay (issue 14 point 1), over real HTTP: our booking API and the local fake
 * of GOV.UK Pay, each on its own port. The resident is sent to next_url and comes back to our return
 * address; GOV.UK Pay's signed webhooks are a second path to the same confirmation, once.
 */
const API_KEY = 'api_test_checkout_key'
const SECRET = randomBytes(32).toString('hex')
const SITE = 'https://events.example.gov.uk'
let pool: pg.Pool
let base: string
let fake: GovUkPayFake
let fakeServer: http.Server
let provider: ReturnType<typeof createGovUkPay>
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
/** The checkout service as the reconciliation job runs it, `minutes` from now. */
const jobAt = (minutes: number) => createCheckoutService({ pool: bookingPool(), provider, siteUrl: SITE, log: quiet, clock: () => new Date(Date.now() + minutes * 60_000) })

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await migratedBookingDatabase(), max: 4 })
  let handle: http.RequestListener = () => undefined
  fakeServer = http.createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve) => fakeServer.listen(0, '127.0.0.1', resolve))
  const fakeBase = `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}`
  provider = createGovUkPay({ baseUrl: fakeBase, apiKey: API_KEY, backoffMs: 5 })
  const checkout = createCheckoutService({ pool: bookingPool(), provider, siteUrl: SITE, log: quiet })
  base = await serveBookingApi({}, { ...bookingApiDeps(), checkout, govUkPayWebhookSecret: SECRET })
  fake = createGovUkPayFake({ apiKey: API_KEY, publicUrl: fakeBase, webhook: { url: `${base}${API}/govuk-pay/webhook`, secret: SECRET } })
  handle = (req, res) => fake.handle(req, res)
})

afterAll(async () => {
  await closeBookingApiServers()
  await new Promise((resolve) => fakeServer.close(resolve))
  await pool?.end()
  await closeBookingPool()
})

/** A basket of two tickets with its order started: where the browser is sent, and GOV.UK Pay's id for the payment. */
async function started(capacity = 10) {
  const { event, concessionId } = await paidEvent(pool, { capacity })
  const basket = await basketOf(event.eventId, concessionId, 2)
  const response = await startCheckout(basket)
  expect(response.status).toBe(200)
  const { redirectUrl } = (await response.json()) as { redirectUrl: string }
  const paymentId = /\/secure\/([0-9a-f]+)$/.exec(redirectUrl)?.[1]
  expect(paymentId).toBeDefined()
  return { event, concessionId, basket, nextUrl: redirectUrl, paymentId: paymentId! }
}

/** The booking page's Checkout button: the order is placed and the payment started. */
function startCheckout(basket: Awaited<ReturnType<typeof basketOf>>) {
  return fetch(`${base}${API}/checkout/${basket.id}/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: basketCookie(basket.id) },
    body: JSON.stringify(startBody(basket)),
  })
}

/** The resident on GOV.UK Pay's card page, then back at our return address (on this test's server). */
async function payAndReturn(nextUrl: string, form: Record<string, string>) {
  const back = await fetch(nextUrl, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })
  expect(back.status).toBe(303)
  const returnUrl = new URL(back.headers.get('location')!)
  expect(returnUrl.origin).toBe(SITE)
  const ours = await fetch(`${base}${returnUrl.pathname}${returnUrl.search}`, { redirect: 'manual', headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } })
  expect(ours.status).toBe(303)
  return new URL(ours.headers.get('location')!, SITE).searchParams
}

function webhook(body: string, signature: string) {
  return fetch(`${base}${API}/govuk-pay/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', [PAY_SIGNATURE_HEADER]: signature }, body })
}

describe('checkout through GOV.UK Pay', () => {
  it('sends the resident to next_url and confirms on their return, once, with the webhook that came first', async () => {
    const { event, basket, nextUrl, paymentId } = await started()
    expect(fake.payments().find((payment) => payment.payment_id === paymentId)).toMatchObject({ amount: 2500 })
    const outcome = await payAndReturn(nextUrl, { cardNumber: GOVUK_PAY_FAKE_CARDS.success, action: 'pay' })
    expect(outcome.get('responseCode')).toBe('00000')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, confirmationEmails: 1 })
    const { order, payments } = await orderAndPayments(pool, basket.id)
    expect(order?.state).toBe('confirmed')
    expect(payments).toEqual([expect.objectContaining({ state: 'success', amountPence: 2500 })])
  })

  it('confirms by the webhook alone when the resident never comes back, and duplicated, replayed and out-of-order messages confirm once', async () => {
    const { event, basket, paymentId } = await started()
    const failedEarlier = fake.webhookFor(paymentId, 'card_payment_started')
    // GOV.UK Pay takes the money and sends its webhook (the fake posts it to our API).
    await fake.finish(paymentId, 'success')
    await expect.poll(async () => (await orderAndPayments(pool, basket.id)).order?.state).toBe('confirmed')
    const succeeded = fake.webhookFor(paymentId, 'card_payment_succeeded')
    const answers = await Promise.all([webhook(succeeded.body, succeeded.signature), webhook(succeeded.body, succeeded.signature), webhook(failedEarlier.body, failedEarlier.signature)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome))).toEqual(['already', 'already', 'already'])
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, confirmationEmails: 1 })
  })

  it('refuses a forged or altered webhook and reads nothing from it', async () => {
    const { basket, paymentId } = await started()
    const message = fake.webhookFor(paymentId, 'card_payment_succeeded')
    const forged = message.body.replace('"status":"created"', '"status":"success"')
    const answers = [await webhook(forged, message.signature), await webhook(message.body, 'f'.repeat(64)), await webhook(message.body, '')]
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401])
    expect(((await answers[0]!.json()) as { errorCode: string }).errorCode).toBe('ERROR: The webhook signature does not match its body.')
    expect((await orderAndPayments(pool, basket.id)).payments).toEqual([expect.objectContaining({ state: 'created' })])
  })

  it('answers a signed message about a payment that is not ours without changing anything', async () => {
    const { paymentId } = await started()
    const message = fake.webhookFor(paymentId)
    const other = message.body.replaceAll(paymentId, 'a'.repeat(26))
    const { webhookSignature } = await import('../../src/integrations/payment/govuk-pay/webhook-signature')
    const answer = await webhook(other, webhookSignature(other, SECRET))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ received: true, outcome: 'unknown' })
  })

  it('tells the resident plainly when GOV.UK Pay keeps answering 429, takes nothing, and lets them try again', async () => {
    const { event, concessionId } = await paidEvent(pool, { capacity: 10 })
    const basket = await basketOf(event.eventId, concessionId, 2)
    const before = fake.payments().length
    fake.refuseNextCreations(10)
    const refused = await startCheckout(basket)
    fake.refuseNextCreations(0)
    expect(refused.status).toBe(503)
    expect(await refused.json()).toEqual({ errorCode: 'ERROR: We could not reach the payment service, so nothing has been taken. Please try again in a few minutes.' })
    expect(fake.payments().length).toBe(before)
    expect((await orderAndPayments(pool, basket.id)).payments).toEqual([expect.objectContaining({ state: 'error' })])
    // The tickets are still held, and the same Checkout a moment later reaches GOV.UK Pay.
    const again = await startCheckout(basket)
    expect(again.status).toBe(200)
    expect(((await again.json()) as { redirectUrl: string }).redirectUrl).toMatch(/\/secure\/[0-9a-f]+$/)
    expect(fake.payments().length).toBe(before + 1)
  })

  it('books nothing for a declined card or a cancelled payment, and gives the tickets back', async () => {
    for (const form of [{ cardNumber: GOVUK_PAY_FAKE_CARDS.declined, action: 'pay' }, { cardNumber: '', action: 'cancel' }]) {
      const { event, basket, nextUrl } = await started()
      const outcome = await payAndReturn(nextUrl, form)
      expect(outcome.get('responseCode')).not.toBe('00000')
      expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, ticketsSold: 0 })
      expect((await orderAndPayments(pool, basket.id)).payments).toEqual([expect.objectContaining({ state: form.action === 'cancel' ? 'cancelled' : 'declined' })])
    }
  })

  it('confirms a payment whose return and webhook never arrive, by the reconciliation job asking GOV.UK Pay', async () => {
    const { event, basket, paymentId } = await started()
    await fake.finish(paymentId, 'success', { webhook: false })
    expect((await orderAndPayments(pool, basket.id)).order?.state).toBe('placed')
    await jobAt(5).reconcilePayments()
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, confirmationEmails: 1 })
  })

  it('gives the tickets back when GOV.UK Pay expires a payment that was never finished (90 minutes)', async () => {
    const { event, basket, paymentId } = await started()
    await fake.finish(paymentId, 'expired', { webhook: false })
    await jobAt(91).reconcilePayments()
    expect((await orderAndPayments(pool, basket.id)).payments).toEqual([expect.objectContaining({ state: 'cancelled' })])
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, ticketsSold: 0, inventoryHeld: 0 })
  })

  it('asks GOV.UK Pay again about a declined payment until its 90 minutes and a last look are over, then never, booking nothing', async () => {
    const { event, basket, nextUrl } = await started()
    await payAndReturn(nextUrl, { cardNumber: GOVUK_PAY_FAKE_CARDS.declined, action: 'pay' })
    const nextLook = async () => (await pool.query<{ at: Date | null }>('SELECT next_check_at AS at FROM booking.payments WHERE basket_id = $1', [basket.id])).rows[0]!.at
    // Declined is GOV.UK Pay's word so far, not the end of the attempt (decision 0032): a look is due later.
    expect(await nextLook()).not.toBeNull()
    await jobAt(30).reconcilePayments()
    expect((await nextLook())!.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000)
    // Past the 90 minutes and the margin: the last look, GOV.UK Pay still says declined, no look after it.
    await jobAt(101).reconcilePayments()
    expect(await nextLook()).toBeNull()
    expect((await orderAndPayments(pool, basket.id)).payments).toEqual([expect.objectContaining({ state: 'declined' })])
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, ticketsSold: 0, inventoryHeld: 0, refundEmails: 0 })
  })

  it('confirms a late payment when its tickets are still free, and refunds it through GOV.UK Pay when they have gone', async () => {
    const free = await started()
    await fake.finish(free.paymentId, 'success', { webhook: false })
    await jobAt(45).reconcilePayments()
    expect(await bookingCounts(pool, free.event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2 })

    const taken = await started(2)
    // The hold runs out and another buyer takes both places before the money lands.
    await basketOf(taken.event.eventId, taken.concessionId, 2, new Date(Date.now() + 40 * 60_000))
    await fake.finish(taken.paymentId, 'success', { webhook: false })
    await jobAt(45).reconcilePayments()
    await jobAt(50).reconcilePayments()
    expect(await bookingCounts(pool, taken.event.eventId)).toMatchObject({ ordersConfirmed: 0, refundEmails: 1 })
    expect(fake.payments().find((payment) => payment.payment_id === taken.paymentId)!.refund_summary).toMatchObject({ amount_available: 0, amount_submitted: 2500 })
  })
})
