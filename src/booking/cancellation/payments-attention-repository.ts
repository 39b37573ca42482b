import type { Queryable } from '../checkout/checkout-repository'

/**
 * The payments that need staff's attention (issue 14 point 4): payments started and never settled,
 * money the provider took that matches no confirmed booking (issue 23 point 2: a late or second
 * payment being refunded, a refund that failed, an amount that differed), and refunds not made, each
 * with what the reconciliation or refund job last did about it and what staff should do.
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
  /** What staff should do about it (UNMATCHED_ACTIONS); only on the money-taken list. */
  action?: string
}

export interface PaymentsAttention {
  unsettled: AttentionRow[]
  /** Money the provider took that matches no confirmed booking and has not been given back. */
  unmatched: AttentionRow[]
  refunds: AttentionRow[]
}

/** Why money taken matches no confirmed booking, and what staff do about each (docs/operations.md). */
export const UNMATCHED_ACTIONS = {
  refund_owed:
    'Being refunded by the reconciliation job (it came after the tickets had gone, or the booking was already paid). Nothing to do unless it is still here in an hour.',
  refund_failed:
    "The automatic refund failed and the job keeps trying: refund it by hand in the provider's own tool (the reason is in the note), then the row goes at the next try.",
  amount_differs: "Taken for a different amount than the booking's, so not confirmed: refund it by hand in the provider's own tool and contact the resident.",
} as const
export type UnmatchedKind = keyof typeof UNMATCHED_ACTIONS

/** Rows per list: the oldest first, as they have waited longest. */
export const ATTENTION_LIMIT = 200

export async function paymentsNeedingAttention(db: Queryable, now: Date, unsettledAfterMinutes = 30): Promise<PaymentsAttention> {
  const [unsettled, unmatched, refunds] = await Promise.all([
    db.query<AttentionRow>(
      `SELECT p.basket_id AS "basketId", p.provider, p.amount_pence AS "amountPence", p.state::text AS state, p.provider_description AS note,
              p.created_at AS "createdAt", p.next_check_at AS "nextCheckAt", NULL::int AS attempts
         FROM booking.payments p
        WHERE p.state = 'created' AND p.created_at < $1::timestamptz - make_interval(mins => $2)
        ORDER BY p.created_at LIMIT $3`,
      [now, unsettledAfterMinutes, ATTENTION_LIMIT],
    ),
    // Every attempt the provider took money on but for the one that confirmed its order: a success
    // on an order not confirmed, or still owed back (a next check: the refund's lease), a failed
    // refund, or a different amount. A refunded one has its money back and leaves the list.
    db.query<AttentionRow & { kind: UnmatchedKind }>(
      `SELECT o.basket_id AS "basketId", p.provider, coalesce(p.taken_pence, p.amount_pence) AS "amountPence", ('order ' || o.state::text || ' / payment ' || p.state::text) AS state,
              p.provider_description AS note, p.created_at AS "createdAt", p.next_check_at AS "nextCheckAt", NULL::int AS attempts,
              CASE WHEN p.taken_pence IS NOT NULL THEN 'amount_differs' WHEN p.state = 'refund_failed' THEN 'refund_failed' ELSE 'refund_owed' END AS kind
         FROM booking.payments p JOIN booking.orders o ON o.basket_id = p.basket_id
        WHERE p.taken_pence IS NOT NULL OR p.state = 'refund_failed'
           OR (p.state = 'success' AND (o.state <> 'confirmed' OR p.next_check_at IS NOT NULL))
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
  return {
    unsettled: unsettled.rows,
    unmatched: unmatched.rows.map(({ kind, ...row }) => ({ ...row, action: UNMATCHED_ACTIONS[kind] })),
    refunds: refunds.rows,
  }
}
