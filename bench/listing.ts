/**
 * bench/listing.ts: how fast the public browsing side is (issue 4), measured, not asserted.
 *
 *   npm run build && npx tsx bench/listing.ts        (BENCH_WEB_SERVERS=2: the reference topology's two web servers)
 *
 * Starts the system as `npm start` runs it (scripts/lib/system.ts: nginx on the one address, keeping
 * anonymous pages by their Cache-Control, in front of the web server and the booking API) on a fresh database (TEST_DATABASE_URL's server, else the
 * embedded one), migrated and seeded like `npm start`, then prints, through the one address:
 *   - autocannon at 20 connections for a listing page, a filtered word search and an event page:
 *     requests/s, p50 and p95 latency and the web servers' CPU per request (all their threads), as
 *     served to anonymous visitors (nginx's cache, decision 0040) and rendered for every request (a
 *     request the cache must not answer); with the seeded data also the empty page of the same build
 *     (/js-floor) rendered for every request: what the framework costs before a page's own content;
 *   - the listing query alone (the SQL every listing runs): p50/p95 over 200 varied runs, and
 *     whether EXPLAIN shows the full-text index in use;
 *   - the JavaScript a modern browser downloads (gzip) for the listing and event pages, beside an
 *     empty page of the same build (/js-floor), and what ours adds on top;
 * first with the seeded data, then again with 10,000 generated events in booking_events (listings
 * and search read only that table and the pools; event pages read Payload and are measured on a
 * seeded event). Targets (2 cores): listing p95 <= 100 ms, query p95 <= 20 ms at 10,000 events,
 * our JavaScript above the floor < 30 KB gzip.
 */
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'
import pg from 'pg'

import { keepProcessAlive, prepareDatabaseInChild } from '../scripts/lib/processes'
import { startSystem, type System } from '../scripts/lib/system'
import { BOOKING_SESSION_OPTIONS } from '../src/booking/db/pool.server'
import { listingStatement, searchListingRows, type ListingSearchParams } from '../src/booking/search/search-repository'
import { LISTINGS } from '../src/domain/listings'
import { createTestDatabase } from '../tests/support/test-database'

import { benchServerEnv, cpuSecondsByRole, percentile } from './support'

/** The one address (a free port unless BENCH_PORT is given), once the system is started. */
let BASE = ''
/** The system's processes, for the web servers' CPU per request (every thread: GC helpers and zlib's pool too). */
let OURS = new Set<number>()
const CONNECTIONS = 20
/** An empty page of the same build (src/app/(floor)): what any page costs before its own content. */
const FLOOR_PATH = '/js-floor'
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
/** How many web servers behind nginx: one by default, BENCH_WEB_SERVERS=2 as the reference topology runs. */
const WEB_SERVERS = Number(process.env.BENCH_WEB_SERVERS ?? 1)


/**
 * Requests as a browser sends them (gzip accepted). `served`: as an anonymous visitor, whom nginx's
 * cache answers; `rendered`: each with a dismissed-alerts cookie, which nginx passes by (BYPASS) and
 * the web server renders with Next.js every time, as for a signed-in officer. (A cookie the pages
 * never read does not: the cache answers it, issue 23 point 6.)
 */
