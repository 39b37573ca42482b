import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, check, customType, doublePrecision, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { BASKET_STATES } from '../../domain/basket-state'

/**
 * Schema `booking` belongs to the booking module (ARCHITECTURE.md, "Data ownership"): only this
 * module writes it, through its own pool, and only drizzle-kit migrations in src/booking/db/migrations
 * change it. Payload never touches it.
 */
export const booking = pgSchema('booking')

/** Who did what to which booking record, and when: every state change writes a row. */
export const auditLog = booking.table(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').notNull().default({}),
  },
  (table) => [index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.occurredAt)],
)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The booking schema's one copy of each event (ARCHITECTURE.md, "Data ownership"): what a basket
 * shows and what the listings search, written with its pool and concessions in one transaction by the
 * Payload publish/change/unpublish/delete hooks and rebuilt by `npm run search:reindex`, so that
 * booking never reads Payload's tables. Rich text is stored as sanitised HTML (and the about text as
 * plain text, for the full-text index). Unpublished and deleted events keep their row with published
 * false, because baskets and orders refer to it; listings read only published rows, with weighted
 * full-text search (spec 001 section 9: title 100, description 50, location title 5, as weights A, B
 * and C). Kept apart from the counters in event_inventory so the hot row that every take updates
 * stays narrow.
 */
