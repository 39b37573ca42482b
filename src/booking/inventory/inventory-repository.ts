import type pg from 'pg'

import { inTransaction } from '../db/transaction'

import type { InventoryRow } from './inventory-row'
import { announceSoldOutState } from './sold-out-repository'

/**
 * SQL that keeps the booking schema's one copy of each event (booking_events: what baskets show and
 * listings search) and its ticket pool in step with Payload, each event in one transaction.
 * Lock order matches the take (event_inventory row first, then its concessions), so an editor's save
 * during a rush waits its turn instead of deadlocking. Counters (held, sold) are never written here:
 * a capacity change keeps every hold and sale.
 */
type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/**
 * A course's sessions as JSON in the order they meet, `[{ startsAt, endsAt, place }]` (`[]` for an
 * event without sessions), for the event whose id is the SQL expression `eventId`: one index lookup.
 */
export const sessionsJson = (eventId: string) =>
  `(SELECT coalesce(json_agg(json_build_object('startsAt', s.starts_at, 'endsAt', s.ends_at, 'place', s.place) ORDER BY s.starts_at), '[]'::json)
      FROM booking.event_sessions s WHERE s.event_id = ${eventId} AND NOT s.removed)`

const EVENT_COLUMNS = [
  'event_id', 'slug', 'uri', 'content_type', 'title', 'date_time', 'end_date_time', 'private', 'sales_from', 'sales_to',
  'discount_from', 'discount_to', 'early_bird_discount', 'price', 'free_or_paid', 'external_listing_url',
  'booking_required', 'service_terms_html', 'checkout_guidance_html', 'booking_questions', 'ticket_questions',
  'gl', 'cost_code', 'cancellation_cutoff_days', 'refund_on_cancellation', 'reminder_days_before',
  'synopsis', 'about_text', 'location_title', 'latitude', 'longitude', 'elearning', 'sold_out_message',
  'category_ids', 'categories', 'district', 'age_ranges', 'image_url', 'image_alt',
] as const

const UPSERT_EVENT = `INSERT INTO booking.booking_events (${EVENT_COLUMNS.join(', ')}, published)
  VALUES (${EVENT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, true)
  ON CONFLICT (event_id) DO UPDATE SET ${EVENT_COLUMNS.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')},
    published = true, updated_at = now()`

const UPSERT_CONCESSION = `INSERT INTO booking.concession_inventory
  (concession_id, event_id, title, description, concession_price, discounted_concession_price, number_available,
   max_number_available, num_tickets_used, sort_order, removed)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false)
  ON CONFLICT (concession_id) DO UPDATE SET title = excluded.title, description = excluded.description,
    concession_price = excluded.concession_price, discounted_concession_price = excluded.discounted_concession_price,
    number_available = excluded.number_available, max_number_available = excluded.max_number_available,
    num_tickets_used = excluded.num_tickets_used, sort_order = excluded.sort_order, removed = false
  WHERE booking.concession_inventory.event_id = excluded.event_id`

