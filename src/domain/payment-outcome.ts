import type { OrderState, PaymentState } from './order-state'

/**
 * The payment outcome pages' rules and texts (spec 000 sections 2, 4, 8 and 9): what the payment
 * return's query says, and what the finish call's answer means. Quoted texts are the spec's,
 * verbatim (its spelling included: 'sendCustomerDetaisSaga'); the rest are ours
 * (docs/decisions/0024-payment-outcome-pages-and-calendar.md).
 */

/** Spec 000 section 4: "a response code of '00000' means payment success". */
export const PAYMENT_SUCCESS_CODE = '00000'


/** The query the payment return handler sends the browser here with (decision 0024). */
export const PAYMENT_RETURN_QUERY = ['responseCode', 'responseDescription', 'basketId', 'transactionReference'] as const

export const BOOKING_SUCCESSFUL_TEXT = 'Booking Successful!'
export const BOOKING_FAILED_TEXT = 'Booking Failed!'
export const ATTENTION_TEXT = 'Attention!'
export const BOOKING_CANCELLED_TEXT = 'Booking Cancelled'

/** Spec 000 section 8: shown to the person when the query names no basket before verifying. */
export const MISSING_BASKET_ID_TEXT = 'Error in getPostCheckoutBasketSaga: Missing the basket id!'
/** Spec 000 section 8: shown to the person when there is no customer payload to send. */
export const MISSING_PAYLOAD_TEXT = 'Error in sendCustomerDetaisSaga: Missing the payload!'

/** Spec 000 section 8: 'Booking Failed!' with the provider's description. */
export function paymentErrorText(description: string): string {
  return `The following payment error occurred: ${description}`
}

/** Ours: a declined payment whose provider sent no description. */
export const NO_PAYMENT_DESCRIPTION_TEXT = 'The payment was not completed.'

/** The spec's links "to check out again or back to events" (spec 000 section 4), worded as the booking page's 'Back to Events'. */
export const CHECKOUT_AGAIN_TEXT = 'Check out again'
export const BACK_TO_EVENTS_LINK_TEXT = 'Back to Events'

/** Ours: the page without JavaScript while the server has not yet heard that the payment is paid. */
export const CONFIRMING_PAYMENT_TEXT = 'We are confirming your payment'
export const CONFIRMING_PAYMENT_DETAIL_TEXT =
  'This usually takes a few seconds. This page checks again by itself; you can also check now.'
export const CHECK_AGAIN_TEXT = 'Check again'
/** Ours: the moment between the script learning the payment failed and the server's page saying how. */
export const CHECKING_OUTCOME_TEXT = 'Your payment did not go through. Fetching the details...'

/** Ours: a bypass outcome whose basket has no confirmed booking (an old or altered address). */
export const BYPASS_NOT_FOUND_TEXT = 'We could not find a confirmed booking for this address. Check the booking in the console.'

/** Ours: the finish page while it asks the server (spec 000 section 4: it polls). */
export const CHECKING_BOOKING_TEXT = 'Checking your booking...'

/**
 * Spec 000 section 8: the finish page's error view asks the visitor to contact the web team by
 * e-mail {email} with booking details.
 */
export function finishAttentionText(webTeamEmail: string): string {
  return `We could not confirm your booking. Please contact the web team by e-mail at ${webTeamEmail} with your booking details (the event, your name and the time you paid), and we will check it for you.`
}

/**
 * The default texts for 'Attention!' after 5 attempts (spec 000 sections 4 and 8: "both texts come
 * from page content"); editors may replace them in the settings global.
 */
export function defaultUpdateFailedText(webTeamEmail: string): string {
  return `Your payment was received, but we could not save your booking details. Please do not pay again: e-mail the web team at ${webTeamEmail} with your name, the event and the time you paid, and we will complete your booking.`
}

export function defaultVerificationFailedText(webTeamEmail: string): string {
  return `We could not yet confirm your payment. Please do not pay again: check your e-mail for a confirmation in the next hour, and if none arrives e-mail the web team at ${webTeamEmail} with your name, the event and the time you paid.`
}

/**
 * Our own response codes on the outcome page's address, for outcomes the provider did not word
 * (the payment return handler's, decision 0020; '00000' is the provider's success). Listed in
 * docs/api/openapi.json.
 */
export const RETURN_CODES = {
  /** The return named no payment of this basket: nothing is known about any money. */
  notOurs: '90001',
  /** The provider took a different amount than we asked: not booked; staff put it right. */
  amountDiffers: '90002',
  /** The provider says the payment is not finished, or does not know it yet. */
  notFinished: '90003',
  /** The payment was taken after the tickets had gone, so it is given back. */
  refunded: '90004',
  /** The status query failed or timed out: nothing is known yet. */
  unreachable: '90005',
  /** A return for an attempt already settled as not paid (declined, cancelled, failed). */
  notPaid: '90006',
} as const

