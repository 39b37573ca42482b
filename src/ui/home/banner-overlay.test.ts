import { describe, expect, it } from 'vitest'

import { overlayAlpha } from './banner-overlay'

describe('overlayAlpha', () => {
  it('uses a fraction as it is', () => {
    expect(overlayAlpha(0.4)).toBe(0.4)
    expect(overlayAlpha(0)).toBe(0)
    expect(overlayAlpha(1)).toBe(1)
  })

  it('reads a value above 1 as a percentage', () => {
    expect(overlayAlpha(40)).toBe(0.4)
    expect(overlayAlpha(100)).toBe(1)
  })

  it('clamps out-of-range values and treats missing ones as no overlay', () => {
    expect(overlayAlpha(250)).toBe(1)
    expect(overlayAlpha(-3)).toBe(0)
    expect(overlayAlpha(Number.NaN)).toBe(0)
    expect(overlayAlpha(undefined)).toBe(0)
    expect(overlayAlpha(null)).toBe(0)
  })
})
