import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeBookingPool } from '../../src/booking/db/pool.server'
import { countPublishedInventory, upsertInventory } from '../../src/booking/inventory/inventory-repository'
import { reindexBookingEvents } from '../../src/booking/inventory/inventory-sync'
import { prefixQueryOf, searchListingRows, type ListingSearchParams } from '../../src/booking/search/search-repository'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'
import { LISTINGS } from '../../src/domain/listings'

import { FIRST_BOOKING_ONLY_EVENT_ID, inventoryRow } from './support/booking-factory'
import { seededPayload } from './support/seeded-payload'

/**
 * The listing search over the booking schema's event rows on a real PostgreSQL: the published rows
 * (the listings' source) filled by the publish hooks while seeding, kept in step by later changes,
 * rebuilt by the reindex, and queried by the one listing query.
 */
const NOW = new Date()
let payload: Payload
let pool: pg.Pool

const listing = (path: string) => LISTINGS.find((l) => l.path === path)!

function params(overrides: Partial<ListingSearchParams> = {}): ListingSearchParams {
  return { contentTypes: listing('/step2skills').contentTypes, now: NOW, orderBy: 'date', limit: 100, offset: 0, ...overrides }
}

async function publishedCount(): Promise<number> {
  return (await payload.count({ collection: 'events', where: { _status: { equals: 'published' } }, overrideAccess: true })).totalDocs
}

async function eventBySlug(slug: string) {
  const { docs } = await payload.find({ collection: 'events', where: { slug: { equals: slug } }, overrideAccess: true, depth: 0, draft: true })
  return docs[0]!
}

