import { describe, expect, it } from 'vitest'

import {
  BASKET_STATES,
  BASKET_TRANSITIONS,
  basketStateAt,
  basketStatesThatMayBecome,
  canTransition,
  isBasketLive,
} from './basket-state'

describe('basket states', () => {
  it('lets an open basket be cleared, expire or be ordered', () => {
    expect(canTransition('open', 'cleared')).toBe(true)
    expect(canTransition('open', 'expired')).toBe(true)
    expect(canTransition('open', 'ordered')).toBe(true)
    expect(canTransition('open', 'paid')).toBe(false)
  })

  it('lets an ordered basket only be paid or cancelled', () => {
    expect(canTransition('ordered', 'paid')).toBe(true)
    expect(canTransition('ordered', 'cancelled')).toBe(true)
    expect(canTransition('ordered', 'cleared')).toBe(false)
    expect(canTransition('ordered', 'open')).toBe(false)
  })

  it('never leaves a final state', () => {
    for (const state of ['cleared', 'expired', 'paid'] as const) {
      for (const to of BASKET_STATES) expect(canTransition(state, to)).toBe(false)
    }
  })

  it('lets a cancelled basket only be paid, by money taken later on one of its attempts', () => {
    expect(BASKET_STATES.filter((to) => canTransition('cancelled', to))).toEqual(['paid'])
  })

  it('lists the states a basket may reach a state from, as the SQL settlement needs them', () => {
    expect(basketStatesThatMayBecome('paid')).toEqual(['ordered', 'cancelled'])
    expect(basketStatesThatMayBecome('cancelled')).toEqual(['ordered'])
    expect(basketStatesThatMayBecome('ordered')).toEqual(['open'])
    expect(basketStatesThatMayBecome('open')).toEqual([])
  })

  it('names every state in the transition table', () => {
    expect(Object.keys(BASKET_TRANSITIONS).sort()).toEqual([...BASKET_STATES].sort())
  })

  it('reads an open basket as expired from the moment its hold ends', () => {
    const expiresAt = new Date('2026-03-05T10:30:00Z')
    expect(basketStateAt('open', expiresAt, new Date('2026-03-05T10:29:59.999Z'))).toBe('open')
    expect(basketStateAt('open', expiresAt, expiresAt)).toBe('expired')
    expect(basketStateAt('ordered', expiresAt, new Date('2026-03-05T11:00:00Z'))).toBe('ordered')
  })

  it('counts only an open basket as live', () => {
    expect(isBasketLive('open')).toBe(true)
    expect(isBasketLive('expired')).toBe(false)
    expect(isBasketLive('ordered')).toBe(false)
  })
})
