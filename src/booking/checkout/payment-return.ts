import { isClosedAttempt, PAYMENT_SUCCESS_CODE } from '../../domain/order-state'
import { paths } from '../../domain/paths'
import { RETURN_CODES } from '../../domain/payment-outcome'

import { findBasketPayment } from './checkout-repository'
import { applyProviderStatus, type StatusDeps } from './payment-status'

/**
 * GET /eventsbookingapi/baskets/{basketId}/paid: the provider's return (spec 000 section 7). The
 * query is never trusted: it only says which of OUR payments to ask the provider about, and that
 * payment must belong to the basket in the path. What the browser is then shown comes from the
 * provider's own answer, asked server to server (decision 0020).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export interface PaymentReturnQuery {
  /** Our transaction reference, under the payment form's name for it or ours. */
  callingApplicationTransactionReference?: string | undefined
  transactionReference?: string | undefined
}

/** Our response codes (src/domain/payment-outcome.ts says what the outcome page makes of each). */
export { RETURN_CODES }

export const RETURN_DESCRIPTIONS = {
  success: 'Payment successful',
  notOurs: 'We could not yet match this payment to your booking.',
  amountDiffers: 'The amount paid does not match your booking, so it has not been confirmed. Please contact us.',
  notFinished: 'Your payment has not finished yet. We will confirm your booking by e-mail once it has.',
  refunded: 'Your payment arrived after your tickets had been released and there are none left, so it has been refunded.',
  unreachable: 'We could not check your payment with the payment service. We will confirm your booking by e-mail once we have.',
  notPaid: 'Your payment was not taken.',
} as const

export interface PaymentReturnAnswer {
  /** Where the browser goes: the outcome page with responseCode, responseDescription, basketId, transactionReference. */
  location: string
  confirmed: boolean
}

export async function handlePaymentReturn(deps: StatusDeps, basketId: string, query: PaymentReturnQuery): Promise<PaymentReturnAnswer> {
  const reference = query.callingApplicationTransactionReference ?? query.transactionReference ?? ''
  const outcome = (responseCode: string, responseDescription: string, confirmed = false): PaymentReturnAnswer => ({
    location: paths.bookingStatus({ responseCode, responseDescription, basketId, transactionReference: reference || undefined }),
    confirmed,
  })
  // Anything but our own uuid-shaped basket id names no payment (and must not reach the uuid column).
  const payment = reference === '' || !UUID.test(basketId) ? null : await findBasketPayment(deps.pool, basketId, reference)
  if (!payment) {
    deps.log.warn({ basketId, transactionReference: reference.slice(0, 120) }, 'a payment return named no payment of this basket; nothing confirmed')
    return outcome(RETURN_CODES.notOurs, RETURN_DESCRIPTIONS.notOurs)
  }
  // A replayed return: its confirmation (or refund) was decided the first time.
  if (payment.state === 'success') return (await orderConfirmed(deps, basketId)) ? outcome(PAYMENT_SUCCESS_CODE, RETURN_DESCRIPTIONS.success, true) : outcome(RETURN_CODES.refunded, RETURN_DESCRIPTIONS.refunded)
  // A replayed return of a payment taken and then given back (it came after the tickets had gone).
  if (payment.state === 'refunded' || payment.state === 'refund_failed') return outcome(RETURN_CODES.refunded, RETURN_DESCRIPTIONS.refunded)
  // An attempt we closed is asked again while its provider may still take it (a next look is set,
  // decision 0032): the resident went back on the same page after a decline and paid. Past that,
  // what the provider said last stands.
  if (payment.state !== 'created' && !(isClosedAttempt(payment.state) && payment.nextCheckAt !== null)) {
    return outcome(RETURN_CODES.notPaid, payment.providerDescription ?? RETURN_DESCRIPTIONS.notPaid)
  }

  const { outcome: result, status } = await applyProviderStatus(deps, payment)
  switch (result.kind) {
    case 'paid':
      if (result.confirm === 'refunded' || result.confirm === 'refund_failed') return outcome(RETURN_CODES.refunded, RETURN_DESCRIPTIONS.refunded)
      // 'already': another return or the job settled it a moment before; the order says how.
      if (result.confirm === 'already' && !(await orderConfirmed(deps, basketId))) return outcome(RETURN_CODES.refunded, RETURN_DESCRIPTIONS.refunded)
      return outcome(PAYMENT_SUCCESS_CODE, status?.description ?? RETURN_DESCRIPTIONS.success, true)
    case 'not paid':
      // Declined and the like: the provider's own code and words (spec 000 section 8 'Booking Failed!').
      return outcome(status?.responseCode && status.responseCode !== PAYMENT_SUCCESS_CODE ? status.responseCode : RETURN_CODES.notPaid, status?.description ?? RETURN_DESCRIPTIONS.notPaid)
    case 'amount differs':
      return outcome(RETURN_CODES.amountDiffers, RETURN_DESCRIPTIONS.amountDiffers)
    case 'unreachable':
      // Our failure to ask is never the provider's word: the outcome page keeps asking (decision 0024).
      return outcome(RETURN_CODES.unreachable, RETURN_DESCRIPTIONS.unreachable)
    case 'pending':
    case 'unknown':
      return outcome(RETURN_CODES.notFinished, RETURN_DESCRIPTIONS.notFinished)
  }
}

async function orderConfirmed(deps: StatusDeps, basketId: string): Promise<boolean> {
  const order = await deps.pool.query<{ state: string }>('SELECT state FROM booking.orders WHERE basket_id = $1', [basketId])
  return order.rows[0]?.state === 'confirmed'
}
