import { describe, expect, it } from 'vitest'

import {
  bookingPanel,
  earlyBirdPercentInForce,
  EVENT_STATUS_LABELS,
  eventStatus,
  eventStatusLabel,
  type EventStatusInput,
  isBookingAvailable,
  isExternallyListed,
  isFreeEvent,
  isWithinWindow,
  offersBooking,
} from './event-status'
import { ON_SALE_CASES } from '../../tests/support/on-sale-cases'

const FROM = '2026-03-01T09:00:00.000Z'
const TO = '2026-03-31T17:00:00.000Z'
const at = (iso: string, deltaMs = 0): Date => new Date(new Date(iso).getTime() + deltaMs)
const NOW = at('2026-03-10T12:00:00.000Z')

/** A paid event on sale with tickets left and no early bird; each test changes what it is about. */
function makeEvent(overrides: Partial<EventStatusInput> = {}): EventStatusInput {
  return {
    price: 1250,
    freeOrPaid: 'paid',
    ticketsAvailable: 20,
    ticketSalesDateWindow: { from: FROM, to: TO },
    discountWindow: null,
    earlyBirdDiscount: null,
    externalListingUrl: null,
    ...overrides,
  }
}

describe('isWithinWindow', () => {
  // The same table runs through booking.on_sale (tests/integration/sql-functions.test.ts).
  it.each(ON_SALE_CASES)('as the on-sale window: $name', ({ salesFrom, salesTo, now, onSale }) => {
    expect(isWithinWindow({ from: salesFrom, to: salesTo }, new Date(now))).toBe(onSale)
  })

  const window = { from: FROM, to: TO }

  it('opens at exactly `from` and not 1 ms before', () => {
    expect(isWithinWindow(window, at(FROM, -1))).toBe(false)
    expect(isWithinWindow(window, at(FROM))).toBe(true)
    expect(isWithinWindow(window, at(FROM, 1))).toBe(true)
  })

  it('is still open at exactly `to` and closes 1 ms after', () => {
    expect(isWithinWindow(window, at(TO, -1))).toBe(true)
    expect(isWithinWindow(window, at(TO))).toBe(true)
    expect(isWithinWindow(window, at(TO, 1))).toBe(false)
  })

  it('accepts Date ends as well as ISO strings', () => {
    expect(isWithinWindow({ from: new Date(FROM), to: new Date(TO) }, at(TO))).toBe(true)
    expect(isWithinWindow({ from: new Date(FROM), to: new Date(TO) }, at(TO, 1))).toBe(false)
  })

  it('treats a missing window as always open', () => {
    expect(isWithinWindow(null, NOW)).toBe(true)
    expect(isWithinWindow(undefined, NOW)).toBe(true)
    expect(isWithinWindow({}, NOW)).toBe(true)
  })

  it('treats a missing or empty `from` as open since forever', () => {
    expect(isWithinWindow({ from: null, to: TO }, at('1970-01-01T00:00:00.000Z'))).toBe(true)
    expect(isWithinWindow({ from: '', to: TO }, at(TO))).toBe(true)
    expect(isWithinWindow({ to: TO }, at(TO, 1))).toBe(false)
  })

  it('treats a missing or empty `to` as open for ever after `from`', () => {
    expect(isWithinWindow({ from: FROM, to: null }, at('2099-12-31T23:59:59.999Z'))).toBe(true)
    expect(isWithinWindow({ from: FROM, to: '' }, at(FROM))).toBe(true)
    expect(isWithinWindow({ from: FROM }, at(FROM, -1))).toBe(false)
  })

  it('closes a window whose end cannot be read as a date', () => {
    expect(isWithinWindow({ from: 'not a date', to: TO }, NOW)).toBe(false)
    expect(isWithinWindow({ from: FROM, to: 'not a date' }, NOW)).toBe(false)
  })
})

