import { describe, expect, it } from 'vitest'

import type { BookingView } from '@/contracts/basket'

import { bookingLinesOf, concessionsToAdd, orderSummary, quantityFieldName, readQuantities, withQuantities } from './booking-lines'
import { basketSummaryLines } from './basket-summary-lines'
import { testBasket } from './test-basket'

type ViewConcession = BookingView['concessions'][number]

function concession(overrides: Partial<ViewConcession> & Pick<ViewConcession, 'id'>): ViewConcession {
  const unitPrice = overrides.unitPrice ?? 1000
  return {
    title: overrides.id,
    description: '',
    numberSelected: 0,
    numberAvailable: 10,
    maxNumberAvailable: 10,
    numTicketsUsed: 1,
    concessionPrice: unitPrice,
    discountedConcessionPrice: null,
    unitPrice,
    totalPrice: 0,
    ...overrides,
  }
}

const view = {
  ticketsSelectable: 6,
  concessions: [
    concession({ id: 'adult', title: 'Adult', unitPrice: 1250, description: '  Over 16  ' }),
    concession({ id: 'family', title: 'Parent and child', unitPrice: 1800, numTicketsUsed: 2, maxNumberAvailable: 2, numberAvailable: 2 }),
    concession({ id: 'carer', title: 'Carer', unitPrice: 0, numberAvailable: 0, maxNumberAvailable: 0 }),
    // No per-booking cap: the view's numberAvailable (what one booking can take now) still bounds it.
    concession({ id: 'uncapped', title: 'Uncapped', numberAvailable: 4, maxNumberAvailable: null }),
  ],
}

describe('booking lines', () => {
  it('take each concession’s price in force, cap it at what one booking may take, and fit it in the pool', () => {
    const lines = bookingLinesOf(view)
    expect(lines.map(({ id, unitPrice, priceText, numberAvailable, initialAvailable, description }) => ({ id, unitPrice, priceText, numberAvailable, initialAvailable, description }))).toEqual([
      { id: 'adult', unitPrice: 1250, priceText: '£12.50', numberAvailable: 6, initialAvailable: 6, description: 'Over 16' },
      { id: 'family', unitPrice: 1800, priceText: '£18.00', numberAvailable: 2, initialAvailable: 2, description: '' },
      { id: 'carer', unitPrice: 0, priceText: 'Free', numberAvailable: 0, initialAvailable: 0, description: '' },
      { id: 'uncapped', unitPrice: 1000, priceText: '£10.00', numberAvailable: 4, initialAvailable: 4, description: '' },
    ])
  })

  it('never offer more than the pool, whatever the caps', () => {
    expect(bookingLinesOf({ ...view, ticketsSelectable: 3 }).map((line) => line.numberAvailable)).toEqual([3, 1, 0, 3])
  })

  it('keep posted quantities, at most what one basket may hold, and recalculate the pool around them', () => {
    // A basket holds at most 4 tickets: 2 parent-and-child places (uses 2 each), or the adults the form offered.
    const lines = withQuantities(6, 4, bookingLinesOf(view), { adult: 2, family: 9, carer: 1 })
    expect(lines.map(({ id, numberSelected, totalPrice, numberAvailable }) => ({ id, numberSelected, totalPrice, numberAvailable }))).toEqual([
      // 2 adults + 2 family places (4 tickets) take 6 of 6; the sold-out carers keep none.
      { id: 'adult', numberSelected: 2, totalPrice: 2500, numberAvailable: 2 },
      { id: 'family', numberSelected: 2, totalPrice: 3600, numberAvailable: 2 },
      { id: 'carer', numberSelected: 0, totalPrice: 0, numberAvailable: 0 },
      { id: 'uncapped', numberSelected: 0, totalPrice: 0, numberAvailable: 0 },
    ])
  })

  it('keep a posted quantity that is more than is left now, so the person sees what they chose', () => {
    const [adult] = withQuantities(2, 10, bookingLinesOf({ ...view, ticketsSelectable: 2 }), { adult: 3 })
    expect(adult).toMatchObject({ numberSelected: 3, totalPrice: 3750, numberAvailable: 2 })
  })

  it('read the posted quantities of the view’s concessions only, reading anything malformed as 0', () => {
    const form = new FormData()
    form.set(quantityFieldName('adult'), ' 3 ')
    form.set(quantityFieldName('family'), '1.5')
    form.set(quantityFieldName('carer'), '-1')
    form.set(quantityFieldName('stranger'), '4')
    expect(readQuantities(['adult', 'family', 'carer', 'uncapped'], form)).toEqual({ adult: 3, family: 0, carer: 0, uncapped: 0 })
  })

  it('send only the quantities above 0 in the checkout request', () => {
    expect(concessionsToAdd(['adult', 'family', 'carer'], { adult: 2, family: 0 })).toEqual([{ concessionId: 'adult', ticketsToAdd: 2 }])
  })
})

describe('the order summary', () => {
  it('has a line for each concession with a quantity above 0, and the sum of the line totals', () => {
    const lines = withQuantities(6, 10, bookingLinesOf(view), { adult: 1, family: 1 })
    expect(orderSummary(lines)).toEqual({
      lines: [
        { id: 'adult', title: 'Adult', numberSelected: 1, totalPrice: 1250 },
        { id: 'family', title: 'Parent and child', numberSelected: 1, totalPrice: 1800 },
      ],
      total: 3050,
    })
  })

  it('is empty with a total of 0 when nothing is selected', () => {
    expect(orderSummary(bookingLinesOf(view))).toEqual({ lines: [], total: 0 })
  })

  it('of a basket lists the basket’s concessions', () => {
    expect(orderSummary(basketSummaryLines(testBasket()))).toEqual({
      lines: [{ id: 'adult', title: 'Adult', numberSelected: 2, totalPrice: 2500 }],
      total: 2500,
    })
  })
})
