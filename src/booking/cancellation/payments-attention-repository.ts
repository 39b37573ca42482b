import type { Queryable } from '../checkout/checkout-repository'

/**
 * The payments that need staff's attention (issue 14 point 4): payments started and never settled,
 * late payments (the money came after the tickets' hold ended), and refunds not made, each with what
 * the reconciliation or refund job last did about it.
 */
export interface AttentionRow {
  basketId: string
  provider: string
  amountPence: number
  state: string
  /** What the provider or the job last said. */
  note: string | null
  createdAt: Date
  /** When the job looks again; null when it will not. */
  nextCheckAt: Date | null
  attempts: number | null
}

export interface PaymentsAttention {
  unsettled: AttentionRow[]
  late: AttentionRow[]
  refunds: AttentionRow[]
}

/** Rows per list: the oldest first, as they have waited longest. */
export const ATTENTION_LIMIT = 200

export async function paymentsNeedingAttention(db: Queryable, now: Date, unsettledAfterMinutes = 30): Promise<PaymentsAttention> {
  const [unsettled, late, refunds] = await Promise.all([
    db.query<AttentionRow>(
      `SELECT p.basket_id AS "basketId", p.provider, p.amount_pence AS "amountPence", p.state::text AS state, p.provider_description AS note,
              p.created_at AS "createdAt", p.next_check_at AS "nextCheckAt", NULL::int AS attempts
         FROM booking.payments p
        WHERE p.state = 'created' AND p.created_at < $1::timestamptz - make_interval(mins => $2)
        ORDER BY p.created_at LIMIT $3`,
      [now, unsettledAfterMinutes, ATTENTION_LIMIT],
    ),
    db.query<AttentionRow>(
      `SELECT o.basket_id AS "basketId", p.provider, p.amount_pence AS "amountPence", (o.state::text || ' / payment ' || p.state::text) AS state,
              p.provider_description AS note, p.created_at AS "createdAt", p.next_check_at AS "nextCheckAt", NULL::int AS attempts
         FROM booking.orders o JOIN booking.payments p ON p.basket_id = o.basket_id AND p.state IN ('success', 'refunded', 'refund_failed')
        WHERE o.state IN ('refund_due', 'refunded') OR p.state = 'refund_failed'
        ORDER BY p.created_at LIMIT $1`,
      [ATTENTION_LIMIT],
    ),
    db.query<AttentionRow>(
      `SELECT r.basket_id AS "basketId", p.provider, r.amount_pence AS "amountPence",
              CASE WHEN r.state = 'pending' AND r.provider_reference IS NOT NULL THEN 'submitted' ELSE r.state::text END AS state, r.last_error AS note,
              r.created_at AS "createdAt", CASE WHEN r.state = 'pending' THEN r.next_attempt_at END AS "nextCheckAt", r.attempts
         FROM booking.refunds r JOIN booking.payments p ON p.id = r.payment_id
        WHERE r.state = 'failed' OR (r.state = 'pending' AND r.attempts > 0)
        ORDER BY r.created_at LIMIT $1`,
      [ATTENTION_LIMIT],
    ),
  ])
  return { unsettled: unsettled.rows, late: late.rows, refunds: refunds.rows }
}
