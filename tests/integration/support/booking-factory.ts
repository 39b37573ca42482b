import type pg from 'pg'
import { inject } from 'vitest'

import type { InventoryConcessionRow, InventoryRow } from '../../../src/booking/inventory/inventory-row'

/**
 * Bookable events made straight in the booking schema (no Payload), each with its own ids, so a
 * test owns its data. `migratedBookingDatabase` points the booking pool at the run's database.
 */
export async function migratedBookingDatabase(): Promise<string> {
  process.env.DATABASE_URL ??= inject('databaseUrl')
  const { migrateBookingSchema } = await import('../../../src/booking/db/migrate')
  await migrateBookingSchema(process.env.DATABASE_URL)
  return process.env.DATABASE_URL
}

let next = 0
let events = 0

/**
 * The first id of the events booking tests make in the booking schema alone (never in Payload): far
 * above anything the seed makes, so a test that compares the booking schema with Payload's events
 * (the search projection's) can leave them out.
 */
export const FIRST_BOOKING_ONLY_EVENT_ID = 800_000

/**
 * Each test process (one per file) has its own block of event ids, so a file never reuses the id of
 * an event an earlier file of the run left behind (its holds and tickets would count against the new
 * one). Blocks follow the process id modulo 100,000, which the processes of one run never wrap;
 * they start a million above the first booking-only id (clear of the ids tests pick by hand, such as
 * site-search's) and end below 2,000,000,000 (retention's deleted event) and PostgreSQL's integer limit.
 */
const EVENT_IDS_PER_PROCESS = 10_000
const FIRST_BLOCK = FIRST_BOOKING_ONLY_EVENT_ID + 1_000_000

/** Event ids far above anything the seed makes, in this process's block. */
function nextId(): number {
  events += 1
  if (events >= EVENT_IDS_PER_PROCESS) throw new Error(`a test file may make at most ${EVENT_IDS_PER_PROCESS - 1} booking-only events`)
  return FIRST_BLOCK + (process.pid % 100_000) * EVENT_IDS_PER_PROCESS + events
}

export function concessionRow(overrides: Partial<InventoryConcessionRow> = {}): InventoryConcessionRow {
  next += 1
  return {
    concessionId: `c-${process.pid}-${next}`,
    title: 'Adult',
    description: '',
    concessionPrice: 1250,
    discountedConcessionPrice: null,
    numberAvailable: null,
    maxNumberAvailable: null,
    numTicketsUsed: 1,
    sortOrder: 0,
    ...overrides,
  }
}

export function inventoryRow(overrides: Partial<InventoryRow> = {}): InventoryRow {
  const eventId = overrides.eventId ?? nextId()
  const slug = overrides.slug ?? `test-event-${eventId}`
  return {
    eventId,
    slug,
    uri: `/events/${slug}`,
    contentType: 'eventCorporate',
    title: `Test event ${eventId}`,
    dateTime: '2030-01-01T10:00:00.000Z',
    endDateTime: null,
    private: false,
    salesFrom: null,
    salesTo: null,
    discountFrom: null,
    discountTo: null,
    earlyBirdDiscount: 0,
    price: 1250,
    freeOrPaid: 'paid',
    externalListingUrl: null,
    bookingRequired: true,
    serviceTermsHtml: '<p>Terms</p>',
    checkoutGuidanceHtml: '<p>Bring a pen</p>',
    bookingQuestions: [],
    ticketQuestions: [],
    gl: 'GL1',
    costCode: 'CC1',
    cancellationCutoffDays: 7,
    refundOnCancellation: true,
    capacity: 50,
    concessions: [concessionRow()],
    synopsis: '',
    aboutText: '',
    locationTitle: null,
    latitude: null,
    longitude: null,
    elearning: false,
    soldOutMessage: null,
    categories: [],
    district: null,
    ageRanges: [],
    imageUrl: null,
    imageAlt: '',
    ...overrides,
  }
}

export async function inventoryCounts(db: Pick<pg.Pool, 'query'>, eventId: number) {
  const { rows } = await db.query<{ capacity: number; held: number; sold: number; live: number; tickets: number }>(
    `SELECT i.capacity, i.held, i.sold,
       (SELECT coalesce(sum(h.tickets), 0)::int FROM booking.holds h WHERE h.event_id = i.event_id AND h.state = 'held') AS live,
       (SELECT count(*)::int FROM booking.tickets t WHERE t.event_id = i.event_id AND t.state = 'held') AS tickets
     FROM booking.event_inventory i WHERE i.event_id = $1`,
    [eventId],
  )
  return rows[0]!
}
