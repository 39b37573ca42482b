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
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  placed: ['confirmed', 'failed', 'abandoned', 'refund_due'],
  refund_due: ['refunded'],
  confirmed: [],
  failed: [],
  abandoned: [],
  refunded: [],
}

export const PAYMENT_STATE_NAMES = ['created', 'success', 'declined', 'cancelled', 'error', 'abandoned', 'refunded', 'refund_failed'] as const
export type PaymentState = (typeof PAYMENT_STATE_NAMES)[number]

/**
 * created: the browser was sent to the provider. Then the provider's answer, asked server to server:
 * success, declined, cancelled or error; abandoned when the provider never heard of it and the hold
 * is over. A successful payment that cannot be kept (the tickets went, or the order was already paid)
 * is refunded; refund_failed is retried by the reconciliation job and shown to staff in the log.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  created: ['success', 'declined', 'cancelled', 'error', 'abandoned'],
  success: ['refunded', 'refund_failed'],
  refund_failed: ['refunded'],
  declined: [],
  cancelled: [],
  error: [],
  abandoned: [],
  refunded: [],
}

export function canOrderMove(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to)
}

export function canPaymentMove(from: PaymentState, to: PaymentState): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to)
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
