import { describe, expect, it } from 'vitest'

import type { Event } from '../../payload-types'

import { toInventoryRow } from './inventory-row'

function event(overrides: Partial<Event> = {}): Event {
  return {
    id: 7,
    contentType: 'eventHAFLS',
    slug: 'pottery',
    uri: '/step2skills/pottery',
    title: 'Pottery',
    dateTime: '2030-01-01T10:00:00.000Z',
    freeOrPaid: 'paid',
    ticketsAvailable: 20,
    updatedAt: '2030-01-01T00:00:00.000Z',
    createdAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
    concessions: [
      { id: 'row-a', title: 'Adult', concessionPrice: 1000, numTicketsUsed: 1, maxNumberAvailable: 4 },
      { id: 'row-b', title: 'Family', concessionPrice: 1800, numTicketsUsed: 2, numberAvailable: 5, discountedConcessionPrice: 1500 },
      { id: null, title: 'Unsaved', concessionPrice: 0, numTicketsUsed: 1 },
    ],
    ...overrides,
  } as Event
}

describe('the inventory of an event', () => {
  it('takes the pool from ticketsAvailable and the concessions in the editor\'s order', () => {
    const row = toInventoryRow(event())!
    expect(row).toMatchObject({ eventId: 7, slug: 'pottery', uri: '/step2skills/pottery', capacity: 20, bookingRequired: true, gl: '', costCode: '' })
    expect(row.concessions).toEqual([
      { concessionId: 'row-a', title: 'Adult', description: '', concessionPrice: 1000, discountedConcessionPrice: null, numberAvailable: null, maxNumberAvailable: 4, numTicketsUsed: 1, sortOrder: 0 },
      { concessionId: 'row-b', title: 'Family', description: '', concessionPrice: 1800, discountedConcessionPrice: 1500, numberAvailable: 5, maxNumberAvailable: null, numTicketsUsed: 2, sortOrder: 1 },
    ])
  })

  it('keeps the event\'s end time, or none when it has none', () => {
    expect(toInventoryRow(event({ endDateTime: '2030-01-01T12:30:00.000Z' }))!.endDateTime).toBe('2030-01-01T12:30:00.000Z')
    expect(toInventoryRow(event({ endDateTime: null }))!.endDateTime).toBeNull()
    expect(toInventoryRow(event())!.endDateTime).toBeNull()
  })

  it('keeps a course\'s sessions in the order they meet, by Payload\'s row id, with a session\'s own place', () => {
    const row = toInventoryRow(
      event({
        sessions: [
          { id: 's2', startsAt: '2030-01-08T10:00:00.000Z', endsAt: '2030-01-08T12:00:00.000Z', venue: { id: 3, name: 'Ware Annexe' } as never, roomSpace: 'Hall' },
          { id: 's1', startsAt: '2030-01-01T10:00:00.000Z', endsAt: '2030-01-01T12:00:00.000Z' },
          { id: null, startsAt: '2030-01-15T10:00:00.000Z', endsAt: '2030-01-15T12:00:00.000Z' },
        ],
      }),
    )!
    expect(row.sessions).toEqual([
      { sessionId: 's1', startsAt: '2030-01-01T10:00:00.000Z', endsAt: '2030-01-01T12:00:00.000Z', place: null },
      { sessionId: 's2', startsAt: '2030-01-08T10:00:00.000Z', endsAt: '2030-01-08T12:00:00.000Z', place: 'Hall, Ware Annexe' },
    ])
    expect(toInventoryRow(event())!.sessions).toEqual([])
  })

  it('is null for a draft or an event without a uri', () => {
    expect(toInventoryRow(event({ _status: 'draft' }))).toBeNull()
    expect(toInventoryRow(event({ uri: null }))).toBeNull()
  })

  it('keeps the sales and discount windows, treating blanks as open', () => {
    const row = toInventoryRow(event({ ticketSalesDateWindow: { from: '', to: '2030-01-01T09:00:00.000Z' }, discountWindow: {}, externalListingUrl: '' }))!
    expect(row).toMatchObject({ salesFrom: null, salesTo: '2030-01-01T09:00:00.000Z', discountFrom: null, discountTo: null, externalListingUrl: null })
  })

  it('renders the rich text as sanitised HTML and keeps only well-formed questions', () => {
    const lexical = (text: string) => ({
      root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] }] },
    })
    const row = toInventoryRow(
      event({
        serviceTerms: lexical('No refunds') as Event['serviceTerms'],
        checkoutGuidance: null,
        bookingQuestions: [
          { type: 'dropdown', title: 'Diet', label: 'Dietary needs', required: true, options: [{ value: 'None' }, { value: 'Vegan' }] },
          { type: 'nonsense', title: 'x', label: 'x' } as never,
        ],
      }),
    )!
    expect(row.serviceTermsHtml).toContain('No refunds')
    expect(row.serviceTermsHtml).toMatch(/^<p/)
    expect(row.checkoutGuidanceHtml).toBe('')
    expect(row.bookingQuestions).toEqual([{ type: 'dropdown', title: 'Diet', label: 'Dietary needs', required: true, options: ['None', 'Vegan'] }])
  })

  it('keeps what the listings search and show: the place, populated categories, the card image and the about text as plain text', () => {
    const venue = { id: 3, name: 'Hertford Library', location: { lat: 51.79, lon: -0.08 } }
    const thumbnail = { id: 9, url: '/media/pot.jpg', alt: 'A pot', sizes: { card: { url: '/media/pot-640.webp' } } }
    const about = { root: { children: [{ children: [{ text: 'Clay' }, { text: ' and  wheels' }] }] } }
    const row = toInventoryRow(
      event({ venue, categories: [{ id: 4, title: 'Art' }, 5], thumbnail, thumbnailAlt: '', synopsis: 'Make a pot', about, audienceAgeRanges: ['6 - 11'] } as unknown as Partial<Event>),
    )!
    expect(row).toMatchObject({
      synopsis: 'Make a pot', aboutText: 'Clay and wheels', locationTitle: 'Hertford Library', latitude: 51.79, longitude: -0.08,
      categories: [{ id: 4, title: 'Art' }], ageRanges: ['6 - 11'], imageUrl: '/media/pot-640.webp', imageAlt: 'A pot', elearning: false, soldOutMessage: null,
    })
    expect(toInventoryRow(event({ venue, elearning: true } as unknown as Partial<Event>))).toMatchObject({ locationTitle: 'Online', elearning: true, latitude: 51.79 })
    expect(toInventoryRow(event())).toMatchObject({ locationTitle: null, latitude: null, categories: [], imageUrl: null, imageAlt: '', aboutText: '' })
  })
})