async function writeInventory(client: pg.PoolClient, row: InventoryRow): Promise<void> {
  await client.query(UPSERT_EVENT, [
    row.eventId, row.slug, row.uri, row.contentType, row.title, row.dateTime, row.endDateTime, row.private, row.salesFrom, row.salesTo,
    row.discountFrom, row.discountTo, row.earlyBirdDiscount, row.price, row.freeOrPaid, row.externalListingUrl,
    row.bookingRequired, row.serviceTermsHtml, row.checkoutGuidanceHtml, JSON.stringify(row.bookingQuestions),
    JSON.stringify(row.ticketQuestions), row.gl, row.costCode, row.cancellationCutoffDays, row.refundOnCancellation, row.reminderDaysBefore,
    row.synopsis, row.aboutText, row.locationTitle, row.latitude, row.longitude, row.elearning, row.soldOutMessage,
    row.categories.map((c) => c.id), JSON.stringify(row.categories), row.district, row.ageRanges, row.imageUrl, row.imageAlt,
  ])
  // Takes the event's lock (the row every take locks) before touching its concessions.
  await client.query(
    `INSERT INTO booking.event_inventory (event_id, capacity) VALUES ($1, $2)
     ON CONFLICT (event_id) DO UPDATE SET capacity = excluded.capacity`,
    [row.eventId, row.capacity],
  )
  for (const c of row.concessions) {
    await client.query(UPSERT_CONCESSION, [
      c.concessionId, row.eventId, c.title, c.description, c.concessionPrice, c.discountedConcessionPrice,
      c.numberAvailable, c.maxNumberAvailable, c.numTicketsUsed, c.sortOrder,
    ])
  }
  // A concession the editor took out stops being sold; its holds and history stay.
  await client.query(
    'UPDATE booking.concession_inventory SET removed = true WHERE event_id = $1 AND NOT (concession_id = ANY($2::text[])) AND NOT removed',
    [row.eventId, row.concessions.map((c) => c.concessionId)],
  )
  // A course's sessions (issue 26): kept by Payload's row id; one the editor took out is marked removed.
  for (const session of row.sessions) {
    await client.query(
      `INSERT INTO booking.event_sessions (session_id, event_id, starts_at, ends_at, place, removed)
       VALUES ($1, $2, $3, $4, $5, false)
       ON CONFLICT (session_id) DO UPDATE SET starts_at = excluded.starts_at, ends_at = excluded.ends_at, place = excluded.place, removed = false
       WHERE booking.event_sessions.event_id = excluded.event_id`,
      [session.sessionId, row.eventId, session.startsAt, session.endsAt, session.place],
    )
  }
  await client.query(
    'UPDATE booking.event_sessions SET removed = true WHERE event_id = $1 AND NOT (session_id = ANY($2::text[])) AND NOT removed',
    [row.eventId, row.sessions.map((session) => session.sessionId)],
  )
  // A new capacity can sell an event out or bring it back: pages showing it are told (decision 0012).
  await announceSoldOutState(client, [row.eventId], new Date())
}

/** Publish or change: the event is bookable with this pool and these concessions. */
export async function upsertInventory(pool: pg.Pool, row: InventoryRow): Promise<void> {
  await inTransaction(pool, async (client) => {
    // Another event that used to have this slug (and no longer does in Payload) gives it up.
    await client.query('UPDATE booking.booking_events SET published = false WHERE slug = $1 AND event_id <> $2 AND published', [row.slug, row.eventId])
    await writeInventory(client, row)
  })
}

/** Unpublish or delete: no new takes, out of the listings. Rows stay, because baskets and tickets refer to them. */
export async function withdrawInventory(db: Queryable, eventId: number): Promise<void> {
  await db.query('UPDATE booking.booking_events SET published = false, updated_at = now() WHERE event_id = $1', [eventId])
}

/** The reindex: these events are the bookable ones, every other is withdrawn, in one transaction. */
export async function replaceAllInventory(pool: pg.Pool, rows: readonly InventoryRow[]): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('UPDATE booking.booking_events SET published = false WHERE published')
    for (const row of rows) await writeInventory(client, row)
  })
}

export async function countPublishedInventory(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM booking.booking_events WHERE published')
  return Number(rows[0]?.n ?? 0)
}

/**
 * Whether a published event has this uri (an event page's address) or slug (a booking page's), from
 * the booking schema's copy of events, which the publish hooks keep in step with Payload.
 */
export async function publishedEventExists(db: Queryable, address: { uri: string } | { slug: string }): Promise<boolean> {
  const [column, value] = 'uri' in address ? ['uri', address.uri] : ['slug', address.slug]
  const { rows } = await db.query(`SELECT 1 FROM booking.booking_events WHERE ${column} = $1 AND published LIMIT 1`, [value])
  return rows.length > 0
}
