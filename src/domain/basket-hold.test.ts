import { describe, expect, it } from 'vitest'

import {
  BASKET_HOLD_MS,
  BASKET_HOLD_SECONDS,
  basketTimeAt,
  COUNTDOWN_TICK_MS,
  extendedBasketTime,
  formatCountdown,
  HOLD_EXTENSION_MS,
  HOLD_EXTENSION_OFFER_MS,
  HOLD_EXTENSION_OFFER_WITHOUT_SCRIPT_MS,
  HOLD_EXTENSION_SECONDS,
  holdExtensionRefusal,
  holdExtensionsLeft,
  holdExtensionsUsed,
  holdCountdownText,
  holdExpiresAtMs,
  holdRemainingMs,
  isHoldExpired,
  MAX_HOLD_EXTENSIONS,
  shouldOfferHoldExtension,
} from './basket-hold'

const BASKET_TIME = 1_773_140_400 // 2026-03-10T11:00:00Z in unix seconds
const created = new Date(BASKET_TIME * 1000)
const after = (ms: number): Date => new Date(created.getTime() + ms)

describe('hold constants', () => {
  it('holds for 30 minutes: 1800 s, 1,800,000 ms, ticking every second', () => {
    expect(BASKET_HOLD_SECONDS).toBe(1800)
    expect(BASKET_HOLD_MS).toBe(1_800_000)
    expect(COUNTDOWN_TICK_MS).toBe(1000)
  })
})

describe('basketTimeAt', () => {
  it('gives whole unix seconds, rounding the milliseconds down', () => {
    expect(basketTimeAt(new Date(BASKET_TIME * 1000 + 999))).toBe(BASKET_TIME)
    expect(basketTimeAt(created)).toBe(BASKET_TIME)
  })
})

describe('holdExpiresAtMs', () => {
  it('is 30 minutes after the basket time', () => {
    expect(holdExpiresAtMs(BASKET_TIME)).toBe(BASKET_TIME * 1000 + 1_800_000)
  })

  it('is NaN for an unreadable basket time', () => {
    expect(holdExpiresAtMs(Number.NaN)).toBeNaN()
  })
})

describe('isHoldExpired', () => {
  it('is not expired 1 ms before 30 minutes', () => {
    expect(isHoldExpired(BASKET_TIME, after(BASKET_HOLD_MS - 1))).toBe(false)
  })

  it('is expired at exactly 30 minutes and after', () => {
    expect(isHoldExpired(BASKET_TIME, after(BASKET_HOLD_MS))).toBe(true)
    expect(isHoldExpired(BASKET_TIME, after(BASKET_HOLD_MS + 1))).toBe(true)
  })

  it('is not expired for a basket made just now', () => {
    expect(isHoldExpired(BASKET_TIME, created)).toBe(false)
  })

  it('counts an unreadable basket time as expired', () => {
    expect(isHoldExpired(Number.NaN, created)).toBe(true)
    expect(isHoldExpired(Number.POSITIVE_INFINITY, created)).toBe(true)
  })
})

describe('holdRemainingMs', () => {
  it('is the full 30 minutes for a basket made just now', () => {
    expect(holdRemainingMs(BASKET_TIME, created)).toBe(1_800_000)
  })

  it('counts down to 1 ms just before expiry and is 0 at and after it', () => {
    expect(holdRemainingMs(BASKET_TIME, after(BASKET_HOLD_MS - 1))).toBe(1)
    expect(holdRemainingMs(BASKET_TIME, after(BASKET_HOLD_MS))).toBe(0)
    expect(holdRemainingMs(BASKET_TIME, after(BASKET_HOLD_MS + 60_000))).toBe(0)
  })

  it('never shows more than 30 minutes when the basket time is ahead of this clock', () => {
    expect(holdRemainingMs(BASKET_TIME, after(-120_000))).toBe(1_800_000)
  })

  it('is 0 for an unreadable basket time', () => {
    expect(holdRemainingMs(Number.NaN, created)).toBe(0)
  })
})

describe('formatCountdown', () => {
  it('shows minutes and seconds as two digits each', () => {
    expect(formatCountdown(1_800_000)).toBe('30:00')
    expect(formatCountdown(1_799_000)).toBe('29:59')
    expect(formatCountdown(307_000)).toBe('05:07')
    expect(formatCountdown(0)).toBe('00:00')
  })

  it('rounds part seconds up, so 00:00 shows only once the hold has expired', () => {
    expect(formatCountdown(1)).toBe('00:01')
    expect(formatCountdown(999)).toBe('00:01')
    expect(formatCountdown(1000)).toBe('00:01')
    expect(formatCountdown(1001)).toBe('00:02')
    expect(formatCountdown(1_799_001)).toBe('30:00')
  })

  it('shows 00:00 for a negative or unreadable time', () => {
    expect(formatCountdown(-5000)).toBe('00:00')
    expect(formatCountdown(Number.NaN)).toBe('00:00')
  })
})

