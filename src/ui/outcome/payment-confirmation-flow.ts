import type { PostCheckoutBasket } from '@/contracts/checkout'
import { ATTENTION_TEXT, MISSING_BASKET_ID_TEXT, MISSING_PAYLOAD_TEXT } from '@/domain/payment-outcome'
import {
  CUSTOMER_UPDATE_RETRY,
  customerUpdateProgressText,
  delayBeforeAttempt,
  PAYMENT_VERIFICATION_RETRY,
  paymentVerificationProgressText,
  type RetryPolicy,
} from '@/domain/retry-policies'

import type { CustomerInfoPayload } from './customer-payload'

/**
 * What the payment return page does after a payment whose outcome the server does not know yet,
 * with JavaScript (spec 000 section 4; decision 0024): send the customer details, up to 5 attempts
 * 5 seconds apart, then verify the payment by the post-checkout basket, up to 5 attempts 5 seconds
 * apart, stopping early when it says the payment failed (its paymentOutcome, ours). Kept apart from the component so that the
 * attempts, the waits and every text can be tested with fake timers; the calls and the wait are
 * injected.
 */

export type ConfirmationStep =
  | { kind: 'progress'; text: string }
  | { kind: 'paid'; transactionReference: string | null }
  /** The provider said the payment did not go through (or it was refunded): the server's page says how. */
  | { kind: 'failed' }
  | { kind: 'attention'; heading: typeof ATTENTION_TEXT; text: string }
  | { kind: 'error'; text: string }

export interface ConfirmationCalls {
  /** POST /baskets/{basketId}/customer: true when the server accepted the details. */
  sendCustomerDetails(basketId: string, payload: CustomerInfoPayload): Promise<boolean>
  /** GET /baskets/{basketId}/post-checkout: null when the call failed. */
  getPostCheckoutBasket(basketId: string): Promise<PostCheckoutBasket | null>
  /** Resolves after ms milliseconds (setTimeout in the page, fake timers in tests). */
  wait(ms: number): Promise<void>
}

export interface ConfirmationTexts {
  /** 'Attention!' after the customer update attempts are used up (settings content). */
  updateFailed: string
  /** 'Attention!' after the verification attempts are used up (settings content). */
  verificationFailed: string
}

export interface ConfirmationInput {
  basketId: string | undefined
  payload: CustomerInfoPayload | undefined
}

/**
 * Runs `attempt` under the policy: waits delayBeforeAttempt before each, reports the one-based
 * attempt number first, and stops at the first attempt that answers a value.
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  wait: (ms: number) => Promise<void>,
  onAttempt: (attempt: number) => void,
  attempt: () => Promise<T | undefined>,
): Promise<T | undefined> {
  for (let n = 1; ; n += 1) {
    const delay = delayBeforeAttempt(policy, n)
    if (delay === undefined) return undefined
    if (delay > 0) await wait(delay)
    onAttempt(n)
    let value: T | undefined
    try {
      value = await attempt()
    } catch {
      // A thrown call counts as a failed attempt, like an answer that is not a success.
      value = undefined
    }
    if (value !== undefined) return value
  }
}

/** The whole flow; every step (progress texts included) is reported, and the last one is returned. */
export async function confirmPayment(
  input: ConfirmationInput,
  calls: ConfirmationCalls,
  texts: ConfirmationTexts,
  onStep: (step: ConfirmationStep) => void = () => undefined,
): Promise<ConfirmationStep> {
  const finish = (step: ConfirmationStep) => {
    onStep(step)
    return step
  }
  const { payload } = input
  if (!payload) return finish({ kind: 'error', text: MISSING_PAYLOAD_TEXT })

  const accepted = await withRetries(
    CUSTOMER_UPDATE_RETRY,
    calls.wait,
    (n) => onStep({ kind: 'progress', text: customerUpdateProgressText(n) }),
    async () => ((await calls.sendCustomerDetails(payload.basketId, payload)) ? true : undefined),
  )
  if (!accepted) return finish({ kind: 'attention', heading: ATTENTION_TEXT, text: texts.updateFailed })

  const { basketId } = input
  if (!basketId) return finish({ kind: 'error', text: MISSING_BASKET_ID_TEXT })

  const paid = await withRetries(
    PAYMENT_VERIFICATION_RETRY,
    calls.wait,
    (n) => onStep({ kind: 'progress', text: paymentVerificationProgressText(n) }),
    async () => {
      const basket = await calls.getPostCheckoutBasket(basketId)
      return basket?.paymentCompleted || basket?.paymentOutcome === 'failed' ? basket : undefined
    },
  )
  if (!paid) return finish({ kind: 'attention', heading: ATTENTION_TEXT, text: texts.verificationFailed })
  if (!paid.paymentCompleted) return finish({ kind: 'failed' })
  return finish({ kind: 'paid', transactionReference: paid.callingApplicationTransactionReference })
}