export const bookingEvents = booking.table(
  'booking_events',
  {
    /** Payload's events.id. */
    eventId: integer('event_id').primaryKey(),
    /** The last segment of the uri: /booking/{slug} (spec 001 section 2). */
    slug: text('slug').notNull(),
    uri: text('uri').notNull(),
    contentType: text('content_type').notNull(),
    title: text('title').notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    /** When the event ends; null when it has no end time (a calendar entry then lasts an hour, decision 0024). */
    endDateTime: timestamp('end_date_time', { withTimezone: true }),
    /** Published and not deleted: false stops every new take at once. */
    published: boolean('published').notNull().default(true),
    private: boolean('private').notNull().default(false),
    salesFrom: timestamp('sales_from', { withTimezone: true }),
    salesTo: timestamp('sales_to', { withTimezone: true }),
    discountFrom: timestamp('discount_from', { withTimezone: true }),
    discountTo: timestamp('discount_to', { withTimezone: true }),
    earlyBirdDiscount: integer('early_bird_discount').notNull().default(0),
    /** Pence; null when not set. */
    price: integer('price'),
    freeOrPaid: text('free_or_paid').notNull().default('paid'),
    externalListingUrl: text('external_listing_url'),
    bookingRequired: boolean('booking_required').notNull().default(true),
    serviceTermsHtml: text('service_terms_html').notNull().default(''),
    checkoutGuidanceHtml: text('checkout_guidance_html').notNull().default(''),
    bookingQuestions: jsonb('booking_questions').notNull().default([]),
    ticketQuestions: jsonb('ticket_questions').notNull().default([]),
    gl: text('gl').notNull().default(''),
    costCode: text('cost_code').notNull().default(''),
    /** A resident may cancel their own booking until this many days before the event (issue 14); staff at any time. */
    cancellationCutoffDays: integer('cancellation_cutoff_days').notNull().default(7),
    /** Whether a resident's own cancellation in time is refunded (the event's terms). */
    refundOnCancellation: boolean('refund_on_cancellation').notNull().default(true),
    /** Days before each session of a course that its bookers get a reminder e-mail; 0: none (issue 26, decision 0043). */
    reminderDaysBefore: integer('reminder_days_before').notNull().default(2),
    // What the listings search and show on a card (the pool's availability comes from event_inventory).
    synopsis: text('synopsis').notNull().default(''),
    /** The about text as plain text, for the full-text index. */
    aboutText: text('about_text').notNull().default(''),
    locationTitle: text('location_title'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    elearning: boolean('elearning').notNull().default(false),
    soldOutMessage: text('sold_out_message'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** [{ id, title }] in the editor's order, for facet labels and card tags. */
    categories: jsonb('categories').notNull().default([]),
    district: text('district'),
    ageRanges: text('age_ranges').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(synopsis, '') || ' ' || coalesce(about_text, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(location_title, '')), 'C')`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One published event per slug; a deleted event's row stays (baskets refer to it) but frees its slug.
  (table) => [
    uniqueIndex('booking_events_slug_idx').on(table.slug).where(sql`${table.published}`),
    // The proxy's not-found check for an event page's address (src/loaders/site/event-address.server.ts).
    index('booking_events_uri_idx').on(table.uri).where(sql`${table.published}`),
    // The listing query (src/booking/search/search-repository.ts): a listing's published events by date, words, categories, ages.
    index('booking_events_listing_idx').on(table.contentType, table.dateTime).where(sql`${table.published}`),
    index('booking_events_search_vector_idx').using('gin', table.searchVector).where(sql`${table.published}`),
    index('booking_events_categories_idx').using('gin', table.categoryIds).where(sql`${table.published}`),
    index('booking_events_age_ranges_idx').using('gin', table.ageRanges).where(sql`${table.published}`),
  ],
)

/**
 * The event's ticket pool: capacity (Payload's ticketsAvailable), tickets held by live holds and
 * tickets sold. `held` counts every hold still in state 'held', including ones whose 30 minutes have
 * passed but that no take has released yet; booking.tickets_available(event, now) counts those back
 * in, so availability never depends on a sweeper (booking.tickets_available, docs/booking.md).
 */
export const eventInventory = booking.table(
  'event_inventory',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => bookingEvents.eventId, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /**
     * The sold-out state last announced for the event (docs/decisions/0012): flipped, with a
     * pg_notify, only when availability crosses to or from zero, so a cache that listens is emptied
     * then and not on every hold. Written only by the booking functions (src/booking/db/sql/) and the sold-out watch.
     */
    soldOut: boolean('sold_out').notNull().default(false),
  },
  (table) => [
    check('event_inventory_counts_check', sql`${table.capacity} >= 0 AND ${table.held} >= 0 AND ${table.sold} >= 0`),
    index('event_inventory_sold_out_idx').on(table.eventId).where(sql`${table.soldOut}`),
  ],
)

/** A concession (ticket type) of an event; the id is Payload's array row id (spec 001 section 3). */
export const concessionInventory = booking.table(
  'concession_inventory',
  {
    concessionId: text('concession_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => bookingEvents.eventId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Pence. */
    concessionPrice: integer('concession_price').notNull(),
    discountedConcessionPrice: integer('discounted_concession_price'),
    /** Units of this concession on sale; null: limited only by the event's pool. */
    numberAvailable: integer('number_available'),
    /** The most one booking may take; null: no cap beyond the pool. */
    maxNumberAvailable: integer('max_number_available'),
    numTicketsUsed: integer('num_tickets_used').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Units held by holds in state 'held' and units sold, as for event_inventory. */
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** Taken out of the event by an editor: no longer sold, history kept for existing holds. */
    removed: boolean('removed').notNull().default(false),
  },
  (table) => [
    index('concession_inventory_event_idx').on(table.eventId, table.sortOrder),
    check('concession_inventory_counts_check', sql`${table.numTicketsUsed} >= 1 AND ${table.held} >= 0 AND ${table.sold} >= 0`),
  ],
)

/**
 * The sessions of a course (issue 26 point 1), kept from Payload's events.sessions like the
 * concessions: one row per session by Payload's stable row id, so a register taken for a session
 * keeps pointing at it when the editor changes its time. A session the editor takes out is marked
 * removed, not deleted. An event without sessions has none.
 */
export const eventSessions = booking.table(
  'event_sessions',
  {
    /** Payload's row id of the session in events.sessions. */
    sessionId: text('session_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => bookingEvents.eventId, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Where it meets when not at the event's own place ('Room, Venue'); null otherwise. */
    place: text('place'),
    removed: boolean('removed').notNull().default(false),
  },
  (table) => [
    index('event_sessions_event_idx').on(table.eventId, table.startsAt).where(sql`NOT ${table.removed}`),
    // The reminder job's sessions about to meet, across every course.
    index('event_sessions_starts_idx').on(table.startsAt).where(sql`NOT ${table.removed}`),
    check('event_sessions_times_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
)

export const basketState = booking.enum('basket_state', BASKET_STATES)
/** held -> released (line removed, basket cleared) | expired (30 minutes passed) | sold (order paid). */
export const holdState = booking.enum('hold_state', ['held', 'released', 'expired', 'sold'])
/** A ticket follows its hold until sold; then it can be released by staff or attended (later issues). */
export const ticketState = booking.enum('ticket_state', ['held', 'released', 'expired', 'sold', 'cancelled'])

/** One checkout (spec 001 section 3, "Basket"): a set of holds on one event, live for 30 minutes. */
export const baskets = booking.table(
  'baskets',
  {
    id: uuid('id').primaryKey(),
    state: basketState('state').notNull().default('open'),
    /** booking_events.event_id; no foreign key, see holds. */
    eventId: integer('event_id').notNull(),
    /** basketTime (spec 001 section 3): unix seconds of the checkout. */
    basketTime: bigint('basket_time', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** basketTime + 30 minutes (src/domain/basket-hold.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * The buyer's e-mail address, given at checkout (a later issue fills it). With the basket id as
     * the booking reference it opens the private assets of a paid booking (issue 10 point 6).
     */
    customerEmail: text('customer_email'),
    /**
     * Who made the basket, as the booking API's edge identifies a client (its address, decision
     * 0016); null for baskets made by the site's own server actions. Counts open baskets per client.
     */
    clientKey: text('client_key'),
  },
  (table) => [
    index('baskets_event_state_idx').on(table.eventId, table.state),
    // The open-basket cap (take_tickets): a client's open baskets that have not yet expired.
    index('baskets_client_open_idx').on(table.clientKey, table.expiresAt).where(sql`${table.state} = 'open' AND ${table.clientKey} IS NOT NULL`),
    // The purge (purge_baskets): open baskets long expired, and cleared or expired ones by age.
    index('baskets_open_expiry_idx').on(table.expiresAt).where(sql`${table.state} = 'open'`),
    index('baskets_ended_idx').on(table.updatedAt).where(sql`${table.state} IN ('cleared', 'expired')`),
  ],
)

/** A basket line: some units of one concession, holding quantity x numTicketsUsed tickets. */
export const holds = booking.table(
  'holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id),
    /**
     * booking_events / concession_inventory ids. No foreign keys on purpose: every take would then
     * share-lock the event's and the concession's rows from hundreds of transactions at once
     * (multixacts on the hottest rows). Only take_tickets writes these, after checking both exist.
     */
    eventId: integer('event_id').notNull(),
    concessionId: text('concession_id').notNull(),
    quantity: integer('quantity').notNull(),
    tickets: integer('tickets').notNull(),
    /** Pence per unit, fixed when the tickets were taken (early bird decided at checkout time). */
    unitPrice: integer('unit_price').notNull(),
    state: holdState('state').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('holds_basket_idx').on(table.basketId),
    // Finds the holds a take must release: only live ones are indexed, so it stays small.
    index('holds_live_expiry_idx').on(table.eventId, table.expiresAt).where(sql`${table.state} = 'held'`),
    check('holds_quantity_check', sql`${table.quantity} > 0 AND ${table.tickets} > 0 AND ${table.unitPrice} >= 0`),
  ],
)

/** One row per ticket a hold takes; its id is basketLines[].tickets[].id (the checkout form's ticket). */
export const tickets = booking.table(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .references(() => holds.id),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id),
    eventId: integer('event_id').notNull(),
    concessionId: text('concession_id').notNull(),
    /** Position within its hold, 1-based: keeps the order stable for the checkout form. */
    position: integer('position').notNull(),
    state: ticketState('state').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The ticket holder, written when the order is placed (spec 000 section 3 ticketNameAndRequirements). */
    holderFirstName: text('holder_first_name'),
    holderLastName: text('holder_last_name'),
    specialRequirements: text('special_requirements'),
    /** ticketQuestions answers, keyed as src/domain/validation/checkout-questions.ts keys them. */
    answers: jsonb('answers'),
    /** A sold ticket released by staff (state 'cancelled'): when and by whom (also in audit_log). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: text('released_by'),
  },
  (table) => [
    index('tickets_hold_idx').on(table.holdId, table.position),
    index('tickets_basket_idx').on(table.basketId),
    // The console's attendee lists: an event's sold tickets.
    index('tickets_event_state_idx').on(table.eventId, table.state),
  ],
)

/**
 * The register (spec 001 section 2; decision 0043): a ticket holder marked present or absent by staff,
 * once per session of a course (session_id) or once for an event without sessions (session_id null),
 * with who marked it and when. No row: not marked, which the register shows as absent.
 */
export const attendance = booking.table(
  'attendance',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => eventSessions.sessionId, { onDelete: 'cascade' }),
    attended: boolean('attended').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    markedBy: text('marked_by').notNull(),
  },
  // One mark per ticket and session; an event's one occasion (null) counts as one session too.
  (table) => [unique('attendance_ticket_session_unique').on(table.ticketId, table.sessionId).nullsNotDistinct()],
)

/**
 * A waiting list (spec 001 section 3, "Waiting-list add data"): who asked for a place on a full
 * event, in join order. The staff report reads it (issue 12); joining, managing and offers are
 * issue 13's. One entry per e-mail address and event.
 */
export const waitingListEntries = booking.table(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: integer('event_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * When the address confirmed the join from its e-mailed link (issue 23 point 5, decision 0028);
     * null until then: an unconfirmed entry gets no offer, is on no report, and is removed when its
     * link ends (confirmExpiresAt).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The SHA-256 of the confirmation link's token. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waiting_list_entries_event_email_idx').on(table.eventId, sql`lower(${table.email})`),
    index('waiting_list_entries_event_idx').on(table.eventId, table.createdAt),
    uniqueIndex('waiting_list_entries_confirm_token_idx').on(table.confirmTokenHash),
    index('waiting_list_entries_unconfirmed_idx').on(table.confirmExpiresAt).where(sql`${table.confirmedAt} IS NULL`),
    index('waiting_list_entries_confirmed_email_idx').on(sql`lower(${table.email})`).where(sql`${table.confirmedAt} IS NOT NULL`),
  ],
)

/**
 * One e-mail per address per window from the waiting-list join and the management search together
 * (issue 23 point 5): when the last one was sent, keyed by the SHA-256 of the normalised address, so
 * the limit holds across servers and keeps no address.
 */
export const waitingListMailAllowance = booking.table('waiting_list_mail_allowance', {
  addressHash: text('address_hash').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
})

/**
 * A link that lets the owner of an e-mail address see and leave their waiting lists (issue 13 point
 * 2, docs/decisions/0028): the management page's search e-mails it to the address, so only someone
 * who can read that mailbox sees its entries. Only the SHA-256 of the token is stored.
 */
export const waitingListLinks = booking.table(
  'waiting_list_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The per-address limit on links counts an address's recent links.
  (table) => [index('waiting_list_links_email_idx').on(sql`lower(${table.email})`, table.createdAt)],
)

/**
 * An offer's life (issue 13 point 3, docs/decisions/0028): offered with places held for the person,
 * accepted when they follow the link to checkout, booked when that basket is paid; lapsed when the
 * hold ends unpaid, withdrawn when they leave the list. Only offered and accepted offers hold places.
 */
export const OFFER_STATES = ['offered', 'accepted', 'booked', 'lapsed', 'withdrawn'] as const
export const offerState = booking.enum('offer_state', OFFER_STATES)

/**
 * Places offered to the next person on a waiting list when tickets return to the pool. The places
 * are held by a basket of the offer's own (the basket's holds, so availability, the sold-out signal
 * and checkout treat them like any other hold). No foreign key to the basket: the basket purge may
 * remove an ended basket, and the offer's history stays.
 */
export const waitingListOffers = booking.table(
  'waiting_list_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitingListEntries.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    basketId: uuid('basket_id').notNull(),
    tickets: integer('tickets').notNull(),
    state: offerState('state').notNull().default('offered'),
    /** SHA-256 of the offer link's token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // Each person on a list is offered places once: an offer that lapses passes to the next.
    uniqueIndex('waiting_list_offers_entry_idx').on(table.entryId),
    uniqueIndex('waiting_list_offers_token_idx').on(table.tokenHash),
    index('waiting_list_offers_event_idx').on(table.eventId, table.offeredAt),
    // The offers job's look for offers whose hold has ended: only live ones are indexed.
    index('waiting_list_offers_live_idx').on(table.expiresAt).where(sql`${table.state} IN ('offered', 'accepted')`),
  ],
)

/**
 * An order's life (issue 11, docs/decisions/0020): placed when the buyer starts paying (the purchaser
 * and ticket holders are stored then, so nothing depends on the browser surviving the payment), then
 * confirmed exactly once when the provider says the money was taken, or failed / abandoned when it
 * was not. A payment that lands after the tickets have gone is refunded (refund_due -> refunded).
 */
export const ORDER_STATES = ['placed', 'confirmed', 'failed', 'abandoned', 'refund_due', 'refunded'] as const
export const orderState = booking.enum('order_state', ORDER_STATES)

/** One order per basket: who buys, for whom, and for how much (spec 000 section 3 "Customer info payload"). */
export const orders = booking.table(
  'orders',
  {
    basketId: uuid('basket_id')
      .primaryKey()
      .references(() => baskets.id),
    eventId: integer('event_id').notNull(),
    state: orderState('state').notNull().default('placed'),
    /** purchaserData as the spec's payload carries it (userAddress, bookingQuestions as JSON text). */
    purchaser: jsonb('purchaser').notNull(),
    /** ticketNameAndRequirements, as sent; each ticket's holder is also written on its ticket row. */
    ticketHolders: jsonb('ticket_holders').notNull().default([]),
    /** The purchaser ticked the newsletter box (eventHAFLS events only, spec 000 section 7). */
    newsletter: boolean('newsletter').notNull().default(false),
    /** Pence: the sum of the basket's line totals when the order was placed. */
    totalPence: integer('total_pence').notNull(),
    /**
     * Set once, at confirmation, by booking.confirm_order: the short reference residents read out,
     * such as 'HCC-7K4M-2Q9X' (src/domain/booking-reference.ts; decision 0031). Orders confirmed
     * before migration 0017 had the basket id here and were given a short one by it.
     */
    bookingReference: text('booking_reference'),
    /** Staff bypass (spec 000 section 7 checkout/{id}/bypass): who confirmed it without a payment. */
    bypassedBy: text('bypassed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_booking_reference_idx').on(table.bookingReference),
    index('orders_event_state_idx').on(table.eventId, table.state),
  ],
)

/**
 * A payment attempt's life: created when the browser is sent to the provider; then exactly one of
 * success, declined, cancelled, error (the provider's answer, verified server to server), or
 * abandoned (the reconciliation job found nothing taken); success may end refunded.
 */
export const PAYMENT_STATES = ['created', 'success', 'declined', 'cancelled', 'error', 'abandoned', 'refunded', 'refund_failed'] as const
export const paymentState = booking.enum('payment_state', PAYMENT_STATES)

/** One row per attempt to pay an order; a buyer whose card was declined may try again. */
export const payments = booking.table(
  'payments',
  {
    /** Ours, random; never the provider's id (a return carries it, so it must not be guessable). */
    id: uuid('id').primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => orders.basketId),
    /** Which adapter took it: 'council-test', 'council', later 'govuk-pay'. */
    provider: text('provider').notNull(),
    /** The basket id plus a timestamp (spec 000 section 7); unique per attempt. */
    transactionReference: text('transaction_reference').notNull(),
    amountPence: integer('amount_pence').notNull(),
    state: paymentState('state').notNull().default('created'),
    /** The provider's own references and its description of the outcome, once known. */
    providerReference: text('provider_reference'),
    providerDescription: text('provider_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When the reconciliation job may next look at the attempt: one still 'created', one we closed
     * that its provider may still take (decision 0032), or a success owed back.
     */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** What the provider took when it was not what we asked (never confirmed; staff refund it by hand). */
    takenPence: integer('taken_pence'),
  },
  (table) => [
    uniqueIndex('payments_transaction_reference_idx').on(table.transactionReference),
    index('payments_basket_idx').on(table.basketId),
    // The reconciliation job's queue: only payments it will look at again are indexed.
    index('payments_next_check_idx').on(table.nextCheckAt).where(sql`${table.nextCheckAt} IS NOT NULL`),
  ],
)

export const EMAIL_STATES = ['pending', 'sent', 'failed', 'withdrawn'] as const
export const emailState = booking.enum('email_state', EMAIL_STATES)

/**
 * E-mails to send (issue 11 point 9): written in the same transaction as what they announce (an
 * outbox), sent by a job that claims rows with FOR UPDATE SKIP LOCKED and retries with backoff, so a
 * confirmed booking always gets its e-mail even while SMTP is down. Without SMTP_URL the rows stay
 * here and staff read them in the admin. The message is rendered when sent, from `kind` and `payload`.
 */
export const emailOutbox = booking.table(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'booking_confirmation', 'payment_refunded', ... */
    kind: text('kind').notNull(),
    basketId: uuid('basket_id'),
    toAddress: text('to_address').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: emailState('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /** The rendered message as sent (or as it would be sent without SMTP), for staff to read. */
    subject: text('subject'),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A message that must be written at most once, whoever writes it and however often (a session's
     * reminder: 'session_reminder:{basket}:{session}'); null for the rest.
     */
    onceKey: text('once_key'),
  },
  (table) => [
    uniqueIndex('email_outbox_once_key_idx').on(table.onceKey).where(sql`${table.onceKey} IS NOT NULL`),
    index('email_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    index('email_outbox_basket_idx').on(table.basketId),
  ],
)

/**
 * Failed private assets look-ups (issue 13 point 4, docs/decisions/0026): one row per client and
 * event, counting the look-ups in the current window whose e-mail and booking reference matched no
 * confirmed booking. In the database, not in a server's memory, so every server behind the load
 * balancer, and the page, the booking API and the private file download, count against the same
 * rows. An attempt is counted before the booking is looked up and forgiven when it matched, so a
 * burst sent all at once cannot pass the limit; the basket purge removes rows of past windows.
 */
export const privateAssetsAttempts = booking.table(
  'private_assets_attempts',
  {
    /** The client as the abuse limits name it (an address, an IPv6 address as its /64; decision 0016). */
    clientKey: text('client_key').notNull(),
    eventId: integer('event_id').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientKey, table.eventId] }), index('private_assets_attempts_window_idx').on(table.windowStartedAt)],
)

/**
 * A refund of tickets that were cancelled (issue 14 point 3): staff cancelling a booking, or its
 * holder from the confirmation e-mail's link. It goes through the provider that took the money,
 * records who asked for it, and is retried until the provider answers (pending -> succeeded | failed;
 * a failed one is tried again by the reconciliation job, and staff see it among the payments that
 * need attention). Late payments refunded whole keep their own path on the payment (decision 0020).
 */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const
export const refundState = booking.enum('refund_state', REFUND_STATES)

export const refunds = booking.table(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    basketId: uuid('basket_id').notNull(),
    /** The successful payment the money goes back to. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountPence: integer('amount_pence').notNull(),
    /** What the payment had left to refund before this one, by our records: the provider is held to it, so a retry never refunds twice. */
    refundableBeforePence: integer('refundable_before_pence').notNull(),
    state: refundState('state').notNull().default('pending'),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by').notNull(),
    providerReference: text('provider_reference'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_basket_idx').on(table.basketId),
    index('refunds_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    check('refunds_amount_check', sql`${table.amountPence} > 0 AND ${table.refundableBeforePence} >= ${table.amountPence}`),
  ],
)

/**
 * Failed staff sign-ins and password resets, counted by the sign-in throttle (decision 0017): one row per
 * throttle ('sign-in', 'password-reset') and key (an account and client pair, a client, an account), so
 * every web server counts the same failures. A row whose last failure is older than the throttle's
 * forgetting time counts as none and is deleted by the next failure recorded.
 */
export const signInFailures = booking.table(
  'sign_in_failures',
  {
    throttle: text('throttle').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.throttle, table.key] }), index('sign_in_failures_last_idx').on(table.lastFailureAt)],
)

/**
 * The version of the published content (docs/decisions/0041): one row, its number raised by Payload's
 * change hooks inside the transaction of every change the public sees (src/content/hooks/content-cache.ts),
 * so it moves exactly when such a change commits. Every process's content cache compares it before
 * serving what it keeps (src/content/content-cache.ts); no process needs telling.
 */
export const contentVersion = booking.table(
  'content_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('content_version_one_row', sql`${table.id} = 1`)],
)