async function load(path: string, mode: 'served' | 'rendered') {
  const times: number[] = []
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }
  let dismissed = 0
  const requests =
    mode === 'rendered'
      ? [{ setupRequest: (request: { headers?: Record<string, string> }) => ({ ...request, headers: { ...headers, ...request.headers, cookie: `dismissed_alerts=bench${(dismissed += 1)}` } }) }]
      : undefined
  const instance = autocannon({ url: BASE + path, connections: CONNECTIONS, duration: DURATION_S, headers, ...(requests ? { requests } : {}) })
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  const cpuBefore = cpuSecondsByRole(OURS).get('web server') ?? 0
  const result = await instance
  const webCpuSeconds = (cpuSecondsByRole(OURS).get('web server') ?? 0) - cpuBefore
  times.sort((a, b) => a - b)
  return {
    path,
    mode,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Math.round(percentile(times, 50)),
    'p95 ms': Math.round(percentile(times, 95)),
    'web CPU ms/req': Number(((1000 * webCpuSeconds) / Math.max(1, result.requests.total)).toFixed(1)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}


async function loadAll(paths: readonly string[]) {
  const results = []
  for (const mode of ['served', 'rendered'] as const) for (const path of paths) results.push(await load(path, mode))
  return results
}

/** Polls the listing until its 'Showing ... of {total} results' counts more than `total` events. */
async function waitForListingTotalAbove(path: string, total: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const html = await (await fetch(BASE + path)).text()
    const shown = /of (\d[\d,]*) results/.exec(html)?.[1]
    if (shown && Number(shown.replace(/,/g, '')) > total) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${path} never showed more than ${total} results`)
}

/** gzip bytes of the external scripts a modern browser loads for a page (nomodule polyfills skipped). */
async function javascriptOf(path: string): Promise<number> {
  const html = await (await fetch(BASE + path)).text()
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => /\bsrc="/.test(attrs) && !/\bnoModule\b|\bnomodule\b/.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)![1]!)
  let total = 0
  for (const src of new Set(sources)) total += gzipSync(Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer())).length
  return total
}

/**
 * The listing statement alone, as /step2skills runs it (its own content types) and across every
 * listing at once (the worst case), with and without words and filters; and EXPLAIN of a word
 * search, which must use the GIN index on the vector.
 */
async function queryTimings(pool: pg.Pool, categoryId: number | undefined) {
  const listing = LISTINGS.find((l) => l.path === '/step2skills')!.contentTypes
  const all = LISTINGS.flatMap((l) => l.contentTypes)
  const now = new Date()
  const variants: Array<Partial<ListingSearchParams>> = [
    {},
    { term: 'paint' },
    { term: 'first aid', orderBy: 'relevance' },
    { categoryIds: categoryId ? [categoryId] : [] },
    { near: { latitude: 51.796, longitude: -0.078, miles: 10 } },
    { term: 'course', districts: ['Watford', 'Dacorum'], offset: 24 },
  ]
  const timings = async (contentTypes: readonly string[]) => {
    const times: number[] = []
    for (let i = 0; i < 240; i++) {
      const variant = variants[i % variants.length]!
      const started = performance.now()
      await searchListingRows(pool, { contentTypes, now, orderBy: 'date', limit: 12, offset: 0, ...variant })
      times.push(performance.now() - started)
    }
    return times.sort((a, b) => a - b)
  }
  const one = await timings(listing)
  const every = await timings(all)
  const statement = listingStatement({ contentTypes: listing, now, term: 'pottery', orderBy: 'date', limit: 12, offset: 0 })
  const { rows } = await pool.query(`EXPLAIN ${statement.text}`, statement.values)
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
  return {
    'one listing p50 ms': percentile(one, 50).toFixed(1),
    'one listing p95 ms': percentile(one, 95).toFixed(1),
    'all listings p50 ms': percentile(every, 50).toFixed(1),
    'all listings p95 ms': percentile(every, 95).toFixed(1),
    'word search uses the GIN index': /booking_events_search_vector_idx/.test(plan),
  }
}

/**
 * 10,000 events spread over the listings, a year of dates, categories, districts and places: each a
 * published row in booking_events with its pool (capacity 0 to 29), as the publish hook writes them.
 */
async function generateEvents(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `WITH generated AS (INSERT INTO booking.booking_events (event_id, content_type, slug, uri, title, synopsis, about_text, location_title,
       latitude, longitude, date_time, sales_to, price, free_or_paid, category_ids, categories,
       district, age_ranges, image_alt)
     SELECT 1000000 + n, ct, 'generated-' || n, '/events/generated-' || n,
       (ARRAY['Watercolour','Pottery','First aid','Spanish','Coding','Yoga','Budgeting','Gardening','Photography','Cookery'])[1 + n % 10]
         || ' ' || (ARRAY['for beginners','improvers','workshop','course','taster','masterclass'])[1 + n % 6] || ' ' || n,
       'A generated event for the benchmark, number ' || n, 'Learn something new with friendly tutors.',
       (ARRAY['Hertford Library','Watford Central Library','Stevenage Central Library','The Forum, Hemel Hempstead'])[1 + n % 4],
       51.65 + (n % 37) * 0.01, -0.45 + (n % 41) * 0.01,
       now() + (n % 365) * interval '1 day', CASE WHEN n % 7 = 0 THEN NULL ELSE now() + (n % 365) * interval '1 day' END,
       (n % 5) * 500, CASE WHEN n % 5 = 0 THEN 'free' ELSE 'paid' END,
       ARRAY[$2::int], jsonb_build_array(jsonb_build_object('id', $2::int, 'title', 'Generated')),
       (ARRAY['Broxbourne','Dacorum','East Herts','Hertsmere','North Herts','St Albans','Stevenage','Three Rivers','Watford','Welwyn Hatfield'])[1 + n % 10],
       CASE WHEN n % 3 = 0 THEN ARRAY['6 - 11'] ELSE ARRAY[]::text[] END, ''
     FROM generate_series(1, $1::int) AS n,
       LATERAL (SELECT (ARRAY['eventCorporate','eventHAFLS','eventHALS','eventLocalOffer','eventSendAcademy','eventHealthAndWellbeing'])[1 + n % 6] AS ct) t
     RETURNING event_id)
     INSERT INTO booking.event_inventory (event_id, capacity) SELECT event_id, (event_id - 1000000) % 30 FROM generated`,
    [count, 1],
  )
  await pool.query('ANALYZE booking.booking_events')
  await pool.query('ANALYZE booking.event_inventory')
}

async function main() {
  keepProcessAlive()
  const database = await createTestDatabase('bench')
  const env = benchServerEnv(database.url)
  let system: System | undefined
  const pool = new pg.Pool({ connectionString: database.url, max: 4, options: BOOKING_SESSION_OPTIONS })
  try {
    await prepareDatabaseInChild(database.url, 'if-empty', env)
    system = await startSystem({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1', env, worker: false, output: 'file', web: WEB_SERVERS })
    console.log(`${WEB_SERVERS} web server${WEB_SERVERS === 1 ? '' : 's'} (next start) behind nginx`)
    BASE = system.base
    OURS = new Set(system.pids().flatMap(({ pid }) => (pid === undefined ? [] : [pid])))

    const seeded = await pool.query<{ uri: string; category: number | null }>(
      `SELECT uri, category_ids[1] AS category FROM booking.booking_events
       WHERE published AND content_type = 'eventHAFLS' AND cardinality(category_ids) > 0 ORDER BY date_time LIMIT 1`,
    )
    const { uri: eventPath, category } = seeded.rows[0]!
    const pages = {
      listing: '/step2skills',
      search: `/step2skills?term=paint&category=${category}`,
      event: eventPath,
    }
    for (const path of Object.values(pages)) for (let i = 0; i < 20; i++) await fetch(BASE + path)

    const floor = await javascriptOf(FLOOR_PATH)
    const javascript = {
      'floor (empty page) KB': (floor / 1024).toFixed(1),
      'listing page KB': ((await javascriptOf(pages.listing)) / 1024).toFixed(1),
      'event page KB': ((await javascriptOf(pages.event)) / 1024).toFixed(1),
    }
    const added = {
      'listing adds KB': (Number(javascript['listing page KB']) - Number(javascript['floor (empty page) KB'])).toFixed(1),
      'event adds KB': (Number(javascript['event page KB']) - Number(javascript['floor (empty page) KB'])).toFixed(1),
    }

    const rows = Number((await pool.query('SELECT count(*) AS n FROM booking.booking_events WHERE published')).rows[0].n)
    console.log(`\n== seeded data: ${rows} published events ==`)
    // The framework's floor beside them: the empty page of the same build, rendered for every request.
    console.table([...(await loadAll(Object.values(pages))), await load(FLOOR_PATH, 'rendered')])
    console.table([await queryTimings(pool, category ?? undefined)])

    await generateEvents(pool, 10_000)
    const big = Number((await pool.query('SELECT count(*) AS n FROM booking.booking_events WHERE published')).rows[0].n)
    console.log(`\n== with generated events: ${big} published events ==`)
    // The events went straight into the booking schema, past the content hooks: wait for the served
    // listing to show them (its cache entry expires), rather than measure the old page.
    await waitForListingTotalAbove(pages.listing, rows)
    for (const path of [pages.listing, pages.search]) for (let i = 0; i < 20; i++) await fetch(BASE + path)
    console.table(await loadAll(Object.values(pages)))
    console.table([await queryTimings(pool, category ?? undefined)])

    console.log('\n== JavaScript a modern browser downloads (gzip) ==')
    console.table([{ ...javascript, ...added }])
  } finally {
    await pool.end()
    await system?.stop()
    await database.drop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
