import { describe, expect, it } from 'vitest'

import { contrastRatio, parseHexColour, PROMO_DARK_TEXT, PROMO_LIGHT_TEXT, promoColours } from './promo-colours'

describe('parseHexColour', () => {
  it('reads six and three digit hex colours in either case', () => {
    expect(parseHexColour('#1d70b8')).toEqual([29, 112, 184])
    expect(parseHexColour('#FFF')).toEqual([255, 255, 255])
    expect(parseHexColour(' #0b0c0c ')).toEqual([11, 12, 12])
  })

  it('refuses anything else', () => {
    expect(parseHexColour('1d70b8')).toBeUndefined()
    expect(parseHexColour('#12345')).toBeUndefined()
    expect(parseHexColour('red')).toBeUndefined()
    expect(parseHexColour(null)).toBeUndefined()
    expect(parseHexColour(undefined)).toBeUndefined()
  })
})

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5)
    expect(contrastRatio([29, 112, 184], [29, 112, 184])).toBe(1)
  })
})

describe('promoColours', () => {
  it('puts white text on dark backgrounds and dark text on light ones', () => {
    expect(promoColours('#1d70b8')).toEqual({ background: '#1d70b8', text: PROMO_LIGHT_TEXT })
    expect(promoColours('#00703c')?.text).toBe(PROMO_LIGHT_TEXT)
    expect(promoColours('#f47738')?.text).toBe(PROMO_DARK_TEXT)
    expect(promoColours('#ffdd00')?.text).toBe(PROMO_DARK_TEXT)
  })

  it('always reaches 4.5:1, whatever grey the editor picks', () => {
    for (let level = 0; level <= 255; level += 1) {
      const hex = `#${level.toString(16).padStart(2, '0').repeat(3)}`
      const colours = promoColours(hex)
      const text = parseHexColour(colours?.text)
      expect(contrastRatio([level, level, level], text ?? [0, 0, 0]), hex).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('gives nothing for a missing or unusable colour, so the default tint applies', () => {
    expect(promoColours(undefined)).toBeUndefined()
    expect(promoColours('')).toBeUndefined()
    expect(promoColours('blue')).toBeUndefined()
  })
})
