import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LISTINGS } from '../../src/domain/listings'
import type { Event } from '../../src/payload-types'

import { seededPayload } from './support/seeded-payload'

/**
 * The demo seed against a real PostgreSQL: the global setup provides an empty database; this file
 * migrates it, seeds, and seeds again. Other files may share the database, so counts are checked
 * as totals, not as what the first run created.
 */

const NOW = new Date()

let payload: Payload
let seed: typeof import('../../src/content/seed')

/** Listing status rules of spec 001 section 4, in order, written independently of the seed. */
function listingStatus(event: Event, now: Date): string {
  const t = now.getTime()
  const from = event.ticketSalesDateWindow?.from
  const to = event.ticketSalesDateWindow?.to
  if ((from && t < Date.parse(from)) || (to && t > Date.parse(to))) return 'closed'
  if (event.externalListingUrl) return 'listing'
  if (event.ticketsAvailable <= 0) return 'soldOut'
  if (!event.price) return 'free'
  const d = event.discountWindow
  if ((event.earlyBirdDiscount ?? 0) > 0 && d?.from && d.to && t >= Date.parse(d.from) && t <= Date.parse(d.to)) return 'earlyBird'
  return 'paid'
}

beforeAll(async () => {
  payload = await seededPayload(NOW)
  seed = await import('../../src/content/seed')
})

async function publishedEvents(): Promise<Event[]> {
  const result = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs
}