/**
 * What the return's code says, before the server is asked (decision 0024):
 * - succeeded: the provider said paid ('00000'); still only the browser's word until the server confirms.
 * - pending: nothing is known yet (our 90001, 90003, 90005, or no code at all): never a failure.
 * - failed: the provider said the payment did not go through (its own codes, or our 90006).
 * - refunded: taken and given back (90004).
 * - amount-differs: taken, but for another amount, so not booked (90002).
 */
export type ReturnKind = 'succeeded' | 'pending' | 'failed' | 'refunded' | 'amount-differs'

const RETURN_KIND_OF_CODE: Readonly<Record<string, ReturnKind>> = {
  [PAYMENT_SUCCESS_CODE]: 'succeeded',
  '': 'pending',
  [RETURN_CODES.notOurs]: 'pending',
  [RETURN_CODES.notFinished]: 'pending',
  [RETURN_CODES.unreachable]: 'pending',
  [RETURN_CODES.amountDiffers]: 'amount-differs',
  [RETURN_CODES.refunded]: 'refunded',
  [RETURN_CODES.notPaid]: 'failed',
}

/** The kind of a return's code; any code not listed is the provider's own word that the payment failed. */
export function returnKindOf(responseCode: string): ReturnKind {
  return RETURN_KIND_OF_CODE[responseCode] ?? 'failed'
}

/**
 * The payment return's query as the outcome page reads it. Its responseDescription is not read:
 * anyone can put any words there (issue 23), so the page shows only the description the server
 * stored for the payment (paymentOutcomeOf).
 */
export interface PaymentReturn {
  kind: ReturnKind
  responseCode: string
  basketId: string | undefined
  transactionReference: string | undefined
}

type QueryValue = string | string[] | undefined

function first(value: QueryValue): string | undefined {
  const text = Array.isArray(value) ? value[0] : value
  const trimmed = text?.trim()
  return trimmed ? trimmed : undefined
}

/** Reads the return's query (Next.js searchParams or URLSearchParams entries); anything missing is undefined. */
export function readPaymentReturn(query: Readonly<Record<string, QueryValue>>): PaymentReturn {
  const responseCode = first(query.responseCode) ?? ''
  return {
    kind: returnKindOf(responseCode),
    responseCode,
    basketId: first(query.basketId),
    transactionReference: first(query.transactionReference),
  }
}

/** What the server knows of a basket's payment: its order's state and the attempt the return named (else the latest). */
export interface PaymentFacts {
  orderState: OrderState | null
  attempt: { state: PaymentState; description: string | null } | null
}

/**
 * What the outcome page says (decision 0024):
 * - succeeded: 'Booking Successful!' (only once the server has confirmed the order).
 * - pending: 'We are confirming your payment', asking again; 'Attention!' when the checks run out.
 * - declined: 'Booking Failed!'; the provider declined or cancelled it (or it never reached the
 *   provider), so no money was taken.
 * - failed: 'Booking Failed!'; the provider reported an error, so whether money moved is not ours to
 *   promise: the page says whom to tell if the bank shows a payment.
 * - refunded: 'Booking Failed!'; money was taken and is given back (never "no money was taken").
 * - amount-differs: 'Attention!'; money was taken for another amount and staff put it right.
 */
export type PaymentOutcomeKind = 'succeeded' | 'pending' | 'declined' | 'failed' | 'refunded' | 'amount-differs'

export interface PaymentOutcome {
  kind: PaymentOutcomeKind
  /** The words to show after 'The following payment error occurred:' (failed, declined, refunded) or alone (amount-differs). */
  description: string
}

/** Ours: said for a payment taken after its tickets had gone. */
export const REFUNDED_DESCRIPTION_TEXT = 'Your payment arrived after your tickets had been released and there were none left, so it is being refunded in full.'
/** Ours: said for a payment taken for a different amount than the booking's. */
export const AMOUNT_DIFFERS_DESCRIPTION_TEXT = 'The amount taken does not match your booking, so your booking has not been confirmed.'

const ATTEMPT_OUTCOME: Readonly<Record<PaymentState, PaymentOutcomeKind>> = {
  created: 'pending',
  declined: 'declined',
  cancelled: 'declined',
  abandoned: 'declined',
  error: 'failed',
  // Paid but the order is not confirmed: the money is owed back (decision 0020, late payments).
  success: 'refunded',
  refunded: 'refunded',
  refund_failed: 'refunded',
}

const RETURN_OUTCOME: Readonly<Record<ReturnKind, PaymentOutcomeKind>> = {
  succeeded: 'pending',
  pending: 'pending',
  failed: 'failed',
  refunded: 'refunded',
  'amount-differs': 'amount-differs',
}

