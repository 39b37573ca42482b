/**
 * The order's and the payment attempt's lives (issue 11, docs/decisions/0020), as allowed-transition
 * tables (ARCHITECTURE.md "Every state machine ... is an enum with an allowed-transition table"). The
 * enums themselves are the database's (src/booking/db/schema.ts ORDER_STATES, PAYMENT_STATES); the
 * lists here must name the same states, which their unit test checks.
 */
export const ORDER_STATE_NAMES = ['placed', 'confirmed', 'failed', 'abandoned', 'refund_due', 'refunded'] as const
export type OrderState = (typeof ORDER_STATE_NAMES)[number]

/**
 * placed: the buyer started paying (purchaser and holders stored). confirmed: a payment (or staff, or a
 * total of 0) confirmed it, exactly once. failed: its hold ran out after every attempt was declined,
 * cancelled or failed. abandoned: no payment ever reached the provider and the hold ran out.
 * refund_due: money arrived after the tickets had gone; refunded once the provider returned it.
 * A failed or abandoned order is ours to close, not the provider's: money the provider takes later
 * on one of its attempts (paid on the same page after a decline) confirms it if its tickets can be
 * taken again, and is owed back otherwise (issue 23 point 2; decision 0032).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  placed: ['confirmed', 'failed', 'abandoned', 'refund_due'],
  failed: ['confirmed', 'refund_due'],
  abandoned: ['confirmed', 'refund_due'],
  refund_due: ['refunded'],
  confirmed: [],
  refunded: [],
}

export const PAYMENT_STATE_NAMES = ['created', 'success', 'declined', 'cancelled', 'error', 'abandoned', 'refunded', 'refund_failed'] as const
export type PaymentState = (typeof PAYMENT_STATE_NAMES)[number]

/**
 * created: the browser was sent to the provider. Then the provider's answer, asked server to server:
 * success, declined, cancelled or error; abandoned when the provider never heard of it and the hold
 * is over. Those four are only what the provider said so far: a declined card may be followed by a
 * good one on the same page, so the provider may still take the money, and the attempt may still
 * become a success (src/domain/payment-window.ts says for how long it is asked). A successful payment
 * that cannot be kept (the tickets went, or the order was already paid) is refunded; refund_failed is
 * retried by the reconciliation job and listed for staff.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  created: ['success', 'declined', 'cancelled', 'error', 'abandoned'],
  declined: ['success'],
  cancelled: ['success'],
  error: ['success'],
  abandoned: ['success'],
  success: ['refunded', 'refund_failed'],
  refund_failed: ['refunded'],
  refunded: [],
}

export function canOrderMove(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to)
}

export function canPaymentMove(from: PaymentState, to: PaymentState): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to)
}

/** The states an order may move to `to` from (for SQL that applies the same rules: booking.confirm_order). */
export function orderStatesThatMayBecome(to: OrderState): OrderState[] {
  return ORDER_STATE_NAMES.filter((from) => canOrderMove(from, to))
}

/** The states a payment attempt may move to `to` from. */
export function paymentStatesThatMayBecome(to: PaymentState): PaymentState[] {
  return PAYMENT_STATE_NAMES.filter((from) => canPaymentMove(from, to))
}

/**
 * Attempts we closed on the provider's word (or, abandoned, on its silence) whose money the provider
 * may still take: every state but created that may still become a success.
 */
export const CLOSED_ATTEMPT_STATES = PAYMENT_STATE_NAMES.filter((state) => state !== 'created' && canPaymentMove(state, 'success'))

export function isClosedAttempt(state: PaymentState): boolean {
  return CLOSED_ATTEMPT_STATES.includes(state)
}

/** The states an order's payment attempt may be settled in when the provider did not take the money. */
export const UNPAID_OUTCOMES = ['declined', 'cancelled', 'error'] as const satisfies readonly PaymentState[]
export type UnpaidOutcome = (typeof UNPAID_OUTCOMES)[number]

/** The council page's response code for a payment taken (spec 000 section 4: '00000' means success). */
export const PAYMENT_SUCCESS_CODE = '00000'

/**
 * How long the reconciliation job waits before asking the provider again about a payment it reported
 * as still pending: doubling from the grace period with each minute of age, capped at 15 minutes, so
 * a payment left open on the provider's page is asked about a few times an hour at most.
 */
export function nextCheckDelaySeconds(ageSeconds: number, graceSeconds: number): number {
  const base = Math.max(1, graceSeconds)
  return Math.min(900, Math.max(base, Math.floor(Math.max(0, ageSeconds) / 2)))
}
