import type { ConfirmedBooking } from '../../../src/contracts/checkout'

/** A confirmed booking of one adult ticket, as the checkout service hands it to the e-mails, for tests that pass it in. */
export function confirmedBookingFixture(basketId: string, overrides: Partial<ConfirmedBooking> = {}): ConfirmedBooking {
  return {
    basketId,
    bookingReference: `REF-${basketId.slice(0, 8)}`,
    transactionReference: null,
    eventId: 1,
    eventTitle: 'Pottery taster',
    eventUri: '/hals/pottery-taster',
    eventContentType: 'eventHAFLS',
    eventDateTime: '2030-04-02T10:00:00.000Z',
    serviceTermsHtml: '<p>No refunds.</p>',
    purchaser: { firstName: 'Sam', lastName: 'Buyer', email: 'sam@example.com', telephoneNumber: '0123' },
    tickets: [{ ticketId: 't1', concessionTitle: 'Adult', holderFirstName: 'Sam', holderLastName: 'Buyer', specialRequirements: '' }],
    totalPence: 1500,
    confirmedAt: '2030-03-01T09:00:00.000Z',
    bypassed: false,
    ticketsBooked: 1,
    ticketsCancelled: 0,
    refundPence: 0,
    personalDataShown: true,
    ...overrides,
  }
}
