import type pg from 'pg'
import type { FacetCount } from '../../contracts/listing'

/**
 * The listing query over booking.booking_events, the booking schema's one row of each event (the
 * repository owns the SQL; STYLE.md). The rows are written with the event's pool by
 * src/booking/inventory/inventory-repository.ts.
 */
type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

export interface ListingSearchParams {
  contentTypes: readonly string[]
  now: Date
  /** Words from the search box; matched as prefixes, all of them required. */
  term?: string
  categoryIds?: readonly number[]
  districts?: readonly string[]
  ageRanges?: readonly string[]
  near?: { latitude: number; longitude: number; miles: number }
  /** Events on or between these instants: the event's start, or any session of a course. */
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
  /** Tickets left now, live from the event's pool (event_inventory). */
  tickets_available: number
  external_listing_url: string | null
  elearning: boolean
  booking_required: boolean
  sold_out_message: string | null
  categories: Array<{ id: number; title: string }>
  image_url: string | null
  image_alt: string
  /** A course's sessions (issue 26): how many, and when the first one not yet begun starts (null when none is left or it has none). */
  session_count: number
  next_session_at: string | null
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
 * The columns a card needs, read for the one page of results only. A course's sessions are counted
 * and its next session found the same way (issue 26 point 1: a card shows the first upcoming session
 * and '{n} sessions'). `tickets_available` is live
 * (spec 000 section 4: sold out "when no tickets are left"): booking.tickets_available at `now`
 * for each of the page's cards, one index lookup each. The event's row and its pool are written in
 * one transaction, so a listed event always has a pool; 0 only guards a row written without one.
 */
const cardColumns = (now: string) => `e.event_id, e.content_type, e.slug, e.uri, e.title, e.synopsis, e.location_title, e.date_time,
  e.sales_from, e.sales_to, e.discount_from, e.discount_to, e.early_bird_discount, e.price, e.free_or_paid,
  coalesce(booking.tickets_available(e.event_id, ${now}::timestamptz), 0) AS tickets_available,
  e.external_listing_url, e.elearning, e.booking_required, e.sold_out_message, e.categories,
  e.image_url, e.image_alt,
  (SELECT count(*)::int FROM booking.event_sessions s WHERE s.event_id = e.event_id AND NOT s.removed) AS session_count,
  (SELECT min(s.starts_at) FROM booking.event_sessions s WHERE s.event_id = e.event_id AND NOT s.removed AND s.starts_at >= ${now}::timestamptz) AS next_session_at`

/**
 * The listing query (ARCHITECTURE.md, "Data ownership"): published public events of the listing whose sales
 * window has not ended, narrowed by words, location and dates; then the facet filters (category,
 * district, age range), each facet counted under the other two so a count says what ticking that
 * option would give. One statement, one round trip.
 *
 * The statement is composed from the conditions actually present (values are always parameters),
 * so PostgreSQL plans each shape for what it is: a word search uses the GIN index on the vector,
 * and no `$n IS NULL OR ...` branch hides an index from the planner. The narrowed set keeps only
 * the narrow columns the counts need; the wide card columns are read for the page's rows alone.
 */
export function listingStatement(params: ListingSearchParams): { text: string; values: unknown[] } {
  const values: unknown[] = []
  const bind = (value: unknown): string => {
    values.push(value)
    return `$${values.length}`
  }
  const query = prefixQueryOf(params.term)
  const tsquery = query === undefined ? undefined : `to_tsquery('english', ${bind(query)}::text)`
  const now = bind(params.now.toISOString())
  const where = [
    `e.content_type = ANY(${bind(params.contentTypes)}::text[])`,
    // Unpublished and deleted events keep their row (baskets refer to it) but leave the listings.
    'e.published',
    'NOT e.private',
    // Listed until its sales end, whether or not they have begun (spec 001 section 9): the on-sale
    // window with no start. Inlined by the planner: the same filter as the comparisons written out.
    `booking.on_sale(NULL, e.sales_to, ${now}::timestamptz)`,
  ]
  if (tsquery) where.push(`e.search_vector @@ ${tsquery}`)
  if (params.near) {
    const lat = bind(params.near.latitude)
    const lon = bind(params.near.longitude)
    where.push(`e.latitude IS NOT NULL AND e.longitude IS NOT NULL AND
      2 * ${EARTH_RADIUS_MILES} * asin(sqrt(
        power(sin(radians(e.latitude - ${lat}::float8) / 2), 2) +
        cos(radians(${lat}::float8)) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - ${lon}::float8) / 2), 2)
      )) <= ${bind(params.near.miles)}::float8`)
  }
  if (params.between) {
    const from = bind(params.between.start.toISOString())
    const to = bind(params.between.end.toISOString())
    // A course is on a day when any of its sessions is (issue 26): its start alone is its first session.
    where.push(
      `(e.date_time BETWEEN ${from}::timestamptz AND ${to}::timestamptz OR EXISTS (SELECT 1 FROM booking.event_sessions s
         WHERE s.event_id = e.event_id AND NOT s.removed AND s.starts_at BETWEEN ${from}::timestamptz AND ${to}::timestamptz))`,
    )
  }
  const categoryIds = orNull(params.categoryIds)
  const districts = orNull(params.districts)
  const ageRanges = orNull(params.ageRanges)
  const inCategories = categoryIds ? `e.category_ids && ${bind(categoryIds)}::int[]` : 'true'
  const inDistricts = districts ? `e.district = ANY(${bind(districts)}::text[])` : 'true'
  const inAgeRanges = ageRanges ? `e.age_ranges && ${bind(ageRanges)}::text[]` : 'true'
  const rank = tsquery && params.orderBy === 'relevance' ? `ts_rank('${RANK_WEIGHTS}', e.search_vector, ${tsquery})` : '0::real'
  const limit = bind(params.limit)
  const offset = bind(params.offset)

  const text = `
WITH f AS MATERIALIZED (
  SELECT e.event_id, e.date_time, ${rank} AS rank, e.category_ids, e.district, e.age_ranges,
    ${inCategories} AS in_categories, ${inDistricts} AS in_districts, ${inAgeRanges} AS in_age_ranges
  FROM booking.booking_events e
  WHERE ${where.join('\n    AND ')}
),
page AS (
  SELECT event_id, rank, date_time FROM f WHERE in_categories AND in_districts AND in_age_ranges
  ORDER BY rank DESC, date_time, event_id LIMIT ${limit} OFFSET ${offset}
),
category_counts AS (
  SELECT id, count(*)::int AS count, min(f.event_id) AS example
  FROM f, unnest(f.category_ids) id WHERE in_districts AND in_age_ranges GROUP BY id
)
SELECT
  (SELECT count(*) FROM f WHERE in_categories AND in_districts AND in_age_ranges)::int AS total,
  (SELECT coalesce(json_agg(r ORDER BY r.rank DESC, r.date_time, r.event_id), '[]'::json) FROM (
    SELECT ${cardColumns(now)}, page.rank FROM page JOIN booking.booking_events e USING (event_id)) r) AS cards,
  (SELECT coalesce(json_agg(c ORDER BY c.label), '[]'::json) FROM (
    SELECT cc.id::text AS value, cc.count,
      (SELECT cat->>'title' FROM booking.booking_events x, jsonb_array_elements(x.categories) cat
       WHERE x.event_id = cc.example AND (cat->>'id')::int = cc.id LIMIT 1) AS label
    FROM category_counts cc) c) AS category_facets,
  (SELECT coalesce(json_agg(d ORDER BY d.label), '[]'::json) FROM (
    SELECT district AS value, district AS label, count(*)::int AS count
    FROM f WHERE in_categories AND in_age_ranges AND district IS NOT NULL GROUP BY district) d) AS district_facets,
  (SELECT coalesce(json_agg(a ORDER BY a.label), '[]'::json) FROM (
    SELECT age AS value, age AS label, count(*)::int AS count
    FROM f, unnest(f.age_ranges) age WHERE in_categories AND in_districts GROUP BY age) a) AS age_facets
`
  return { text, values }
}

const orNull = <T>(list: readonly T[] | undefined): T[] | null => (list && list.length > 0 ? [...list] : null)

export async function searchListingRows(db: Queryable, params: ListingSearchParams): Promise<ListingSearchRows> {
  const statement = listingStatement(params)
  const { rows } = await db.query(statement.text, statement.values)
  const row = rows[0] as {
    total: number
    cards: Array<SearchCardRow & { rank?: number }>
    category_facets: FacetCount[]
    district_facets: FacetCount[]
    age_facets: FacetCount[]
  }
  return {
    total: row.total,
    cards: row.cards.map(({ rank: _rank, ...card }) => card),
    facets: { categories: row.category_facets, districts: row.district_facets, ageRanges: row.age_facets },
  }
}
