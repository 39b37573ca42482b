import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { bookingLinkToken } from '../../src/booking/checkout/booking-access'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { env } from '../../src/config/env'
import { BOOKING_REFERENCE_PATTERN } from '../../src/domain/booking-reference'

import { basketCookie } from './support/basket-cookie'
import { API, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { concessionRow, migratedBookingDatabase } from './support/booking-factory'
import { basketOf, bookingCounts, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'

/**
 * Issue 11 points 3, 6 and 7 over real HTTP on a real PostgreSQL, through the web server every
 * environment uses, with a fake payment provider (the only fake: the provider's servers). Each test
 * counts what must happen exactly once: orders confirmed, tickets sold, inventory sold, outbox rows.
 */
let pool: pg.Pool
let base: string
const provider = new FakePaymentProvider()
/** What the service logged as warnings: a refused return must leave a trace for staff. */
const warnings: Array<{ object: object; message: string }> = []
const log = { info: () => undefined, error: () => undefined, warn: (object: object, message: string) => void warnings.push({ object, message }) }

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 4 })
  const checkout = createCheckoutService({ pool: bookingPool(), provider, siteUrl: 'https://events.example.gov.uk', log })
  base = await serveBookingApi({}, { ...bookingApiDeps(), checkout })
})

afterAll(async () => {
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

function start(basketId: string, body: unknown, cookie: string | null = basketId) {
  return fetch(`${base}${API}/checkout/${basketId}/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: basketCookie(cookie) } : {}) },
    body: JSON.stringify(body),
  })
}

function paymentReturn(basketId: string, reference: string) {
  // As a browser sends it: a top-level navigation from the provider's site.
  return fetch(`${base}${API}/baskets/${basketId}/paid?callingApplicationTransactionReference=${encodeURIComponent(reference)}&responseCode=00000&amount=1`, {
    redirect: 'manual',
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
  })
}

function outcomeOf(response: Response): URLSearchParams {
  const location = response.headers.get('location') ?? ''
  expect(location.startsWith('/booking-status?')).toBe(true)
  return new URL(location, 'http://x').searchParams
}

/** A basket of `tickets` on a new event, with the order started over HTTP; answers the payment's reference. */
async function startedOrder(tickets = 2) {
  const { event, concessionId } = await paidEvent(pool)
  const basket = await basketOf(event.eventId, concessionId, tickets)
  const response = await start(basket.id, startBody(basket))
  expect(response.status).toBe(200)
  // Straight to the provider: the address its GET form goes to, with the form's fields.
  const { redirectUrl } = (await response.json()) as { redirectUrl: string }
  const address = new URL(redirectUrl)
  const reference = provider.latestReference(basket.id)
  expect(`${address.origin}${address.pathname}`).toBe('https://pay.example.test/card-payment')
  expect(Object.fromEntries(address.searchParams)).toEqual({
    callingApplicationTransactionReference: reference,
    paymentTotal: String(provider.started.at(-1)!.amountPence),
    returnUrl: `https://events.example.gov.uk/eventsbookingapi/baskets/${basket.id}/paid`,
  })
  return { event, basket, reference }
}

describe('starting a checkout', () => {
  it('stores the order, the holders and one payment attempt, and sends the browser straight to the payment page', async () => {
    const { basket, reference } = await startedOrder(2)
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order).toMatchObject({ state: 'placed', totalPence: 2500, newsletter: false })
    expect(stored.payments).toEqual([{ state: 'created', amountPence: 2500, transactionReference: reference }])
    expect(stored.basket).toEqual({ state: 'ordered', customerEmail: 'ada@example.org' })
    const asked = provider.started.at(-1)!
    expect(asked).toMatchObject({ amountPence: 2500, basketId: basket.id, returnUrl: `https://events.example.gov.uk/eventsbookingapi/baskets/${basket.id}/paid` })
    // Semicolons are stripped from names and requirements (spec 000 section 5).
    expect(asked.tickets[0]).toMatchObject({ firstName: 'Guest0', lastName: 'Holder', specialRequirements: 'Step-free please' })
    const holders = await pool.query('SELECT holder_first_name, special_requirements FROM booking.tickets WHERE basket_id = $1 ORDER BY position', [basket.id])
    expect(holders.rows).toEqual([
      { holder_first_name: 'Guest0', special_requirements: 'Step-free please' },
      { holder_first_name: 'Guest1', special_requirements: 'Step-free please' },
    ])
  })

  it("refuses invalid details with the spec's messages, one per field, and changes nothing", async () => {
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 2)
    const body = startBody(basket, { firstName: ' ', email: 'not-an-email', telephoneNumber: '' })
    body.ticketNameAndRequirements = body.ticketNameAndRequirements.slice(0, 1)
    const response = await start(basket.id, body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { errorCode: string; fieldErrors: Array<{ field: string; message: string }> }
    expect(answer.errorCode).toBe('ERROR: First name is required')
    expect(answer.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'purchaserData.firstName', message: 'First name is required' },
        { field: 'purchaserData.email', message: 'Please enter a valid email address' },
        { field: 'purchaserData.telephoneNumber', message: 'Phone number is required' },
        expect.objectContaining({ field: 'ticketNameAndRequirements' }),
      ]),
    )
    expect(await orderAndPayments(pool, basket.id)).toEqual({ order: null, payments: [], basket: { state: 'open', customerEmail: null } })
  })

  it('checks booking questions by the event\'s own list', async () => {
    const { event, concessionId } = await paidEvent(pool, { bookingQuestions: [{ type: 'email', title: 'work', label: 'Work email', required: true, options: [] }] })
    const basket = await basketOf(event.eventId, concessionId, 1)
    const response = await start(basket.id, startBody(basket, { bookingQuestions: JSON.stringify({ 0: 'nope' }) }))
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('ERROR: Work email must be a valid email address.')
  })

  it("answers 404 to anyone but the basket cookie's owner", async () => {
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 1)
    expect((await start(basket.id, startBody(basket), null)).status).toBe(404)
    expect((await orderAndPayments(pool, basket.id)).order).toBeNull()
  })

  it('refuses a basket whose hold has run out with the spec\'s message', async () => {
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 1, new Date(Date.now() - 31 * 60_000))
    const response = await start(basket.id, startBody(basket))
    expect(response.status).toBe(409)
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('ERROR: Basket is no longer valid, please checkout again')
  })

  it('confirms a free basket at once, without a payment', async () => {
    const free = await paidEvent(pool, { price: 0, freeOrPaid: 'free', concessions: [concessionRow({ concessionPrice: 0 })] })
    const basket = await basketOf(free.event.eventId, free.concessionId, 2)
    const response = await start(basket.id, startBody(basket))
    expect(response.status).toBe(200)
    expect(((await response.json()) as { redirectUrl: string }).redirectUrl).toMatch(new RegExp(`^/booking-status\\?responseCode=00000&.*basketId=${basket.id}`))
    expect(await bookingCounts(pool, free.event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1 })
    expect((await orderAndPayments(pool, basket.id)).payments).toEqual([])
  })
})

