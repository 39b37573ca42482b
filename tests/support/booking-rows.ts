import type { InventoryConcessionRow, InventoryRow } from '../../src/booking/inventory/inventory-row'

/**
 * Bookable events made straight in the booking schema (no Payload), for the integration tests
 * (tests/integration/support/booking-factory.ts) and the end-to-end topology test, each with ids of
 * its own process.
 */
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
    reminderDaysBefore: 2,
    refundOnCancellation: true,
    capacity: 50,
    concessions: [concessionRow()],
    sessions: [],
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

