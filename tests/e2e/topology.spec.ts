import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'

import pg from 'pg'

import { prepareDatabaseInChild } from '../../scripts/lib/processes'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'
import { concessionRow, inventoryRow } from '../support/booking-rows'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

import { expect, test } from './support/fixtures'
import { startTopology, type Topology } from './support/topology'

/*
 * The reference production topology (issue 25 point 3, deploy/nginx.conf): Debian's nginx in front of
 * two web servers, two booking API processes and one worker on one database. A resident books and pays
 * through the one address; a booking API instance killed in the middle of a rush leaves the survivor
 * answering and not one ticket oversold.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const SUCCESS_CARD = '4444333322221111'
let database: TestDatabase
let pool: pg.Pool
let topology: Topology

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // The run's PostgreSQL server (tests/e2e/serve.ts writes its address), never a second embedded one.
  const serverUrl = readFileSync(String(process.env.E2E_DATABASE_SERVER_FILE), 'utf8').trim()
  database = await createTestDatabase('topology', serverUrl)
  const settings: Record<string, string> = {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    COUNCIL_PAYMENT_STATUS_SECRET: randomBytes(32).toString('hex'),
    DEMO_PAYMENTS: 'on',
    // No host is live: the built-in test card service takes the demonstration's payments.
    LIVE_HOSTS: 'none.invalid',
    LOG_LEVEL: 'warn',
  }
  await prepareDatabaseInChild(database.url, 'never', { ...process.env, ...settings, NODE_ENV: 'production' })
  pool = database.pool()
  // Behind a council's load balancer (here the test itself, at 127.0.0.1): nginx passes on the address it
  // gives, so the rush below is a crowd of residents under the default per-client limits.
  topology = await startTopology(database.url, settings, { loadBalancer: '127.0.0.1' })
})

// A failure says what the processes and nginx logged (their files go when the topology stops).
test.afterEach(({}, testInfo) => {
  if (topology && testInfo.status !== testInfo.expectedStatus) console.log(topology.diagnostics())
})

test.afterAll(async () => {
  await topology?.stop()
  await pool?.end()
  await database?.drop()
})

/** A resident's cookies, as far as the booking needs them. */
class Cookies {
  private readonly values = new Map<string, string>()
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (pair && at > 0) this.values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

test('a resident books and pays through the one address, and anonymous pages are cached there by their own headers', async () => {
  const event = inventoryRow({ capacity: 20, concessions: [concessionRow({ concessionPrice: 1250 })] })
  await upsertInventory(pool, event)
  const base = topology.base
  const cookies = new Cookies()
  const json = () => ({ 'content-type': 'application/json', origin: base, cookie: cookies.header() })

  const checkout = await fetch(`${base}/eventsbookingapi/baskets/checkout`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ eventId: event.eventId, concessionsToAddList: [{ concessionId: event.concessions[0]!.concessionId, ticketsToAdd: 2 }] }),
  })
  expect(checkout.status).toBe(201)
  cookies.take(checkout)
  const basket = (await checkout.json()) as { id: string; basketLines: Array<{ tickets: Array<{ id: string }> }> }
  const tickets = basket.basketLines.flatMap((line) => line.tickets.map((ticket) => ticket.id))
  expect(tickets).toHaveLength(2)

  const purchaserData = {
    firstName: 'Topology',
    lastName: 'Resident',
    email: 'topology.resident@example.com',
    telephoneNumber: '01234 567890',
    currentDomain: base,
    bookingQuestions: '{}',
    userAddress: { streetAddress: '1 County Hall', postOfficeBoxNumber: '', addressLocality: 'Hertford', addressRegion: '', country: '', postalCode: 'SG13 8DE' },
  }
  const ticketNameAndRequirements = tickets.map((ticketId, n) => ({
    ticketId,
    ticketHolderName: `Holder ${n + 1}`,
    ticketHolderFirstName: 'Holder',
    ticketHolderLastName: String(n + 1),
    ticketSpecialRequirements: '',
    ticketQuestions: '{}',
  }))
  const start = await fetch(`${base}/eventsbookingapi/checkout/${basket.id}/start`, { method: 'POST', headers: json(), body: JSON.stringify({ purchaserData, ticketNameAndRequirements }) })
  expect(start.status).toBe(200)
  const { redirectUrl } = (await start.json()) as { redirectUrl: string }

  // The card-payment page (a web server's test card service), reached through the same address.
  const payUrl = new URL(redirectUrl, base)
  expect(payUrl.origin).toBe(base)
  const payPage = await fetch(payUrl)
  expect(payPage.status).toBe(200)
  expect(await payPage.text()).toContain('£25.00')
  const card = new URLSearchParams([...payUrl.searchParams])
  card.set('cardNumber', SUCCESS_CARD)
  card.set('expiryDate', '12/30')
  card.set('securityCode', '123')
  card.set('cardholderName', 'Topology Resident')
  card.set('action', 'pay')
  const paid = await fetch(new URL(payUrl.pathname, base), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: card.toString() })
  expect(paid.status).toBe(303)

  // The provider's return, to the booking API through nginx: confirmed, and on to the outcome page.
  const returned = await fetch(new URL(String(paid.headers.get('location')), base), { redirect: 'manual', headers: { cookie: cookies.header() } })
  expect(returned.status).toBe(303)
  const finish = await fetch(`${base}/eventsbookingapi/checkout/${basket.id}/finish`, { headers: { cookie: cookies.header() } })
  expect(finish.status).toBe(200)
  expect(((await finish.json()) as { success: boolean }).success).toBe(true)
  const { rows } = await pool.query<{ state: string }>('SELECT state FROM booking.orders WHERE basket_id = $1', [basket.id])
  expect(rows.map((row) => row.state)).toEqual(['confirmed'])
  // The worker writes the confirmation e-mail (no SMTP here: kept in the outbox).
  await expect.poll(async () => (await pool.query("SELECT 1 FROM booking.email_outbox WHERE basket_id = $1 AND kind = 'booking_confirmation'", [basket.id])).rowCount, { timeout: 30_000 }).toBe(1)

  // An anonymous page through nginx: kept by its own Cache-Control, served again from nginx's cache.
  const first = await fetch(`${base}/privacy-notice`)
  expect(first.status).toBe(200)
  const second = await fetch(`${base}/privacy-notice`)
  expect(second.headers.get('cache-control')).toContain('public')
  expect(['HIT', 'UPDATING', 'STALE']).toContain(second.headers.get('x-cache-status'))
  // A signed-in officer's request is never served from the shared cache.
  const officer = await fetch(`${base}/privacy-notice`, { headers: { cookie: 'payload-token=made.up.token' } })
  expect(officer.headers.get('x-cache-status')).toBe('BYPASS')
})

