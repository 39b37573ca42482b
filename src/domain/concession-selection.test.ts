import { describe, expect, it } from 'vitest'

import {
  checkoutRequestList,
  chooseConcessionQuantity,
  CONCESSION_SOLD_OUT_TEXT,
  type ConcessionLine,
  type ConcessionSelection,
  hasSelection,
  isConcessionSoldOut,
  isSelectionWithinLimits,
  quantityOptions,
  selectableMaximums,
  ticketsTaken,
} from './concession-selection'

function concession(id: string, overrides: Partial<ConcessionSelection> = {}): ConcessionSelection {
  return { id, numTicketsUsed: 1, maxNumberAvailable: null, numberSelected: 0, ...overrides }
}

function line(id: string, unitPrice: number, overrides: Partial<ConcessionLine> = {}): ConcessionLine {
  return { ...concession(id), unitPrice, totalPrice: 0, numberAvailable: 0, ...overrides }
}

const available = (pool: number, concessions: ConcessionSelection[]): number[] =>
  selectableMaximums(pool, concessions).map((maximum) => maximum.numberAvailable)

describe('ticketsTaken', () => {
  it('weighs each selection by the tickets one unit uses', () => {
    const selections = [
      concession('adult', { numberSelected: 3 }),
      concession('family', { numTicketsUsed: 2, numberSelected: 2 }),
    ]
    expect(ticketsTaken(selections)).toBe(7)
  })

  it('is 0 with nothing selected and with no concessions', () => {
    expect(ticketsTaken([concession('adult')])).toBe(0)
    expect(ticketsTaken([])).toBe(0)
  })
})

describe('selectableMaximums', () => {
  it('lets each concession take the whole pool when nothing is selected', () => {
    expect(selectableMaximums(10, [concession('adult'), concession('child')])).toEqual([
      { concessionId: 'adult', numberAvailable: 10 },
      { concessionId: 'child', numberAvailable: 10 },
    ])
  })

  it('divides the pool by the tickets a unit uses, rounding down', () => {
    expect(available(7, [concession('family', { numTicketsUsed: 2 })])).toEqual([3])
    expect(available(1, [concession('family', { numTicketsUsed: 2 })])).toEqual([0])
  })

  it('takes other concessions’ selections out of the pool but not the concession’s own', () => {
    // pool 10: adult 3 x 1 + family 2 x 2 = 7 taken, 3 remaining
    const selections = [
      concession('adult', { numberSelected: 3 }),
      concession('family', { numTicketsUsed: 2, numberSelected: 2 }),
      concession('child'),
    ]
    // adult: floor((3 + 3) / 1) = 6; family: floor((3 + 4) / 2) = 3; child: floor(3 / 1) = 3
    expect(available(10, selections)).toEqual([6, 3, 3])
  })

  it('leaves a 2-ticket concession nothing when only 1 ticket remains', () => {
    const selections = [concession('adult', { numberSelected: 9 }), concession('family', { numTicketsUsed: 2 })]
    expect(available(10, selections)).toEqual([10, 0])
  })

  it('leaves the others 0 once the pool is used up', () => {
    const selections = [
      concession('adult', { numberSelected: 4 }),
      concession('family', { numTicketsUsed: 2, numberSelected: 3 }),
      concession('child'),
    ]
    expect(available(10, selections)).toEqual([4, 3, 0])
  })

  it('caps each concession at its maxNumberAvailable', () => {
    const selections = [concession('adult', { maxNumberAvailable: 4 }), concession('child', { maxNumberAvailable: 20 })]
    expect(available(10, selections)).toEqual([4, 10])
  })

  it('shows a cap of 0 as 0', () => {
    expect(available(10, [concession('adult', { maxNumberAvailable: 0 })])).toEqual([0])
  })

  it('gives 0 for an empty pool and for a pool below 0', () => {
    expect(available(0, [concession('adult')])).toEqual([0])
    expect(available(-3, [concession('adult')])).toEqual([0])
  })

  it('never goes below 0 when selections exceed a pool that has shrunk', () => {
    const selections = [concession('adult', { numberSelected: 8 }), concession('child')]
    expect(available(5, selections)).toEqual([5, 0])
  })

  it('returns nothing for no concessions', () => {
    expect(selectableMaximums(10, [])).toEqual([])
  })

  it('refuses a pool, ticket weight, selection or cap that is not a whole count', () => {
    expect(() => selectableMaximums(1.5, [concession('adult')])).toThrow('pool must be a whole number')
    expect(() => selectableMaximums(10, [concession('adult', { numTicketsUsed: 0 })])).toThrow(
      'numTicketsUsed of adult must be a whole number, 1 or more, got 0',
    )
    expect(() => selectableMaximums(10, [concession('adult', { numberSelected: -1 })])).toThrow(
      'numberSelected of adult must be a whole number, 0 or more, got -1',
    )
    expect(() => selectableMaximums(10, [concession('adult', { maxNumberAvailable: 2.5 })])).toThrow(
      'maxNumberAvailable of adult must be a whole number, 0 or more, got 2.5',
    )
  })

  it('treats a missing cap like no cap', () => {
    expect(available(6, [{ id: 'adult', numTicketsUsed: 1, numberSelected: 0 }])).toEqual([6])
  })
})

