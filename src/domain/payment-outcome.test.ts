import { describe, expect, it } from 'vitest'

import type { PaymentState } from './order-state'
import {
  AMOUNT_DIFFERS_DESCRIPTION_TEXT,
  amountDiffersText,
  cancellationRefundText,
  defaultUpdateFailedText,
  defaultVerificationFailedText,
  finishAttentionText,
  finishOutcomeOf,
  isBookingCancelled,
  NO_PAYMENT_DESCRIPTION_TEXT,
  paymentCheckOf,
  paymentErrorText,
  paymentOutcomeOf,
  paymentProgressOf,
  providerErrorText,
  queryText,
  readPaymentReturn,
  REFUNDED_DESCRIPTION_TEXT,
  RETURN_CODES,
  returnKindOf,
  type PaymentFacts,
} from './payment-outcome'

describe('readPaymentReturn', () => {
  it("reads response code '00000' as the provider's word of success, with its basket and reference", () => {
    expect(readPaymentReturn({ responseCode: '00000', responseDescription: 'Authorised', basketId: ' b-1 ', transactionReference: 't-9' })).toEqual({
      kind: 'succeeded',
      responseCode: '00000',
      basketId: 'b-1',
      transactionReference: 't-9',
    })
  })

  it("reads a provider's own code as a failure, and does not keep the query's description, which anyone can write", () => {
    const outcome = readPaymentReturn({ responseCode: '02001', responseDescription: 'Call 0900 000 000 to claim your refund', basketId: 'b-1' })
    expect(outcome.kind).toBe('failed')
    expect(JSON.stringify(outcome)).not.toContain('0900')
  })

  it('reads a missing code as not known yet, never as a failure', () => {
    expect(readPaymentReturn({})).toEqual({ kind: 'pending', responseCode: '', basketId: undefined, transactionReference: undefined })
  })

  it('takes the first of a repeated parameter and ignores blank ones', () => {
    expect(readPaymentReturn({ responseCode: ['00000', '1'], basketId: '   ' })).toMatchObject({ kind: 'succeeded', basketId: undefined })
    expect(queryText(['', 'x'])).toBeUndefined()
    expect(queryText(' ref ')).toBe('ref')
  })
})

describe('returnKindOf', () => {
  it('reads our codes for "we could not find out" as pending, never failed', () => {
    for (const code of [RETURN_CODES.notOurs, RETURN_CODES.notFinished, RETURN_CODES.unreachable]) expect(returnKindOf(code)).toBe('pending')
  })

  it('keeps a refund and a wrong amount apart from a failure', () => {
    expect(returnKindOf(RETURN_CODES.refunded)).toBe('refunded')
    expect(returnKindOf(RETURN_CODES.amountDiffers)).toBe('amount-differs')
    expect(returnKindOf(RETURN_CODES.notPaid)).toBe('failed')
    expect(returnKindOf('10001')).toBe('failed')
  })
})

