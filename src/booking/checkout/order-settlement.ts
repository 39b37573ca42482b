import type pg from 'pg'

import { basketStatesThatMayBecome, canTransition } from '../../domain/basket-state'
import { canPaymentMove, CLOSED_ATTEMPT_STATES, orderStatesThatMayBecome, paymentStatesThatMayBecome, type UnpaidOutcome } from '../../domain/order-state'
import type { PaymentProvider } from '../../integrations/payment/payment-provider'
import { prepared } from '../db/prepared'
import { inTransaction } from '../db/transaction'

import {
  enqueueEmail,
  findOrder,
  findPayment,
  findPayments,
  lockBasket,
  lockEventInventory,
  movePayment,
  recordTakenAmount,
  setBasketState,
  setNextCheck,
  setOrderState,
  type PaymentRow,
  type Queryable,
} from './checkout-repository'
import { releaseHeldHolds } from './order-inventory'
import { refundNoticeFacts } from '../email/outbox-repository'

/**
 * Confirming, settling and refunding (decision 0020). Every path that ends an order goes through
 * here: the payment return, the reconciliation job, a free order, the staff bypass, and later GOV.UK
 * Pay's webhooks. Each is one transaction that locks the event's inventory row and then the basket's
 * row (the order of take_tickets and release_basket), so two confirmations of one order, or a
 * confirmation and a take, are serialised and the second sees what the first did.
 */
export interface SettlementLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export interface SettlementDeps {
  pool: pg.Pool
  provider: PaymentProvider
  clock: () => Date
  log: SettlementLog
  /** How long a refund is left to the confirmation that owes it before the job retries it. */
  refundLeaseSeconds?: number
}

/** confirmed: this call confirmed it. already: it was confirmed (or ended) before; nothing changed. refunded/refund_failed: the money came too late. */
export type ConfirmOutcome = 'confirmed' | 'already' | 'refunded' | 'refund_failed'

/** What booking.confirm_order did (src/booking/db/sql/confirm_order.sql). */
type ConfirmStep = 'confirmed' | 'already' | 'second_payment' | 'late_refund' | 'closed'

async function basketEvent(db: Queryable, basketId: string): Promise<number | null> {
  const { rows } = await db.query<{ eventId: number }>('SELECT event_id AS "eventId" FROM booking.baskets WHERE id = $1', [basketId])
  return rows[0]?.eventId ?? null
}

/** The confirmation in one call (booking.confirm_order), planned once per connection (decision 0047). */
const CONFIRM_ORDER = prepared('confirm-order', 'SELECT booking.confirm_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS step')