describe('demo content seed', () => {
  it('publishes at least 80 events, at least 10 in each listing', async () => {
    const events = await publishedEvents()
    expect(events.length).toBeGreaterThanOrEqual(80)
    for (const listing of LISTINGS) {
      const inListing = events.filter((e) => listing.contentTypes.includes(e.contentType))
      expect(inListing.length, listing.path).toBeGreaterThanOrEqual(10)
      for (const event of inListing) expect(event.uri).toBe(`${listing.path}/${event.slug}`)
    }
  })

  it('covers every listing status, with the well-known slugs in their stated states', async () => {
    const events = await publishedEvents()
    const statuses = new Set(events.map((e) => listingStatus(e, NOW)))
    for (const status of ['closed', 'listing', 'soldOut', 'free', 'earlyBird', 'paid']) expect(statuses).toContain(status)

    const bySlug = new Map(events.map((e) => [e.slug, e]))
    const { SEED_SLUGS } = seed
    const statusOf = (slug: string) => listingStatus(bySlug.get(slug) as Event, NOW)
    expect(statusOf(SEED_SLUGS.paid)).toBe('paid')
    expect(statusOf(SEED_SLUGS.free)).toBe('free')
    expect(statusOf(SEED_SLUGS.earlyBird)).toBe('earlyBird')
    expect(statusOf(SEED_SLUGS.soldOut)).toBe('soldOut')
    expect(statusOf(SEED_SLUGS.closed)).toBe('closed')
    expect(statusOf(SEED_SLUGS.notYetOnSale)).toBe('closed')
    expect(statusOf(SEED_SLUGS.listing)).toBe('listing')
    expect(bySlug.get(SEED_SLUGS.elearning)?.elearning).toBe(true)
    expect(bySlug.get(SEED_SLUGS.private)?.private).toBe(true)
    expect(events.filter((e) => e.elearning).length).toBeGreaterThanOrEqual(3)
    expect(events.filter((e) => e.private).length).toBeGreaterThanOrEqual(2)
  })

  it('stores concessions with stable ids, including one that uses two tickets', async () => {
    const { docs } = await payload.find({
      collection: 'events',
      where: { slug: { equals: seed.SEED_SLUGS.twoTicketConcession } },
      depth: 0,
      overrideAccess: true,
    })
    const concessions = docs[0]?.concessions ?? []
    expect(concessions.length).toBeGreaterThanOrEqual(3)
    expect(concessions.some((c) => c.numTicketsUsed === 2)).toBe(true)
    for (const c of concessions) expect(c.id).toEqual(expect.any(String))
  })

  it('asks all seven question types at booking and per ticket on the all-types event', async () => {
    const { docs } = await payload.find({
      collection: 'events',
      where: { slug: { equals: seed.SEED_SLUGS.allQuestionTypes } },
      depth: 0,
      overrideAccess: true,
    })
    const types = ['shortText', 'longText', 'singleChoice', 'multipleChoice', 'dropdown', 'email', 'telephone']
    expect(new Set(docs[0]?.bookingQuestions?.map((q) => q.type))).toEqual(new Set(types))
    expect(new Set(docs[0]?.ticketQuestions?.map((q) => q.type))).toEqual(new Set(types))
  })

  it('creates venues, categories, promo cards, alerts, users and site configuration', async () => {
    const count = async (collection: 'venues' | 'categories' | 'promo-cards' | 'alerts' | 'users' | 'media') =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs
    expect(await count('venues')).toBeGreaterThanOrEqual(12)
    expect(await count('categories')).toBeGreaterThanOrEqual(4)
    expect(await count('promo-cards')).toBeGreaterThanOrEqual(4)
    expect(await count('alerts')).toBeGreaterThanOrEqual(2)
    expect(await count('media')).toBeGreaterThanOrEqual(5)
    for (const user of Object.values(seed.DEMO_USERS)) {
      const { docs } = await payload.find({ collection: 'users', where: { email: { equals: user.email } }, overrideAccess: true })
      expect(docs[0]?.roles).toEqual([user.role])
    }
    const siteConfig = await payload.findGlobal({ slug: 'site-config', depth: 0 })
    expect(siteConfig.navigation?.some((item) => item.children?.some((child) => (child.grandchildren ?? []).length > 0))).toBe(true)
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(settings.maintenanceActive).toBe(false)
  })

  it('creates nothing the second time', async () => {
    const before = (await payload.count({ collection: 'events', overrideAccess: true })).totalDocs
    const again = await seed.seedDemoContent(payload, { now: NOW })
    expect(Object.values(again.created).reduce((sum, n) => sum + n, 0)).toBe(0)
    expect((await payload.count({ collection: 'events', overrideAccess: true })).totalDocs).toBe(before)
    expect(await seed.hasDemoContent(payload)).toBe(true)
  })

  it('hides draft events from anonymous readers but shows them to staff', async () => {
    const where = { slug: { equals: seed.SEED_SLUGS.draft } }
    const anonymous = await payload.find({ collection: 'events', where, overrideAccess: false, depth: 0 })
    expect(anonymous.totalDocs).toBe(0)
    const anonymousDraft = await payload.find({ collection: 'events', where, overrideAccess: false, draft: true, depth: 0 })
    expect(anonymousDraft.totalDocs).toBe(0)
    const all = await payload.find({ collection: 'events', overrideAccess: false, pagination: false, depth: 0 })
    expect(all.docs.every((e) => e._status === 'published')).toBe(true)

    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: seed.DEMO_USERS.staff.email } }, overrideAccess: true })
    const staff = { ...docs[0], collection: 'users' as const }
    const asStaff = await payload.find({ collection: 'events', where, overrideAccess: false, user: staff, depth: 0 })
    expect(asStaff.totalDocs).toBe(1)
  })

  it('keeps private resources from anonymous readers', async () => {
    const where = { slug: { equals: seed.SEED_SLUGS.private } }
    // Read as the site reads one event by its address (a private event is left out of lists).
    const anonymous = await payload.find({ collection: 'events', where, overrideAccess: false, depth: 0, context: { eventByAddress: true } })
    const trusted = await payload.find({ collection: 'events', where, overrideAccess: true, depth: 0 })
    expect(anonymous.docs[0]?.title).toBeTruthy()
    expect(trusted.docs[0]?.privateResources?.length).toBeGreaterThan(0)
    expect(anonymous.docs[0]?.privateResources ?? []).toHaveLength(0)
  })
})
