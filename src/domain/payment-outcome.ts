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

/** The payment return's query as the outcome page reads it. */
export interface PaymentReturn {
  succeeded: boolean
  responseCode: string
  description: string
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
    succeeded: responseCode === PAYMENT_SUCCESS_CODE,
    responseCode,
    description: first(query.responseDescription) ?? NO_PAYMENT_DESCRIPTION_TEXT,
    basketId: first(query.basketId),
    transactionReference: first(query.transactionReference),
  }
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