export function createSettlement(deps: SettlementDeps) {
  const { pool, provider, clock, log } = deps
  const leaseMs = (deps.refundLeaseSeconds ?? 600) * 1000

  /**
   * Confirms the basket's order once: with a payment the provider reported as taken, or without one
   * (`paymentId` null: a total of 0, or staff's bypass). Idempotent: an order already confirmed (or
   * refunded) is left as it is. The payment may be one we had closed (declined, cancelled, error,
   * abandoned: the provider took the money later), and its order one we had closed (failed,
   * abandoned): its tickets are then taken again if they are still there (decision 0032). A
   * successful payment for an order that cannot be kept (the tickets went after its hold ran out, or
   * another attempt already paid it) is refunded after the commit.
   */
  async function confirmOrder(basketId: string, paymentId: string | null, options: { bypassedBy?: string | null; providerReference?: string | null } = {}): Promise<ConfirmOutcome> {
    const now = clock()
    // One call, so the event's lock is held only while PostgreSQL works (booking.confirm_order).
    const { rows } = await pool.query<{ step: ConfirmStep }>({
      ...CONFIRM_ORDER,
      values: [
      basketId,
      paymentId,
      now,
      options.bypassedBy ?? null,
      options.providerReference ?? null,
      new Date(now.getTime() + leaseMs),
      basketStatesThatMayBecome('paid'),
      basketStatesThatMayBecome('cancelled'),
      paymentStatesThatMayBecome('success'),
      orderStatesThatMayBecome('confirmed'),
    ],
    })
    const step = rows[0]?.step ?? 'already'
    switch (step) {
      case 'confirmed':
        return 'confirmed'
      case 'second_payment':
        log.warn({ basketId, paymentId }, 'a second payment arrived for an order already settled; refunding it')
        return refundPayment(paymentId!)
      case 'late_refund':
        log.warn({ basketId, paymentId }, 'a payment arrived after its tickets had gone; refunding it')
        return refundPayment(paymentId!)
      case 'closed':
        log.info({ basketId, state: 'failed' }, 'order closed after its hold ran out')
        return 'already'
      case 'already':
        return 'already'
    }
  }

  /**
   * Gives a successful payment back through the provider, once: the caller owns the refund (it set
   * the payment's lease in the transaction that decided it). The payment and a refund_due order end
   * refunded, and the buyer is told ('payment_refunded'); a failed refund is retried by the job.
   */
  async function refundPayment(paymentId: string): Promise<'refunded' | 'refund_failed'> {
    const payment = await findPayment(pool, paymentId)
    if (!payment || !['success', 'refund_failed'].includes(payment.state)) return 'refund_failed'
    let result
    try {
      result = await provider.refund({ paymentId, transactionReference: payment.transactionReference, providerReference: payment.providerReference, amountPence: payment.amountPence })
    } catch (error) {
      result = { ok: false, description: error instanceof Error ? error.message : String(error) }
    }
    const now = clock()
    if (!result.ok) {
      if (canPaymentMove(payment.state, 'refund_failed')) await movePayment(pool, paymentId, [payment.state], 'refund_failed', now, { description: result.description })
      await setNextCheck(pool, paymentId, new Date(now.getTime() + leaseMs), ['refund_failed'])
      log.error({ basketId: payment.basketId, paymentId, reason: result.description }, 'refund failed; the reconciliation job will try again')
      return 'refund_failed'
    }
    await inTransaction(pool, async (db) => {
      const moved = await movePayment(db, paymentId, ['success', 'refund_failed'], 'refunded', now, { providerReference: result.providerReference })
      if (!moved) return
      await setOrderState(db, payment.basketId, 'refund_due', 'refunded', now)
      const order = await findOrder(db, payment.basketId)
      if (!order) return
      // The payload carries what the e-mail says (the amount, the event), as the renderer needs it.
      const facts = await refundNoticeFacts(db, payment.basketId, paymentId)
      const payload = { basketId: payment.basketId, paymentId, amountPence: payment.amountPence, ...(facts?.eventTitle ? { eventTitle: facts.eventTitle } : {}) }
      await enqueueEmail(db, { kind: 'payment_refunded', basketId: payment.basketId, toAddress: order.purchaser.email, payload, now })
    })
    log.info({ basketId: payment.basketId, paymentId }, 'payment refunded')
    return 'refunded'
  }

  /**
   * Records the provider's 'not taken' (declined, cancelled, error) or our 'abandoned'. The order stays
   * placed while its hold lasts, so the buyer can try again; once the hold is over and no attempt is
   * left unsettled, the order fails (or is abandoned), the basket is cancelled and its tickets go back.
   * `nextLookAt`: when the job asks the provider again, as it may still take the money (decision
   * 0032; src/domain/payment-window.ts), or null for never.
   */
  async function settleUnpaid(paymentId: string, outcome: UnpaidOutcome | 'abandoned', description?: string, nextLookAt: Date | null = null): Promise<void> {
    const payment = await findPayment(pool, paymentId)
    if (!payment) return
    const eventId = await basketEvent(pool, payment.basketId)
    if (eventId === null) return
    const now = clock()
    await inTransaction(pool, async (db) => {
      await lockEventInventory(db, eventId)
      const basket = await lockBasket(db, payment.basketId)
      if (!basket) return
      if (!canPaymentMove('created', outcome)) return
      const moved = await movePayment(db, paymentId, ['created'], outcome, now, { description })
      if (!moved) return
      await setNextCheck(db, paymentId, nextLookAt, [outcome])
      if (basket.expiresAt.getTime() > now.getTime()) return
      const open = (await findPayments(db, payment.basketId)).some((attempt) => attempt.state === 'created')
      const order = await findOrder(db, payment.basketId)
      if (open || !order || order.state !== 'placed') return
      await closeOrder(db, payment.basketId, outcome === 'abandoned' ? 'abandoned' : 'failed', basket.state, now)
    })
  }

  /**
   * The provider took a different amount than we asked (someone changed it on the way): never
   * confirmed, never refunded automatically (the amount is not ours to trust); the attempt ends in
   * 'error' with what was taken, for staff to refund by hand (decision 0020). For an attempt still
   * created or one we had closed.
   */
  async function refuseDifferentAmount(payment: PaymentRow, takenPence: number, description: string): Promise<void> {
    const now = clock()
    if (payment.state === 'created') await settleUnpaid(payment.id, 'error', description)
    await recordTakenAmount(pool, payment.id, CLOSED_ATTEMPT_STATES, takenPence, description, now)
  }

  /** Ends a placed order whose hold is over: the order and basket end, the tickets go back. The caller holds both locks. */
  async function closeOrder(db: Queryable, basketId: string, to: 'failed' | 'abandoned', basketState: Parameters<typeof canTransition>[0], now: Date): Promise<void> {
    await setOrderState(db, basketId, 'placed', to, now)
    if (canTransition(basketState, 'cancelled')) await setBasketState(db, basketId, 'cancelled', now)
    await releaseHeldHolds(db, basketId, now)
    log.info({ basketId, state: to }, 'order closed after its hold ran out')
  }

  /**
   * Orders still placed whose hold is over and that have no attempt left open: every attempt was
   * declined while the hold lasted and the buyer did not try again, or a crash came between placing
   * a free or bypassed order and confirming it. A free order is confirmed (its tickets taken again if
   * they are still there); any other fails, its basket is cancelled and its tickets go back.
   * SKIP LOCKED: several servers share the work. Returns how many were closed or confirmed.
   */
  async function closeExpiredOrders(limit = 50): Promise<number> {
    const now = clock()
    const { rows } = await pool.query<{ basketId: string; totalPence: number }>(
      `SELECT o.basket_id AS "basketId", o.total_pence AS "totalPence" FROM booking.orders o JOIN booking.baskets b ON b.id = o.basket_id
       WHERE o.state = 'placed' AND b.expires_at <= $1
         AND NOT EXISTS (SELECT 1 FROM booking.payments p WHERE p.basket_id = o.basket_id AND p.state = 'created')
       ORDER BY b.expires_at LIMIT $2`,
      [now, limit],
    )
    let done = 0
    for (const order of rows) {
      if (order.totalPence === 0) {
        await confirmOrder(order.basketId, null)
        done += 1
        continue
      }
      const eventId = await basketEvent(pool, order.basketId)
      if (eventId === null) continue
      const closed = await inTransaction(pool, async (db) => {
        await lockEventInventory(db, eventId)
        const basket = await lockBasket(db, order.basketId)
        const current = await findOrder(db, order.basketId)
        const open = (await findPayments(db, order.basketId)).some((attempt) => attempt.state === 'created')
        if (!basket || current?.state !== 'placed' || open || basket.expiresAt.getTime() > now.getTime()) return false
        await closeOrder(db, order.basketId, 'failed', basket.state, now)
        return true
      })
      if (closed) done += 1
    }
    return done
  }

  return { confirmOrder, refundPayment, settleUnpaid, refuseDifferentAmount, closeExpiredOrders }
}

export type Settlement = ReturnType<typeof createSettlement>