describe('the payment return', () => {
  it('confirms a paid order once, and a replayed return confirms nothing new', async () => {
    const { event, basket, reference } = await startedOrder(2)
    provider.pay(reference)
    const first = await paymentReturn(basket.id, reference)
    expect(first.status).toBe(303)
    const outcome = outcomeOf(first)
    expect(Object.fromEntries(outcome)).toMatchObject({ responseCode: '00000', basketId: basket.id, transactionReference: reference })
    const once = { ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1, refundEmails: 0 }
    expect(await bookingCounts(pool, event.eventId)).toEqual(once)
    const replay = await paymentReturn(basket.id, reference)
    expect(outcomeOf(replay).get('responseCode')).toBe('00000')
    expect(await bookingCounts(pool, event.eventId)).toEqual(once)
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order).toMatchObject({ state: 'confirmed', bookingReference: expect.stringMatching(BOOKING_REFERENCE_PATTERN) })
    expect(stored.basket.state).toBe('paid')
    const email = await pool.query('SELECT to_address, payload FROM booking.email_outbox WHERE basket_id = $1', [basket.id])
    expect(email.rows).toEqual([{ to_address: 'ada@example.org', payload: { basketId: basket.id } }])
  })

  it('confirms once when two returns arrive at the same moment', async () => {
    const { event, basket, reference } = await startedOrder(3)
    provider.pay(reference)
    const answers = await Promise.all([paymentReturn(basket.id, reference), paymentReturn(basket.id, reference), paymentReturn(basket.id, reference)])
    for (const answer of answers) expect(outcomeOf(answer).get('responseCode')).toBe('00000')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 3, inventorySold: 3, inventoryHeld: 0, confirmationEmails: 1 })
  })

  it('refuses a payment taken for a different amount, and logs it, confirming nothing', async () => {
    const { event, basket, reference } = await startedOrder(2)
    provider.pay(reference, 1)
    const answer = await paymentReturn(basket.id, reference)
    expect(outcomeOf(answer).get('responseCode')).not.toBe('00000')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, ticketsSold: 0, inventorySold: 0, inventoryHeld: 2, confirmationEmails: 0 })
    expect((await orderAndPayments(pool, basket.id)).payments[0]!.state).toBe('error')
    expect(warnings).toContainEqual({ object: expect.objectContaining({ basketId: basket.id, asked: 2500, taken: 1 }), message: expect.stringMatching(/different amount/) })
  })

  it("refuses another basket's reference and an unknown one, confirming nothing", async () => {
    const paid = await startedOrder(1)
    const other = await startedOrder(1)
    provider.pay(paid.reference)
    warnings.length = 0
    const crossed = await paymentReturn(other.basket.id, paid.reference)
    expect(outcomeOf(crossed).get('responseCode')).toBe('90001')
    const unknown = await paymentReturn(other.basket.id, `${other.basket.id}-1`)
    expect(outcomeOf(unknown).get('responseCode')).toBe('90001')
    expect(await bookingCounts(pool, paid.event.eventId)).toMatchObject({ ordersConfirmed: 0, ticketsSold: 0, confirmationEmails: 0 })
    expect(await bookingCounts(pool, other.event.eventId)).toMatchObject({ ordersConfirmed: 0, ticketsSold: 0, confirmationEmails: 0 })
    expect(provider.statusCalls).not.toContain(`${other.basket.id}-1`)
    expect(warnings.map((warning) => warning.object)).toEqual([
      { basketId: other.basket.id, transactionReference: paid.reference },
      { basketId: other.basket.id, transactionReference: `${other.basket.id}-1` },
    ])
    const notABasket = await paymentReturn('not-a-basket', paid.reference)
    expect(notABasket.status).toBe(303)
    expect(outcomeOf(notABasket).get('responseCode')).toBe('90001')
  })

  it("shows a declined payment with the provider's code and words, and lets the buyer pay again", async () => {
    const { event, basket, reference } = await startedOrder(1)
    provider.decline(reference, 'Card declined by issuer')
    const declined = outcomeOf(await paymentReturn(basket.id, reference))
    expect(declined.get('responseCode')).toBe('00022')
    expect(declined.get('responseDescription')).toBe('Card declined by issuer')
    expect((await orderAndPayments(pool, basket.id)).basket.state).toBe('ordered')

    const again = await start(basket.id, startBody(basket))
    expect(again.status).toBe(200)
    const second = provider.latestReference(basket.id)
    expect(second).not.toBe(reference)
    provider.pay(second)
    expect(outcomeOf(await paymentReturn(basket.id, second)).get('responseCode')).toBe('00000')
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.payments.map((payment) => payment.state)).toEqual(['declined', 'success'])
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 1, confirmationEmails: 1 })
  })
})

