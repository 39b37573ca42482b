/**
 * bench/checkout.ts: paid bookings confirmed per second, end to end (issue 11), measured, not asserted.
 *
 *   npx tsx scripts/build.ts && npx tsx bench/checkout.ts
 *
 * Starts the system as `npm start` runs it (scripts/lib/system.ts: nginx on the one address in front
 * of the web server, the booking API and the worker) on a fresh, migrated database (TEST_DATABASE_URL's
 * server, else the embedded one) with the built-in test card-payment service, and runs BUYERS
 * concurrent buyers (BENCH_BUYERS, default 100) for BENCH_DURATION seconds (default 20). Each buyer
 * repeats the whole path a browser takes, over real HTTP, with its own cookies:
 *   1. checkout   POST /eventsbookingapi/baskets/checkout             (the hold; the basket cookie)
 *   2. start      POST /eventsbookingapi/checkout/{id}/start          (the order, a payment attempt, and
 *                                                                       the card-payment page's address)
 *   3. pay page   GET  {that address}                                 (the test card-payment page)
 *   4. pay        POST {its path} with the test card 4444333322221111  (303 to the return address)
 *   5. return     GET  /eventsbookingapi/baskets/{id}/paid?...        (verified server to server; 303)
 *   6. customer   POST /eventsbookingapi/baskets/{id}/customer        (the outcome page's details)
 *   7. finish     GET  /eventsbookingapi/checkout/{id}/finish         (success and the references)
 * and prints bookings confirmed per second, each call's p50/p95/p99, non-2xx/3xx answers, and from the
 * database: orders confirmed, confirmation e-mails written, and double confirmations (a basket with
 * more than one confirmation e-mail or more tickets sold than held; must be 0).
 * Target on the 2-core machine (issue 11): at least 200 bookings/s, p99 of each call at most 500 ms,
 * 0 double confirmations.
 */
import pg from 'pg'

import { keepProcessAlive, prepareDatabaseInChild } from '../scripts/lib/processes'
import { startSystem, type System } from '../scripts/lib/system'
import { upsertInventory } from '../src/booking/inventory/inventory-repository'
import type { InventoryRow } from '../src/booking/inventory/inventory-row'
import { concessionRow, inventoryRow } from '../tests/support/booking-rows'
import { createTestDatabase } from '../tests/support/test-database'

import { benchServerEnv, cpuSecondsByRole, cpuShares, httpCall, percentile, residentMemoryMb, type BenchAnswer } from './support'

/** The one address (a free port unless BENCH_PORT is given), once the system is started. */
let BASE = ''
const BUYERS = Number(process.env.BENCH_BUYERS ?? 100)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20)
const SUCCESS_CARD = '4444333322221111'
const STEPS = ['checkout', 'start', 'pay page', 'pay', 'return', 'customer', 'finish'] as const
type Step = (typeof STEPS)[number]

const EVENT_ID = 9_100_001

function benchEvent(): InventoryRow {
  return inventoryRow({
    eventId: EVENT_ID,
    slug: `checkout-bench-${EVENT_ID}`,
    title: 'Checkout bench',
    dateTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    capacity: 10_000_000,
    concessions: [concessionRow({ concessionId: `adult-${EVENT_ID}`, concessionPrice: 1250 })],
  })
}

/** A browser's cookie jar, as far as this path needs one: name=value pairs, last one wins. */
class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: BenchAnswer): void {
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

class StepFailed extends Error {}

const latencies = new Map<Step, number[]>(STEPS.map((step) => [step, []]))
const failures = new Map<string, number>()
let confirmed = 0
let buyerNumber = 0

async function timed(step: Step, call: () => Promise<BenchAnswer>, expected: (status: number) => boolean): Promise<BenchAnswer> {
  const started = performance.now()
  const response = await call()
  latencies.get(step)!.push(performance.now() - started)
  if (!expected(response.status)) {
    const key = `${step} ${response.status}`
    if (process.env.BENCH_DEBUG && !failures.has(key)) console.error(key, response.body.slice(0, 3000))
    failures.set(key, (failures.get(key) ?? 0) + 1)
    throw new StepFailed(key)
  }
  return response
}

const ok = (status: number) => status >= 200 && status < 300
const seeOther = (status: number) => status === 303

async function oneBooking(): Promise<void> {
  const jar = new CookieJar()
  const n = ++buyerNumber
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  const json = () => ({ 'content-type': 'application/json', origin: BASE, cookie: jar.header(), 'x-forwarded-for': address })

  const checkout = await timed('checkout', () =>
    httpCall(`${BASE}/eventsbookingapi/baskets/checkout`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ eventId: EVENT_ID, concessionsToAddList: [{ concessionId: `adult-${EVENT_ID}`, ticketsToAdd: 1 }] }),
    }), ok)
  jar.take(checkout)
  const basket = JSON.parse(checkout.body) as { id: string; basketLines: Array<{ tickets: Array<{ id: string }> }> }
  const ticketIds = basket.basketLines.flatMap((line) => line.tickets.map((ticket) => ticket.id))

  const purchaserData = {
    firstName: 'Bench',
    lastName: `Buyer ${n}`,
    email: `buyer-${n}@example.com`,
    telephoneNumber: '01234 567890',
    currentDomain: BASE,
    bookingQuestions: '{}',
    userAddress: { streetAddress: '1 County Hall', postOfficeBoxNumber: '', addressLocality: 'Hertford', addressRegion: '', country: '', postalCode: 'SG13 8DE' },
  }
  const ticketNameAndRequirements = ticketIds.map((ticketId) => ({
    ticketId,
    ticketHolderName: `Bench Holder ${n}`,
    ticketHolderFirstName: 'Bench',
    ticketHolderLastName: `Holder ${n}`,
    ticketSpecialRequirements: '',
    ticketQuestions: '{}',
  }))
  const start = await timed('start', () =>
    httpCall(`${BASE}/eventsbookingapi/checkout/${basket.id}/start`, { method: 'POST', headers: json(), body: JSON.stringify({ purchaserData, ticketNameAndRequirements }) }), ok)
  const { redirectUrl } = JSON.parse(start.body) as { redirectUrl: string }

  // The start answers the card-payment page's address itself: the GET form's URL, its fields as the query.
  const payUrl = new URL(redirectUrl, BASE)
  const fields = [...payUrl.searchParams]
  await timed('pay page', () => httpCall(payUrl), ok)

  const card = new URLSearchParams(fields)
  card.set('cardNumber', SUCCESS_CARD)
  card.set('expiryDate', '12/30')
  card.set('securityCode', '123')
  card.set('cardholderName', `Bench Buyer ${n}`)
  card.set('action', 'pay')
  const paid = await timed('pay', () =>
    httpCall(new URL(payUrl.pathname, BASE), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE }, body: card.toString() }), seeOther)
  const returnUrl = String(paid.headers.location)

  await timed('return', () => httpCall(new URL(returnUrl, BASE), { headers: { cookie: jar.header() } }), seeOther)

  await timed('customer', () =>
    httpCall(`${BASE}/eventsbookingapi/baskets/${basket.id}/customer`, { method: 'POST', headers: json(), body: JSON.stringify({ basketId: basket.id, purchaserData, ticketNameAndRequirements }) }), ok)

  const finish = await timed('finish', () => httpCall(`${BASE}/eventsbookingapi/checkout/${basket.id}/finish`, { headers: { cookie: jar.header() } }), ok)
  const outcome = JSON.parse(finish.body) as { success: boolean }
  if (!outcome.success) {
    failures.set('finish not success', (failures.get('finish not success') ?? 0) + 1)
    return
  }
  confirmed += 1
}

