import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkoutBasket, getBookingView } from '../../src/booking/basket/basket-service.server'
import { ConcessionNotFoundError } from '../../src/booking/basket/errors'
import { EventNotFoundError } from '../../src/booking/errors'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { reindexBookingEvents, reindexBookingEventsIfEmpty } from '../../src/booking/inventory/inventory-sync'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'

import { inventoryCounts } from './support/booking-factory'
import { seededPayload } from './support/seeded-payload'

/**
 * The booking inventory kept in step with Payload: filled by the publish hooks while seeding, changed
 * by edits (capacity, concessions), withdrawn on unpublish and delete, rebuilt by the reindex.
 */
const NOW = new Date()
let payload: Payload
let pool: pg.Pool

beforeAll(async () => {
  payload = await seededPayload(NOW)
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

async function eventBySlug(slug: string) {
  const { docs } = await payload.find({ collection: 'events', where: { slug: { equals: slug } }, overrideAccess: true, depth: 0, draft: true })
  return docs[0]!
}

async function publishedCount(): Promise<number> {
  return (await payload.count({ collection: 'events', where: { _status: { equals: 'published' } }, overrideAccess: true })).totalDocs
}

/**
 * Published events (by Payload) that have a bookable inventory row. Other test files add booking
 * events of their own straight into the booking schema, so the whole table's count is not the measure.
 */
async function publishedWithInventory(): Promise<number> {
  const published = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' } },
    overrideAccess: true,
    pagination: false,
    select: {},
  })
  const ids = published.docs.map((event) => String(event.id))
  const { rows } = await pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM booking.booking_events WHERE published AND event_id::text = ANY($1::text[])',
    [ids],
  )
  return Number(rows[0]?.n ?? 0)
}