/**
 * The outcome to show: what the server knows wins over the query (the browser's copy of what the
 * return was told), and only the server can say 'succeeded'. Without facts (no such basket, no
 * attempt) the query's kind decides, and an unverified success is only 'pending'. The words shown
 * are the provider's description as the server stored it on the payment, else ours: never the
 * query's, which anyone can write (issue 23).
 */
export function paymentOutcomeOf(returned: Pick<PaymentReturn, 'kind'>, facts: PaymentFacts | null): PaymentOutcome {
  const described = (kind: PaymentOutcomeKind, stored?: string | null): PaymentOutcome => {
    if (kind === 'refunded') return { kind, description: REFUNDED_DESCRIPTION_TEXT }
    if (kind === 'amount-differs') return { kind, description: AMOUNT_DIFFERS_DESCRIPTION_TEXT }
    return { kind, description: stored?.trim() || NO_PAYMENT_DESCRIPTION_TEXT }
  }
  if (facts?.orderState === 'confirmed') return described('succeeded')
  if (facts?.orderState === 'refund_due' || facts?.orderState === 'refunded') return described('refunded')
  // A different amount is settled as 'error' like a provider's fault; only the return can tell them apart.
  if (returned.kind === 'amount-differs') return described('amount-differs')
  if (facts?.attempt) return described(ATTEMPT_OUTCOME[facts.attempt.state], facts.attempt.description)
  return described(RETURN_OUTCOME[returned.kind])
}

/** The post-checkout basket's short answer (ours, beside paymentCompleted): 'failed' means stop asking. */
export type PaymentProgress = 'paid' | 'pending' | 'failed'

export function paymentProgressOf(outcome: Pick<PaymentOutcome, 'kind'>): PaymentProgress {
  if (outcome.kind === 'succeeded') return 'paid'
  return outcome.kind === 'pending' ? 'pending' : 'failed'
}

/** Ours: said plainly beside 'Booking Failed!' for a payment the provider declined or cancelled. */
export const NO_MONEY_TAKEN_TEXT = 'No money has been taken from your account.'
/** Ours: beside a refund. */
export const MONEY_REFUNDED_TEXT = 'The money you paid is going back to the card you paid with, and we have e-mailed you about it. It can take a few days to show.'

/** Ours: beside a provider's error, where whether money moved is not ours to promise. */
export function providerErrorText(webTeamEmail: string): string {
  return `If your bank shows a payment for this booking, e-mail the web team at ${webTeamEmail} and we will put it right.`
}

/** Ours: beside a payment taken for another amount. */
export function amountDiffersText(webTeamEmail: string): string {
  return `Please do not pay again. E-mail the web team at ${webTeamEmail} with your name, the event and the time you paid, and we will confirm your booking or refund you.`
}

/**
 * Which check of a payment the page without JavaScript is making (its `check` query, from 1): it
 * asks the server again as often as the script would verify (maxChecks), then stops.
 */
export function paymentCheckOf(value: QueryValue): number {
  const text = first(value)
  const check = text && /^\d{1,3}$/.test(text) ? Number(text) : 1
  return Math.max(1, check)
}

/** One query value, trimmed; undefined when absent or empty. */
export function queryText(value: QueryValue): string | undefined {
  return first(value)
}

/** The finish response's status for a cancelled booking (spec 000 section 4). */
export const FINISH_CANCELLED_STATUS = 6

export type FinishOutcome = 'success' | 'cancelled' | 'pending'

/** What a finish answer means: success, cancelled (status 6), or not done yet (poll again, then the error view). */
export function finishOutcomeOf(answer: { success: boolean; status: number }): FinishOutcome {
  if (answer.success) return 'success'
  if (answer.status === FINISH_CANCELLED_STATUS) return 'cancelled'
  return 'pending'
}

/**
 * A confirmed booking whose every ticket has been cancelled since (by staff or by the resident's
 * link) shows its cancellation, never 'Booking Successful!' (issue 23 point 7).
 */
export function isBookingCancelled(tickets: { booked: number; cancelled: number }): boolean {
  return tickets.booked === 0 && tickets.cancelled > 0
}

/** Ours: what the cancelled booking's page says about its tickets. */
export const BOOKING_WAS_CANCELLED_TEXT = 'This booking has been cancelled, so its tickets are no longer booked.'

/** Ours: what it says about the money, when some is going back. */
export function cancellationRefundText(formattedAmount: string): string {
  return `A refund of ${formattedAmount} goes back to the card the booking was paid with.`
}

/** Ours: the line a stranger to the booking reads in place of its reference, names and requirements (decision 0034). */
export const BOOKING_DETAILS_PRIVATE_TEXT =
  'The booking reference, names and special requirements are shown only in the browser that made the booking, or from the link in the confirmation e-mail.'
