import { describe, expect, it } from 'vitest'

import {
  BASKET_CALL_RETRY,
  CALENDAR_RETRY,
  CUSTOMER_UPDATE_RETRY,
  customerUpdateProgressText,
  delayBeforeAttempt,
  FETCH_TIMEOUT_MS,
  FINISH_POLLING,
  hasAttemptAfter,
  PAYMENT_VERIFICATION_RETRY,
  paymentVerificationProgressText,
} from './retry-policies'

const delays = (policy: typeof CUSTOMER_UPDATE_RETRY, upTo: number) =>
  Array.from({ length: upTo }, (_, i) => delayBeforeAttempt(policy, i + 1))

describe('retry policies', () => {
  it('tries customer details 5 times, 5 seconds apart', () => {
    expect(CUSTOMER_UPDATE_RETRY).toEqual({ maxAttempts: 5, delayMs: 5000, backoffFactor: 1 })
    expect(delays(CUSTOMER_UPDATE_RETRY, 6)).toEqual([0, 5000, 5000, 5000, 5000, undefined])
  })

  it('verifies payment 5 times, 5 seconds apart', () => {
    expect(delays(PAYMENT_VERIFICATION_RETRY, 6)).toEqual([0, 5000, 5000, 5000, 5000, undefined])
  })

  it('polls the finish call at most twice, 5 seconds apart', () => {
    expect(delays(FINISH_POLLING, 3)).toEqual([0, 5000, undefined])
  })

  it('retries the calendar 5 times after the first attempt, waiting at least 1 second and doubling', () => {
    expect(delays(CALENDAR_RETRY, 7)).toEqual([0, 1000, 2000, 4000, 8000, 16000, undefined])
  })

  it('does not retry basket calls, and gives every call 40 seconds', () => {
    expect(delays(BASKET_CALL_RETRY, 2)).toEqual([0, undefined])
    expect(FETCH_TIMEOUT_MS).toBe(40000)
  })
})

describe('delayBeforeAttempt', () => {
  it('refuses attempts counted from 0 or not whole', () => {
    expect(() => delayBeforeAttempt(CUSTOMER_UPDATE_RETRY, 0)).toThrow(RangeError)
    expect(() => delayBeforeAttempt(CUSTOMER_UPDATE_RETRY, -1)).toThrow(RangeError)
    expect(() => delayBeforeAttempt(CUSTOMER_UPDATE_RETRY, 1.5)).toThrow(RangeError)
    expect(() => delayBeforeAttempt(CUSTOMER_UPDATE_RETRY, Number.NaN)).toThrow(RangeError)
  })

  it('is undefined far past the last attempt', () => {
    expect(delayBeforeAttempt(CUSTOMER_UPDATE_RETRY, 100)).toBeUndefined()
  })
})

describe('hasAttemptAfter', () => {
  it('allows another attempt until the last one has failed', () => {
    expect(hasAttemptAfter(CUSTOMER_UPDATE_RETRY, 1)).toBe(true)
    expect(hasAttemptAfter(CUSTOMER_UPDATE_RETRY, 4)).toBe(true)
    expect(hasAttemptAfter(CUSTOMER_UPDATE_RETRY, 5)).toBe(false)
    expect(hasAttemptAfter(BASKET_CALL_RETRY, 1)).toBe(false)
  })
})

describe('progress texts', () => {
  it('count the customer detail attempts out of 5', () => {
    expect(customerUpdateProgressText(1)).toBe('Submitting your booking details... Attempt 1 of 5')
    expect(customerUpdateProgressText(5)).toBe('Submitting your booking details... Attempt 5 of 5')
  })

  it('count the payment verification attempts out of 5', () => {
    expect(paymentVerificationProgressText(1)).toBe('Booking details updated. Verifying payment... Attempt 1 of 5')
    expect(paymentVerificationProgressText(3)).toBe('Booking details updated. Verifying payment... Attempt 3 of 5')
  })
})
