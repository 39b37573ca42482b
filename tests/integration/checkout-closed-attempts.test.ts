import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paymentsNeedingAttention, UNMATCHED_ACTIONS } from '../../src/booking/cancellation/payments-attention-repository'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { RETURN_CODES } from '../../src/booking/checkout/payment-return'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { PAYMENT_SUCCESS_CODE } from '../../src/domain/order-state'
import { lastLookAt } from '../../src/domain/payment-window'

import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, bookingCounts, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'

/**
 * Issue 23 point 2, the attack: a card is declined (or the payment cancelled), the resident goes back
 * on the same payment page and pays. The provider has the money and our attempt said 'declined'; the
 * job never looked again and staff were never shown it. Now the attempt is asked again while the
 * provider may take money on it (decision 0032): confirmed once if the tickets are still there,
 * refunded (and the resident told) if not, listed for staff if the refund fails. The service's clock
 * is moved instead of waiting.
 */
let pool: pg.Pool
const HOLD_OVER = 35 * 60_000
const GRACE_SECONDS = 120

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 4 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

function serviceAt(provider: FakePaymentProvider, offsetMs = 0) {
  return createCheckoutService({ pool: bookingPool(), provider, clock: () => new Date(Date.now() + offsetMs), returnGraceSeconds: GRACE_SECONDS })
}

/** An order started at `startedAt` (the basket taken a minute before), its first attempt closed by the provider's answer on return. */
async function closedAttempt(provider: FakePaymentProvider, close: 'decline' | 'cancel', options: { capacity?: number; tickets?: number; startedAt?: Date } = {}) {
  const startedAt = options.startedAt ?? new Date()
  const { event, concessionId } = await paidEvent(pool, { capacity: options.capacity ?? 10 })
  const basket = await basketOf(event.eventId, concessionId, options.tickets ?? 2, new Date(startedAt.getTime() - 60_000))
  const offset = startedAt.getTime() - Date.now()
  await serviceAt(provider, offset).startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id, now: startedAt })
  const reference = provider.latestReference(basket.id)
  provider[close](reference)
  const returned = await serviceAt(provider, offset).paymentReturn(basket.id, { callingApplicationTransactionReference: reference })
  expect(returned.confirmed).toBe(false)
  const stored = await orderAndPayments(pool, basket.id)
  expect(stored.payments.map((payment) => payment.state)).toEqual([close === 'decline' ? 'declined' : 'cancelled'])
  return { event, concessionId, basket, reference, offset }
}

async function paymentRow(basketId: string) {
  const { rows } = await pool.query<{ id: string; state: string; nextCheckAt: Date | null; createdAt: Date }>(
    'SELECT id, state, next_check_at AS "nextCheckAt", created_at AS "createdAt" FROM booking.payments WHERE basket_id = $1',
    [basketId],
  )
  return rows[0]!
}

/** Moves the payment's next look to now, as if its time had come. */
async function lookDue(basketId: string) {
  await pool.query(`UPDATE booking.payments SET next_check_at = now() - interval '1 second' WHERE basket_id = $1 AND next_check_at IS NOT NULL`, [basketId])
}