describe('holdCountdownText', () => {
  it('starts at 30:00, ticks to 29:59 a second later and ends at 00:00', () => {
    expect(holdCountdownText(BASKET_TIME, created)).toBe('30:00')
    expect(holdCountdownText(BASKET_TIME, after(COUNTDOWN_TICK_MS))).toBe('29:59')
    expect(holdCountdownText(BASKET_TIME, after(BASKET_HOLD_MS - 1))).toBe('00:01')
    expect(holdCountdownText(BASKET_TIME, after(BASKET_HOLD_MS))).toBe('00:00')
  })
})

describe('extending the hold (time to finish)', () => {
  it('extends by 10 minutes, at most twice, offered at 2 minutes left (5 without a script)', () => {
    expect(HOLD_EXTENSION_SECONDS).toBe(600)
    expect(HOLD_EXTENSION_MS).toBe(600_000)
    expect(MAX_HOLD_EXTENSIONS).toBe(2)
    expect(HOLD_EXTENSION_OFFER_MS).toBe(120_000)
    expect(HOLD_EXTENSION_OFFER_WITHOUT_SCRIPT_MS).toBe(300_000)
  })

  it('counts the extensions used from how far basketTime has moved past the creation second', () => {
    expect(holdExtensionsUsed(BASKET_TIME, BASKET_TIME)).toBe(0)
    expect(holdExtensionsUsed(BASKET_TIME + 600, BASKET_TIME)).toBe(1)
    expect(holdExtensionsUsed(BASKET_TIME + 1200, BASKET_TIME)).toBe(2)
    expect(holdExtensionsUsed(BASKET_TIME + 601, BASKET_TIME)).toBe(1)
  })

  it('never counts fewer than none, and counts an unreadable time as all used', () => {
    expect(holdExtensionsUsed(BASKET_TIME - 5, BASKET_TIME)).toBe(0)
    expect(holdExtensionsUsed(Number.NaN, BASKET_TIME)).toBe(MAX_HOLD_EXTENSIONS)
  })

  it('leaves two extensions for a new basket and none after two', () => {
    expect(holdExtensionsLeft(0)).toBe(2)
    expect(holdExtensionsLeft(1)).toBe(1)
    expect(holdExtensionsLeft(2)).toBe(0)
    expect(holdExtensionsLeft(3)).toBe(0)
  })

  it('moves basketTime on by 10 minutes, so the hold ends 10 minutes later', () => {
    expect(extendedBasketTime(BASKET_TIME)).toBe(BASKET_TIME + 600)
    expect(holdExpiresAtMs(extendedBasketTime(BASKET_TIME))).toBe(holdExpiresAtMs(BASKET_TIME) + HOLD_EXTENSION_MS)
  })

  it('refuses an expired hold and a third extension, and allows the first two', () => {
    const late = after(BASKET_HOLD_MS - 60_000)
    expect(holdExtensionRefusal(BASKET_TIME, 0, late)).toBeNull()
    expect(holdExtensionRefusal(BASKET_TIME, 1, late)).toBeNull()
    expect(holdExtensionRefusal(BASKET_TIME, 2, late)).toBe('limitReached')
    expect(holdExtensionRefusal(BASKET_TIME, 0, after(BASKET_HOLD_MS))).toBe('expired')
  })

  it('offers the extension from 2 minutes left until the hold ends, while one is left', () => {
    expect(shouldOfferHoldExtension(BASKET_TIME, 0, after(BASKET_HOLD_MS - 120_001))).toBe(false)
    expect(shouldOfferHoldExtension(BASKET_TIME, 0, after(BASKET_HOLD_MS - 120_000))).toBe(true)
    expect(shouldOfferHoldExtension(BASKET_TIME, 1, after(BASKET_HOLD_MS - 1000))).toBe(true)
    expect(shouldOfferHoldExtension(BASKET_TIME, 2, after(BASKET_HOLD_MS - 1000))).toBe(false)
    expect(shouldOfferHoldExtension(BASKET_TIME, 0, after(BASKET_HOLD_MS))).toBe(false)
  })

  it('offers it within a wider window when asked (the page without a script)', () => {
    const fourMinutesLeft = after(BASKET_HOLD_MS - 240_000)
    expect(shouldOfferHoldExtension(BASKET_TIME, 0, fourMinutesLeft)).toBe(false)
    expect(shouldOfferHoldExtension(BASKET_TIME, 0, fourMinutesLeft, HOLD_EXTENSION_OFFER_WITHOUT_SCRIPT_MS)).toBe(true)
  })
})
