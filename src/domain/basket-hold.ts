/**
 * The basket hold (spec 000 sections 4 and 9, spec 001 sections 4 and 9): tickets are held for 30 minutes
 * counted from the basket's basketTime, which is stored in unix seconds (spec 001 section 3).
 */

/** Spec 001 section 9: "Basket expires after 1800 seconds (30 minutes)". */
export const BASKET_HOLD_SECONDS = 1800
/** Spec 000 section 4: "held for 30 minutes (1,800,000 ms)". */
export const BASKET_HOLD_MS = BASKET_HOLD_SECONDS * 1000
/** Spec 000 section 4: the countdown "ticks every 1 s". */
export const COUNTDOWN_TICK_MS = 1000

/** The basketTime for a basket created at `now`: whole unix seconds, rounded down. */
export function basketTimeAt(now: Date): number {
  return Math.floor(now.getTime() / 1000)
}

/** When the hold ends, as epoch milliseconds; NaN when basketTime is not a finite number. */
export function holdExpiresAtMs(basketTime: number): number {
  return Number.isFinite(basketTime) ? basketTime * 1000 + BASKET_HOLD_MS : Number.NaN
}

/**
 * Expired at exactly 30 minutes: spec 001 section 4 cleans a basket "30 minutes or more old". A basketTime
 * that is not a finite number (a missing or unreadable basket) counts as expired, as the same rule says.
 */
export function isHoldExpired(basketTime: number, now: Date): boolean {
  // Written as !(a < b) so that NaN (unreadable basketTime) gives "expired".
  return !(now.getTime() < holdExpiresAtMs(basketTime))
}

/**
 * Milliseconds left on the hold: never negative, 0 once expired or unreadable, and never more than the
 * 30-minute hold (a basketTime ahead of this clock, from clock skew between server and browser, would
 * otherwise show more time than the server will honour).
 */
export function holdRemainingMs(basketTime: number, now: Date): number {
  if (isHoldExpired(basketTime, now)) return 0
  return Math.min(BASKET_HOLD_MS, holdExpiresAtMs(basketTime) - now.getTime())
}

/**
 * Countdown text 'mm:ss', minutes and seconds both two digits: '30:00', '29:59', '05:07', '00:00'.
 * Part seconds round up, so the timer shows '00:00' only once the hold has really expired and starts at
 * '30:00' for a new basket (spec 000 section 4 leaves the format unstated).
 */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / 1000)) : 0
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}

/** The countdown text for a basket at `now`. */
export function holdCountdownText(basketTime: number, now: Date): string {
  return formatCountdown(holdRemainingMs(basketTime, now))
}
