import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'

import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, bookingCounts, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'

/**
 * Issue 11 point 3's hard cases on a real PostgreSQL: a return that never arrives, two job runs at
 * once, payments that land after the hold ran out (tickets still there, or gone), and a payment
 * that never reached the provider. The service's clock is moved instead of waiting; baskets whose
 * hold has run out are taken 35 minutes in the past.
 */
let pool: pg.Pool
const HOLD_OVER = 35 * 60_000

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 4 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

function serviceAt(provider: FakePaymentProvider, offsetMs = 0) {
  return createCheckoutService({ pool: bookingPool(), provider, clock: () => new Date(Date.now() + offsetMs), returnGraceSeconds: 120 })
}

/** An order started at `startedAt` (the basket taken a minute before), with its payment reference. */
async function orderStarted(provider: FakePaymentProvider, options: { capacity?: number; tickets?: number; startedAt?: Date } = {}) {
  const startedAt = options.startedAt ?? new Date()
  const { event, concessionId } = await paidEvent(pool, { capacity: options.capacity ?? 10 })
  const basket = await basketOf(event.eventId, concessionId, options.tickets ?? 2, new Date(startedAt.getTime() - 60_000))
  await serviceAt(provider).startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id, now: startedAt })
  return { event, concessionId, basket, reference: provider.latestReference(basket.id) }
}

describe('the reconciliation job', () => {
  it('confirms a paid order whose return never arrived, once its grace period has passed', async () => {
    const provider = new FakePaymentProvider()
    const { event, reference } = await orderStarted(provider)
    provider.pay(reference)
    await serviceAt(provider).reconcilePayments()
    expect(provider.statusCalls).not.toContain(reference)
    const report = await serviceAt(provider, 121_000).reconcilePayments()
    expect(report.confirmed).toBeGreaterThanOrEqual(1)
    expect(await bookingCounts(pool, event.eventId)).toEqual({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1, refundEmails: 0 })
  })

  it('never confirms twice when two runs go at once', async () => {
    const provider = new FakePaymentProvider()
    const { event, reference } = await orderStarted(provider, { tickets: 3 })
    provider.pay(reference)
    const later = serviceAt(provider, 121_000)
    await Promise.all([later.reconcilePayments(), later.reconcilePayments(), serviceAt(provider, 121_000).reconcilePayments()])
    expect(provider.statusCalls.filter((called) => called === reference)).toHaveLength(1)
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 3, inventorySold: 3, inventoryHeld: 0, confirmationEmails: 1 })
  })

  it('asks again later about a payment still pending, leaving the order placed', async () => {
    const provider = new FakePaymentProvider()
    const { basket, reference } = await orderStarted(provider)
    provider.pending(reference)
    await serviceAt(provider, 121_000).reconcilePayments()
    const next = await pool.query<{ nextCheckAt: Date }>('SELECT next_check_at AS "nextCheckAt" FROM booking.payments WHERE basket_id = $1', [basket.id])
    expect(next.rows[0]!.nextCheckAt.getTime()).toBeGreaterThan(Date.now() + 121_000)
    expect((await orderAndPayments(pool, basket.id)).order!.state).toBe('placed')
  })
})