describe('the booking inventory', () => {
  it('makes every published demo event bookable after seeding, and no draft', async () => {
    expect(await publishedWithInventory()).toBe(await publishedCount())
    const paid = await getBookingView(SEED_SLUGS.paid, NOW)
    expect(paid).toMatchObject({ status: 'paid' })
    expect(paid!.concessions.length).toBeGreaterThan(0)
    // Other test files book the demo events at the same time (private-assets.test.ts books this one).
    const paidEvent = await eventBySlug(SEED_SLUGS.paid)
    const counts = await inventoryCounts(pool, paidEvent.id)
    expect(counts.capacity).toBe(paidEvent.ticketsAvailable)
    expect(paid!.totalNumberOfTicketsAvailable).toBe(counts.capacity - counts.sold - counts.held)
    const family = await getBookingView(SEED_SLUGS.twoTicketConcession, NOW)
    expect(family!.concessions.some((c) => c.numTicketsUsed === 2)).toBe(true)
    const questions = await eventBySlug(SEED_SLUGS.allQuestionTypes)
    expect((await getBookingView(SEED_SLUGS.allQuestionTypes, NOW))!.id).toBe(String(questions.id))
    expect(await getBookingView(SEED_SLUGS.draft, NOW)).toBeNull()
    expect((await getBookingView(SEED_SLUGS.soldOut, NOW))!.status).toBe('soldOut')
  })

  it('keeps held tickets when the editor changes the capacity', async () => {
    const event = await eventBySlug(SEED_SLUGS.paid)
    const concession = event.concessions![0]!
    const held = await checkoutBasket({ eventId: event.id, concessionsToAddList: [{ concessionId: concession.id!, ticketsToAdd: 2 }] }, { now: NOW })
    expect(held.numberOfTicketsInBasket).toBe(2)
    const before = await inventoryCounts(pool, event.id)
    await payload.update({ collection: 'events', id: event.id, data: { ticketsAvailable: event.ticketsAvailable + 7 }, overrideAccess: true })
    const after = await inventoryCounts(pool, event.id)
    expect(after).toMatchObject({ capacity: event.ticketsAvailable + 7, held: before.held })
    expect((await getBookingView(SEED_SLUGS.paid, NOW))!.totalNumberOfTicketsAvailable).toBe(event.ticketsAvailable + 7 - after.held - after.sold)
    await payload.update({ collection: 'events', id: event.id, data: { ticketsAvailable: event.ticketsAvailable }, overrideAccess: true })
  })

  it('stops selling a concession the editor removes', async () => {
    const event = await eventBySlug(SEED_SLUGS.twoTicketConcession)
    const [kept, ...removed] = event.concessions!
    expect(removed.length).toBeGreaterThan(0)
    await payload.update({ collection: 'events', id: event.id, data: { concessions: [kept!] }, overrideAccess: true })
    const view = await getBookingView(SEED_SLUGS.twoTicketConcession, NOW)
    expect(view!.concessions.map((c) => c.id)).toEqual([kept!.id])
    const refused = checkoutBasket({ eventId: event.id, concessionsToAddList: [{ concessionId: removed[0]!.id!, ticketsToAdd: 1 }] }, { now: NOW })
    await expect(refused).rejects.toBeInstanceOf(ConcessionNotFoundError)
    await expect(refused).rejects.toThrow(/no longer on sale/)
    await payload.update({ collection: 'events', id: event.id, data: { concessions: event.concessions }, overrideAccess: true })
    expect((await getBookingView(SEED_SLUGS.twoTicketConcession, NOW))!.concessions).toHaveLength(event.concessions!.length)
  })

  it('keeps a course\'s sessions by their row ids, its start and end following them, and marks a session taken out', async () => {
    const course = await eventBySlug(SEED_SLUGS.paid)
    const sessions = course.sessions!
    expect(sessions).toHaveLength(6)
    const kept = async () =>
      (
        await pool.query<{ session_id: string; starts_at: Date; ends_at: Date; removed: boolean }>(
          'SELECT session_id, starts_at, ends_at, removed FROM booking.event_sessions WHERE event_id = $1 ORDER BY starts_at',
          [course.id],
        )
      ).rows
    expect((await kept()).map((row) => [row.session_id, row.starts_at.toISOString(), row.removed])).toEqual(
      sessions.map((session) => [session.id, new Date(session.startsAt).toISOString(), false]),
    )
    expect(new Date(course.dateTime).toISOString()).toBe(new Date(sessions[0]!.startsAt).toISOString())
    expect(new Date(course.endDateTime!).toISOString()).toBe(new Date(sessions[5]!.endsAt).toISOString())

    // The editor takes the last session out and moves the first a day later.
    const moved = new Date(new Date(sessions[0]!.startsAt).getTime() + 86_400_000).toISOString()
    const movedEnd = new Date(new Date(sessions[0]!.endsAt).getTime() + 86_400_000).toISOString()
    const changed = [{ ...sessions[0]!, startsAt: moved, endsAt: movedEnd }, ...sessions.slice(1, 5)]
    const saved = await payload.update({ collection: 'events', id: course.id, data: { sessions: changed }, overrideAccess: true, depth: 0 })
    expect(new Date(saved.dateTime).toISOString()).toBe(moved)
    expect(new Date(saved.endDateTime!).toISOString()).toBe(new Date(sessions[4]!.endsAt).toISOString())
    const after = await kept()
    expect(after.find((row) => row.session_id === sessions[0]!.id)!.starts_at.toISOString()).toBe(moved)
    expect(after.find((row) => row.session_id === sessions[5]!.id)!.removed).toBe(true)
    expect((await pool.query('SELECT date_time FROM booking.booking_events WHERE event_id = $1', [course.id])).rows[0].date_time.toISOString()).toBe(moved)

    await payload.update({ collection: 'events', id: course.id, data: { sessions }, overrideAccess: true })
    expect((await kept()).every((row) => !row.removed)).toBe(true)
  })

  it('withdraws an unpublished event at once and offers it again when published', async () => {
    const event = await eventBySlug(SEED_SLUGS.free)
    const concessionId = event.concessions![0]!.id!
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(await getBookingView(SEED_SLUGS.free, NOW)).toBeNull()
    await expect(checkoutBasket({ eventId: event.id, concessionsToAddList: [{ concessionId, ticketsToAdd: 1 }] }, { now: NOW })).rejects.toBeInstanceOf(EventNotFoundError)
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'published' }, overrideAccess: true })
    expect(await getBookingView(SEED_SLUGS.free, NOW)).not.toBeNull()
  })

  it('withdraws a deleted event', async () => {
    const created = await payload.create({
      collection: 'events',
      overrideAccess: true,
      data: {
        title: 'Short-lived bookable event',
        slug: 'short-lived-bookable-event',
        contentType: 'eventCorporate',
        dateTime: new Date(NOW.getTime() + 86_400_000).toISOString(),
        freeOrPaid: 'free',
        price: 0,
        ticketsAvailable: 5,
        concessions: [{ title: 'Place', concessionPrice: 0, numTicketsUsed: 1 }],
        _status: 'published',
      },
    })
    expect((await getBookingView('short-lived-bookable-event', NOW))!.totalNumberOfTicketsAvailable).toBe(5)
    await payload.delete({ collection: 'events', id: created.id, overrideAccess: true })
    expect(await getBookingView('short-lived-bookable-event', NOW)).toBeNull()
  })

  it('is rebuilt by the reindex with holds kept, and only when empty at start', async () => {
    const event = await eventBySlug(SEED_SLUGS.paid)
    const before = await inventoryCounts(pool, event.id)
    expect(await reindexBookingEventsIfEmpty(payload, pool)).toBeUndefined()
    expect(await reindexBookingEvents(payload, pool)).toBe(await publishedCount())
    expect(await inventoryCounts(pool, event.id)).toEqual(before)
    expect(await publishedWithInventory()).toBe(await publishedCount())
  })
})