describe('eventStatus', () => {
  it('is closed 1 ms before the sales window opens and not at the instant it opens', () => {
    expect(eventStatus(makeEvent(), at(FROM, -1))).toBe('closed')
    expect(eventStatus(makeEvent(), at(FROM))).toBe('paid')
  })

  it('is closed 1 ms after the sales window ends and not at the instant it ends', () => {
    expect(eventStatus(makeEvent(), at(TO))).toBe('paid')
    expect(eventStatus(makeEvent(), at(TO, 1))).toBe('closed')
  })

  it('never closes when the event has no sales window', () => {
    expect(eventStatus(makeEvent({ ticketSalesDateWindow: null }), at('2099-01-01T00:00:00.000Z'))).toBe('paid')
    expect(eventStatus(makeEvent({ ticketSalesDateWindow: undefined }), NOW)).toBe('paid')
  })

  it('puts closed before every other status', () => {
    const everything = makeEvent({
      externalListingUrl: 'https://example.org/event',
      ticketsAvailable: 0,
      price: 0,
      freeOrPaid: 'free',
    })
    expect(eventStatus(everything, at(TO, 1))).toBe('closed')
  })

  it('is listing when listed externally, even when sold out or free', () => {
    const listed = makeEvent({ externalListingUrl: 'https://example.org/event', ticketsAvailable: 0, price: 0 })
    expect(eventStatus(listed, NOW)).toBe('listing')
  })

  it('ignores a blank external listing address', () => {
    expect(eventStatus(makeEvent({ externalListingUrl: '   ' }), NOW)).toBe('paid')
    expect(eventStatus(makeEvent({ externalListingUrl: '' }), NOW)).toBe('paid')
  })

  it('is sold out at 0 tickets left (and below 0), and not at 1', () => {
    expect(eventStatus(makeEvent({ ticketsAvailable: 0 }), NOW)).toBe('soldOut')
    expect(eventStatus(makeEvent({ ticketsAvailable: -2 }), NOW)).toBe('soldOut')
    expect(eventStatus(makeEvent({ ticketsAvailable: 1 }), NOW)).toBe('paid')
  })

  it('puts sold out before free', () => {
    expect(eventStatus(makeEvent({ ticketsAvailable: 0, price: 0, freeOrPaid: 'free' }), NOW)).toBe('soldOut')
  })

  it('is free when the price is zero, or when the event is marked free without a price', () => {
    expect(eventStatus(makeEvent({ price: 0 }), NOW)).toBe('free')
    expect(eventStatus(makeEvent({ price: null, freeOrPaid: 'free' }), NOW)).toBe('free')
  })

  it('puts free before early bird', () => {
    const freeWithDiscount = makeEvent({ price: 0, earlyBirdDiscount: 20, discountWindow: { from: FROM, to: TO } })
    expect(eventStatus(freeWithDiscount, NOW)).toBe('free')
  })

  it('is early bird inside the discount window, from its first to its last instant', () => {
    const discountWindow = { from: '2026-03-05T00:00:00.000Z', to: '2026-03-15T00:00:00.000Z' }
    const event = makeEvent({ earlyBirdDiscount: 20, discountWindow })
    expect(eventStatus(event, at(discountWindow.from, -1))).toBe('paid')
    expect(eventStatus(event, at(discountWindow.from))).toBe('earlyBird')
    expect(eventStatus(event, at(discountWindow.to))).toBe('earlyBird')
    expect(eventStatus(event, at(discountWindow.to, 1))).toBe('paid')
  })

  it('is paid inside the discount window when the discount is 0 or not set', () => {
    const discountWindow = { from: FROM, to: TO }
    expect(eventStatus(makeEvent({ earlyBirdDiscount: 0, discountWindow }), NOW)).toBe('paid')
    expect(eventStatus(makeEvent({ earlyBirdDiscount: null, discountWindow }), NOW)).toBe('paid')
  })

  it('is paid, not early bird, when no price is set', () => {
    const event = makeEvent({ price: null, earlyBirdDiscount: 20, discountWindow: { from: FROM, to: TO } })
    expect(eventStatus(event, NOW)).toBe('paid')
    expect(eventStatus(makeEvent({ price: undefined }), NOW)).toBe('paid')
  })

  it('is paid for a priced event outside any discount', () => {
    expect(eventStatus(makeEvent(), NOW)).toBe('paid')
  })
})

