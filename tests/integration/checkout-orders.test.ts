import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TooManyPaymentAttemptsError } from '../../src/booking/checkout/errors'
import { createCheckoutService, MAX_PAYMENT_ATTEMPTS } from '../../src/booking/checkout/checkout-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { BOOKING_REFERENCE_PATTERN } from '../../src/domain/booking-reference'

import { concessionRow, migratedBookingDatabase } from './support/booking-factory'
import { basketOf, bookingCounts, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'

/**
 * The order's records on a real PostgreSQL: what a confirmed booking reads back, the newsletter
 * flag, a second payment for one order, and the hand-off rebuilt from the stored order.
 */
let pool: pg.Pool

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

function service(provider: FakePaymentProvider) {
  return createCheckoutService({ pool: bookingPool(), provider, siteUrl: 'https://events.example.gov.uk' })
}

describe('a confirmed booking', () => {
  it('reads back its event, purchaser, ticket holders with their concessions, and total', async () => {
    const provider = new FakePaymentProvider()
    const checkout = service(provider)
    const child = concessionRow({ title: 'Child', concessionPrice: 500 })
    const { event } = await paidEvent(pool, { concessions: [child] })
    const basket = await basketOf(event.eventId, child.concessionId, 2)
    await checkout.startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id })
    expect(await checkout.confirmedBooking(basket.id)).toBeNull()
    const reference = provider.latestReference(basket.id)
    provider.pay(reference)
    await checkout.paymentReturn(basket.id, { callingApplicationTransactionReference: reference })
    const booking = await checkout.confirmedBooking(basket.id)
    expect(booking).toMatchObject({
      basketId: basket.id,
      bookingReference: expect.stringMatching(BOOKING_REFERENCE_PATTERN),
      transactionReference: reference,
      eventId: event.eventId,
      eventTitle: event.title,
      eventUri: event.uri,
      eventDateTime: '2030-01-01T10:00:00.000Z',
      purchaser: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', telephoneNumber: '01234 567890' },
      totalPence: 1000,
      bypassed: false,
    })
    expect(booking!.tickets).toEqual(
      basket.basketLines[0]!.tickets.map((ticket, index) => ({ ticketId: ticket.id, concessionTitle: 'Child', holderFirstName: `Guest${index}`, holderLastName: 'Holder', specialRequirements: 'Step-free please' })),
    )
  })

  it('records the newsletter and signs the purchaser up only on an eventHAFLS event', async () => {
    const signUps: Array<{ email: string; basketId: string; eventContentType: string }> = []
    const newsletter = { signUp: async (email: string, context: { basketId: string; eventContentType: string }) => (signUps.push({ email, ...context }), 'recorded' as const) }
    const checkout = createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider(), siteUrl: 'https://events.example.gov.uk', newsletter })
    const baskets: Record<string, string> = {}
    for (const contentType of ['eventHAFLS', 'eventCorporate']) {
      const { event, concessionId } = await paidEvent(pool, { contentType })
      const basket = await basketOf(event.eventId, concessionId, 1)
      baskets[contentType] = basket.id
      await checkout.startCheckout(basket.id, { ...startBody(basket), newsletter: true }, { cookieBasketId: basket.id })
      expect((await orderAndPayments(pool, basket.id)).order!.newsletter).toBe(contentType === 'eventHAFLS')
    }
    expect(signUps).toEqual([expect.objectContaining({ email: 'ada@example.org', basketId: baskets.eventHAFLS, eventContentType: 'eventHAFLS' })])
  })
})

describe('two payment attempts for one order', () => {
  it('confirms with the first paid and refunds the second, once', async () => {
    const provider = new FakePaymentProvider()
    const checkout = service(provider)
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 1)
    await checkout.startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id })
    const first = provider.latestReference(basket.id)
    // The buyer opened the payment page twice (a second start keeps the order, adds an attempt) and paid both.
    await checkout.startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id })
    const second = provider.latestReference(basket.id)
    expect(second).not.toBe(first)
    provider.pay(first)
    provider.pay(second)
    await checkout.paymentReturn(basket.id, { callingApplicationTransactionReference: first })
    await checkout.paymentReturn(basket.id, { callingApplicationTransactionReference: second })
    await checkout.paymentReturn(basket.id, { callingApplicationTransactionReference: second })
    expect(provider.refunds).toEqual([{ transactionReference: second, amountPence: 1250 }])
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order!.state).toBe('confirmed')
    expect(stored.payments.map((payment) => payment.state)).toEqual(['success', 'refunded'])
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 1, confirmationEmails: 1, refundEmails: 1 })
  })
})

describe('payment attempts', () => {
  it('are capped per order, so a loop of starts cannot fill the table or the provider', async () => {
    const provider = new FakePaymentProvider()
    const checkout = service(provider)
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 1)
    for (let attempt = 0; attempt < MAX_PAYMENT_ATTEMPTS; attempt++) await checkout.startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id })
    await expect(checkout.startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id })).rejects.toBeInstanceOf(TooManyPaymentAttemptsError)
    expect((await orderAndPayments(pool, basket.id)).payments).toHaveLength(MAX_PAYMENT_ATTEMPTS)
  })

  it('get their own references within one millisecond, and a refused start changes nothing stored', async () => {
    const provider = new FakePaymentProvider()
    const checkout = service(provider)
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 1)
    const now = new Date()
    const context = { cookieBasketId: basket.id, now }
    await checkout.startCheckout(basket.id, startBody(basket), context)
    await checkout.startCheckout(basket.id, startBody(basket, { firstName: 'Grace' }), context)
    // Both attempts carry the same time, so they are read in reference order.
    const references = (await orderAndPayments(pool, basket.id)).payments.map((payment) => payment.transactionReference).sort()
    expect(references).toEqual([`${basket.id}-${now.getTime()}`, `${basket.id}-${now.getTime() + 1}`])
    const purchaserOf = async () => (await pool.query<{ first: string }>(`SELECT purchaser->>'firstName' AS first FROM booking.orders WHERE basket_id = $1`, [basket.id])).rows[0]!.first
    // The second start corrected who pays; once the attempts are used up, a start is refused whole.
    expect(await purchaserOf()).toBe('Grace')
    for (let attempt = 2; attempt < MAX_PAYMENT_ATTEMPTS; attempt++) await checkout.startCheckout(basket.id, startBody(basket, { firstName: 'Grace' }), context)
    await expect(checkout.startCheckout(basket.id, startBody(basket, { firstName: 'Katherine' }), context)).rejects.toBeInstanceOf(TooManyPaymentAttemptsError)
    expect(await purchaserOf()).toBe('Grace')
    expect(new Set((await orderAndPayments(pool, basket.id)).payments.map((payment) => payment.transactionReference)).size).toBe(MAX_PAYMENT_ATTEMPTS)
  })
})

describe('the payment hand-off', () => {
  it('is the same form on every load, for the latest open attempt, and only for the basket\'s owner', async () => {
    const provider = new FakePaymentProvider()
    const checkout = service(provider)
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 1)
    await checkout.startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id })
    const once = await checkout.paymentHandOff(basket.id, { cookieBasketId: basket.id })
    const again = await checkout.paymentHandOff(basket.id, { cookieBasketId: basket.id })
    expect(again).toEqual(once)
    expect(once).toMatchObject({ kind: 'form', fields: expect.arrayContaining([{ name: 'callingApplicationTransactionReference', value: provider.latestReference(basket.id) }]) })
    await expect(checkout.paymentHandOff(basket.id, { cookieBasketId: null })).rejects.toThrow(/could not find your basket/)
  })
})
