/**
 * How long a provider may still take money on a payment attempt after it started, and when the
 * reconciliation job asks again about an attempt we closed (declined, cancelled, error, abandoned)
 * while it may (issue 23 point 2; decision 0032). A declined card is not the end of an attempt: the
 * resident can go back on the same page and pay, and the provider then holds money that our records
 * call declined. Past the window the provider can take nothing more, so the job stops asking.
 */

/**
 * Seconds from an attempt's start during which its provider may still take money on it.
 * - GOV.UK Pay expires a payment that is not finished 90 minutes after it was created (its
 *   documentation, "Payment status lifecycle"); a finished one never changes but by a refund.
 * - The council's card-payment page publishes no expiry for a payment it has not taken, and its
 *   built-in test service keeps a declined one payable on the same page (decision 0021): a day covers
 *   a resident who comes back to the page's tab the next morning.
 */
export const PROVIDER_PAYMENT_WINDOW_SECONDS: Readonly<Record<string, number>> = {
  'govuk-pay': 90 * 60,
  council: 24 * 60 * 60,
}

/** The window of a provider not named above (a test's own): the longest of them. */
export const DEFAULT_PAYMENT_WINDOW_SECONDS = 24 * 60 * 60

/**
 * One more look after the window ends: a payment authorised in its last minute reaches the provider's
 * status a little later (GOV.UK Pay's capture), and the last look must see it.
 */
export const LAST_LOOK_MARGIN_SECONDS = 10 * 60

/** The longest wait between two looks at a closed attempt: about 30 looks over a day, about 8 over GOV.UK Pay's 90 minutes. */
export const CLOSED_ATTEMPT_MAX_DELAY_SECONDS = 60 * 60

export function paymentWindowSeconds(provider: string): number {
  return PROVIDER_PAYMENT_WINDOW_SECONDS[provider] ?? DEFAULT_PAYMENT_WINDOW_SECONDS
}

/** When the job takes its last look at an attempt of `provider` started at `createdAt`. */
export function lastLookAt(provider: string, createdAt: Date): Date {
  return new Date(createdAt.getTime() + (paymentWindowSeconds(provider) + LAST_LOOK_MARGIN_SECONDS) * 1000)
}

/**
 * When the job next asks the provider about an attempt we closed, or null when it never needs to
 * again (its window and last look are over). The wait grows with the attempt's age (half of it, from
 * the grace period up to an hour), so a fresh decline that the resident may put right in a minute is
 * looked at soon, and an old one rarely; the last look falls exactly at lastLookAt.
 */
export function nextLookAtClosedAttempt(provider: string, createdAt: Date, now: Date, graceSeconds: number): Date | null {
  const last = lastLookAt(provider, createdAt).getTime()
  if (now.getTime() >= last) return null
  const ageSeconds = Math.max(0, (now.getTime() - createdAt.getTime()) / 1000)
  const delaySeconds = Math.min(CLOSED_ATTEMPT_MAX_DELAY_SECONDS, Math.max(1, graceSeconds, Math.floor(ageSeconds / 2)))
  return new Date(Math.min(last, now.getTime() + delaySeconds * 1000))
}
