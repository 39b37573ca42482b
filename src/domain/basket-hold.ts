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

/**
 * Time to finish (WCAG 2.2.1 Timing Adjustable; docs/decisions/0022): the person may extend the hold by
 * 10 minutes, at most twice, and is offered it when 2 minutes are left. An extension moves basketTime
 * on by 10 minutes, so every rule above (the countdown, the browser's clean-up "30 minutes or more old")
 * keeps agreeing with the server's hold without knowing about extensions.
 */
export const HOLD_EXTENSION_SECONDS = 600
export const HOLD_EXTENSION_MS = HOLD_EXTENSION_SECONDS * 1000
export const MAX_HOLD_EXTENSIONS = 2
/** WCAG 2.2.1 asks for at least 20 seconds to respond; 2 minutes leaves time to read the prompt. */
export const HOLD_EXTENSION_OFFER_MS = 2 * 60 * 1000
/**
 * Without JavaScript nothing can prompt when 2 minutes are left, so the page offers the extension
 * button whenever it is rendered with 5 minutes or fewer left (a reload or a failed submission).
 */
export const HOLD_EXTENSION_OFFER_WITHOUT_SCRIPT_MS = 5 * 60 * 1000

/**
 * Extensions already used, from the basket's basketTime and the unix second it was made: each one
 * moved basketTime on by HOLD_EXTENSION_SECONDS. Never below 0; rounded, so a basketTime a fraction
 * off its creation second still counts whole extensions.
 */
export function holdExtensionsUsed(basketTime: number, createdAtSeconds: number): number {
  const used = Math.round((basketTime - createdAtSeconds) / HOLD_EXTENSION_SECONDS)
  return Number.isFinite(used) ? Math.max(0, used) : MAX_HOLD_EXTENSIONS
}

/** Extensions still allowed: 2 for a new basket, 0 once both are used. */
export function holdExtensionsLeft(extensionsUsed: number): number {
  return Math.max(0, MAX_HOLD_EXTENSIONS - extensionsUsed)
}

/** Why a hold cannot be extended now; null when it can. */
export type HoldExtensionRefusal = 'expired' | 'limitReached'

export function holdExtensionRefusal(basketTime: number, extensionsUsed: number, now: Date): HoldExtensionRefusal | null {
  if (isHoldExpired(basketTime, now)) return 'expired'
  if (holdExtensionsLeft(extensionsUsed) === 0) return 'limitReached'
  return null
}

/** The basketTime after one more extension. */
export function extendedBasketTime(basketTime: number): number {
  return basketTime + HOLD_EXTENSION_SECONDS
}

/**
 * Whether to offer the extension now: the hold is live, an extension is left, and no more than
 * `offerWithinMs` remains (HOLD_EXTENSION_OFFER_MS for the prompt).
 */
export function shouldOfferHoldExtension(basketTime: number, extensionsUsed: number, now: Date, offerWithinMs: number = HOLD_EXTENSION_OFFER_MS): boolean {
  if (holdExtensionRefusal(basketTime, extensionsUsed, now) !== null) return false
  return holdRemainingMs(basketTime, now) <= offerWithinMs
}
