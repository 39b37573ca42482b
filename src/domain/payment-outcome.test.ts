import { describe, expect, it } from 'vitest'

import {
  defaultUpdateFailedText,
  defaultVerificationFailedText,
  finishAttentionText,
  finishOutcomeOf,
  NO_PAYMENT_DESCRIPTION_TEXT,
  paymentCheckOf,
  paymentErrorText,
  queryText,
  readPaymentReturn,
} from './payment-outcome'

describe('readPaymentReturn', () => {
  it("reads response code '00000' as a successful payment with its basket and reference", () => {
    expect(readPaymentReturn({ responseCode: '00000', responseDescription: 'Authorised', basketId: ' b-1 ', transactionReference: 't-9' })).toEqual({
      succeeded: true,
      responseCode: '00000',
      description: 'Authorised',
      basketId: 'b-1',
      transactionReference: 't-9',
    })
  })

  it('reads any other code as a failure carrying the provider description', () => {
    const outcome = readPaymentReturn({ responseCode: '02001', responseDescription: 'Card declined', basketId: 'b-1' })
    expect(outcome.succeeded).toBe(false)
    expect(paymentErrorText(outcome.description)).toBe('The following payment error occurred: Card declined')
  })

  it('treats a missing code as a failure and a missing description as our own words', () => {
    const outcome = readPaymentReturn({})
    expect(outcome).toMatchObject({ succeeded: false, responseCode: '', description: NO_PAYMENT_DESCRIPTION_TEXT, basketId: undefined, transactionReference: undefined })
  })

  it('takes the first of a repeated parameter and ignores blank ones', () => {
    expect(readPaymentReturn({ responseCode: ['00000', '1'], basketId: '   ' })).toMatchObject({ succeeded: true, basketId: undefined })
    expect(queryText(['', 'x'])).toBeUndefined()
    expect(queryText(' ref ')).toBe('ref')
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
  it('put its e-mail address in the finish error and both default attention texts', () => {
    for (const text of [finishAttentionText('web@council.example'), defaultUpdateFailedText('web@council.example'), defaultVerificationFailedText('web@council.example')]) {
      expect(text).toContain('web@council.example')
    }
  })
})
