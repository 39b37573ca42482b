import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCancellationService } from '../../src/booking/cancellation/cancellation-service.server'
import { paymentsNeedingAttention } from '../../src/booking/cancellation/payments-attention-repository'
import { bookingLinkToken } from '../../src/booking/checkout/booking-access'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { createConsoleService } from '../../src/booking/console/console-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { env } from '../../src/config/env'
import { createWaitingListService } from '../../src/booking/waiting-list/waiting-list-service.server'
import { createGovUkPay } from '../../src/integrations/payment/govuk-pay/govuk-pay'
import { createGovUkPayFake, type GovUkPayFake } from '../../src/integrations/payment/govuk-pay/govuk-pay-fake'

import { residentCancellationToken } from '../../src/booking/cancellation/resident-link'

import { migratedBookingDatabase } from './support/booking-factory'
import { joinConfirmed } from './support/waiting-list'
import { basketOf, bookingCounts, paidEvent, startBody } from './support/checkout-fixtures'

/**
 * Cancelling bookings with refunds through GOV.UK Pay's fake (issue 14 point 3): whole and in part,
 * with and without a refund, the places back to the pool and to the waiting list's offers, the
 * booker's e-mail, and refunds that are safe to retry.
 */
const API_KEY = 'api_test_cancellation_key'
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const offers = () => ({ holdHours: 24, ticketLimit: 20 })
let pool: pg.Pool
let fake: GovUkPayFake
let fakeServer: http.Server
let provider: ReturnType<typeof createGovUkPay>
let fakeBase: string

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await migratedBookingDatabase(), max: 4 })
  let handle: http.RequestListener = () => undefined
  fakeServer = http.createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve) => fakeServer.listen(0, '127.0.0.1', resolve))
  fakeBase = `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}`
  fake = createGovUkPayFake({ apiKey: API_KEY, publicUrl: fakeBase })
  handle = (req, res) => fake.handle(req, res)
  provider = createGovUkPay({ baseUrl: fakeBase, apiKey: API_KEY, backoffMs: 5 })
})

afterAll(async () => {
  await new Promise((resolve) => fakeServer.close(resolve))
  await pool?.end()
  await closeBookingPool()
})

const checkoutAt = (minutes = 0) =>
  createCheckoutService({ pool: bookingPool(), provider, siteUrl: 'https://events.example.gov.uk', log: quiet, clock: () => new Date(Date.now() + minutes * 60_000) })
const SECRET = randomBytes(32).toString('hex')
const cancellations = (withProvider = provider) => createCancellationService({ pool, provider: withProvider, offers, linkSecret: () => SECRET })

/** A booking of `tickets` tickets at £12.50, paid through GOV.UK Pay and confirmed. */
async function paidBooking(tickets = 2, capacity = 10, eventOverrides: Parameters<typeof paidEvent>[1] = {}) {
  const { event, concessionId } = await paidEvent(pool, { capacity, ...eventOverrides })
  const basket = await basketOf(event.eventId, concessionId, tickets)
  await checkoutAt().startCheckout(basket.id, startBody(basket, { email: `booker-${basket.id}@example.org` }), { cookieBasketId: basket.id })
  const paymentId = fake.payments().at(-1)!.payment_id
  await fake.finish(paymentId, 'success')
  await checkoutAt(5).reconcilePayments()
  const { rows } = await pool.query<{ id: string }>(`SELECT id::text FROM booking.tickets WHERE basket_id = $1 AND state = 'sold' ORDER BY position`, [basket.id])
  expect(rows).toHaveLength(tickets)
  return { event, basket, paymentId, tickets: rows.map((row) => row.id) }
}

const refundSummary = (paymentId: string) => fake.payments().find((payment) => payment.payment_id === paymentId)!.refund_summary

async function cancellationEmails(basketId: string) {
  const { rows } = await pool.query<{ payload: { ticketsCancelled: number; ticketsLeft: number; refundPence: number } }>(
    `SELECT payload FROM booking.email_outbox WHERE basket_id = $1 AND kind = 'booking_cancelled' ORDER BY id`,
    [basketId],
  )
  return rows.map((row) => row.payload)
}