test('a booking API instance killed in the middle of a rush: the survivor answers, and not one ticket is oversold', async () => {
  const capacity = 300
  const event = inventoryRow({ capacity, concessions: [concessionRow({ concessionPrice: 0 })] })
  await upsertInventory(pool, event)
  const statuses = new Map<number, number>()
  let answered = 0
  let answeredAfterKill = 0
  let killed = false
  const requests = 900
  let sent = 0
  const one = async () => {
    while (sent < requests) {
      sent += 1
      const resident = `10.0.${sent >> 8}.${sent & 255}`
      const response = await fetch(`${topology.base}/eventsbookingapi/baskets/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: topology.base, 'x-forwarded-for': resident },
        body: JSON.stringify({ eventId: event.eventId, concessionsToAddList: [{ concessionId: event.concessions[0]!.concessionId, ticketsToAdd: 1 }] }),
      })
      await response.arrayBuffer()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      answered += 1
      if (killed && response.status === 201) answeredAfterKill += 1
      if (!killed && answered >= 100) {
        killed = true
        // SIGKILL: no goodbye, its open connections simply end.
        await topology.bookingApi[0]!.kill('SIGKILL')
      }
    }
  }
  await Promise.all(Array.from({ length: 40 }, one))

  const { rows } = await pool.query<{ held: number; live: number }>(
    `SELECT i.held, (SELECT coalesce(sum(h.tickets), 0)::int FROM booking.holds h WHERE h.event_id = i.event_id AND h.state = 'held') AS live
       FROM booking.event_inventory i WHERE i.event_id = $1`,
    [event.eventId],
  )
  const counts = Object.fromEntries(statuses)
  console.log(`topology rush: ${requests} requests for ${capacity} tickets, one booking API killed after 100 answers: ${JSON.stringify(counts)}, ${answeredAfterKill} taken after the kill`)
  // Every ticket taken, none twice: 900 requests for 300 tickets sold the event out exactly.
  expect(rows[0]).toEqual({ held: capacity, live: capacity })
  // The survivor kept taking bookings after the kill.
  expect(answeredAfterKill, JSON.stringify(counts)).toBeGreaterThan(0)
  // Only bookings, sold-out refusals, and the few in flight on the killed instance (502): never a 500.
  for (const status of statuses.keys()) expect([201, 409, 502], JSON.stringify(counts)).toContain(status)
  expect(statuses.get(201) ?? 0).toBeLessThanOrEqual(capacity)
  // And the one address still answers its health from the survivor.
  expect((await fetch(`${topology.base}/eventsbookingapi/health`)).status).toBe(200)
})
