import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { queryRelatedEvents } from '../../src/loaders/site/related-events'

/**
 * The related-events query (spec 000 section 2, spec 001 section 9) against a real PostgreSQL,
 * through Payload's local API with access control on, as the event page runs it. The test makes
 * its own categories and events (slugs prefixed 'related-test-') and deletes them afterwards.
 */

const DAY = 86_400_000
const NOW = new Date()
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString()
const PREFIX = 'related-test-'

let payload: Payload
const ids: Record<string, number> = {}
const categoryIds: Record<string, number> = {}

async function createEvent(name: string, data: { categories: number[]; days: number; private?: boolean; draft?: boolean }) {
  const doc = await payload.create({
    collection: 'events',
    overrideAccess: true,
    draft: data.draft ?? false,
    depth: 0,
    data: {
      _status: data.draft ? 'draft' : 'published',
      contentType: 'eventHAFLS',
      title: `Related test ${name}`,
      slug: `${PREFIX}${name}`,
      dateTime: at(data.days),
      freeOrPaid: 'paid',
      price: 1000,
      ticketsAvailable: 10,
      // Published events booked here need a ticket type (src/content/validation.ts).
      concessions: [{ title: 'Standard place', concessionPrice: 1000, numTicketsUsed: 1 }],
      private: data.private ?? false,
      categories: data.categories,
    },
  })
  ids[name] = doc.id
}

beforeAll(async () => {
  process.env.DATABASE_URL ??= inject('databaseUrl')
  process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
  process.env.MEDIA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'related-test-media-'))
  const [{ getPayload }, { default: config }, { migrations }, { migrateBookingSchema }] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
    import('../../src/migrations'),
    import('../../src/booking/db/migrate'),
  ])
  payload = await getPayload({ config })
  type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  // The events' publish hooks write the booking schema's projections: it must exist, or every
  // save and delete logs an error (the test would pass, printing stacks).
  await migrateBookingSchema(process.env.DATABASE_URL)

  for (const name of ['pottery', 'languages', 'unused']) {
    const category = await payload.create({
      collection: 'categories',
      overrideAccess: true,
      data: { title: `Related test ${name}`, slug: `${PREFIX}${name}`, brand: 'hafls' },
    })
    categoryIds[name] = category.id
  }
  const { pottery, languages } = categoryIds as { pottery: number; languages: number }
  await createEvent('subject', { categories: [pottery, languages], days: 10 })
  await createEvent('soonest', { categories: [pottery], days: 2 })
  await createEvent('shares-second-category', { categories: [languages], days: 3 })
  await createEvent('both-categories', { categories: [pottery, languages], days: 4 })
  await createEvent('fourth', { categories: [pottery], days: 5 })
  await createEvent('private', { categories: [pottery], days: 1, private: true })
  await createEvent('draft', { categories: [pottery], days: 1, draft: true })
  await createEvent('past', { categories: [pottery], days: -1 })
  await createEvent('other-category', { categories: [categoryIds.unused as number], days: 1 })
})

afterAll(async () => {
  // One by one: Payload's delete by `where` works through the documents at once on one transaction's
  // connection, which pg warns about (concurrent queries on one client, deprecated in pg 9).
  for (const id of Object.values(ids)) await payload?.delete({ collection: 'events', id, overrideAccess: true })
  for (const id of Object.values(categoryIds)) await payload?.delete({ collection: 'categories', id, overrideAccess: true })
  const { closeBookingPool } = await import('../../src/booking/db/pool.server')
  await closeBookingPool()
})

const titles = (docs: { title: string }[]) => docs.map((doc) => doc.title.replace('Related test ', ''))

describe('related events', () => {
  it('are the three soonest future, published, public events sharing a category, never the event itself', async () => {
    const docs = await queryRelatedEvents(payload, {
      eventId: ids.subject as number,
      categoryIds: [categoryIds.pottery as number, categoryIds.languages as number],
      now: NOW,
    })
    expect(titles(docs)).toEqual(['soonest', 'shares-second-category', 'both-categories'])
  })

  it('leave out private, draft, past and unrelated events even when more are asked for', async () => {
    const docs = await queryRelatedEvents(
      payload,
      { eventId: ids.subject as number, categoryIds: [categoryIds.pottery as number, categoryIds.languages as number], now: NOW },
      50,
    )
    const names = titles(docs)
    expect(names).toEqual(['soonest', 'shares-second-category', 'both-categories', 'fourth'])
    for (const excluded of ['subject', 'private', 'draft', 'past', 'other-category']) expect(names).not.toContain(excluded)
  })

  it('count an event dated exactly now as upcoming', async () => {
    const docs = await queryRelatedEvents(
      payload,
      { eventId: ids.subject as number, categoryIds: [categoryIds.pottery as number], now: new Date(at(2)) },
      50,
    )
    expect(titles(docs)[0]).toBe('soonest')
  })

  it('are none for an event without categories', async () => {
    expect(await queryRelatedEvents(payload, { eventId: ids.subject as number, categoryIds: [], now: NOW })).toEqual([])
  })
})
