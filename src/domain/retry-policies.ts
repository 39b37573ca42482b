/**
 * How often the site tries a call again, and how long it waits, as data (spec 000 sections 4 and
 * 9, spec 001 section 9). The code that runs the calls reads these and delayBeforeAttempt; the
 * timers themselves live outside the domain.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number
  /** The wait before the second attempt, in ms. */
  delayMs: number
  /** Each later wait is the one before times this; 1 keeps the attempts evenly spaced. */
  backoffFactor: number
}

/** Customer details after payment: up to 5 attempts, 5 seconds apart (spec 000 section 4). */
export const CUSTOMER_UPDATE_RETRY: RetryPolicy = { maxAttempts: 5, delayMs: 5000, backoffFactor: 1 }

/** Payment verification (the post-checkout basket): up to 5 attempts, 5 seconds apart (spec 000 section 4). */
export const PAYMENT_VERIFICATION_RETRY: RetryPolicy = { maxAttempts: 5, delayMs: 5000, backoffFactor: 1 }

/**
 * The finish page polls every 5 seconds, at most twice (spec 000 section 4). The first poll is made
 * at once and the second 5 seconds later.
 */
export const FINISH_POLLING: RetryPolicy = { maxAttempts: 2, delayMs: 5000, backoffFactor: 1 }

/**
 * Calendar engagements: 5 retries with a minimum timeout of 1000 ms (spec 000 section 9). 'Retries'
 * and 'minimum timeout' are the terms of the usual retry libraries, where 5 retries are 6 attempts
 * and the waits double from the minimum: 1, 2, 4, 8 and 16 seconds.
 */
export const CALENDAR_RETRY: RetryPolicy = { maxAttempts: 6, delayMs: 1000, backoffFactor: 2 }

/** Basket calls are not retried (spec 001 section 9): one attempt only. */
export const BASKET_CALL_RETRY: RetryPolicy = { maxAttempts: 1, delayMs: 0, backoffFactor: 1 }

/** Every call to the booking service gives up after 40 seconds (spec 001 section 9). */
export const FETCH_TIMEOUT_MS = 40_000

/**
 * The wait in ms before the one-based attempt n: 0 before the first, delayMs before the second,
 * then times backoffFactor each time; undefined once the attempts are used up.
 */
export function delayBeforeAttempt(policy: RetryPolicy, attempt: number): number | undefined {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`Attempts are counted from 1, not ${attempt}`)
  }
  if (attempt > policy.maxAttempts) return undefined
  if (attempt === 1) return 0
  return policy.delayMs * policy.backoffFactor ** (attempt - 2)
}

/** Whether another attempt is allowed after the one-based attempt n failed. */
export function hasAttemptAfter(policy: RetryPolicy, attempt: number): boolean {
  return delayBeforeAttempt(policy, attempt + 1) !== undefined
}

/** Progress while sending customer details (spec 000 section 4), e.g. 'Attempt 2 of 5'. */
export function customerUpdateProgressText(attempt: number): string {
  return `Submitting your booking details... Attempt ${attempt} of ${CUSTOMER_UPDATE_RETRY.maxAttempts}`
}

/** Progress while verifying payment (spec 000 section 4), e.g. 'Attempt 2 of 5'. */
export function paymentVerificationProgressText(attempt: number): string {
  return `Booking details updated. Verifying payment... Attempt ${attempt} of ${PAYMENT_VERIFICATION_RETRY.maxAttempts}`
}
