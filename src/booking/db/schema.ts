import { sql } from 'drizzle-orm'
import { bigserial, boolean, customType, doublePrecision, index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Schema `booking` belongs to the booking module (ARCHITECTURE.md, "Data ownership"): only this
 * module writes it, through its own pool, and only drizzle-kit migrations in src/booking/migrations
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
 * The listing search projection (ARCHITECTURE.md, "Data ownership"): one row per published event,
 * written by the Payload publish/unpublish/delete hooks and rebuilt by `npm run search:reindex`.
 * Listings read only this table: one SQL query with weighted full-text search (spec 001 section 9:
 * title 100, description 50, location title 5, as weights A, B and C), the filters and facet counts.
 */
export const eventSearch = booking.table(
  'event_search',
  {
    /** Payload's events.id. */
    eventId: integer('event_id').primaryKey(),
    contentType: text('content_type').notNull(),
    slug: text('slug').notNull(),
    uri: text('uri').notNull(),
    title: text('title').notNull(),
    synopsis: text('synopsis').notNull().default(''),
    /** The about text as plain text, for the full-text index. */
    aboutText: text('about_text').notNull().default(''),
    locationTitle: text('location_title'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    salesFrom: timestamp('sales_from', { withTimezone: true }),
    salesTo: timestamp('sales_to', { withTimezone: true }),
    discountFrom: timestamp('discount_from', { withTimezone: true }),
    discountTo: timestamp('discount_to', { withTimezone: true }),
    earlyBirdDiscount: integer('early_bird_discount').notNull().default(0),
    /** Pence; null when not set. */
    price: integer('price'),
    freeOrPaid: text('free_or_paid').notNull().default('paid'),
    ticketsAvailable: integer('tickets_available').notNull().default(0),
    externalListingUrl: text('external_listing_url'),
    elearning: boolean('elearning').notNull().default(false),
    private: boolean('private').notNull().default(false),
    bookingRequired: boolean('booking_required').notNull().default(true),
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
  (table) => [
    index('event_search_vector_idx').using('gin', table.searchVector),
    index('event_search_listing_idx').on(table.contentType, table.dateTime),
    index('event_search_categories_idx').using('gin', table.categoryIds),
    index('event_search_age_ranges_idx').using('gin', table.ageRanges),
  ],
)
