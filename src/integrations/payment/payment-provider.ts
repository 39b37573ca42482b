/**
 * The payment provider interface (ARCHITECTURE.md "Integrations"): every adapter (the council's
 * card-payment page, its built-in test stand-in, later GOV.UK Pay) is used only through this, so the
 * checkout service never knows which one took the money. Adapters speak to the provider; the service
 * owns the order, the payment rows and the confirmation.
 */

/** What the checkout service asks a provider to take. Money is integer pence. */
export interface PaymentRequest {
  /** Our payment row's id (random): the provider returns with it, never with its own id. */
  paymentId: string
  basketId: string
  /** The basket id plus a timestamp (src/domain/payment.ts transactionReference). */
  transactionReference: string
  amountPence: number
  /** Where the provider sends the browser back: /eventsbookingapi/baskets/{id}/paid (absolute). */
  returnUrl: string
  /** Where a Cancel or Back on the provider's page goes (absolute). */
  backButtonUrl: string
  /** The checkout finish page (absolute). */
  receiptFinishUrl: string
  /** The site's origin as the browser saw it: decides whether the host is live (spec 000 section 7). */
  host: string
  ledger: { gl: string; costCode: string }
  purchaser: {
    firstName: string
    lastName: string
    email: string
    telephoneNumber: string
    /** Answers keyed as src/domain/validation/checkout-questions.ts keys them. */
    bookingQuestions: Record<string, string | string[]>
    address: { streetAddress: string; postOfficeBoxNumber: string; addressLocality: string; addressRegion: string; country: string; postalCode: string }
  }
  tickets: Array<{ ticketId: string; firstName: string; lastName: string; specialRequirements: string; ticketQuestions: Record<string, string | string[]> }>
  description: string
}

/** How the browser reaches the provider: a GET form it submits (the council page) or a plain redirect (GOV.UK Pay). */
export type PaymentHandOff =
  | { kind: 'form'; action: string; method: 'get'; fields: Array<{ name: string; value: string }> }
  | { kind: 'redirect'; url: string }

/**
 * The address a hand-off takes the browser to: a redirect's URL, or where the browser goes when it
 * sends the GET form (the action with its query replaced by the fields, HTML's "mutate action URL").
 * The start call answers this, so a browser goes straight to the provider (spec 000 section 4).
 */
export function handOffAddress(handOff: PaymentHandOff): string {
  if (handOff.kind === 'redirect') return handOff.url
  const query = new URLSearchParams(handOff.fields.map((field) => [field.name, field.value])).toString()
  const hash = handOff.action.indexOf('#')
  const action = hash >= 0 ? handOff.action.slice(0, hash) : handOff.action
  const search = action.indexOf('?')
  return `${search >= 0 ? action.slice(0, search) : action}?${query}`
}

export interface StartedPayment {
  handOff: PaymentHandOff
  /** The provider's own id, when it gives one at start (GOV.UK Pay); the council page gives none. */
  providerReference?: string
}

/**
 * A payment's state as the provider reports it, asked server to server (never read from the
 * browser's query). 'unknown': the provider has no such payment (never reached it, or forged).
 * 'pending': started and not finished yet.
 */
export type ProviderPaymentState = 'success' | 'declined' | 'cancelled' | 'error' | 'pending' | 'unknown'

export interface ProviderPaymentStatus {
  state: ProviderPaymentState
  /** What the provider took, in pence; compared with what we asked before any confirmation. */
  amountPence?: number
  /** The provider's response code ('00000' is success on the council page). */
  responseCode?: string
  /** The provider's own description of the outcome (shown on 'Booking Failed!'). */
  description?: string
  /** The provider's references (receipt number and the like). */
  providerReference?: string
}

export interface RefundResult {
  ok: boolean
  /** The provider's id of the refund. */
  providerReference?: string
  description?: string
  /**
   * False when the provider accepted the refund but finishes it later (GOV.UK Pay's 'submitted'):
   * ask `refundStatus` until it says. Absent or true: the refund is made.
   */
  settled?: boolean
}

/** A refund's state at the provider: made, still being made, failed (nothing refunded), or not known there. */
export type ProviderRefundState = 'success' | 'submitted' | 'error' | 'unknown'

export interface PaymentProvider {
  /** 'council-test', 'council', later 'govuk-pay': stored on the payment row. */
  readonly name: string
  start(request: PaymentRequest): Promise<StartedPayment>
  /** Asks the provider about one payment, by our transaction reference (and its id, when it gave one). */
  status(payment: { paymentId: string; transactionReference: string; providerReference?: string | null }): Promise<ProviderPaymentStatus>
  /**
   * Refunds `amountPence` of a payment. `refundableBeforePence`, when given, is what the payment had
   * left to refund before this refund by our records: a provider that can (GOV.UK Pay) is held to
   * it, so a retry of a refund that went through but was not recorded is recognised, not repeated.
   */
  refund(payment: { paymentId: string; transactionReference: string; providerReference?: string | null; amountPence: number; refundableBeforePence?: number }): Promise<RefundResult>
  /** Where a refund answered `settled: false` has got to; providers whose refunds are made at once need not have it. */
  refundStatus?(refund: { providerReference: string; refundReference: string }): Promise<ProviderRefundState>
}