describe('sold out and quantity options', () => {
  it("is sold out at 0 available and not at 1, using the spec's 'Sold Out' text", () => {
    expect(isConcessionSoldOut(0)).toBe(true)
    expect(isConcessionSoldOut(1)).toBe(false)
    expect(CONCESSION_SOLD_OUT_TEXT).toBe('Sold Out')
  })

  it('offers 0 up to the number available', () => {
    expect(quantityOptions(3)).toEqual([0, 1, 2, 3])
    expect(quantityOptions(0)).toEqual([0])
    expect(quantityOptions(-1)).toEqual([0])
  })
})

describe('isSelectionWithinLimits', () => {
  const pool = 10

  it('accepts selections that fill the pool exactly', () => {
    const selections = [concession('adult', { numberSelected: 6 }), concession('family', { numTicketsUsed: 2, numberSelected: 2 })]
    expect(isSelectionWithinLimits(pool, selections)).toBe(true)
  })

  it('refuses selections that need one ticket more than the pool', () => {
    const selections = [concession('adult', { numberSelected: 7 }), concession('family', { numTicketsUsed: 2, numberSelected: 2 })]
    expect(isSelectionWithinLimits(pool, selections)).toBe(false)
  })

  it('refuses a selection above its cap even when the pool has room', () => {
    expect(isSelectionWithinLimits(pool, [concession('adult', { numberSelected: 5, maxNumberAvailable: 4 })])).toBe(false)
    expect(isSelectionWithinLimits(pool, [concession('adult', { numberSelected: 4, maxNumberAvailable: 4 })])).toBe(true)
  })

  it('accepts nothing selected, and no concessions', () => {
    expect(isSelectionWithinLimits(0, [concession('adult')])).toBe(true)
    expect(isSelectionWithinLimits(pool, [])).toBe(true)
  })
})

describe('hasSelection and checkoutRequestList', () => {
  const selections = [
    concession('adult', { numberSelected: 2 }),
    concession('child'),
    concession('family', { numTicketsUsed: 2, numberSelected: 1 }),
  ]

  it('enables checkout once one concession has a quantity above 0', () => {
    expect(hasSelection(selections)).toBe(true)
    expect(hasSelection([concession('adult'), concession('child')])).toBe(false)
    expect(hasSelection([])).toBe(false)
  })

  it('sends only the concessions with a quantity above 0, in order', () => {
    expect(checkoutRequestList(selections)).toEqual([
      { concessionId: 'adult', ticketsToAdd: 2 },
      { concessionId: 'family', ticketsToAdd: 1 },
    ])
  })

  it('sends an empty list when nothing is selected or there are no concessions', () => {
    expect(checkoutRequestList([concession('adult')])).toEqual([])
    expect(checkoutRequestList([])).toEqual([])
  })
})

describe('chooseConcessionQuantity', () => {
  const pool = 10
  const lines = (): ConcessionLine[] => [
    line('adult', 1500, { numberAvailable: 10 }),
    line('family', 2500, { numTicketsUsed: 2, numberAvailable: 5 }),
    line('child', 0, { maxNumberAvailable: 4, numberAvailable: 4 }),
  ]

  it("recalculates the chosen line's total and the others' availability", () => {
    const after = chooseConcessionQuantity(pool, lines(), 'adult', 3)
    expect(after.map((l) => [l.id, l.numberSelected, l.totalPrice, l.numberAvailable])).toEqual([
      ['adult', 3, 4500, 10],
      ['family', 0, 0, 3],
      ['child', 0, 0, 4],
    ])
  })

  it('lets a later choice shrink the earlier lines but never the chosen one', () => {
    const first = chooseConcessionQuantity(pool, lines(), 'adult', 3)
    const second = chooseConcessionQuantity(pool, first, 'family', 3)
    expect(second.map((l) => [l.id, l.numberSelected, l.totalPrice, l.numberAvailable])).toEqual([
      ['adult', 3, 4500, 4],
      ['family', 3, 7500, 3],
      ['child', 0, 0, 1],
    ])
  })

  it('frees the tickets again when a quantity goes back to 0', () => {
    const chosen = chooseConcessionQuantity(pool, lines(), 'family', 5)
    expect(chosen.map((l) => l.numberAvailable)).toEqual([0, 5, 0])
    const cleared = chooseConcessionQuantity(pool, chosen, 'family', 0)
    expect(cleared.map((l) => [l.numberSelected, l.totalPrice, l.numberAvailable])).toEqual([
      [0, 0, 10],
      [0, 0, 5],
      [0, 0, 4],
    ])
  })

  it('accepts the largest selectable quantity and refuses one more', () => {
    expect(chooseConcessionQuantity(pool, lines(), 'child', 4)[2]?.numberSelected).toBe(4)
    expect(() => chooseConcessionQuantity(pool, lines(), 'child', 5)).toThrow('quantity of child must be 4 or fewer, got 5')
  })

  it('refuses a negative or fractional quantity and an unknown concession', () => {
    expect(() => chooseConcessionQuantity(pool, lines(), 'adult', -1)).toThrow(RangeError)
    expect(() => chooseConcessionQuantity(pool, lines(), 'adult', 1.5)).toThrow(RangeError)
    expect(() => chooseConcessionQuantity(pool, lines(), 'senior', 1)).toThrow('unknown concession senior')
  })

  it('does not change the lines it was given', () => {
    const before = lines()
    chooseConcessionQuantity(pool, before, 'adult', 2)
    expect(before[0]?.numberSelected).toBe(0)
  })
})
