import type { Basket, BasketConcession } from '@/contracts/basket'

function basketConcession(id: string, title: string, numberSelected: number, unitPrice: number): BasketConcession {
  return {
    id,
    title,
    numberSelected,
    totalPrice: unitPrice * numberSelected,
    concessionPrice: unitPrice,
    discountedConcessionPrice: null,
    unitPrice,
    numTicketsUsed: 1,
  }
}

/** A basket as the booking API returns it, for the booking UI's unit tests. */
export function testBasket(overrides: Partial<Basket> = {}): Basket {
  return {
    id: '6f1c2a4e-8b1d-4c55-9a1e-2f3b4c5d6e7f',
    eventId: '7',
    state: 'open',
    basketTime: 1_774_746_000,
    numberOfTicketsInBasket: 2,
    concessions: [basketConcession('adult', 'Adult', 2, 1250)],
    eventContentTypeId: 'eventHAFLS',
    serviceTerms: '<p>Terms</p>',
    eventUri: '/step2skills/watercolour',
    gl: '42100',
    costCode: 'AF01',
    basketLines: [{ eventId: '7', concessionId: 'adult', title: 'Adult', quantity: 2, tickets: [{ id: 'T1' }, { id: 'T2' }] }],
    checkoutGuidance: '<p>Guidance</p>',
    bookingQuestions: [],
    ticketingQuestions: [],
    completeURI: '/step2skills/watercolour',
    errorCode: '',
    ...overrides,
  }
}
