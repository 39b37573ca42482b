import type { PaymentProvider } from '../../integrations/payment/payment-provider'

import type { PaymentRow } from './checkout-repository'
import type { SettlementLog } from './order-settlement'
import { applyProviderStatus, type StatusDeps } from './payment-status'

/**
 * The outcome pages' own look at a payment the provider has not settled yet (decision 0024): the
 * page without JavaScript (every 5 s, 5 times) and the post-checkout call the script makes (the
 * same) ask the provider again, so its answer reaches the page before the job runs. Bounded: at most
 * one ask per payment per `intervalMs` in each process whoever asks (the return, the job, a page),
 * and a page waits at most `waitMs` for it (the ask goes on, and its answer is stored, without it).
 */
export const PAGE_STATUS_ASK = { intervalMs: 5_000, waitMs: 3_000, remembered: 10_000 } as const

export interface ProviderAsks {
  /** The provider, every status call of which is noted (the return's, the job's, a page's). */
  provider: PaymentProvider
  /**
   * Asks the provider about an attempt still 'created' unless someone in this process did within
   * PAGE_STATUS_ASK.intervalMs; true when its answer was stored within PAGE_STATUS_ASK.waitMs.
   */
  askIfDue(deps: StatusDeps, attempt: PaymentRow | null): Promise<boolean>
}

export function providerAsks(inner: PaymentProvider, clock: () => Date, log: SettlementLog): ProviderAsks {
  /** When this process last asked about each payment, oldest first, at most PAGE_STATUS_ASK.remembered. */
  const askedAt = new Map<string, number>()
  const noteAsked = (paymentId: string) => {
    askedAt.delete(paymentId)
    askedAt.set(paymentId, clock().getTime())
    if (askedAt.size > PAGE_STATUS_ASK.remembered) askedAt.delete(askedAt.keys().next().value as string)
  }
  const provider: PaymentProvider = {
    name: inner.name,
    start: (request) => inner.start(request),
    status: (payment) => {
      noteAsked(payment.paymentId)
      return inner.status(payment)
    },
    refund: (payment) => inner.refund(payment),
    ...(inner.refundStatus ? { refundStatus: (refund) => inner.refundStatus!(refund) } : {}),
  }

  async function askIfDue(deps: StatusDeps, attempt: PaymentRow | null): Promise<boolean> {
    if (!attempt || attempt.state !== 'created') return false
    const last = askedAt.get(attempt.id)
    if (last !== undefined && clock().getTime() - last < PAGE_STATUS_ASK.intervalMs) return false
    const asking = applyProviderStatus(deps, attempt).then(
      () => true,
      (error: unknown) => {
        log.error({ paymentId: attempt.id, err: error }, 'asking the provider about a payment for its outcome page failed')
        return false
      },
    )
    let timer: NodeJS.Timeout | undefined
    const waited = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PAGE_STATUS_ASK.waitMs)
    })
    try {
      return await Promise.race([asking, waited])
    } finally {
      clearTimeout(timer)
    }
  }

  return { provider, askIfDue }
}