describe('paymentOutcomeOf', () => {
  const declinedReturn = { kind: 'failed' as const }
  const pendingReturn = { kind: 'pending' as const }
  const attempt = (state: PaymentState, description: string | null = null): PaymentFacts => ({ orderState: 'placed', attempt: { state, description } })

  it('says succeeded only when the server has confirmed the order, whatever the query says', () => {
    expect(paymentOutcomeOf(declinedReturn, { orderState: 'confirmed', attempt: { state: 'success', description: null } }).kind).toBe('succeeded')
    expect(paymentOutcomeOf({ kind: 'succeeded' }, null).kind).toBe('pending')
    expect(paymentOutcomeOf({ kind: 'succeeded' }, attempt('created')).kind).toBe('pending')
  })

  it('keeps a payment whose state is not known as pending, then follows what the provider said', () => {
    expect(paymentOutcomeOf(pendingReturn, attempt('created')).kind).toBe('pending')
    expect(paymentOutcomeOf(pendingReturn, attempt('declined', 'Insufficient funds'))).toEqual({ kind: 'declined', description: 'Insufficient funds' })
    expect(paymentOutcomeOf(pendingReturn, attempt('cancelled'))).toEqual({ kind: 'declined', description: NO_PAYMENT_DESCRIPTION_TEXT })
    expect(paymentOutcomeOf(pendingReturn, attempt('abandoned', '  '))).toEqual({ kind: 'declined', description: NO_PAYMENT_DESCRIPTION_TEXT })
    expect(paymentOutcomeOf(pendingReturn, attempt('error', 'Provider fault')).kind).toBe('failed')
  })

  it('says refunded for money taken that is going back, never declined', () => {
    for (const state of ['success', 'refunded', 'refund_failed'] as const) expect(paymentOutcomeOf(pendingReturn, attempt(state)).kind).toBe('refunded')
    expect(paymentOutcomeOf(pendingReturn, { orderState: 'refund_due', attempt: null })).toEqual({ kind: 'refunded', description: REFUNDED_DESCRIPTION_TEXT })
    expect(paymentOutcomeOf(pendingReturn, { orderState: 'refunded', attempt: null }).kind).toBe('refunded')
    expect(paymentOutcomeOf({ kind: 'refunded' }, null).kind).toBe('refunded')
  })

  it("tells a wrong amount by the return's code, as the stored attempt reads like a provider's error", () => {
    expect(paymentOutcomeOf({ kind: 'amount-differs' }, attempt('error', 'amount taken 1 differs'))).toEqual({ kind: 'amount-differs', description: AMOUNT_DIFFERS_DESCRIPTION_TEXT })
  })

  it("shows only the provider's description the server stored, never words from the query", () => {
    const crafted = readPaymentReturn({ responseCode: '02001', responseDescription: 'Your card is blocked: call 0900 000 000', basketId: 'b-1' })
    expect(paymentOutcomeOf(crafted, attempt('declined', 'Card declined by issuer'))).toEqual({ kind: 'declined', description: 'Card declined by issuer' })
    expect(paymentOutcomeOf(crafted, null)).toEqual({ kind: 'failed', description: NO_PAYMENT_DESCRIPTION_TEXT })
    expect(paymentErrorText(paymentOutcomeOf(crafted, attempt('error', 'Provider fault')).description)).toBe('The following payment error occurred: Provider fault')
  })

  it("falls back on the query's kind when the server knows no attempt", () => {
    expect(paymentOutcomeOf(declinedReturn, null)).toEqual({ kind: 'failed', description: NO_PAYMENT_DESCRIPTION_TEXT })
    expect(paymentOutcomeOf(declinedReturn, { orderState: null, attempt: null }).kind).toBe('failed')
    expect(paymentOutcomeOf(pendingReturn, null).kind).toBe('pending')
  })
})

describe('paymentProgressOf', () => {
  it('is paid, pending, or failed for every other settled outcome', () => {
    expect(paymentProgressOf({ kind: 'succeeded' })).toBe('paid')
    expect(paymentProgressOf({ kind: 'pending' })).toBe('pending')
    for (const kind of ['declined', 'failed', 'refunded', 'amount-differs'] as const) expect(paymentProgressOf({ kind })).toBe('failed')
  })
})

describe('paymentCheckOf', () => {
  it('counts from 1 and reads anything that is not a small whole number as the first check', () => {
    expect(paymentCheckOf('3')).toBe(3)
    expect(paymentCheckOf(undefined)).toBe(1)
    expect(paymentCheckOf('0')).toBe(1)
    expect(paymentCheckOf('-2')).toBe(1)
    expect(paymentCheckOf('99999')).toBe(1)
  })
})

describe('finishOutcomeOf', () => {
  it('is success whenever the answer says so, cancelled for status 6 and pending otherwise', () => {
    expect(finishOutcomeOf({ success: true, status: 6 })).toBe('success')
    expect(finishOutcomeOf({ success: false, status: 6 })).toBe('cancelled')
    expect(finishOutcomeOf({ success: false, status: 2 })).toBe('pending')
  })
})

describe('the texts that name the web team', () => {
  it('put its e-mail address in the finish error, both default attention texts and the failure texts', () => {
    const email = 'web@council.example'
    for (const text of [finishAttentionText(email), defaultUpdateFailedText(email), defaultVerificationFailedText(email), providerErrorText(email), amountDiffersText(email)]) {
      expect(text).toContain('web@council.example')
    }
  })
})

describe('a cancelled booking (issue 23 point 7)', () => {
  it('reads as cancelled only when every ticket was cancelled', () => {
    expect(isBookingCancelled({ booked: 0, cancelled: 2 })).toBe(true)
    expect(isBookingCancelled({ booked: 1, cancelled: 1 })).toBe(false)
    expect(isBookingCancelled({ booked: 0, cancelled: 0 })).toBe(false)
  })

  it('says how much goes back to the card', () => {
    expect(cancellationRefundText('£25.00')).toBe('A refund of £25.00 goes back to the card the booking was paid with.')
  })
})
