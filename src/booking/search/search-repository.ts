import type pg from 'pg'

import type { EventSearchRow } from './search-row'

/**
 * SQL for booking.event_search (the repository owns the SQL; STYLE.md). Written only through the
 * booking module's pool.
 */
type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

const COLUMNS = [
  'event_id', 'content_type', 'slug', 'uri', 'title', 'synopsis', 'about_text', 'location_title',
  'latitude', 'longitude', 'date_time', 'sales_from', 'sales_to', 'discount_from', 'discount_to',
  'early_bird_discount', 'price', 'free_or_paid', 'tickets_available', 'external_listing_url',
  'elearning', 'private', 'booking_required', 'sold_out_message', 'category_ids', 'categories',
  'district', 'age_ranges', 'image_url', 'image_alt',
] as const

function values(row: EventSearchRow): unknown[] {
  return [
    row.eventId, row.contentType, row.slug, row.uri, row.title, row.synopsis, row.aboutText, row.locationTitle,
    row.latitude, row.longitude, row.dateTime, row.salesFrom, row.salesTo, row.discountFrom, row.discountTo,
    row.earlyBirdDiscount, row.price, row.freeOrPaid, row.ticketsAvailable, row.externalListingUrl,
    row.elearning, row.private, row.bookingRequired, row.soldOutMessage, row.categories.map((c) => c.id),
    JSON.stringify(row.categories), row.district, row.ageRanges, row.imageUrl, row.imageAlt,
  ]
}

const placeholders = COLUMNS.map((_, i) => `$${i + 1}`).join(', ')
const updates = COLUMNS.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')
const UPSERT = `INSERT INTO booking.event_search (${COLUMNS.join(', ')}) VALUES (${placeholders})
  ON CONFLICT (event_id) DO UPDATE SET ${updates}, updated_at = now()`

export async function upsertSearchRow(db: Queryable, row: EventSearchRow): Promise<void> {
  await db.query(UPSERT, values(row))
}

export async function deleteSearchRow(db: Queryable, eventId: number): Promise<void> {
  await db.query('DELETE FROM booking.event_search WHERE event_id = $1', [eventId])
}

/** Replaces the whole projection in one transaction: readers see the old rows or the new, never none. */
export async function replaceAllSearchRows(pool: pg.Pool, rows: readonly EventSearchRow[]): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('DELETE FROM booking.event_search')
    for (const row of rows) await client.query(UPSERT, values(row))
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

export async function countSearchRows(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM booking.event_search')
  return Number(rows[0]?.n ?? 0)
}

export interface ListingSearchParams {
  contentTypes: readonly string[]
  now: Date
  /** Words from the search box; matched as prefixes, all of them required. */
  term?: string
  categoryIds?: readonly number[]
  districts?: readonly string[]
  ageRanges?: readonly string[]
  near?: { latitude: number; longitude: number; miles: number }
  /** Events on or between these instants. */
  between?: { start: Date; end: Date }
  orderBy: 'date' | 'relevance'
  limit: number
  offset: number
}

export interface SearchCardRow {
  event_id: number
  content_type: string
  slug: string
  uri: string
  title: string
  synopsis: string
  location_title: string | null
  date_time: string
  sales_from: string | null
  sales_to: string | null
  discount_from: string | null
  discount_to: string | null
  early_bird_discount: number
  price: number | null
  free_or_paid: 'free' | 'paid'
  tickets_available: number
  external_listing_url: string | null
  elearning: boolean
  booking_required: boolean
  sold_out_message: string | null
  categories: Array<{ id: number; title: string }>
  image_url: string | null
  image_alt: string
}

export interface FacetCount {
  value: string
  label: string
  count: number
}

export interface ListingSearchRows {
  total: number
  cards: SearchCardRow[]
  facets: { categories: FacetCount[]; districts: FacetCount[]; ageRanges: FacetCount[] }
}

/**
 * The search words as a tsquery: each word a prefix match, all required. Only letters and digits
 * survive, so nothing a resident types can break the query syntax. Undefined when no word is left.
 */