beforeAll(async () => {
  payload = await seededPayload(NOW)
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

/**
 * Published rows (what the listings read) less published events. The run's other test files share this database: some
 * put rows of booking-only events in the projection (ids from FIRST_BOOKING_ONLY_EVENT_ID, never
 * Payload's), which are left out; others publish, unpublish and delete events of their own at the same
 * time, and a hook writes the projection through the booking pool, so for a moment it can be a write
 * ahead of (or behind) Payload's commit. The two agree once those writes land, so the counts are
 * compared until they do.
 */
async function projectionLessPublished(): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM booking.booking_events WHERE published AND event_id >= $1', [FIRST_BOOKING_ONLY_EVENT_ID])
  return (await countPublishedInventory(pool)) - Number(rows[0]!.n) - (await publishedCount())
}

describe('the search projection', () => {
  it('holds one row per published event after seeding', async () => {
    await expect.poll(projectionLessPublished, { timeout: 15_000 }).toBe(0)
  })

  it('is rebuilt to one row per published event by a reindex', async () => {
    const rebuilt = await reindexBookingEvents(payload, pool)
    expect(rebuilt).toBeGreaterThan(0)
    await expect.poll(projectionLessPublished, { timeout: 15_000 }).toBe(0)
  })
})

describe('the listing query', () => {
  it('returns only the listing\'s public events whose sales have not ended, by date', async () => {
    const result = await searchListingRows(pool, params())
    expect(result.total).toBeGreaterThan(5)
    expect(result.cards.every((c) => c.content_type === 'eventHAFLS')).toBe(true)
    const dates = result.cards.map((c) => Date.parse(c.date_time))
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
    for (const card of result.cards) {
      expect(card.sales_to === null || Date.parse(card.sales_to) >= NOW.getTime()).toBe(true)
    }
    const all = await searchListingRows(pool, params({ contentTypes: LISTINGS.flatMap((l) => l.contentTypes) }))
    const slugs = all.cards.map((c) => c.slug)
    expect(slugs).not.toContain(SEED_SLUGS.private)
    expect(slugs).not.toContain(SEED_SLUGS.closed)
    expect(slugs).not.toContain(SEED_SLUGS.draft)
    expect(slugs).toContain(SEED_SLUGS.notYetOnSale)
  })

  it('pages with limit and offset and counts the whole result', async () => {
    const first = await searchListingRows(pool, params({ limit: 3, offset: 0 }))
    const second = await searchListingRows(pool, params({ limit: 3, offset: 3 }))
    expect(first.cards).toHaveLength(3)
    expect(second.total).toBe(first.total)
    expect(second.cards.map((c) => c.event_id)).not.toContain(first.cards[0]!.event_id)
  })

  it('matches words as prefixes in the title', async () => {
    const result = await searchListingRows(pool, params({ term: 'waterc' }))
    expect(result.cards.map((c) => c.slug)).toContain(SEED_SLUGS.paid)
    expect(result.total).toBeLessThan((await searchListingRows(pool, params())).total)
  })

  it('needs every word, and finds nothing for a word no event has', async () => {
    expect((await searchListingRows(pool, params({ term: 'watercolour zzyzzx' }))).total).toBe(0)
  })

  it('ranks a title match above a match in the description when ordered by relevance', async () => {
    const all = LISTINGS.flatMap((l) => l.contentTypes)
    const result = await searchListingRows(pool, params({ contentTypes: all, term: 'watercolour', orderBy: 'relevance' }))
    expect(result.cards[0]!.title.toLowerCase()).toContain('watercolour')
  })

  it('treats punctuation in the words as separators, never as query syntax', async () => {
    expect(prefixQueryOf("water&colour | !paint's")).toBe('water:* & colour:* & paint:* & s:*')
    expect(prefixQueryOf('  !!! ')).toBeUndefined()
    await expect(searchListingRows(pool, params({ term: "')(:*&|!" }))).resolves.toMatchObject({ total: expect.any(Number) })
  })

  it('counts each category under the other filters, and narrows to a chosen category', async () => {
    const result = await searchListingRows(pool, params())
    expect(result.facets.categories.length).toBeGreaterThan(0)
    const category = result.facets.categories[0]!
    const narrowed = await searchListingRows(pool, params({ categoryIds: [Number(category.value)] }))
    expect(narrowed.total).toBe(category.count)
    expect(narrowed.cards.every((c) => c.categories.some((x) => String(x.id) === category.value))).toBe(true)
    // The category facet itself still offers the other categories.
    expect(narrowed.facets.categories).toEqual(result.facets.categories)
  })

  it('filters by district and counts districts', async () => {
    const result = await searchListingRows(pool, params())
    const district = result.facets.districts[0]!
    const narrowed = await searchListingRows(pool, params({ districts: [district.value] }))
    expect(narrowed.total).toBe(district.count)
  })

  it('filters by audience age range on the send listing', async () => {
    const send = params({ contentTypes: listing('/local-offer').contentTypes })
    const result = await searchListingRows(pool, send)
    const range = result.facets.ageRanges[0]!
    expect((await searchListingRows(pool, { ...send, ageRanges: [range.value] })).total).toBe(range.count)
  })

  it('keeps events within the distance of a place', async () => {
    const all = LISTINGS.flatMap((l) => l.contentTypes)
    // Hertford town centre: Hertford Library is there; St Albans (about 14 miles) is not within 5.
    const near = await searchListingRows(pool, params({ contentTypes: all, near: { latitude: 51.796, longitude: -0.078, miles: 5 } }))
    const titles = near.cards.map((c) => c.location_title)
    expect(titles).toContain('Hertford Library')
    expect(titles).not.toContain('St Albans Adult Learning Centre')
    const wider = await searchListingRows(pool, params({ contentTypes: all, near: { latitude: 51.796, longitude: -0.078, miles: 25 } }))
    expect(wider.total).toBeGreaterThan(near.total)
  })

  it('keeps events between two dates, a course when any of its sessions is (issue 26)', async () => {
    const start = new Date(NOW.getTime() + 7 * 86_400_000)
    const end = new Date(NOW.getTime() + 21 * 86_400_000)
    const result = await searchListingRows(pool, params({ between: { start, end } }))
    const within = (t: number) => t >= start.getTime() && t <= end.getTime()
    const { rows: sessions } = await pool.query<{ event_id: number; starts_at: Date }>(
      'SELECT event_id, starts_at FROM booking.event_sessions WHERE NOT removed AND event_id = ANY($1::int[])',
      [result.cards.map((card) => card.event_id)],
    )
    for (const card of result.cards) {
      const onADay = within(Date.parse(card.date_time)) || sessions.some((session) => session.event_id === card.event_id && within(session.starts_at.getTime()))
      expect(onADay, card.title).toBe(true)
    }
    // A course that began before the range, with a session inside it, is found; one with none inside is not.
    const day = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString()
    const course = (sessionDays: number[]) => {
      const row = inventoryRow({ contentType: 'eventHAFLS', dateTime: day(sessionDays[0]!) })
      const sessions = sessionDays.map((days, n) => ({ sessionId: `search-course-${row.eventId}-${n}`, startsAt: day(days), endsAt: day(days + 0.1), place: null }))
      return { ...row, sessions }
    }
    const inside = course([2, 9, 16])
    const outside = course([2, 30])
    await upsertInventory(pool, inside)
    await upsertInventory(pool, outside)
    const again = (await searchListingRows(pool, params({ between: { start, end } }))).cards.map((card) => card.event_id)
    expect(again).toContain(inside.eventId)
    expect(again).not.toContain(outside.eventId)
  })
})

describe('keeping the projection in step with the content', () => {
  it('keeps the published title while a draft is saved, and takes the new one when it is published', async () => {
    const event = await eventBySlug(SEED_SLUGS.free)
    const rowTitle = async () =>
      (await pool.query('SELECT title FROM booking.booking_events WHERE event_id = $1 AND published', [event.id])).rows[0]?.title
    const published = await rowTitle()
    await payload.update({ collection: 'events', id: event.id, data: { title: 'Storytime (draft retitle)' }, draft: true, overrideAccess: true })
    expect(await rowTitle()).toBe(published)
    await payload.update({ collection: 'events', id: event.id, data: { title: 'Storytime (draft retitle)', _status: 'published' }, overrideAccess: true })
    expect(await rowTitle()).toBe('Storytime (draft retitle)')
    await payload.update({ collection: 'events', id: event.id, data: { title: published, _status: 'published' }, overrideAccess: true })
  })

  it('drops an unpublished event and adds it back when published again', async () => {
    const event = await eventBySlug(SEED_SLUGS.paid)
    const hasRow = async () => (await pool.query('SELECT 1 FROM booking.booking_events WHERE event_id = $1 AND published', [event.id])).rowCount === 1
    const keptRow = async () => (await pool.query('SELECT 1 FROM booking.booking_events WHERE event_id = $1', [event.id])).rowCount === 1
    expect(await hasRow()).toBe(true)
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(await hasRow()).toBe(false)
    // Out of the listings, but the row stays: baskets and orders refer to it.
    expect(await keptRow()).toBe(true)
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'published' }, overrideAccess: true })
    expect(await hasRow()).toBe(true)
  })

  it('renames the location on cards when the venue is renamed', async () => {
    const { docs } = await payload.find({ collection: 'venues', where: { name: { equals: 'Hitchin Library' } }, overrideAccess: true })
    const venue = docs[0]!
    const titles = async () =>
      (await pool.query<{ t: string }>('SELECT DISTINCT location_title AS t FROM booking.booking_events WHERE published AND location_title LIKE $1', ['Hitchin%'])).rows.map((r) => r.t)
    await payload.update({ collection: 'venues', id: venue.id, data: { name: 'Hitchin Library and Gallery' }, overrideAccess: true })
    expect(await titles()).toEqual(['Hitchin Library and Gallery'])
    await payload.update({ collection: 'venues', id: venue.id, data: { name: 'Hitchin Library' }, overrideAccess: true })
    expect(await titles()).toEqual(['Hitchin Library'])
  })

  it('removes a deleted event', async () => {
    const created = await payload.create({
      collection: 'events',
      overrideAccess: true,
      data: { title: 'Short-lived test event', slug: 'short-lived-test-event', contentType: 'eventCorporate', dateTime: new Date(NOW.getTime() + 86_400_000).toISOString(), freeOrPaid: 'free', price: 0, ticketsAvailable: 5, concessions: [{ title: 'Free place', concessionPrice: 0, numTicketsUsed: 1 }], _status: 'published' },
    })
    const hasRow = async () => (await pool.query('SELECT 1 FROM booking.booking_events WHERE event_id = $1 AND published', [created.id])).rowCount === 1
    expect(await hasRow()).toBe(true)
    await payload.delete({ collection: 'events', id: created.id, overrideAccess: true })
    expect(await hasRow()).toBe(false)
  })
})