describe('earlyBirdPercentInForce', () => {
  const discountWindow = { from: FROM, to: TO }

  it('gives the percentage inside the window and 0 outside it', () => {
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 25, discountWindow }, at(TO))).toBe(25)
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 25, discountWindow }, at(TO, 1))).toBe(0)
  })

  it('never applies a discount that has no window at all', () => {
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 25, discountWindow: null }, NOW)).toBe(0)
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 25 }, NOW)).toBe(0)
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 25, discountWindow: { from: null, to: '' } }, NOW)).toBe(0)
  })

  it('treats a window with only one end as open on the other side', () => {
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 25, discountWindow: { to: TO } }, at('2000-01-01T00:00:00Z'))).toBe(25)
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 25, discountWindow: { from: FROM } }, at('2099-01-01T00:00:00Z'))).toBe(25)
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 25, discountWindow: { from: FROM } }, at(FROM, -1))).toBe(0)
  })

  it('clamps the percentage to 0..100', () => {
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 150, discountWindow }, NOW)).toBe(100)
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: 100, discountWindow }, NOW)).toBe(100)
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: -10, discountWindow }, NOW)).toBe(0)
  })

  it('gives 0 for a missing or unreadable percentage', () => {
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: null, discountWindow }, NOW)).toBe(0)
    expect(earlyBirdPercentInForce({ discountWindow }, NOW)).toBe(0)
    expect(earlyBirdPercentInForce({ earlyBirdDiscount: Number.NaN, discountWindow }, NOW)).toBe(0)
  })
})

describe('status labels', () => {
  it('uses the spec labels and gives a paid event no label', () => {
    expect(eventStatusLabel('free')).toBe('Free Event')
    expect(eventStatusLabel('earlyBird')).toBe('Early Bird')
    expect(eventStatusLabel('soldOut')).toBe('Sold Out')
    expect(eventStatusLabel('closed')).toBe('Closed')
    expect(eventStatusLabel('listing')).toBe('Listing')
    expect(eventStatusLabel('paid')).toBeNull()
  })

  it('has a label entry for each of the six statuses', () => {
    expect(Object.keys(EVENT_STATUS_LABELS).sort()).toEqual(['closed', 'earlyBird', 'free', 'listing', 'paid', 'soldOut'])
  })
})

describe('isExternallyListed and isFreeEvent', () => {
  it('needs a non-blank external address to count as listed', () => {
    expect(isExternallyListed({ externalListingUrl: 'https://example.org' })).toBe(true)
    expect(isExternallyListed({ externalListingUrl: ' ' })).toBe(false)
    expect(isExternallyListed({ externalListingUrl: null })).toBe(false)
    expect(isExternallyListed({})).toBe(false)
  })

  it('counts a zero price or a free marking as free, and a paid price as not free', () => {
    expect(isFreeEvent({ price: 0, freeOrPaid: 'paid' })).toBe(true)
    expect(isFreeEvent({ price: null, freeOrPaid: 'free' })).toBe(true)
    expect(isFreeEvent({ price: 1, freeOrPaid: 'paid' })).toBe(false)
    expect(isFreeEvent({ price: null, freeOrPaid: 'paid' })).toBe(false)
  })
})

describe('isBookingAvailable', () => {
  it('is unavailable only when booking is required and no tickets are left', () => {
    expect(isBookingAvailable({ preBookingRequired: true, ticketsAvailable: 0 })).toBe(false)
    expect(isBookingAvailable({ preBookingRequired: true, ticketsAvailable: -1 })).toBe(false)
  })

  it('is available when booking is required and at least one ticket is left', () => {
    expect(isBookingAvailable({ preBookingRequired: true, ticketsAvailable: 1 })).toBe(true)
  })

  it('is available at 0 tickets when booking is not required or not stated', () => {
    expect(isBookingAvailable({ preBookingRequired: false, ticketsAvailable: 0 })).toBe(true)
    expect(isBookingAvailable({ preBookingRequired: null, ticketsAvailable: 0 })).toBe(true)
    expect(isBookingAvailable({ ticketsAvailable: 0 })).toBe(true)
  })
})

