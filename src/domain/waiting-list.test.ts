import { describe, expect, it } from 'vitest'

import { waitingListOpening } from './waiting-list'

const now = new Date('2026-11-24T12:00:00Z')
const later = new Date('2026-12-24T12:00:00Z')

describe('when a waiting list may be joined', () => {
  it('is open on a sold-out event on sale, and on a closed one (sales over or not yet open)', () => {
    expect(waitingListOpening({ ticketsAvailable: 0, salesFrom: null, salesTo: null, dateTime: later }, now)).toBe('open')
    expect(waitingListOpening({ ticketsAvailable: -2, salesFrom: null, salesTo: null, dateTime: later }, now)).toBe('open')
    expect(waitingListOpening({ ticketsAvailable: 5, salesFrom: null, salesTo: new Date('2026-11-20T00:00:00Z'), dateTime: later }, now)).toBe('open')
    expect(waitingListOpening({ ticketsAvailable: 5, salesFrom: new Date('2026-12-01T00:00:00Z'), salesTo: null, dateTime: later }, now)).toBe('open')
  })

  it('is not for an event with tickets on sale, nor one that has taken place', () => {
    expect(waitingListOpening({ ticketsAvailable: 1, salesFrom: null, salesTo: null, dateTime: later }, now)).toBe('hasTickets')
    expect(waitingListOpening({ ticketsAvailable: 0, salesFrom: null, salesTo: null, dateTime: new Date('2026-11-24T11:59:59Z') }, now)).toBe('past')
  })
})
