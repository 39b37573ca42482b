import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { migrateBookingSchema } from '../../src/booking/db/migrate'
import type { ListingSearchDependencies } from '../../src/booking/search/listing-search'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'
import type { InventoryRow } from '../../src/booking/inventory/inventory-row'
import { SEARCH_NO_RESULTS_TEXT, SITE_SEARCH_PAGE_SIZE } from '../../src/domain/listing-results'
import { findListingForContentType } from '../../src/domain/listings'
import { readSiteSearchQuery } from '../../src/domain/validation/search'
import { searchAllServices } from '../../src/loaders/site/site-search'

/**
 * Site search (/search) over the booking schema's event rows on a real PostgreSQL: one search over
 * all six services with the listings' weighted word match. The test writes its own event rows with
 * their pools (event ids from 990000, all carrying the made-up word 'quillfeather') and deletes them
 * afterwards.
 */
const NOW = new Date()
const DAY = 86_400_000
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString()
const WORD = 'quillfeather'
const FIRST_ID = 990_000

let pool: pg.Pool
let deps: ListingSearchDependencies
let nextId = FIRST_ID

function row(overrides: Partial<InventoryRow> & Pick<InventoryRow, 'title' | 'contentType'>): InventoryRow {
  const eventId = nextId++
  const slug = `site-search-test-${eventId}`
  const listing = findListingForContentType(overrides.contentType)!
  return {
    eventId, slug, uri: `${listing.path}/${slug}`, synopsis: '', aboutText: '', locationTitle: null, latitude: null, longitude: null,
    dateTime: at(30), salesFrom: null, salesTo: null, discountFrom: null, discountTo: null, earlyBirdDiscount: 0, price: 0,
    freeOrPaid: 'free', capacity: 10, externalListingUrl: null, elearning: false, private: false, bookingRequired: true,
    soldOutMessage: null, categories: [], district: null, ageRanges: [], imageUrl: null, imageAlt: '',
    endDateTime: null, serviceTermsHtml: '', checkoutGuidanceHtml: '', bookingQuestions: [], ticketQuestions: [], gl: '', costCode: '',
    cancellationCutoffDays: 7, refundOnCancellation: true, reminderDaysBefore: 2, concessions: [], sessions: [],
    ...overrides,
  }
}

/** The rows, by role. Ten title matches in turn across the services make the results run to two pages. */
const TITLE_MATCH_TYPES = ['eventHAFLS', 'eventHALS', 'eventLocalOffer', 'eventSendAcademy', 'eventCorporate']
const titleMatches = Array.from({ length: 10 }, (_, i) =>
  row({
    title: `Quillfeather session ${i + 1}`,
    contentType: TITLE_MATCH_TYPES[i % TITLE_MATCH_TYPES.length]!,
    dateTime: at(10 + i),
  }),
)
// Sooner than every title match: only the weighting can put it after them.
const descriptionMatch = row({ title: 'Writing for wellbeing', contentType: 'eventHealthAndWellbeing', synopsis: `Bring a ${WORD} pen.`, dateTime: at(2) })
const locationMatch = row({ title: 'Library open day', contentType: 'eventLibraries', locationTitle: `${WORD} Hall`, dateTime: at(1) })
const privateMatch = row({ title: 'Quillfeather network meeting', contentType: 'eventSend', private: true, dateTime: at(3) })
const closedMatch = row({ title: 'Quillfeather for schools', contentType: 'eventSendAcademy', salesTo: at(-1), dateTime: at(4) })
const ROWS = [...titleMatches, descriptionMatch, locationMatch, privateMatch, closedMatch]

const search = (query: string) => searchAllServices(deps, readSiteSearchQuery(new URLSearchParams(query)), NOW)

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL ?? inject('databaseUrl')
  await migrateBookingSchema(databaseUrl)
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  deps = { pool, postcodeLookup: { locate: () => Promise.reject(new Error('site search never looks up a postcode')) } }
  for (const eventRow of ROWS) await upsertInventory(pool, eventRow)
})

afterAll(async () => {
  await pool?.query('DELETE FROM booking.booking_events WHERE event_id >= $1 AND event_id < $2', [FIRST_ID, nextId])
  await pool?.end()
})

describe('site search', () => {
  it('finds matching events from several services, a title match first and a location match last', async () => {
    const first = (await search(`term=${WORD}`))!
    const second = (await search(`term=${WORD}&pageIndex=2`))!
    expect(first.total).toBe(12)
    expect(first.pageCount).toBe(2)
    const cards = [...first.cards, ...second.cards]
    expect(first.cards).toHaveLength(SITE_SEARCH_PAGE_SIZE)
    expect(cards.map((card) => card.slug)).toEqual([...titleMatches, descriptionMatch, locationMatch].map((r) => r.slug))
    const services = new Set(cards.map((card) => findListingForContentType(card.contentType)?.title))
    expect([...services].sort()).toEqual(
      ['Adult Learning and Skills', 'Corporate events', 'Public health training', 'SEND Academy', 'SEND Local Offer', 'Step 2 Skills'].sort(),
    )
  })

  it('leaves out private events and events whose sales have ended', async () => {
    const all = (await search(`term=${WORD}`))!
    const second = (await search(`term=${WORD}&pageIndex=2`))!
    const slugs = [...all.cards, ...second.cards].map((card) => card.slug)
    expect(slugs).not.toContain(privateMatch.slug)
    expect(slugs).not.toContain(closedMatch.slug)
  })

  it("pages 9 at a time with the listings' results text, and shows the last page for a page past the end", async () => {
    expect((await search(`term=${WORD}`))!.resultsText).toBe(`Showing 1 - 9 of 12 results for ${WORD}`)
    const second = (await search(`term=${WORD}&pageIndex=2`))!
    expect(second.pageIndex).toBe(1)
    expect(second.cards).toHaveLength(3)
    expect(second.resultsText).toBe(`Showing 10 - 12 of 12 results for ${WORD}`)
    const past = (await search(`term=${WORD}&pageIndex=7`))!
    expect(past.pageIndex).toBe(1)
    expect(past.cards.map((card) => card.slug)).toEqual(second.cards.map((card) => card.slug))
  })

  it('needs every word: words no event has find nothing', async () => {
    const none = (await search(`term=${WORD}+zzyzzxq`))!
    expect(none.total).toBe(0)
    expect(none.cards).toEqual([])
    expect(SEARCH_NO_RESULTS_TEXT).toBe('Sorry, no results were found.')
  })

  it('searches nothing without words or with words over 255 characters', async () => {
    expect(await search('')).toBeNull()
    expect(await search('term=+++')).toBeNull()
    expect(await search(`term=${'a'.repeat(256)}`)).toBeNull()
  })
})
