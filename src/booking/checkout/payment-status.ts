import { isClosedAttempt, nextCheckDelaySeconds } from '../../domain/order-state'
import { nextLookAtClosedAttempt } from '../../domain/payment-window'
import type { PaymentProvider, ProviderPaymentStatus } from '../../integrations/payment/payment-provider'

import { findBasketExpiry, setNextCheck, type PaymentRow } from './checkout-repository'
import type { ConfirmOutcome, Settlement, SettlementDeps } from './order-settlement'

/**
 * What we do with the provider's word about one payment, asked server to server (never the
 * browser's query): the same for the return, the webhook and the reconciliation job (decision 0020).
 * The payment is one still 'created' or one we closed that its provider may still take (decision
 * 0032): a success confirms either, once.
 */
export type StatusOutcome =
  | { kind: 'paid'; confirm: ConfirmOutcome }
  | { kind: 'not paid'; state: 'declined' | 'cancelled' | 'error' }
  | { kind: 'amount differs'; amountPence: number | undefined }
  | { kind: 'pending' }
  | { kind: 'unknown'; abandoned: boolean }
  | { kind: 'unreachable' }

export interface StatusDeps extends SettlementDeps {
  settlement: Settlement
  /** How long after a start (or the last look) the job first asks the provider. */
  graceSeconds: number
}

export async function applyProviderStatus(deps: StatusDeps, payment: PaymentRow): Promise<{ outcome: StatusOutcome; status: ProviderPaymentStatus | null }> {
  const { provider, settlement, clock, log, pool, graceSeconds } = deps
  let status: ProviderPaymentStatus
  try {
    status = await (provider as PaymentProvider).status({ paymentId: payment.id, transactionReference: payment.transactionReference, providerReference: payment.providerReference })
  } catch (error) {
    log.warn({ paymentId: payment.id, reason: error instanceof Error ? error.message : String(error) }, 'the payment provider did not answer a status call')
    const now = clock()
    const closed = isClosedAttempt(payment.state)
    await setNextCheck(pool, payment.id, closed ? closedLook(deps, payment, now) : new Date(now.getTime() + graceSeconds * 1000), [payment.state])
    return { outcome: { kind: 'unreachable' }, status: null }
  }
  const now = clock()
  if (status.state === 'success') {
    if (status.amountPence !== undefined && status.amountPence !== payment.amountPence) {
      // Someone changed the amount on the way to the provider: never confirmed; staff refund it by hand.
      log.warn({ paymentId: payment.id, basketId: payment.basketId, asked: payment.amountPence, taken: status.amountPence }, 'a payment was taken for a different amount; not confirmed')
      await settlement.refuseDifferentAmount(payment, status.amountPence, `amount taken ${status.amountPence} differs from ${payment.amountPence} (provider reference ${status.providerReference ?? 'none'})`)
      return { outcome: { kind: 'amount differs', amountPence: status.amountPence }, status }
    }
    if (isClosedAttempt(payment.state)) log.warn({ paymentId: payment.id, basketId: payment.basketId, was: payment.state }, 'the provider took a payment we had closed; confirming or refunding it')
    const confirm = await settlement.confirmOrder(payment.basketId, payment.id, { providerReference: status.providerReference ?? null })
    return { outcome: { kind: 'paid', confirm }, status }
  }
  if (isClosedAttempt(payment.state)) {
    // Not taken (yet): what the provider says so far. Asked again while it may still take the money.
    await setNextCheck(pool, payment.id, closedLook(deps, payment, now), [payment.state])
    if (status.state === 'pending') return { outcome: { kind: 'pending' }, status }
    if (status.state === 'unknown') return { outcome: { kind: 'unknown', abandoned: payment.state === 'abandoned' }, status }
    return { outcome: { kind: 'not paid', state: status.state }, status }
  }
  switch (status.state) {
    case 'declined':
    case 'cancelled':
    case 'error':
      await settlement.settleUnpaid(payment.id, status.state, status.description, closedLook(deps, payment, now))
      return { outcome: { kind: 'not paid', state: status.state }, status }
    case 'pending': {
      const ageSeconds = (now.getTime() - payment.createdAt.getTime()) / 1000
      await setNextCheck(pool, payment.id, new Date(now.getTime() + nextCheckDelaySeconds(ageSeconds, graceSeconds) * 1000))
      return { outcome: { kind: 'pending' }, status }
    }
    case 'unknown': {
      const expiresAt = await findBasketExpiry(pool, payment.basketId)
      if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) {
        await settlement.settleUnpaid(payment.id, 'abandoned', status.description ?? 'the provider has no such payment', closedLook(deps, payment, now))
        return { outcome: { kind: 'unknown', abandoned: true }, status }
      }
      await setNextCheck(pool, payment.id, new Date(now.getTime() + graceSeconds * 1000))
      return { outcome: { kind: 'unknown', abandoned: false }, status }
    }
  }
}

/** When the job next asks about an attempt we closed (src/domain/payment-window.ts), or null when its provider can take nothing more. */
function closedLook(deps: Pick<StatusDeps, 'graceSeconds'>, payment: PaymentRow, now: Date): Date | null {
  return nextLookAtClosedAttempt(payment.provider, payment.createdAt, now, deps.graceSeconds)
}