describe('a payment that lands after the hold ran out', () => {
  it('is confirmed when its holds are still marked held, selling them', async () => {
    const provider = new FakePaymentProvider()
    const { event, reference } = await orderStarted(provider, { startedAt: new Date(Date.now() - HOLD_OVER) })
    provider.pay(reference)
    await serviceAt(provider).reconcilePayments()
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1 })
  })

  it('takes its tickets again when its holds were released and tickets remain, keeping sold-out right', async () => {
    const provider = new FakePaymentProvider()
    const { event, basket, reference } = await orderStarted(provider, { capacity: 2, tickets: 2, startedAt: new Date(Date.now() - HOLD_OVER) })
    // The purge gives expired holds back, as the next take on the event would.
    await pool.query('SELECT booking.end_expired_holds(now(), now())')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ inventoryHeld: 0, inventorySold: 0 })
    provider.pay(reference)
    await serviceAt(provider).reconcilePayments()
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1 })
    expect((await orderAndPayments(pool, basket.id)).basket.state).toBe('paid')
    const soldOut = await pool.query<{ sold_out: boolean }>('SELECT sold_out FROM booking.event_inventory WHERE event_id = $1', [event.eventId])
    expect(soldOut.rows[0]!.sold_out).toBe(true)
  })

  it('is refunded once, and the buyer told, when the tickets have gone to someone else', async () => {
    const provider = new FakePaymentProvider()
    const { event, concessionId, basket, reference } = await orderStarted(provider, { capacity: 2, tickets: 2, startedAt: new Date(Date.now() - HOLD_OVER) })
    // Another buyer's take ends the expired holds under the lock and takes every ticket.
    await basketOf(event.eventId, concessionId, 2)
    provider.pay(reference)
    const service = serviceAt(provider)
    await service.reconcilePayments()
    await service.reconcilePayments()
    expect(await service.confirmPayment((await pool.query<{ id: string }>('SELECT id FROM booking.payments WHERE basket_id = $1', [basket.id])).rows[0]!.id)).toBe('already')
    expect(provider.refunds).toEqual([{ transactionReference: reference, amountPence: 2500 }])
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order!.state).toBe('refunded')
    expect(stored.payments.map((payment) => payment.state)).toEqual(['refunded'])
    expect(stored.basket.state).toBe('cancelled')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, ticketsSold: 0, inventorySold: 0, inventoryHeld: 2, confirmationEmails: 0, refundEmails: 1 })
  })

  it('retries a refund the provider refused on a later run', async () => {
    const provider = new FakePaymentProvider()
    provider.refundSucceeds = false
    const { event, concessionId, basket, reference } = await orderStarted(provider, { capacity: 1, tickets: 1, startedAt: new Date(Date.now() - HOLD_OVER) })
    await basketOf(event.eventId, concessionId, 1)
    provider.pay(reference)
    await serviceAt(provider).reconcilePayments()
    expect((await orderAndPayments(pool, basket.id)).payments[0]!.state).toBe('refund_failed')
    provider.refundSucceeds = true
    await serviceAt(provider, 11 * 60_000).reconcilePayments()
    expect(provider.refunds).toHaveLength(2)
    expect((await orderAndPayments(pool, basket.id)).order!.state).toBe('refunded')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ refundEmails: 1, confirmationEmails: 0 })
  })
})

describe('an order whose every attempt was declined', () => {
  it('fails once its hold is over, its basket cancelled and its tickets given back', async () => {
    const provider = new FakePaymentProvider()
    const { event, basket, reference } = await orderStarted(provider, { tickets: 2 })
    provider.decline(reference)
    await serviceAt(provider).paymentReturn(basket.id, { callingApplicationTransactionReference: reference })
    await serviceAt(provider, 5 * 60_000).reconcilePayments()
    expect((await orderAndPayments(pool, basket.id)).order!.state).toBe('placed')
    const report = await serviceAt(provider, 31 * 60_000).reconcilePayments()
    expect(report.ordersClosed).toBeGreaterThanOrEqual(1)
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order!.state).toBe('failed')
    expect(stored.basket.state).toBe('cancelled')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, inventoryHeld: 0, inventorySold: 0 })
  })
})

describe('a payment that never reached the provider', () => {
  it('is abandoned once the hold is over, its order abandoned and its tickets given back', async () => {
    const provider = new FakePaymentProvider()
    const { event, basket } = await orderStarted(provider, { capacity: 3, tickets: 3, startedAt: new Date(Date.now() - HOLD_OVER) })
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ inventoryHeld: 3 })
    const soldOut = () => pool.query<{ sold_out: boolean }>('SELECT sold_out FROM booking.event_inventory WHERE event_id = $1', [event.eventId]).then((r) => r.rows[0]!.sold_out)
    expect(await soldOut()).toBe(true)
    await serviceAt(provider).reconcilePayments()
    // Given back under the event's lock, and announced as bookable again (the sold-out signal, decision 0012).
    expect(await soldOut()).toBe(false)
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order!.state).toBe('abandoned')
    expect(stored.payments.map((payment) => payment.state)).toEqual(['abandoned'])
    expect(stored.basket.state).toBe('cancelled')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, inventoryHeld: 0, inventorySold: 0, ticketsSold: 0 })
  })

  it('is left alone while the hold lasts', async () => {
    const provider = new FakePaymentProvider()
    const { basket } = await orderStarted(provider)
    await serviceAt(provider, 121_000).reconcilePayments()
    expect((await orderAndPayments(pool, basket.id)).payments.map((payment) => payment.state)).toEqual(['created'])
  })
})