describe('a declined or cancelled attempt that the resident then pays on the same page', () => {
  it('is asked about again after a decline, on a back-off, and confirmed once by the job while the hold lasts', async () => {
    const provider = new FakePaymentProvider()
    const { event, basket, reference } = await closedAttempt(provider, 'decline')
    const declined = await paymentRow(basket.id)
    // The job will look again: soon (the grace period), not never.
    expect(declined.nextCheckAt).not.toBeNull()
    expect(declined.nextCheckAt!.getTime()).toBeGreaterThanOrEqual(Date.now() + (GRACE_SECONDS - 5) * 1000)

    provider.pay(reference)
    // Not before its look is due: nothing asked.
    // (Counted for this payment alone: the run's other test files have payments in the same database.)
    const asked = () => provider.statusCalls.filter((called) => called === reference).length
    const calls = asked()
    await serviceAt(provider).reconcilePayments()
    expect(asked()).toBe(calls)
    const report = await serviceAt(provider, (GRACE_SECONDS + 1) * 1000).reconcilePayments()
    expect(report.confirmed).toBeGreaterThanOrEqual(1)
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order!.state).toBe('confirmed')
    expect(stored.payments.map((payment) => payment.state)).toEqual(['success'])
    expect(stored.basket.state).toBe('paid')
    expect((await paymentRow(basket.id)).nextCheckAt).toBeNull()

    // Settled: never asked again, never confirmed twice.
    await serviceAt(provider, 2 * 3600_000).reconcilePayments()
    expect(provider.statusCalls.filter((called) => called === reference)).toHaveLength(2)
    expect(await bookingCounts(pool, event.eventId)).toEqual({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1, refundEmails: 0 })
    expect(provider.refunds).toEqual([])
  })

  it('is confirmed when the resident comes back through the return address, and the outcome says so', async () => {
    const provider = new FakePaymentProvider()
    const { event, basket, reference } = await closedAttempt(provider, 'decline')
    provider.pay(reference)
    const returned = await serviceAt(provider).paymentReturn(basket.id, { callingApplicationTransactionReference: reference })
    expect(returned.confirmed).toBe(true)
    expect(new URL(returned.location, 'https://site.test').searchParams.get('responseCode')).toBe(PAYMENT_SUCCESS_CODE)
    // A replay, and the job: nothing more.
    expect((await serviceAt(provider).paymentReturn(basket.id, { callingApplicationTransactionReference: reference })).confirmed).toBe(true)
    await lookDue(basket.id)
    await serviceAt(provider).reconcilePayments()
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, confirmationEmails: 1, refundEmails: 0 })
  })

  it('after a cancel and the hold over (the order failed, its tickets given back), takes the tickets again and confirms once', async () => {
    const provider = new FakePaymentProvider()
    const { event, basket, reference } = await closedAttempt(provider, 'cancel', { capacity: 2, tickets: 2, startedAt: new Date(Date.now() - HOLD_OVER) })
    // The job closes the order, as the hold is over and no attempt is open.
    await serviceAt(provider).reconcilePayments()
    const closed = await orderAndPayments(pool, basket.id)
    expect(closed.order!.state).toBe('failed')
    expect(closed.basket.state).toBe('cancelled')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ inventoryHeld: 0, inventorySold: 0 })

    provider.pay(reference)
    await lookDue(basket.id)
    const later = serviceAt(provider)
    await Promise.all([later.reconcilePayments(), later.reconcilePayments()])
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order!.state).toBe('confirmed')
    expect(stored.order!.bookingReference).toMatch(/^HCC-/)
    expect(stored.basket.state).toBe('paid')
    expect(await bookingCounts(pool, event.eventId)).toEqual({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1, refundEmails: 0 })
    const soldOut = await pool.query<{ sold_out: boolean }>('SELECT sold_out FROM booking.event_inventory WHERE event_id = $1', [event.eventId])
    expect(soldOut.rows[0]!.sold_out).toBe(true)
  })

  it('when the tickets have gone to someone else, is refunded once and the resident e-mailed, and the return says refunded', async () => {
    const provider = new FakePaymentProvider()
    const { event, concessionId, basket, reference } = await closedAttempt(provider, 'decline', { capacity: 2, tickets: 2, startedAt: new Date(Date.now() - HOLD_OVER) })
    await serviceAt(provider).reconcilePayments()
    expect((await orderAndPayments(pool, basket.id)).order!.state).toBe('failed')
    // Another resident takes every ticket.
    await basketOf(event.eventId, concessionId, 2)

    provider.pay(reference)
    const returned = await serviceAt(provider).paymentReturn(basket.id, { callingApplicationTransactionReference: reference })
    expect(returned.confirmed).toBe(false)
    expect(new URL(returned.location, 'https://site.test').searchParams.get('responseCode')).toBe(RETURN_CODES.refunded)
    await lookDue(basket.id)
    await serviceAt(provider).reconcilePayments()

    expect(provider.refunds).toEqual([{ transactionReference: reference, amountPence: 2500 }])
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order!.state).toBe('refunded')
    expect(stored.payments.map((payment) => payment.state)).toEqual(['refunded'])
    expect(stored.basket.state).toBe('cancelled')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, inventoryHeld: 2, inventorySold: 0, confirmationEmails: 0, refundEmails: 1 })
    const email = await pool.query<{ toAddress: string; payload: { amountPence: number } }>(
      `SELECT to_address AS "toAddress", payload FROM booking.email_outbox WHERE basket_id = $1 AND kind = 'payment_refunded'`,
      [basket.id],
    )
    expect(email.rows).toEqual([{ toAddress: 'ada@example.org', payload: expect.objectContaining({ amountPence: 2500 }) }])
    // Refunded: off the staff list.
    expect((await paymentsNeedingAttention(pool, new Date())).unmatched.map((row) => row.basketId)).not.toContain(basket.id)
  })

  it('when the refund fails, is listed for staff with what to do, and leaves the list once the retry refunds it', async () => {
    const provider = new FakePaymentProvider()
    provider.refundSucceeds = false
    const { event, concessionId, basket, reference } = await closedAttempt(provider, 'decline', { capacity: 1, tickets: 1, startedAt: new Date(Date.now() - HOLD_OVER) })
    await serviceAt(provider).reconcilePayments()
    await basketOf(event.eventId, concessionId, 1)
    provider.pay(reference)
    await lookDue(basket.id)
    await serviceAt(provider).reconcilePayments()
    expect((await orderAndPayments(pool, basket.id)).payments[0]!.state).toBe('refund_failed')

    const listed = (await paymentsNeedingAttention(pool, new Date())).unmatched.find((row) => row.basketId === basket.id)
    expect(listed).toMatchObject({ amountPence: 1250, state: 'order refund_due / payment refund_failed', note: 'refund refused', action: UNMATCHED_ACTIONS.refund_failed })

    provider.refundSucceeds = true
    await serviceAt(provider, 11 * 60_000).reconcilePayments()
    expect((await orderAndPayments(pool, basket.id)).order!.state).toBe('refunded')
    expect((await paymentsNeedingAttention(pool, new Date())).unmatched.map((row) => row.basketId)).not.toContain(basket.id)
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ refundEmails: 1, confirmationEmails: 0 })
  })

  it('paid on two attempts of one order, confirms with the first and refunds the second, listing it for staff until it is', async () => {
    const provider = new FakePaymentProvider()
    const { event, basket, reference } = await closedAttempt(provider, 'decline')
    // The resident starts again (a new attempt) and pays it; then pays the declined one too, in another tab.
    await serviceAt(provider).startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id })
    const second = provider.latestReference(basket.id)
    expect(second).not.toBe(reference)
    provider.pay(second)
    expect((await serviceAt(provider).paymentReturn(basket.id, { callingApplicationTransactionReference: second })).confirmed).toBe(true)
    provider.pay(reference)
    provider.refundSucceeds = false
    await lookDue(basket.id)
    await serviceAt(provider).reconcilePayments()
    const listed = (await paymentsNeedingAttention(pool, new Date())).unmatched.find((row) => row.basketId === basket.id)
    expect(listed).toMatchObject({ state: 'order confirmed / payment refund_failed', action: UNMATCHED_ACTIONS.refund_failed })
    provider.refundSucceeds = true
    await serviceAt(provider, 11 * 60_000).reconcilePayments()
    expect(provider.refunds.filter((refund) => refund.transactionReference === reference)).toHaveLength(2)
    expect(provider.refunds.filter((refund) => refund.transactionReference === second)).toHaveLength(0)
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, confirmationEmails: 1, refundEmails: 1 })
    expect((await paymentsNeedingAttention(pool, new Date())).unmatched.map((row) => row.basketId)).not.toContain(basket.id)
  })

  it('is looked at by one reconciler when several run at once, and confirmed once', async () => {
    const provider = new FakePaymentProvider()
    const { event, basket, reference } = await closedAttempt(provider, 'decline', { tickets: 3 })
    provider.pay(reference)
    await lookDue(basket.id)
    const runs = [serviceAt(provider), serviceAt(provider), serviceAt(provider), serviceAt(provider)]
    await Promise.all(runs.map((run) => run.reconcilePayments()))
    // One ask at the return, one by the job: never two servers on the same payment.
    expect(provider.statusCalls.filter((called) => called === reference)).toHaveLength(2)
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 3, inventorySold: 3, confirmationEmails: 1, refundEmails: 0 })
  })

  it('taken for a different amount, is not confirmed, not asked again, and listed for staff to refund by hand', async () => {
    const provider = new FakePaymentProvider()
    const { basket, reference } = await closedAttempt(provider, 'decline')
    provider.pay(reference, 1)
    await lookDue(basket.id)
    await serviceAt(provider).reconcilePayments()
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order!.state).toBe('placed')
    expect((await paymentRow(basket.id)).nextCheckAt).toBeNull()
    const listed = (await paymentsNeedingAttention(pool, new Date())).unmatched.find((row) => row.basketId === basket.id)
    expect(listed).toMatchObject({ amountPence: 1, action: UNMATCHED_ACTIONS.amount_differs })
  })
})

describe('the window in which a provider may still take money', () => {
  it('ends the looks at a closed attempt: one last look once it is over, then none, and an old decline is no longer asked on return', async () => {
    const provider = new FakePaymentProvider()
    const { basket, reference } = await closedAttempt(provider, 'decline')
    const row = await paymentRow(basket.id)
    const pastWindow = lastLookAt('fake', row.createdAt).getTime() - Date.now() + 60_000
    const calls = () => provider.statusCalls.filter((called) => called === reference).length
    expect(calls()).toBe(1)
    await serviceAt(provider, pastWindow).reconcilePayments()
    expect(calls()).toBe(2)
    expect((await paymentRow(basket.id)).nextCheckAt).toBeNull()
    await serviceAt(provider, pastWindow + 3600_000).reconcilePayments()
    expect(calls()).toBe(2)
    // The provider could take nothing after its window: a return is answered from what it said last.
    const returned = await serviceAt(provider, pastWindow).paymentReturn(basket.id, { callingApplicationTransactionReference: reference })
    expect(new URL(returned.location, 'https://site.test').searchParams.get('responseCode')).toBe(RETURN_CODES.notPaid)
    expect(calls()).toBe(2)
  })
})