export function prefixQueryOf(term: string | undefined): string | undefined {
  const words = (term ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : undefined
}

/** ts_rank weights {D, C, B, A}: location 5, description 50, title 100 (spec 001 section 9). */
const RANK_WEIGHTS = '{0, 0.05, 0.5, 1.0}'

const EARTH_RADIUS_MILES = 3958.8

/**
 * The listing query (ARCHITECTURE.md, "Data ownership"): public events of the listing whose sales
 * window has not ended, narrowed by words, location and dates; then the facet filters (category,
 * district, age range), each facet counted under the other two so a count says what ticking that
 * option would give. One statement, one round trip.
 */
const LISTING_SQL = `
WITH q AS (SELECT CASE WHEN $3::text IS NULL THEN NULL ELSE to_tsquery('english', $3::text) END AS query),
base AS (
  SELECT e.*, CASE WHEN q.query IS NULL THEN 0 ELSE ts_rank('${RANK_WEIGHTS}', e.search_vector, q.query) END AS rank
  FROM booking.event_search e, q
  WHERE e.content_type = ANY($1::text[])
    AND NOT e.private
    AND (e.sales_to IS NULL OR e.sales_to >= $2::timestamptz)
    AND (q.query IS NULL OR e.search_vector @@ q.query)
    AND ($4::float8 IS NULL OR (
      e.latitude IS NOT NULL AND e.longitude IS NOT NULL AND
      2 * ${EARTH_RADIUS_MILES} * asin(sqrt(
        power(sin(radians(e.latitude - $4::float8) / 2), 2) +
        cos(radians($4::float8)) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - $5::float8) / 2), 2)
      )) <= $6::float8))
    AND ($7::timestamptz IS NULL OR e.date_time BETWEEN $7::timestamptz AND $8::timestamptz)
),
f AS (
  SELECT b.*,
    ($9::int[] IS NULL OR b.category_ids && $9::int[]) AS in_categories,
    ($10::text[] IS NULL OR b.district = ANY($10::text[])) AS in_districts,
    ($11::text[] IS NULL OR b.age_ranges && $11::text[]) AS in_age_ranges
  FROM base b
)
SELECT
  (SELECT count(*) FROM f WHERE in_categories AND in_districts AND in_age_ranges)::int AS total,
  (SELECT coalesce(json_agg(r), '[]'::json) FROM (
    SELECT event_id, content_type, slug, uri, title, synopsis, location_title, date_time, sales_from, sales_to,
      discount_from, discount_to, early_bird_discount, price, free_or_paid, tickets_available,
      external_listing_url, elearning, booking_required, sold_out_message, categories, image_url, image_alt
    FROM f WHERE in_categories AND in_districts AND in_age_ranges
    ORDER BY CASE WHEN $12 = 'relevance' THEN rank ELSE 0 END DESC, date_time, event_id
    LIMIT $13 OFFSET $14) r) AS cards,
  (SELECT coalesce(json_agg(c ORDER BY c.label), '[]'::json) FROM (
    SELECT (cat->>'id') AS value, cat->>'title' AS label, count(*)::int AS count
    FROM f, jsonb_array_elements(f.categories) cat
    WHERE in_districts AND in_age_ranges GROUP BY 1, 2) c) AS category_facets,
  (SELECT coalesce(json_agg(d ORDER BY d.label), '[]'::json) FROM (
    SELECT district AS value, district AS label, count(*)::int AS count
    FROM f WHERE in_categories AND in_age_ranges AND district IS NOT NULL GROUP BY district) d) AS district_facets,
  (SELECT coalesce(json_agg(a ORDER BY a.label), '[]'::json) FROM (
    SELECT age AS value, age AS label, count(*)::int AS count
    FROM f, unnest(f.age_ranges) age WHERE in_categories AND in_districts GROUP BY age) a) AS age_facets
`

const orNull = <T>(list: readonly T[] | undefined): T[] | null => (list && list.length > 0 ? [...list] : null)

export async function searchListingRows(db: Queryable, params: ListingSearchParams): Promise<ListingSearchRows> {
  const { rows } = await db.query(LISTING_SQL, [
    params.contentTypes,
    params.now.toISOString(),
    prefixQueryOf(params.term) ?? null,
    params.near?.latitude ?? null,
    params.near?.longitude ?? null,
    params.near?.miles ?? null,
    params.between?.start.toISOString() ?? null,
    params.between?.end.toISOString() ?? null,
    orNull(params.categoryIds),
    orNull(params.districts),
    orNull(params.ageRanges),
    params.orderBy,
    params.limit,
    params.offset,
  ])
  const row = rows[0] as {
    total: number
    cards: SearchCardRow[]
    category_facets: FacetCount[]
    district_facets: FacetCount[]
    age_facets: FacetCount[]
  }
  return {
    total: row.total,
    cards: row.cards,
    facets: { categories: row.category_facets, districts: row.district_facets, ageRanges: row.age_facets },
  }
}
