import { describe, expect, it } from 'vitest'

import {
  cardPriceText,
  concessionPriceText,
  concessionUnitPrice,
  earlyBirdPrice,
  eventPriceInForce,
  FREE_CONCESSION_TEXT,
  FREE_EVENT_TEXT,
  lineTotal,
  lowestPrice,
  orderTotal,
  PRICE_NOT_SET_TEXT,
  ticketsFromText,
} from './prices'

describe('earlyBirdPrice', () => {
  it('takes the discount percent off the price', () => {
    expect(earlyBirdPrice(1000, 20)).toBe(800)
    expect(earlyBirdPrice(1250, 10)).toBe(1125)
  })

  it('rounds the discount to the nearest penny, halves up in the customer’s favour', () => {
    // 1250 x 15% = 187.5p -> 188p off
    expect(earlyBirdPrice(1250, 15)).toBe(1062)
    // 5 x 10% = 0.5p -> 1p off
    expect(earlyBirdPrice(5, 10)).toBe(4)
    // 999 x 10% = 99.9p -> 100p off; 1001 x 10% = 100.1p -> 100p off
    expect(earlyBirdPrice(999, 10)).toBe(899)
    expect(earlyBirdPrice(1001, 10)).toBe(901)
    // 4 x 10% = 0.4p -> nothing off
    expect(earlyBirdPrice(4, 10)).toBe(4)
  })

  it('leaves the price alone at 0%, and with a negative or unreadable percentage', () => {
    expect(earlyBirdPrice(1250, 0)).toBe(1250)
    expect(earlyBirdPrice(1250, -5)).toBe(1250)
    expect(earlyBirdPrice(1250, Number.NaN)).toBe(1250)
  })

  it('gives 0 at 100% and never goes below 0 above it', () => {
    expect(earlyBirdPrice(1250, 100)).toBe(0)
    expect(earlyBirdPrice(1250, 150)).toBe(0)
  })

  it('keeps a zero price at zero', () => {
    expect(earlyBirdPrice(0, 50)).toBe(0)
  })

  it('refuses a price in pounds', () => {
    expect(() => earlyBirdPrice(12.5, 10)).toThrow('price must be whole pence')
  })
})

describe('concessionUnitPrice', () => {
  const adult = { concessionPrice: 1500, discountedConcessionPrice: 1200 }

  it('charges the normal price when early bird is not on, even with a discounted price set', () => {
    expect(concessionUnitPrice(adult, 0)).toBe(1500)
    expect(concessionUnitPrice(adult, Number.NaN)).toBe(1500)
  })

  it('charges the discounted concession price while early bird is on', () => {
    expect(concessionUnitPrice(adult, 20)).toBe(1200)
  })

  it('takes the event percentage off when early bird is on and no discounted price is set', () => {
    expect(concessionUnitPrice({ concessionPrice: 1500, discountedConcessionPrice: null }, 20)).toBe(1200)
    expect(concessionUnitPrice({ concessionPrice: 1500 }, 10)).toBe(1350)
  })

  it('never charges more than the normal price when the discounted price was typed higher', () => {
    expect(concessionUnitPrice({ concessionPrice: 1000, discountedConcessionPrice: 1100 }, 20)).toBe(1000)
  })

  it('accepts a discounted price of 0 as free', () => {
    expect(concessionUnitPrice({ concessionPrice: 1000, discountedConcessionPrice: 0 }, 20)).toBe(0)
  })

  it('refuses prices that are not whole pence', () => {
    expect(() => concessionUnitPrice({ concessionPrice: 10.5 }, 0)).toThrow('concessionPrice must be whole pence')
    expect(() => concessionUnitPrice({ concessionPrice: 1000, discountedConcessionPrice: -1 }, 20)).toThrow(
      'discountedConcessionPrice must be whole pence',
    )
  })
})

describe('eventPriceInForce', () => {
  const discountWindow = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:59:59.999Z' }

  it('applies the early bird discount inside the window, up to and including its last instant', () => {
    expect(eventPriceInForce({ price: 2000, earlyBirdDiscount: 25, discountWindow }, new Date(discountWindow.to))).toBe(1500)
  })

  it('gives the full price 1 ms after the window', () => {
    const after = new Date(new Date(discountWindow.to).getTime() + 1)
    expect(eventPriceInForce({ price: 2000, earlyBirdDiscount: 25, discountWindow }, after)).toBe(2000)
  })

  it('gives null when no price is set', () => {
    expect(eventPriceInForce({ price: null, earlyBirdDiscount: 25, discountWindow }, new Date(discountWindow.from))).toBeNull()
    expect(eventPriceInForce({}, new Date(discountWindow.from))).toBeNull()
  })
})