describe('the outcome calls', () => {
  it('answers finish, and the customer call idempotently, from the stored order', async () => {
    const { event, basket, reference } = await startedOrder(1)
    const pending = await (await fetch(`${base}${API}/checkout/${basket.id}/finish`)).json()
    expect(pending).toEqual({ success: false, bookingReference: null, transactionReference: reference, engagements: [], status: 2 })
    provider.pay(reference)
    await paymentReturn(basket.id, reference)
    const finish = await (await fetch(`${base}${API}/checkout/${basket.id}/finish`, { headers: { cookie: basketCookie(basket.id) } })).json()
    const { order } = await orderAndPayments(pool, basket.id)
    expect(order!.bookingReference).toMatch(BOOKING_REFERENCE_PATTERN)
    // The factory's event has no end time: its engagement lasts an hour (decision 0024).
    expect(finish).toEqual({
      success: true,
      bookingReference: order!.bookingReference,
      transactionReference: reference,
      engagements: [{ name: event.title, dates: ['2030-01-01T10:00:00.000Z'], endDates: ['2030-01-01T11:00:00.000Z'] }],
      status: 1,
    })
    // The reference (which with an e-mail address opens private assets) only for the owner or the e-mailed link (issue 23 point 4).
    const finishAs = async (query: string, headers: Record<string, string> = {}) => ((await (await fetch(`${base}${API}/checkout/${basket.id}/finish${query}`, { headers })).json()) as { success: boolean; bookingReference: string | null })
    expect(await finishAs('')).toMatchObject({ success: true, bookingReference: null })
    expect(await finishAs('', { cookie: `basketId=${basket.id}` })).toMatchObject({ success: true, bookingReference: null })
    expect(await finishAs(`?token=${bookingLinkToken('00000000-0000-4000-8000-000000000000', env().PAYLOAD_SECRET)}`)).toMatchObject({ bookingReference: null })
    expect(await finishAs(`?token=${bookingLinkToken(basket.id, env().PAYLOAD_SECRET)}`)).toMatchObject({ bookingReference: order!.bookingReference })
    const customer = { basketId: basket.id, byPass: false, callingApplicationTransactionReference: reference, incomeManagementReceiptNumber: 'R-1', ...startBody(basket) }
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${base}${API}/baskets/${basket.id}/customer`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: basketCookie(basket.id) }, body: JSON.stringify(customer) })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ paymentCompleted: true, callingApplicationTransactionReference: reference, paymentOutcome: 'paid' })
    }
    expect((await orderAndPayments(pool, basket.id)).order).toMatchObject({ state: 'confirmed', totalPence: 1250 })
  })

  it('refuses the customer call to anyone but the basket cookie\'s owner, and never lets it name the provider\'s payment (issue 23 point 7)', async () => {
    const { basket, reference } = await startedOrder(1)
    const providerReferenceOf = async () => (await pool.query<{ ref: string | null }>('SELECT provider_reference AS ref FROM booking.payments WHERE basket_id = $1', [basket.id])).rows[0]!.ref
    // The fake provider gives its own reference only when asked about the payment: none is stored yet.
    expect(await providerReferenceOf()).toBeNull()
    // Someone else's payment at the provider, as an attacker would name it for the status check to trust.
    const customer = { basketId: basket.id, byPass: false, callingApplicationTransactionReference: reference, incomeManagementReceiptNumber: 'someone-elses-payment', ...startBody(basket) }
    const post = (headers: Record<string, string>) => fetch(`${base}${API}/baskets/${basket.id}/customer`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(customer) })
    const strangers: Array<Record<string, string>> = [{}, { cookie: `basketId=${basket.id}` }, { cookie: basketCookie('00000000-0000-4000-8000-000000000000') }]
    for (const headers of strangers) {
      const refused = await post(headers)
      expect(refused.status).toBe(404)
      expect(await refused.json()).toEqual({ errorCode: expect.stringMatching(/^ERROR: We could not find your basket/) as unknown })
    }
    // The owner is answered, and still writes nothing the status check reads.
    const owner = await post({ cookie: basketCookie(basket.id) })
    expect(owner.status).toBe(200)
    expect(await providerReferenceOf()).toBeNull()
    provider.pay(reference)
    expect(outcomeOf(await paymentReturn(basket.id, reference)).get('responseCode')).toBe('00000')
    expect(await providerReferenceOf()).toBe(`receipt-${reference}`)
  })
})
