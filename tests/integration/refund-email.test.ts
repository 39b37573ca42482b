import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { sendDueEmails, type EmailOutboxDeps } from '../../src/booking/email/email-outbox-job'
import { refundNoticeFacts } from '../../src/booking/email/outbox-repository'
import type { Mailer } from '../../src/integrations/email/mailer'
import { smtpMailer } from '../../src/integrations/email/smtp-mailer'

import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'
import { mimePart, SmtpInbox } from './support/smtp-inbox'

/**
 * Issue 23: the refund e-mail never rendered (its payload lacked the amount), so a resident whose
 * late payment was given back was never told. A payment lands after its tickets went to someone
 * else; the settlement refunds it and queues the e-mail; the outbox job renders it from the real
 * rows and delivers it to an SMTP server in this process.
 */
const HOLD_OVER = 35 * 60_000
let pool: pg.Pool
const inbox = new SmtpInbox()
const mailers: Mailer[] = []

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 4 })
  await inbox.start()
})

afterEach(() => {
  for (const mailer of mailers.splice(0)) mailer.close()
  inbox.received.length = 0
})

afterAll(async () => {
  await inbox.stop()
  await pool?.end()
  await closeBookingPool()
})

function outboxDeps(): EmailOutboxDeps {
  const mailer = smtpMailer(inbox.url(), 'Council events <events@example.gov.uk>')
  mailers.push(mailer)
  return {
    pool,
    mailer,
    sources: {
      confirmedBooking: async () => null,
      eventPlace: async () => null,
      refundFacts: (basketId, paymentId) => refundNoticeFacts(pool, basketId, paymentId),
      settings: { councilName: 'Hertfordshire County Council', webTeamEmail: 'web.team@example.gov.uk', siteUrl: 'https://events.example.gov.uk' },
    },
    log: { info: () => undefined, warn: () => undefined },
    // One message per run: the shared outbox may hold rows other files left, and ours is made due first.
    batchSize: 1,
  }
}

/** A paid order whose hold ran out and whose tickets another buyer took; its payment then lands and is refunded. */
async function lateRefundedPayment() {
  const provider = new FakePaymentProvider()
  const startedAt = new Date(Date.now() - HOLD_OVER)
  const { event, concessionId } = await paidEvent(pool, { capacity: 2 })
  const basket = await basketOf(event.eventId, concessionId, 2, new Date(startedAt.getTime() - 60_000))
  const service = createCheckoutService({ pool: bookingPool(), provider, clock: () => new Date(), returnGraceSeconds: 120 })
  await service.startCheckout(basket.id, startBody(basket, { email: 'late.payer@example.org' }), { cookieBasketId: basket.id, now: startedAt })
  await basketOf(event.eventId, concessionId, 2)
  provider.pay(provider.latestReference(basket.id))
  await service.reconcilePayments()
  expect(provider.refunds).toHaveLength(1)
  const payment = await pool.query<{ id: string }>(`SELECT id FROM booking.payments WHERE basket_id = $1 AND state = 'refunded'`, [basket.id])
  return { event, basketId: basket.id, paymentId: payment.rows[0]!.id }
}

async function refundRow(basketId: string) {
  const { rows } = await pool.query<{ id: string; payload: Record<string, unknown> }>(
    `SELECT id, payload FROM booking.email_outbox WHERE basket_id = $1 AND kind = 'payment_refunded'`,
    [basketId],
  )
  expect(rows).toHaveLength(1)
  return { id: Number(rows[0]!.id), payload: rows[0]!.payload }
}

async function deliverFirst(id: number) {
  await pool.query(`UPDATE booking.email_outbox SET next_attempt_at = '2000-01-01T00:00:00Z' WHERE id = $1`, [id])
  await sendDueEmails(outboxDeps(), new Date())
  return (await pool.query<{ state: string; last_error: string | null }>('SELECT state, last_error FROM booking.email_outbox WHERE id = $1', [id])).rows[0]!
}

describe('the refund e-mail', () => {
  it('is queued with the amount and event when a late payment is refunded, and the outbox job delivers it', async () => {
    const { event, basketId, paymentId } = await lateRefundedPayment()
    const row = await refundRow(basketId)
    expect(row.payload).toEqual({ basketId, paymentId, amountPence: 2500, eventTitle: event.title })

    expect(await deliverFirst(row.id)).toEqual({ state: 'sent', last_error: null })
    expect(inbox.received).toHaveLength(1)
    const mail = inbox.received[0]!
    expect(mail.to).toEqual(['late.payer@example.org'])
    expect(mail.raw).toMatch(new RegExp(`^Subject: Your payment for ${event.title} has been refunded`, 'm'))
    expect(mimePart(mail.raw, 'text/plain')).toContain('We have refunded £25.00')
  })

  it('renders a row queued before the amount was in its payload from the payment row', async () => {
    const { event, basketId, paymentId } = await lateRefundedPayment()
    const row = await refundRow(basketId)
    // As the settlement wrote it before issue 23.
    await pool.query('UPDATE booking.email_outbox SET payload = $2 WHERE id = $1', [row.id, JSON.stringify({ basketId, paymentId })])

    expect(await deliverFirst(row.id)).toEqual({ state: 'sent', last_error: null })
    expect(inbox.received).toHaveLength(1)
    expect(inbox.received[0]!.raw).toMatch(new RegExp(`^Subject: Your payment for ${event.title} has been refunded`, 'm'))
    expect(mimePart(inbox.received[0]!.raw, 'text/plain')).toContain('We have refunded £25.00')
  })

  it('fails an old row whose payment cannot be found at once, saying why, instead of retrying it for ever', async () => {
    const { basketId } = await lateRefundedPayment()
    const row = await refundRow(basketId)
    const otherPayment = '00000000-0000-4000-8000-000000000000'
    await pool.query('UPDATE booking.email_outbox SET payload = $2 WHERE id = $1', [row.id, JSON.stringify({ basketId, paymentId: otherPayment })])

    expect(await deliverFirst(row.id)).toEqual({ state: 'failed', last_error: `Basket ${basketId} has no payment ${otherPayment} to say the refund of` })
    expect(inbox.received).toHaveLength(0)
  })
})