describe('cardPriceText', () => {
  it("reads 'Starts at £{price}' with two decimals", () => {
    expect(cardPriceText(1250)).toBe('Starts at £12.50')
    expect(cardPriceText(1000)).toBe('Starts at £10.00')
    expect(cardPriceText(1)).toBe('Starts at £0.01')
  })

  it("reads 'Free event' for a zero price", () => {
    expect(cardPriceText(0)).toBe('Free event')
    expect(FREE_EVENT_TEXT).toBe('Free event')
  })

  it("reads 'Price not set' when there is no price", () => {
    expect(cardPriceText(null)).toBe('Price not set')
    expect(cardPriceText(undefined)).toBe(PRICE_NOT_SET_TEXT)
  })
})

describe('concessionPriceText', () => {
  it("shows 0 as 'Free' and other prices as £x.xx", () => {
    expect(concessionPriceText(0)).toBe('Free')
    expect(FREE_CONCESSION_TEXT).toBe('Free')
    expect(concessionPriceText(1)).toBe('£0.01')
    expect(concessionPriceText(750)).toBe('£7.50')
  })
})

describe('lowestPrice and ticketsFromText', () => {
  it('finds the lowest price, or null for no prices', () => {
    expect(lowestPrice([1500, 750, 1000])).toBe(750)
    expect(lowestPrice([0])).toBe(0)
    expect(lowestPrice([])).toBeNull()
  })

  it("reads 'Tickets from' and the lowest price as it is, pence and all", () => {
    expect(ticketsFromText([1500, 750])).toBe('Tickets from £7.50')
    expect(ticketsFromText([1500, 1299])).toBe('Tickets from £12.99')
    expect(ticketsFromText([99, 2000])).toBe('Tickets from £0.99')
  })

  it('reads a lowest price in whole pounds without pence', () => {
    expect(ticketsFromText([1500, 700])).toBe('Tickets from £7')
    expect(ticketsFromText([120000])).toBe('Tickets from £1,200')
  })

  it("reads 'Free event' only when every concession is free", () => {
    expect(ticketsFromText([0, 0])).toBe('Free event')
    expect(ticketsFromText([0, 1000])).toBe('Tickets from £0')
  })

  it("reads 'Price not set' when there are no concessions", () => {
    expect(ticketsFromText([])).toBe('Price not set')
  })
})

describe('lineTotal', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal(1250, 3)).toBe(3750)
    expect(lineTotal(1250, 1)).toBe(1250)
  })

  it('is 0 for a quantity of 0 and for a free concession', () => {
    expect(lineTotal(1250, 0)).toBe(0)
    expect(lineTotal(0, 5)).toBe(0)
  })

  it('refuses a negative, fractional or unreadable quantity', () => {
    expect(() => lineTotal(1250, -1)).toThrow('quantity must be a whole number, 0 or more, got -1')
    expect(() => lineTotal(1250, 1.5)).toThrow(RangeError)
    expect(() => lineTotal(1250, Number.NaN)).toThrow(RangeError)
  })

  it('refuses a unit price in pounds and a total too large to count in pence', () => {
    expect(() => lineTotal(12.5, 2)).toThrow('unit price must be whole pence')
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow('line total must be whole pence')
  })
})

describe('orderTotal', () => {
  it('sums the line totals', () => {
    expect(orderTotal([{ totalPrice: 3750 }, { totalPrice: 1500 }, { totalPrice: 0 }])).toBe(5250)
  })

  it('is 0 for an empty order', () => {
    expect(orderTotal([])).toBe(0)
  })

  it('refuses a line total that is not whole pence, and a sum too large to count', () => {
    expect(() => orderTotal([{ totalPrice: 10.5 }])).toThrow('totalPrice must be whole pence')
    expect(() => orderTotal([{ totalPrice: Number.MAX_SAFE_INTEGER }, { totalPrice: 2 }])).toThrow(
      'order total must be whole pence',
    )
  })
})
