import type { Queryable } from '../checkout/checkout-repository'

/** The SQL of cancellations and their refunds (issue 14 point 3). Services own the transactions. */

/** A confirmed booking as a cancellation needs it. */
export interface CancellableBooking {
  basketId: string
  eventId: number
  eventTitle: string
  eventDateTime: Date
  eventUri: string
  cancellationCutoffDays: number
  refundOnCancellation: boolean
  purchaserEmail: string
  orderState: string
  ticketsBooked: number
}

export async function findCancellableBooking(db: Queryable, basketId: string): Promise<CancellableBooking | null> {
  const { rows } = await db.query<CancellableBooking>(
    `SELECT o.basket_id AS "basketId", o.event_id AS "eventId", e.title AS "eventTitle", e.date_time AS "eventDateTime", e.uri AS "eventUri",
            e.cancellation_cutoff_days AS "cancellationCutoffDays", e.refund_on_cancellation AS "refundOnCancellation",
            o.purchaser->>'email' AS "purchaserEmail", o.state AS "orderState",
            (SELECT count(*)::int FROM booking.tickets t WHERE t.basket_id = o.basket_id AND t.state = 'sold') AS "ticketsBooked"
       FROM booking.orders o JOIN booking.booking_events e ON e.event_id = o.event_id WHERE o.basket_id = $1`,
    [basketId],
  )
  return rows[0] ?? null
}

/** A ticket of the booking with its hold: what a unit of it costs and how many tickets a unit uses. */
export interface BookedTicket {
  id: string
  state: string
  holdId: number
  unitPrice: number
  ticketsPerUnit: number
  cancelledInHold: number
}

/** The booking's tickets, locked, with each hold's count of tickets already cancelled. */
export async function lockBookedTickets(db: Queryable, basketId: string): Promise<BookedTicket[]> {
  const { rows } = await db.query<BookedTicket>(
    `SELECT t.id::text, t.state::text, h.id::int AS "holdId", h.unit_price AS "unitPrice", (h.tickets / h.quantity)::int AS "ticketsPerUnit",
            (SELECT count(*)::int FROM booking.tickets c WHERE c.hold_id = h.id AND c.state = 'cancelled') AS "cancelledInHold"
       FROM booking.tickets t JOIN booking.holds h ON h.id = t.hold_id
      WHERE t.basket_id = $1 ORDER BY h.id, t.position
        FOR UPDATE OF t`,
    [basketId],
  )
  return rows
}

export async function releaseTicket(db: Queryable, ticketId: string, actor: string, now: Date): Promise<string> {
  const { rows } = await db.query<{ outcome: string }>('SELECT booking.release_ticket($1, $2, $3) AS outcome', [ticketId, actor, now])
  return rows[0]!.outcome
}

/** The basket's successful payment and what is left of it to refund by our records (refunds pending or made). */
export async function refundablePayment(db: Queryable, basketId: string): Promise<{ paymentId: string; refundablePence: number } | null> {
  const { rows } = await db.query<{ paymentId: string; refundablePence: number }>(
    `SELECT p.id AS "paymentId",
            p.amount_pence - coalesce((SELECT sum(r.amount_pence) FROM booking.refunds r WHERE r.payment_id = p.id AND r.state <> 'failed'), 0)::int AS "refundablePence"
       FROM booking.payments p WHERE p.basket_id = $1 AND p.state = 'success'
      ORDER BY p.created_at DESC LIMIT 1
        FOR UPDATE OF p`,
    [basketId],
  )
  return rows[0] ?? null
}

export async function insertRefund(
  db: Queryable,
  refund: { basketId: string; paymentId: string; amountPence: number; refundableBeforePence: number; reason: string; requestedBy: string; now: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO booking.refunds (basket_id, payment_id, amount_pence, refundable_before_pence, state, reason, requested_by, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $7) RETURNING id`,
    [refund.basketId, refund.paymentId, refund.amountPence, refund.refundableBeforePence, refund.reason, refund.requestedBy, refund.now],
  )
  return rows[0]!.id
}

/** A refund to send to the provider, with its payment's references. */
export interface DueRefund {
  id: string
  basketId: string
  amountPence: number
  refundableBeforePence: number
  attempts: number
  paymentId: string
  /** The provider that took the money (payments.provider). */
  provider: string
  transactionReference: string
  providerReference: string | null
  /** The provider's id of this refund once it accepted it without finishing it (GOV.UK Pay's 'submitted'); null until sent. */
  refundReference: string | null
}

const DUE_REFUND = `SELECT r.id, r.basket_id AS "basketId", r.amount_pence AS "amountPence", r.refundable_before_pence AS "refundableBeforePence", r.attempts,
       r.provider_reference AS "refundReference", p.id AS "paymentId", p.provider, p.transaction_reference AS "transactionReference", p.provider_reference AS "providerReference"
  FROM booking.refunds r JOIN booking.payments p ON p.id = r.payment_id`

/** Claims one pending refund (this one, or the next due), SKIP LOCKED: two servers never send one refund at once. */
export async function claimRefund(db: Queryable, refundId: string | null, now: Date): Promise<DueRefund | null> {
  const { rows } = refundId
    ? await db.query<DueRefund>(`${DUE_REFUND} WHERE r.id = $1 AND r.state = 'pending' FOR UPDATE OF r SKIP LOCKED`, [refundId])
    : await db.query<DueRefund>(`${DUE_REFUND} WHERE r.state = 'pending' AND r.next_attempt_at <= $1 ORDER BY r.next_attempt_at LIMIT 1 FOR UPDATE OF r SKIP LOCKED`, [now])
  return rows[0] ?? null
}

export async function recordRefundOutcome(
  db: Queryable,
  refundId: string,
  outcome: {
    state: 'pending' | 'succeeded' | 'failed'
    providerReference?: string | null
    /** The provider gave up on the refund it had accepted: forget its id, so the next try sends it again. */
    forgetProviderReference?: boolean
    error?: string | null
    nextAttemptAt: Date
    now: Date
  },
): Promise<void> {
  await db.query(
    `UPDATE booking.refunds SET state = $2::booking.refund_state, last_error = $4, attempts = attempts + 1,
            provider_reference = CASE WHEN $7 THEN NULL ELSE coalesce($3, provider_reference) END,
            next_attempt_at = $5, settled_at = CASE WHEN $2::booking.refund_state = 'pending' THEN NULL ELSE $6::timestamptz END
      WHERE id = $1`,
    [refundId, outcome.state, outcome.providerReference ?? null, outcome.error ?? null, outcome.nextAttemptAt, outcome.now, outcome.forgetProviderReference === true],
  )
}

/**
 * Refunds of a payment that the provider accepted but had not finished, made due now: a webhook
 * about the payment (GOV.UK Pay sends one when a refund is made) brings the next look forward.
 */
export async function bringSubmittedRefundsForward(db: Queryable, paymentId: string, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE booking.refunds SET next_attempt_at = $2 WHERE payment_id = $1 AND state = 'pending' AND provider_reference IS NOT NULL AND next_attempt_at > $2`,
    [paymentId, now],
  )
  return rowCount ?? 0
}

export async function auditCancellation(db: Queryable, entry: { actor: string; basketId: string; details: Record<string, unknown>; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO booking.audit_log (occurred_at, actor, action, subject_type, subject_id, details) VALUES ($1, $2, 'booking.cancelled', 'booking', $3, $4)`,
    [entry.now, entry.actor, entry.basketId, JSON.stringify(entry.details)],
  )
}