describe('cancelling a booking', () => {
  it('cancels some tickets with a partial refund, then the rest with the remainder, each through GOV.UK Pay', async () => {
    const { event, basket, paymentId, tickets } = await paidBooking(2)
    const first = await cancellations().cancel({ basketId: basket.id, ticketIds: [tickets[0]!], refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })
    expect(first).toMatchObject({ cancelled: [tickets[0]], ticketsLeft: 1, refund: { amountPence: 1250, state: 'succeeded' } })
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 1250, amount_submitted: 1250 })
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ticketsSold: 1, inventorySold: 1 })

    const rest = await cancellations().cancel({ basketId: basket.id, refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })
    expect(rest).toMatchObject({ cancelled: [tickets[1]], ticketsLeft: 0, refund: { amountPence: 1250, state: 'succeeded' } })
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 0, amount_submitted: 2500 })
    expect(await cancellationEmails(basket.id)).toEqual([
      { basketId: basket.id, eventTitle: event.title, ticketsCancelled: 1, ticketsLeft: 1, refundPence: 1250 },
      { basketId: basket.id, eventTitle: event.title, ticketsCancelled: 1, ticketsLeft: 0, refundPence: 1250 },
    ])
    const { rows } = await pool.query<{ requestedBy: string; state: string }>(`SELECT requested_by AS "requestedBy", state FROM booking.refunds WHERE basket_id = $1`, [basket.id])
    expect(rows).toEqual([
      { requestedBy: 'staff@example.gov.uk', state: 'succeeded' },
      { requestedBy: 'staff@example.gov.uk', state: 'succeeded' },
    ])
    // Staff looking the booking up see both refunds, who asked for them and when they were made.
    const [found] = await createConsoleService(pool).findBookings(basket.id)
    expect(found!.refunds).toEqual([
      expect.objectContaining({ state: 'succeeded', amountPence: 1250, reason: 'staff', requestedBy: 'staff@example.gov.uk', lastError: null, settledAt: expect.any(String) }),
      expect.objectContaining({ state: 'succeeded', amountPence: 1250, requestedBy: 'staff@example.gov.uk' }),
    ])
    expect(found!.tickets.map((ticket) => ticket.state)).toEqual(['cancelled', 'cancelled'])
    // Nothing left to cancel.
    await expect(cancellations().cancel({ basketId: basket.id, refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })).rejects.toThrow('Only a confirmed booking with booked tickets can be cancelled.')
  })

  it('gives a confirmed booking\'s names, e-mail, requirements and reference only to its owner or the e-mailed link (issue 23 point 4)', async () => {
    const { basket } = await paidBooking(1)
    const checkout = checkoutAt(10)
    const whole = await checkout.confirmedBookingFor(basket.id, { cookieBasketId: basket.id })
    expect(whole).toMatchObject({ personalDataShown: true, purchaser: { email: `booker-${basket.id}@example.org` }, tickets: [expect.objectContaining({ holderFirstName: expect.stringMatching(/.+/) as unknown })] })
    expect(whole!.bookingReference).not.toBe('')
    const blank = { personalDataShown: false, bookingReference: '', purchaser: { firstName: '', lastName: '', email: '', telephoneNumber: '' }, tickets: [], ticketsBooked: 1 }
    for (const stranger of [{}, { cookieBasketId: '00000000-0000-4000-8000-000000000000' }, { linkToken: 'A'.repeat(43) }, { linkToken: bookingLinkToken('00000000-0000-4000-8000-000000000000', env().PAYLOAD_SECRET) }]) {
      const seen = await checkout.confirmedBookingFor(basket.id, stranger)
      expect(seen).toMatchObject(blank)
      expect(JSON.stringify(seen)).not.toContain(`booker-${basket.id}`)
    }
    expect(await checkout.confirmedBookingFor(basket.id, { linkToken: bookingLinkToken(basket.id, env().PAYLOAD_SECRET) })).toEqual(whole)
  })

  it("shows a cancelled and refunded booking's cancellation on its outcome, not its success (issue 23 point 7)", async () => {
    const { basket } = await paidBooking(2)
    const checkout = checkoutAt(10)
    const owner = { cookieBasketId: basket.id }
    expect(await checkout.finishCheckout(basket.id, owner)).toMatchObject({ success: true, status: 1 })
    expect(await checkout.confirmedBookingFor(basket.id, owner)).toMatchObject({ ticketsBooked: 2, ticketsCancelled: 0, refundPence: 0 })

    await cancellations().cancel({ basketId: basket.id, refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })
    // Status 6 is 'Booking Cancelled' (spec 000 section 4); no reference, no engagement to add to a calendar.
    expect(await checkout.finishCheckout(basket.id, owner)).toMatchObject({ success: false, bookingReference: null, engagements: [], status: 6 })
    expect(await checkout.confirmedBookingFor(basket.id, owner)).toMatchObject({ ticketsBooked: 0, ticketsCancelled: 2, refundPence: 2500, tickets: [] })
  })

  it('cancels without a refund when staff say so, and gives the places to the waiting list', async () => {
    const { event, basket, paymentId } = await paidBooking(2, 2)
    const waiting = { firstName: 'Wanda', lastName: 'Waits', email: `wanda-${basket.id}@example.org` }
    await joinConfirmed(pool, createWaitingListService(pool), { eventID: String(event.eventId), ...waiting })
    const result = await cancellations().cancel({ basketId: basket.id, refund: false, actor: 'staff@example.gov.uk', reason: 'staff' })
    expect(result).toMatchObject({ ticketsLeft: 0, refund: null })
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 2500 })
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM booking.waiting_list_offers o JOIN booking.waiting_list_entries w ON w.id = o.entry_id WHERE w.email = $1`, [waiting.email])
    expect(rows[0]!.n).toBe(1)
    expect(await cancellationEmails(basket.id)).toEqual([expect.objectContaining({ refundPence: 0, ticketsLeft: 0 })])
  })

  it('refuses an unknown ticket or booking and changes nothing', async () => {
    const { event, basket } = await paidBooking(1)
    await expect(cancellations().cancel({ basketId: basket.id, ticketIds: ['00000000-0000-4000-8000-000000000000'], refund: true, actor: 's', reason: 'staff' })).rejects.toThrow('There is no ticket with this ticket ID.')
    await expect(cancellations().cancel({ basketId: 'not-a-basket', refund: true, actor: 's', reason: 'staff' })).rejects.toThrow(/confirmed booking/)
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ticketsSold: 1 })
  })

  it('keeps a refund GOV.UK Pay did not make, tries it again, and never refunds twice', async () => {
    const { basket, paymentId } = await paidBooking(2)
    const broken = createGovUkPay({ baseUrl: fakeBase, apiKey: 'api_test_wrong_key', backoffMs: 5, maxAttempts: 1 })
    const result = await cancellations(broken).cancel({ basketId: basket.id, refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })
    expect(result.refund).toMatchObject({ amountPence: 2500, state: 'pending' })
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 2500 })
    const { rows } = await pool.query<{ id: string; attempts: number; lastError: string }>(`SELECT id, attempts, last_error AS "lastError" FROM booking.refunds WHERE basket_id = $1`, [basket.id])
    expect(rows[0]).toMatchObject({ attempts: 1, lastError: expect.stringContaining('401') })

    // The money went back by some other way (a retry whose answer was lost): the next try sees it and does not send it again.
    await provider.refund({ paymentId: 'x', transactionReference: 'x', providerReference: paymentId, amountPence: 2500 })
    await pool.query(`UPDATE booking.refunds SET next_attempt_at = now() - interval '1 minute' WHERE id = $1`, [rows[0]!.id])
    expect(await cancellations().retryDueRefunds()).toBeGreaterThanOrEqual(1)
    const after = await pool.query<{ state: string }>(`SELECT state FROM booking.refunds WHERE id = $1`, [rows[0]!.id])
    expect(after.rows[0]!.state).toBe('succeeded')
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 0, amount_submitted: 2500 })
  })

  it('waits for a refund GOV.UK Pay accepted but has not finished, and never sends it twice', async () => {
    const { basket, paymentId } = await paidBooking(2)
    const refundRow = async () =>
      (await pool.query<{ state: string; providerReference: string | null; lastError: string | null }>(`SELECT state, provider_reference AS "providerReference", last_error AS "lastError" FROM booking.refunds WHERE basket_id = $1`, [basket.id])).rows[0]!
    const due = () => pool.query(`UPDATE booking.refunds SET next_attempt_at = now() - interval '1 minute' WHERE basket_id = $1`, [basket.id])
    try {
      // Accepted and still being made: the booking shows it sent.
      fake.settleRefundsAs('submitted')
      const result = await cancellations().cancel({ basketId: basket.id, refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })
      expect(result.refund).toMatchObject({ amountPence: 2500, state: 'submitted' })
      const submitted = await refundRow()
      expect(submitted).toMatchObject({ state: 'pending', providerReference: expect.any(String) })
      expect((await createConsoleService(pool).findBookings(basket.id))[0]!.refunds).toEqual([expect.objectContaining({ state: 'pending', providerReference: submitted.providerReference })])
      expect((await paymentsNeedingAttention(pool, new Date())).refunds.find((row) => row.basketId === basket.id)).toMatchObject({ state: 'submitted', note: 'sent; the provider is finishing it' })

      // The job asks again later: still being made, so it waits, and nothing is sent a second time.
      const first = submitted.providerReference!
      await due()
      await cancellations().retryDueRefunds()
      expect(await refundRow()).toMatchObject({ state: 'pending', providerReference: first, lastError: expect.stringContaining('still submitted') })
      expect(refundSummary(paymentId)).toMatchObject({ amount_available: 0, amount_submitted: 2500 })

      // A webhook about the payment (GOV.UK Pay sends one when a refund is made) brings the next look forward.
      const nextLook = async () => (await pool.query<{ at: Date }>(`SELECT next_attempt_at AS at FROM booking.refunds WHERE basket_id = $1`, [basket.id])).rows[0]!.at
      expect((await nextLook()).getTime()).toBeGreaterThan(Date.now())
      expect(await checkoutAt().paymentWebhook(paymentId)).toBe('already')
      expect((await nextLook()).getTime()).toBeLessThanOrEqual(Date.now())
    } finally {
      fake.settleRefundsAs('success')
    }
  })

  it('keeps the id of a refund it sent even when asking after it fails, so it is asked after and never sent again', async () => {
    const { basket, paymentId } = await paidBooking(1)
    const unreachable = { ...provider, refundStatus: async () => Promise.reject(new Error('GOV.UK Pay did not answer in time')) }
    const result = await cancellations(unreachable).cancel({ basketId: basket.id, refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })
    expect(result.refund).toMatchObject({ amountPence: 1250, state: 'submitted' })
    const { rows } = await pool.query<{ providerReference: string | null; lastError: string }>(`SELECT provider_reference AS "providerReference", last_error AS "lastError" FROM booking.refunds WHERE basket_id = $1`, [basket.id])
    expect(rows[0]).toMatchObject({ providerReference: expect.any(String), lastError: expect.stringContaining('did not answer in time') })
    await pool.query(`UPDATE booking.refunds SET next_attempt_at = now() - interval '1 minute' WHERE basket_id = $1`, [basket.id])
    await cancellations().retryDueRefunds()
    const after = await pool.query<{ state: string; providerReference: string }>(`SELECT state, provider_reference AS "providerReference" FROM booking.refunds WHERE basket_id = $1`, [basket.id])
    expect(after.rows[0]).toEqual({ state: 'succeeded', providerReference: rows[0]!.providerReference })
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 0, amount_submitted: 1250 })
  })

  it('sends a refund again when GOV.UK Pay could not finish the one it accepted, and records it once made', async () => {
    const { basket, paymentId } = await paidBooking(1)
    const refundRow = async () =>
      (await pool.query<{ state: string; providerReference: string | null; lastError: string | null; attempts: number }>(
        `SELECT state, provider_reference AS "providerReference", last_error AS "lastError", attempts FROM booking.refunds WHERE basket_id = $1`,
        [basket.id],
      )).rows[0]!
    fake.settleRefundsAs('error')
    try {
      const result = await cancellations().cancel({ basketId: basket.id, refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })
      // Accepted, then at once reported as not finished: owed again, with why, and the amount back at GOV.UK Pay.
      expect(result.refund).toMatchObject({ amountPence: 1250, state: 'pending' })
      expect(await refundRow()).toMatchObject({ state: 'pending', providerReference: null, lastError: expect.stringContaining('could not finish the refund') })
      expect(refundSummary(paymentId)).toMatchObject({ amount_available: 1250, amount_submitted: 0 })
      expect((await paymentsNeedingAttention(pool, new Date())).refunds.map((row) => row.basketId)).toContain(basket.id)
    } finally {
      fake.settleRefundsAs('success')
    }
    await pool.query(`UPDATE booking.refunds SET next_attempt_at = now() - interval '1 minute' WHERE basket_id = $1`, [basket.id])
    await cancellations().retryDueRefunds()
    expect(await refundRow()).toMatchObject({ state: 'succeeded', providerReference: expect.any(String), attempts: 2 })
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 0, amount_submitted: 1250 })
    expect((await paymentsNeedingAttention(pool, new Date())).refunds.map((row) => row.basketId)).not.toContain(basket.id)
  })

  it('lists for staff the payments never settled and the refunds not made, until they are', async () => {
    // A payment started and left: it shows once it is over 30 minutes old.
    const { event, concessionId } = await paidEvent(pool)
    const left = await basketOf(event.eventId, concessionId, 1)
    await checkoutAt().startCheckout(left.id, startBody(left), { cookieBasketId: left.id })
    expect((await paymentsNeedingAttention(pool, new Date())).unsettled.map((row) => row.basketId)).not.toContain(left.id)
    const later = await paymentsNeedingAttention(pool, new Date(Date.now() + 31 * 60_000))
    expect(later.unsettled).toEqual(expect.arrayContaining([expect.objectContaining({ basketId: left.id, provider: 'govuk-pay', amountPence: 1250, state: 'created' })]))

    // A refund GOV.UK Pay did not make shows with why, and goes once it is made.
    const { basket } = await paidBooking(1)
    const broken = createGovUkPay({ baseUrl: fakeBase, apiKey: 'api_test_wrong_key', backoffMs: 5, maxAttempts: 1 })
    await cancellations(broken).cancel({ basketId: basket.id, refund: true, actor: 'staff@example.gov.uk', reason: 'staff' })
    const owed = (await paymentsNeedingAttention(pool, new Date())).refunds.find((row) => row.basketId === basket.id)
    expect(owed).toMatchObject({ state: 'pending', attempts: 1, note: expect.stringContaining('401') })
    await pool.query(`UPDATE booking.refunds SET next_attempt_at = now() - interval '1 minute' WHERE basket_id = $1`, [basket.id])
    await cancellations().retryDueRefunds()
    expect((await paymentsNeedingAttention(pool, new Date())).refunds.map((row) => row.basketId)).not.toContain(basket.id)
  })

})

describe("a resident's own cancellation from the e-mail's link", () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

  it('cancels the whole booking before the cut-off, refunded as the event says', async () => {
    const { event, basket, paymentId } = await paidBooking(2, 10, { dateTime: inDays(30) })
    const token = residentCancellationToken(basket.id, SECRET)
    expect(await cancellations().residentView(basket.id, token)).toMatchObject({ eventTitle: event.title, ticketsBooked: 2, canCancel: true, refund: true })
    const result = await cancellations().cancelAsResident(basket.id, token)
    expect(result).toMatchObject({ ticketsLeft: 0, refund: { amountPence: 2500, state: 'succeeded' } })
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 0 })
    const { rows } = await pool.query<{ requestedBy: string; reason: string }>(`SELECT requested_by AS "requestedBy", reason FROM booking.refunds WHERE basket_id = $1`, [basket.id])
    expect(rows).toEqual([{ requestedBy: 'resident', reason: 'resident' }])
    expect((await cancellations().residentView(basket.id, token)).ticketsBooked).toBe(0)
  })

  it('cancels without a refund when the event gives none', async () => {
    const { basket, paymentId } = await paidBooking(1, 10, { dateTime: inDays(30), refundOnCancellation: false })
    const result = await cancellations().cancelAsResident(basket.id, residentCancellationToken(basket.id, SECRET))
    expect(result).toMatchObject({ ticketsLeft: 0, refund: null })
    expect(refundSummary(paymentId)).toMatchObject({ amount_available: 1250 })
  })

  it('refuses after the cut-off, and a link that is not the e-mail\'s, changing nothing', async () => {
    const { event, basket } = await paidBooking(1, 10, { dateTime: inDays(3), cancellationCutoffDays: 7 })
    const token = residentCancellationToken(basket.id, SECRET)
    expect(await cancellations().residentView(basket.id, token)).toMatchObject({ canCancel: false })
    await expect(cancellations().cancelAsResident(basket.id, token)).rejects.toThrow('This booking can no longer be cancelled online because the deadline has passed.')
    await expect(cancellations().cancelAsResident(basket.id, residentCancellationToken(basket.id, 'another-secret-0123456789abcdefghij'))).rejects.toThrow('This cancellation link is not valid.')
    await expect(cancellations().cancelAsResident(basket.id, undefined)).rejects.toThrow('This cancellation link is not valid.')
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ticketsSold: 1 })
  })
})
