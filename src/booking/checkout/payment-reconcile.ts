import { CLOSED_ATTEMPT_STATES, type PaymentState } from '../../domain/order-state'

import type { PaymentRow } from './checkout-repository'
import { inTransaction } from '../db/transaction'
import { applyProviderStatus, type StatusDeps, type StatusOutcome } from './payment-status'

/**
 * The reconciliation job (decision 0020): a payment whose return never arrived is settled by asking
 * the provider, an attempt we closed (declined, cancelled, error, abandoned) is asked again for as
 * long as its provider may still take the money (decision 0032; src/domain/payment-window.ts), and a
 * refund that was owed but not made is made. Safe on any number of servers: a
 * run claims due payments with FOR UPDATE SKIP LOCKED and pushes their next_check_at forward (a
 * lease) in the same short transaction, then talks to the provider outside it, so two runs never
 * take the same payment and a run that dies leaves its payments for the next run after the lease.
 */
export const RECONCILE_BATCH = 50

/** What the job looks at when its next check is due: unsettled, closed but still takeable, or owed back. */
const DUE_STATES: readonly PaymentState[] = ['created', ...CLOSED_ATTEMPT_STATES, 'success', 'refund_failed']

export interface ReconcileReport {
  claimed: number
  confirmed: number
  notPaid: number
  pending: number
  abandoned: number
  refunded: number
  /** Orders whose hold ended with no attempt open: failed, or (free ones) confirmed. */
  ordersClosed: number
}

export async function claimDuePayments(deps: StatusDeps, now: Date, leaseSeconds: number): Promise<PaymentRow[]> {
  return inTransaction(deps.pool, async (db) => {
    const { rows } = await db.query<PaymentRow>(
      `SELECT p.id, p.basket_id AS "basketId", p.provider, p.transaction_reference AS "transactionReference", p.amount_pence AS "amountPence",
         p.state, p.provider_reference AS "providerReference", p.provider_description AS "providerDescription", p.created_at AS "createdAt", p.next_check_at AS "nextCheckAt"
       FROM booking.payments p
       WHERE p.next_check_at <= $1 AND p.state = ANY($3::booking.payment_state[])
       ORDER BY p.next_check_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, RECONCILE_BATCH, DUE_STATES],
    )
    if (rows.length > 0) {
      await db.query('UPDATE booking.payments SET next_check_at = $2 WHERE id = ANY($1::uuid[])', [rows.map((row) => row.id), new Date(now.getTime() + leaseSeconds * 1000)])
    }
    return rows
  })
}

/** One run: claims what is due and settles each payment. The tests call this directly. */
export async function reconcilePaymentsOnce(deps: StatusDeps, leaseSeconds = 300): Promise<ReconcileReport> {
  const report: ReconcileReport = { claimed: 0, confirmed: 0, notPaid: 0, pending: 0, abandoned: 0, refunded: 0, ordersClosed: 0 }
  const due = await claimDuePayments(deps, deps.clock(), leaseSeconds)
  report.claimed = due.length
  for (const payment of due) {
    try {
      if (payment.state === 'success' || payment.state === 'refund_failed') {
        // A successful payment with a next check is owed back (a late or duplicate payment).
        if ((await deps.settlement.refundPayment(payment.id)) === 'refunded') report.refunded += 1
        continue
      }
      const { outcome } = await applyProviderStatus(deps, payment)
      count(report, outcome)
    } catch (error) {
      deps.log.error({ paymentId: payment.id, err: error }, 'payment reconciliation failed for one payment; it is tried again after its lease')
    }
  }
  report.ordersClosed = await deps.settlement.closeExpiredOrders()
  return report
}

function count(report: ReconcileReport, outcome: StatusOutcome): void {
  if (outcome.kind === 'paid') {
    if (outcome.confirm === 'confirmed') report.confirmed += 1
    if (outcome.confirm === 'refunded') report.refunded += 1
  } else if (outcome.kind === 'not paid' || outcome.kind === 'amount differs') report.notPaid += 1
  else if (outcome.kind === 'pending') report.pending += 1
  else if (outcome.kind === 'unknown' && outcome.abandoned) report.abandoned += 1
}

/** The log line of a reconciliation run that did something (each run is reported by jobRunner, src/booking/jobs/scheduled-job.ts). */
export function reconcileSummary(report: ReconcileReport): string | null {
  return report.claimed > 0 || report.ordersClosed > 0 ? JSON.stringify(report) : null
}
