import { describe, expect, it } from 'vitest'

import { bookingPanel } from '@/domain/event-status'
import type { Event, Media, Venue } from '@/payload-types'

import {
  bookingChoiceOf,
  bookingOpensAt,
  eventLocationText,
  eventPriceText,
  ONLINE_LOCATION_TEXT,
  populatedVenue,
  resourceLinks,
  statusInputOf,
  waitingListLinkText,
} from './event-details'

const NOW = new Date('2026-03-01T12:00:00.000Z')
const venue = { id: 3, name: 'Hertford Library' } as Venue
const handbook = { id: 9, alt: 'Course handbook', url: '/api/media/file/handbook.pdf' } as Media

describe('eventLocationText', () => {
  it('says Online for e-learning, whatever else is set', () => {
    expect(eventLocationText({ elearning: true, venue, roomSpace: 'Study room' })).toBe(ONLINE_LOCATION_TEXT)
    expect(ONLINE_LOCATION_TEXT).toBe('Online')
  })

  it('names the room and the venue', () => {
    expect(eventLocationText({ elearning: false, venue, roomSpace: 'Study room' })).toBe('Study room, Hertford Library')
    expect(eventLocationText({ venue, roomSpace: null })).toBe('Hertford Library')
    expect(eventLocationText({ venue: null, roomSpace: ' Main hall ' })).toBe('Main hall')
  })

  it('gives nothing without a venue or room, or with an unpopulated venue', () => {
    expect(eventLocationText({})).toBeUndefined()
    expect(eventLocationText({ venue: 3, roomSpace: '' })).toBeUndefined()
  })
})

describe('populatedVenue', () => {
  it('is the venue document only when populated', () => {
    expect(populatedVenue({ venue })).toBe(venue)
    expect(populatedVenue({ venue: 3 })).toBeNull()
    expect(populatedVenue({})).toBeNull()
  })
})

describe('statusInputOf', () => {
  const event = {
    slug: 'pottery',
    price: 1500,
    freeOrPaid: 'paid',
    earlyBirdDiscount: 10,
    externalListingUrl: null,
    ticketsAvailable: 0,
    ticketSalesDateWindow: { from: null, to: '2026-04-01T00:00:00.000Z' },
    discountWindow: {},
  } as const satisfies Partial<Event>

  it('passes the status fields through, with the capacity as tickets left for now', () => {
    expect(statusInputOf(event)).toEqual(event)
  })

  it('feeds the domain booking panel', () => {
    expect(bookingPanel(statusInputOf(event), NOW)).toMatchObject({ kind: 'unavailable', status: 'soldOut', control: 'waitingList' })
    expect(bookingPanel(statusInputOf({ ...event, ticketsAvailable: 5 }), NOW)).toEqual({
      kind: 'bookTickets',
      text: 'Book Tickets',
      href: '/booking/pottery',
    })
  })
})

describe('bookingChoiceOf', () => {
  it('says whether there is a concession to choose and passes booking required through', () => {
    expect(bookingChoiceOf({ concessions: [], preBookingRequired: true })).toEqual({ hasConcessions: false, preBookingRequired: true })
    expect(bookingChoiceOf({ concessions: null, preBookingRequired: false })).toEqual({ hasConcessions: false, preBookingRequired: false })
    expect(bookingChoiceOf({ concessions: [{ title: 'Adult', concessionPrice: 0, numTicketsUsed: 1 }] })).toEqual({
      hasConcessions: true,
      preBookingRequired: undefined,
    })
  })

  it('turns Book Tickets into a sentence on an event with nothing to choose', () => {
    const event = { slug: 'drop-in', price: 0, freeOrPaid: 'free' as const, ticketsAvailable: 20, concessions: [], preBookingRequired: false }
    expect(bookingPanel({ ...statusInputOf(event), ...bookingChoiceOf(event) }, NOW)).toEqual({ kind: 'noTickets', bookingRequired: false })
  })
})

describe('eventPriceText', () => {
  const concessions = [
    { title: 'Adult', concessionPrice: 2599, numTicketsUsed: 1 },
    { title: 'Concession', concessionPrice: 1850, discountedConcessionPrice: 1500, numTicketsUsed: 1 },
  ]

  it('shows the lowest concession price as it is, pence and all', () => {
    expect(eventPriceText({ concessions }, NOW)).toBe('Tickets from £18.50')
  })

  it('uses early bird prices inside the discount window', () => {
    const discountWindow = { from: '2026-02-01T00:00:00.000Z', to: '2026-03-15T00:00:00.000Z' }
    expect(eventPriceText({ concessions, earlyBirdDiscount: 20, discountWindow }, NOW)).toBe('Tickets from £15')
    expect(eventPriceText({ concessions: [concessions[0] as (typeof concessions)[0]], earlyBirdDiscount: 20, discountWindow }, NOW)).toBe(
      'Tickets from £20.79',
    )
  })

  it('says Free event when every concession is free, and Price not set without concessions', () => {
    expect(eventPriceText({ concessions: [{ title: 'Free place', concessionPrice: 0, numTicketsUsed: 1 }] }, NOW)).toBe('Free event')
    expect(eventPriceText({ concessions: [] }, NOW)).toBe('Price not set')
    expect(eventPriceText({}, NOW)).toBe('Price not set')
  })
})

describe('bookingOpensAt', () => {
  it('is the start of a sales window that has not opened yet', () => {
    expect(bookingOpensAt({ from: '2026-03-10T09:00:00.000Z' }, NOW)).toEqual(new Date('2026-03-10T09:00:00.000Z'))
  })

  it('is nothing once sales have opened, or without a readable start', () => {
    expect(bookingOpensAt({ from: '2026-02-10T09:00:00.000Z', to: '2026-02-20T09:00:00.000Z' }, NOW)).toBeUndefined()
    expect(bookingOpensAt({ from: NOW.toISOString() }, NOW)).toBeUndefined()
    expect(bookingOpensAt({ from: null }, NOW)).toBeUndefined()
    expect(bookingOpensAt({ from: '' }, NOW)).toBeUndefined()
    expect(bookingOpensAt({ from: 'not a date' }, NOW)).toBeUndefined()
    expect(bookingOpensAt(undefined, NOW)).toBeUndefined()
  })
})

describe('waitingListLinkText', () => {
  it('offers the waiting list when sold out and a notification when closed', () => {
    expect(waitingListLinkText('waitingList')).toBe('Join the waiting list')
    expect(waitingListLinkText('notify')).toBe('Get notified about this event')
  })
})

describe('resourceLinks', () => {
  it('links files to the upload and links to their address', () => {
    expect(
      resourceLinks([
        { id: 'r1', type: 'internalAsset', title: 'Course handbook (PDF)', media: handbook },
        { type: 'externalLink', title: ' More about this service ', uri: ' https://www.hertfordshire.gov.uk ' },
      ]),
    ).toEqual([
      { key: 'r1', title: 'Course handbook (PDF)', href: '/api/media/file/handbook.pdf' },
      { key: '1', title: 'More about this service', href: 'https://www.hertfordshire.gov.uk' },
    ])
  })

  it('leaves out resources with nothing to link to', () => {
    expect(
      resourceLinks([
        { type: 'internalAsset', title: 'Gone', media: null },
        { type: 'internalAsset', title: 'Unpopulated', media: 9 },
        { type: 'externalLink', title: 'Blank', uri: ' ' },
        { type: 'externalLink', title: ' ', uri: 'https://example.org' },
      ]),
    ).toEqual([])
    expect(resourceLinks(undefined)).toEqual([])
  })
})
