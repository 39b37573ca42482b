import { describe, expect, it } from 'vitest'

import { canChangeOffer, OFFER_RECHECK_MS, offerConcession, offerExpiresAt, offerHoldsPlaces, offerStanding, reviewOffer } from './waiting-list-offers'

const now = new Date('2026-11-24T10:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('offer states', () => {
  it('lets an offer be accepted, booked, lapse or be withdrawn, and nothing change an ended one', () => {
    expect(canChangeOffer('offered', 'accepted')).toBe(true)
    expect(canChangeOffer('accepted', 'booked')).toBe(true)
    expect(canChangeOffer('accepted', 'offered')).toBe(false)
    expect(canChangeOffer('lapsed', 'offered')).toBe(false)
    expect(canChangeOffer('booked', 'lapsed')).toBe(false)
  })

  it('holds places only while offered or accepted', () => {
    expect(offerHoldsPlaces('offered')).toBe(true)
    expect(offerHoldsPlaces('accepted')).toBe(true)
    expect(offerHoldsPlaces('lapsed')).toBe(false)
    expect(offerHoldsPlaces('withdrawn')).toBe(false)
  })

  it('ends an offer the configured hours after it is made', () => {
    expect(offerExpiresAt(now, 24).toISOString()).toBe('2026-11-25T10:00:00.000Z')
  })
})

describe('the concession an offer holds', () => {
  const adult = { id: 'adult', numTicketsUsed: 1, unitsLeft: null }
  const family = { id: 'family', numTicketsUsed: 4, unitsLeft: null }
  const child = { id: 'child', numTicketsUsed: 1, unitsLeft: 0 }

  it('is the first one-place concession with stock left', () => {
    expect(offerConcession([family, child, adult], 1)).toBe(adult)
    expect(offerConcession([adult, child], 3)).toBe(adult)
  })

  it('is none without a free place or a one-place concession in stock', () => {
    expect(offerConcession([adult], 0)).toBeNull()
    expect(offerConcession([family, child], 5)).toBeNull()
  })
})

describe('reviewing an offer whose time is up', () => {
  it('books a paid basket and waits on a payment under way', () => {
    expect(reviewOffer({ state: 'paid', expiresAt: now }, now)).toEqual({ outcome: 'booked' })
    expect(reviewOffer({ state: 'ordered', expiresAt: now }, now)).toEqual({ outcome: 'later', until: later(OFFER_RECHECK_MS) })
  })

  it('keeps a basket still in time until it ends', () => {
    expect(reviewOffer({ state: 'open', expiresAt: later(600_000) }, now)).toEqual({ outcome: 'later', until: later(600_000) })
  })

  it('lapses an ended, cleared, cancelled or purged basket', () => {
    expect(reviewOffer({ state: 'open', expiresAt: now }, now)).toEqual({ outcome: 'lapsed' })
    expect(reviewOffer({ state: 'cleared', expiresAt: later(1) }, now)).toEqual({ outcome: 'lapsed' })
    expect(reviewOffer({ state: 'cancelled', expiresAt: later(1) }, now)).toEqual({ outcome: 'lapsed' })
    expect(reviewOffer(null, now)).toEqual({ outcome: 'lapsed' })
  })
})

describe('what an offer link says', () => {
  it('by state and time', () => {
    expect(offerStanding({ state: 'offered', expiresAt: later(1) }, now)).toBe('open')
    expect(offerStanding({ state: 'accepted', expiresAt: later(1) }, now)).toBe('inCheckout')
    expect(offerStanding({ state: 'offered', expiresAt: now }, now)).toBe('ended')
    expect(offerStanding({ state: 'lapsed', expiresAt: later(1) }, now)).toBe('ended')
    expect(offerStanding({ state: 'booked', expiresAt: now }, now)).toBe('booked')
  })
})