describe('bookingPanel', () => {
  const slug = 'family-cooking-hitchin'

  it('shows a disabled Sold Out label, a red tag and the waiting list when sold out', () => {
    expect(bookingPanel({ ...makeEvent({ ticketsAvailable: 0 }), slug }, NOW)).toEqual({
      kind: 'unavailable',
      status: 'soldOut',
      label: 'Sold Out',
      tag: { text: 'Sold Out', colour: 'red' },
      control: 'waitingList',
    })
  })

  it('shows a disabled Closed label, a red tag and a notify control when closed', () => {
    expect(bookingPanel({ ...makeEvent(), slug }, at(TO, 1))).toEqual({
      kind: 'unavailable',
      status: 'closed',
      label: 'Closed',
      tag: { text: 'Closed', colour: 'red' },
      control: 'notify',
    })
  })

  it('links Visit Site to the external listing in a new window', () => {
    expect(bookingPanel({ ...makeEvent({ externalListingUrl: ' https://example.org/event ' }), slug }, NOW)).toEqual({
      kind: 'visitSite',
      text: 'Visit Site',
      href: 'https://example.org/event',
      opensInNewWindow: true,
    })
  })

  it('links Book Tickets to /booking/{slug} for paid, free and early bird events', () => {
    const expected = { kind: 'bookTickets', text: 'Book Tickets', href: `/booking/${slug}` }
    expect(bookingPanel({ ...makeEvent(), slug }, NOW)).toEqual(expected)
    expect(bookingPanel({ ...makeEvent({ price: 0, freeOrPaid: 'free' }), slug }, NOW)).toEqual(expected)
    const earlyBird = makeEvent({ earlyBirdDiscount: 10, discountWindow: { from: FROM, to: TO } })
    expect(bookingPanel({ ...earlyBird, slug }, NOW)).toEqual(expected)
  })

  it('offers no booking control for an event on sale with no concession to choose', () => {
    expect(bookingPanel({ ...makeEvent(), slug, hasConcessions: false }, NOW)).toEqual({ kind: 'noTickets', bookingRequired: true })
    expect(bookingPanel({ ...makeEvent(), slug, hasConcessions: false, preBookingRequired: null }, NOW)).toEqual({ kind: 'noTickets', bookingRequired: true })
    expect(bookingPanel({ ...makeEvent({ price: 0, freeOrPaid: 'free' }), slug, hasConcessions: false, preBookingRequired: false }, NOW)).toEqual({
      kind: 'noTickets',
      bookingRequired: false,
    })
    expect(bookingPanel({ ...makeEvent(), slug, hasConcessions: true }, NOW).kind).toBe('bookTickets')
  })

  it('still says Sold Out, Closed or Visit Site when there are no concessions', () => {
    expect(bookingPanel({ ...makeEvent({ ticketsAvailable: 0 }), slug, hasConcessions: false }, NOW).kind).toBe('unavailable')
    expect(bookingPanel({ ...makeEvent(), slug, hasConcessions: false }, at(TO, 1)).kind).toBe('unavailable')
    expect(bookingPanel({ ...makeEvent({ externalListingUrl: 'https://example.org/event' }), slug, hasConcessions: false }, NOW).kind).toBe('visitSite')
  })

  it('agrees with the listing status at the sales-window boundary (one rule for card and page)', () => {
    const event = { ...makeEvent(), slug }
    expect(bookingPanel(event, at(TO)).kind).toBe('bookTickets')
    expect(bookingPanel(event, at(TO, 1)).kind).toBe('unavailable')
  })
})

describe('offersBooking', () => {
  it('offers tickets for an event on sale with a concession to choose', () => {
    expect(offersBooking('free', true)).toBe(true)
    expect(offersBooking('earlyBird', true)).toBe(true)
    expect(offersBooking('paid', true)).toBe(true)
  })

  it('offers none when nothing is on sale here or there is nothing to choose', () => {
    expect(offersBooking('paid', false)).toBe(false)
    expect(offersBooking('free', false)).toBe(false)
    expect(offersBooking('closed', true)).toBe(false)
    expect(offersBooking('soldOut', true)).toBe(false)
    expect(offersBooking('listing', true)).toBe(false)
  })
})