async function buyer(deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    try {
      await oneBooking()
    } catch (error) {
      if (!(error instanceof StepFailed)) failures.set(String(error), (failures.get(String(error)) ?? 0) + 1)
    }
  }
}

async function main() {
  keepProcessAlive()
  const database = await createTestDatabase('bench_checkout')
  // Through nginx every request comes from its connecting address, 127.0.0.1: one client, whose
  // per-client limits are raised so that the buyers are held back by nothing but the system.
  const settings = benchServerEnv(database.url)
  const env: NodeJS.ProcessEnv = {
    ...settings,
    BASKET_RATE_LIMIT_PER_CLIENT: '100000',
    BASKET_OPEN_LIMIT_PER_CLIENT: '100000',
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 2 })
  let system: System | undefined
  try {
    await prepareDatabaseInChild(database.url, 'never', { ...env, NODE_OPTIONS: process.env.NODE_OPTIONS })
    await upsertInventory(pool, benchEvent())
    system = await startSystem({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1', env, output: 'file' })
    BASE = system.base
    // Warm up: every route compiled, the pools' connections open.
    await Promise.all(Array.from({ length: 10 }, () => buyer(performance.now() + 3_000)))
    for (const list of latencies.values()) list.length = 0
    failures.clear()
    confirmed = 0

    const ours = new Set(system.pids().flatMap(({ pid }) => (pid === undefined ? [] : [pid])))
    const cpuBefore = cpuSecondsByRole(ours)
    const started = performance.now()
    await Promise.all(Array.from({ length: BUYERS }, () => buyer(started + DURATION_S * 1000)))
    const seconds = (performance.now() - started) / 1000
    const cpu = cpuShares(cpuBefore, cpuSecondsByRole(ours), seconds)

    const { rows } = await pool.query<{ confirmed: number; emails: number; doubled: number; oversold: number }>(`
      SELECT
        (SELECT count(*)::int FROM booking.orders WHERE state = 'confirmed') AS confirmed,
        (SELECT count(*)::int FROM booking.email_outbox WHERE kind = 'booking_confirmation') AS emails,
        (SELECT count(*)::int FROM (SELECT basket_id FROM booking.email_outbox WHERE kind = 'booking_confirmation' GROUP BY basket_id HAVING count(*) > 1) d) AS doubled,
        (SELECT count(*)::int FROM booking.event_inventory WHERE sold + held > capacity) AS oversold`)
    const totals = rows[0]!

    console.log(`\n== checkout end to end: ${BUYERS} concurrent buyers, ${DURATION_S} s ==`)
    console.table([{ 'bookings/s': Math.round(confirmed / seconds), 'bookings confirmed': confirmed, failures: JSON.stringify(Object.fromEntries(failures)) }])
    console.table(
      STEPS.map((step) => {
        const sorted = [...latencies.get(step)!].sort((a, b) => a - b)
        return { call: step, calls: sorted.length, 'p50 ms': Math.round(percentile(sorted, 50)), 'p95 ms': Math.round(percentile(sorted, 95)), 'p99 ms': Math.round(percentile(sorted, 99)) }
      }),
    )
    console.log('\n== where the cores went during the run (CPU ms per booking confirmed) ==')
    console.table(cpu.map((row) => ({ ...row, 'ms per booking': Number(((1000 * Number(row['CPU s'])) / Math.max(1, confirmed)).toFixed(2)) })))
    console.log('\n== from the database (warm-up included) ==')
    console.table([{ 'orders confirmed': totals.confirmed, 'confirmation e-mails': totals.emails, 'double confirmations': totals.doubled, 'events oversold': totals.oversold }])
    console.log('\n== resident memory after the bench ==')
    console.table(system.pids().map(({ name, pid }) => ({ process: name, 'resident MB': residentMemoryMb(pid) })))
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
