import crypto from 'node:crypto'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { PRIVATE_ASSETS_CALLS_PER_CLIENT } from '../../src/operations/look-up-private-assets'
import { BOOKING_MESSAGES } from '../../src/booking/booking-messages'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { releaseTicket } from '../../src/booking/cancellation/cancellation-repository'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { hasConfirmedBooking } from '../../src/booking/private-assets/booked-customer-repository'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'
import { DEMO_USERS } from '../../src/content/seed/demo-users'
import { BOOKING_REFERENCE_PATTERN } from '../../src/domain/booking-reference'
import { PRIVATE_ASSETS_LIMIT } from '../../src/domain/private-assets-limit'
import { bookingApiPaths } from '../../src/domain/paths'
import { FORWARDED_FOR_HEADER } from '../../src/server/client-address'

import { closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { basketOf, orderAndPayments, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'
import { startPayloadRestServer } from './support/payload-rest-server'
import { seededPayload } from './support/seeded-payload'

/**
 * Private assets (issue 13 point 4, docs/decisions/0026) over real HTTP: GET
 * /eventsbookingapi/events/assets through the web server, with the demo content's private assets
 * page and a booking made through the real checkout; and a private file's download through
 * Payload's REST handler, which counts against the same limit on failed look-ups.
 */
const LIMIT = PRIVATE_ASSETS_LIMIT.failuresPerWindow
let payload: Payload
let pool: pg.Pool
let base: string
let rest: Awaited<ReturnType<typeof startPayloadRestServer>>
/** The seeded paid event, which has a private assets page. */
let event: { eventId: number; uri: string; title: string }
/** A booking of it made through the checkout (staff bypass), as a resident has it: its short reference, and its long id. */
let booking: { reference: string; basketId: string; email: string }

const checkout = () => createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider() })

beforeAll(async () => {
  payload = await seededPayload(new Date())
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  // TRUST_PROXY 127.0.0.1: each test names its own client with X-Forwarded-For.
  base = await serveBookingApi({ trustProxy: '127.0.0.1' }, { ...bookingApiDeps(), checkout: checkout() })
  rest = await startPayloadRestServer((req) => {
    req.headers[FORWARDED_FOR_HEADER] = String(req.headers['x-test-client'] ?? '127.0.0.1')
  })
  const { rows } = await pool.query<{ eventId: number; uri: string; title: string }>(
    `SELECT event_id AS "eventId", uri, title FROM booking.booking_events WHERE slug = $1`,
    [SEED_SLUGS.paid],
  )
  event = rows[0]!
  const concession = await pool.query<{ id: string }>(`SELECT concession_id AS id FROM booking.concession_inventory WHERE event_id = $1 ORDER BY sort_order LIMIT 1`, [event.eventId])
  const basket = await basketOf(event.eventId, concession.rows[0]!.id, 1)
  await checkout().bypassCheckout(basket.id, startBody(basket, { email: 'Resident.Assets@Example.org' }), { staffEmail: DEMO_USERS.staff.email })
  const { order } = await orderAndPayments(pool, basket.id)
  booking = { reference: order!.bookingReference!, basketId: basket.id, email: 'resident.assets@example.org' }
})

afterAll(async () => {
  await closeBookingApiServers()
  await rest?.close()
  await pool?.end()
  await closeBookingPool()
})

/** A fresh client address for a test, so no test's failures count against another's. */
function newClient(): string {
  return `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`
}

function lookUp(query: { bookingId: string; eventSlug: string; email: string }, client: string) {
  return fetch(`${base}${bookingApiPaths.eventAssets(query)}`, { headers: { 'x-forwarded-for': client } })
}

/** A basket of the event in a given state with a buyer's e-mail, written as checkout writes it. */
async function basketInState(state: 'paid' | 'ordered' | 'open', email: string, eventId = event.eventId): Promise<string> {
  const id = crypto.randomUUID()
  const at = new Date()
  await pool.query(
    `INSERT INTO booking.baskets (id, state, event_id, basket_time, created_at, expires_at, updated_at, customer_email)
     VALUES ($1, $2, $3, $4, $5, $6, $5, $7)`,
    [id, state, eventId, Math.floor(at.getTime() / 1000), at, new Date(at.getTime() + 30 * 60_000), email],
  )
  return id
}

/** What the look-ups must never change: the bookings and baskets of the event. */
async function storedBookings(eventId: number) {
  const { rows } = await pool.query(
    `SELECT b.id, b.state::text, b.customer_email, o.state::text AS order_state, o.booking_reference
       FROM booking.baskets b LEFT JOIN booking.orders o ON o.basket_id = b.id WHERE b.event_id = $1 ORDER BY b.id`,
    [eventId],
  )
  return rows
}

interface Answer {
  title: string
  description: string
  assets: Array<{ type: string; value: { title: string; uri: string; sys: { contentTypeId: string } } }>
  errorCode?: string
}

describe('looking up private assets', () => {
  it('answers the private assets page to the booking reference and e-mail a resident receives', async () => {
    const answer = await lookUp({ bookingId: booking.reference, eventSlug: event.uri, email: booking.email }, newClient())
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const body = (await answer.json()) as Answer
    expect(body.title).toBe('Watercolour painting for beginners: course materials')
    expect(body.description).toContain('<p>Thank you for booking.')
    const handbook = body.assets.find((asset) => asset.type === 'internalAsset')!
    expect(handbook.value).toMatchObject({ title: 'Handbook (PDF)', sys: { contentTypeId: 'internalAsset' } })
    expect(handbook.value.uri).toMatch(/^\/api\/private-files\/\d+\/download$/)
    expect(body.assets).toContainEqual({ type: 'externalLink', value: { title: 'Further reading', uri: 'https://www.hertfordshire.gov.uk', sys: { contentTypeId: 'externalLink' } } })
  })

  it('finds the booking by its short reference typed in lower case with spaces, as read out on the phone', async () => {
    expect(booking.reference).toMatch(BOOKING_REFERENCE_PATTERN)
    const typed = booking.reference.toLowerCase().replace(/-/g, ' ')
    expect(typed).toMatch(/^hcc [a-z2-9]{4} [a-z2-9]{4}$/)
    const answer = await lookUp({ bookingId: typed, eventSlug: event.uri, email: booking.email }, newClient())
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as Answer).title).toBe('Watercolour painting for beginners: course materials')
  })

  it('still finds the booking by its long id, which e-mails sent before short references carry', async () => {
    for (const bookingId of [booking.basketId, booking.basketId.toUpperCase(), `${booking.basketId}::ticket-1`]) {
      expect((await lookUp({ bookingId, eventSlug: event.uri, email: booking.email }, newClient())).status, bookingId).toBe(200)
    }
  })

  it("uses only the part of the reference before '::', and any case of the e-mail", async () => {
    const answer = await lookUp({ bookingId: ` ${booking.reference}::ticket-2`, eventSlug: event.uri, email: booking.email.toUpperCase() }, newClient())
    expect(answer.status).toBe(200)
  })

  it('refuses a wrong e-mail and a wrong reference with the same words, and an unconfirmed basket', async () => {
    const client = newClient()
    const refusals = [
      { bookingId: booking.reference, eventSlug: event.uri, email: 'someone.else@example.org' },
      { bookingId: crypto.randomUUID(), eventSlug: event.uri, email: booking.email },
      { bookingId: 'HCC-GUESS', eventSlug: event.uri, email: booking.email },
      { bookingId: 'HCC-2222-2222', eventSlug: event.uri, email: booking.email },
      { bookingId: await basketInState('ordered', 'waiting@example.org'), eventSlug: event.uri, email: 'waiting@example.org' },
      { bookingId: await basketInState('open', 'open@example.org'), eventSlug: event.uri, email: 'open@example.org' },
    ]
    for (const query of refusals) {
      const answer = await lookUp(query, client)
      expect(answer.status).toBe(403)
      expect(await answer.json()).toEqual({ errorCode: `ERROR: ${BOOKING_MESSAGES.privateAssetsNoBooking}` })
    }
  })

  it("refuses another event's booking, an unknown event and an empty form", async () => {
    const client = newClient()
    const other = await pool.query<{ uri: string }>(`SELECT uri FROM booking.booking_events WHERE slug = $1`, [SEED_SLUGS.free])
    expect((await lookUp({ bookingId: booking.reference, eventSlug: other.rows[0]!.uri, email: booking.email }, client)).status).toBe(403)
    const unknown = await lookUp({ bookingId: booking.reference, eventSlug: '/events/no-such-event', email: booking.email }, client)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ errorCode: `ERROR: ${BOOKING_MESSAGES.eventNotFound}` })
    const empty = await lookUp({ bookingId: '::', eventSlug: event.uri, email: '' }, client)
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ errorCode: 'ERROR: Email is required. Booking reference is required' })
  })
})

describe('a cancelled booking (issue 23 point 7)', () => {
  it('loses its private assets once all its tickets are cancelled, with a message that says so; one ticket left keeps them', async () => {
    const concession = await pool.query<{ id: string }>(`SELECT concession_id AS id FROM booking.concession_inventory WHERE event_id = $1 ORDER BY sort_order LIMIT 1`, [event.eventId])
    const basket = await basketOf(event.eventId, concession.rows[0]!.id, 2)
    await checkout().bypassCheckout(basket.id, startBody(basket, { email: 'cancelled.assets@example.org' }), { staffEmail: DEMO_USERS.staff.email })
    const { order } = await orderAndPayments(pool, basket.id)
    const query = { bookingId: order!.bookingReference!, eventSlug: event.uri, email: 'cancelled.assets@example.org' }
    const client = newClient()
    expect((await lookUp(query, client)).status).toBe(200)

    const { rows: tickets } = await pool.query<{ id: string }>(`SELECT id::text FROM booking.tickets WHERE basket_id = $1 AND state = 'sold' ORDER BY position`, [basket.id])
    expect(tickets).toHaveLength(2)
    await releaseTicket(pool, tickets[0]!.id, 'staff@example.gov.uk', new Date())
    expect((await lookUp(query, client)).status).toBe(200)

    await releaseTicket(pool, tickets[1]!.id, 'staff@example.gov.uk', new Date())
    for (const bookingId of [query.bookingId, basket.id]) {
      const refused = await lookUp({ ...query, bookingId }, client)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ errorCode: `ERROR: ${BOOKING_MESSAGES.privateAssetsBookingCancelled}` })
    }
    // Its private files are refused too (the same check).
    expect(await hasConfirmedBooking(pool, { ...query, eventIds: [event.eventId] })).toBe(false)
    // Someone without the e-mail learns nothing of it.
    const stranger = await lookUp({ ...query, email: 'someone.else@example.org' }, newClient())
    expect(await stranger.json()).toEqual({ errorCode: `ERROR: ${BOOKING_MESSAGES.privateAssetsNoBooking}` })
  })
})

describe('the limit on failed look-ups', () => {
  const wrong = () => ({ bookingId: crypto.randomUUID(), eventSlug: event.uri, email: booking.email })
  const right = () => ({ bookingId: booking.reference, eventSlug: event.uri, email: booking.email })

  it('refuses a client after too many failures for an event, with the message and Retry-After, the right details included', async () => {
    const client = newClient()
    const before = await storedBookings(event.eventId)
    for (let n = 0; n < LIMIT; n++) expect((await lookUp(wrong(), client)).status).toBe(403)
    const refused = await lookUp(wrong(), client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(PRIVATE_ASSETS_LIMIT.windowSeconds - 60)
    const { errorCode } = (await refused.json()) as { errorCode: string }
    expect(errorCode).toBe(`ERROR: ${BOOKING_MESSAGES.tooManyPrivateAssetsAttempts('15 minutes')}`)
    expect((await lookUp(right(), client)).status).toBe(429)
    expect(await storedBookings(event.eventId)).toEqual(before)
  })

  it('does not count look-ups that find the booking', async () => {
    const client = newClient()
    for (let n = 0; n < LIMIT + 5; n++) expect((await lookUp(right(), client)).status).toBe(200)
    for (let n = 0; n < LIMIT; n++) expect((await lookUp(wrong(), client)).status).toBe(403)
    expect((await lookUp(wrong(), client)).status).toBe(429)
  })

  it('leaves other clients, and the same client on another event, alone', async () => {
    const client = newClient()
    for (let n = 0; n <= LIMIT; n++) await lookUp(wrong(), client)
    expect((await lookUp(right(), client)).status).toBe(429)
    expect((await lookUp(right(), newClient())).status).toBe(200)
    const other = await pool.query<{ eventId: number; uri: string }>(`SELECT event_id AS "eventId", uri FROM booking.booking_events WHERE slug = $1`, [SEED_SLUGS.free])
    const otherConcession = await pool.query<{ id: string }>(`SELECT concession_id AS id FROM booking.concession_inventory WHERE event_id = $1 ORDER BY sort_order LIMIT 1`, [other.rows[0]!.eventId])
    const otherBasket = await basketOf(other.rows[0]!.eventId, otherConcession.rows[0]!.id, 1)
    await checkout().bypassCheckout(otherBasket.id, startBody(otherBasket, { email: 'other@example.org' }), { staffEmail: DEMO_USERS.staff.email })
    const otherBooking = otherBasket.id
    expect((await lookUp({ bookingId: otherBooking, eventSlug: other.rows[0]!.uri, email: 'other@example.org' }, client)).status).toBe(200)
  })

  it('lets no more failures through than the limit when they are all sent at once', async () => {
    const client = newClient()
    const statuses = await Promise.all(Array.from({ length: LIMIT * 2 }, () => lookUp(wrong(), client).then((answer) => answer.status)))
    expect(statuses.filter((status) => status === 403)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT)
  })

  it('counts failed private file downloads too, and refuses the file to a limited client', async () => {
    const { docs } = await payload.find({ collection: 'private-files', where: { filename: { equals: 'demo-course-handbook.pdf' } }, overrideAccess: true })
    const download = (client: string, form: { email: string; bookingId: string }) =>
      fetch(`${rest.base}/api/private-files/${docs[0]!.id}/download`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': client },
        body: new URLSearchParams(form).toString(),
      })
    const client = newClient()
    expect((await download(client, { email: booking.email, bookingId: booking.reference })).status).toBe(200)
    for (let n = 0; n < LIMIT; n++) expect((await download(client, { email: booking.email, bookingId: crypto.randomUUID() })).status).toBe(403)
    const refused = await download(client, { email: booking.email, bookingId: booking.reference })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    // The page and the API share the count: this client is refused there as well.
    expect((await lookUp(right(), client)).status).toBe(429)
    const fresh = await download(newClient(), { email: booking.email, bookingId: booking.reference })
    expect(fresh.status).toBe(200)
    expect(Buffer.from(await fresh.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF')
  })

  it("caps one client's calls a minute on a server before any database work, successes included", async () => {
    const client = newClient()
    const statuses = []
    for (let n = 0; n < PRIVATE_ASSETS_CALLS_PER_CLIENT; n++) statuses.push((await lookUp(right(), client)).status)
    expect(statuses.every((status) => status === 200)).toBe(true)
    const capped = await lookUp(right(), client)
    expect(capped.status).toBe(429)
    expect(capped.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await capped.json()) as { errorCode: string }).errorCode).toMatch(/^ERROR: Too many requests for private resources from your connection\. Wait \d+ (seconds?|minutes?), then try again\.$/)
    const { rows } = await pool.query<{ failures: number }>(`SELECT failures FROM booking.private_assets_attempts WHERE client_key = $1`, [client])
    expect(rows.every((row) => row.failures === 0)).toBe(true)
  })

  it('forgets failures once their window has ended (the basket purge removes them)', async () => {
    const client = newClient()
    for (let n = 0; n <= LIMIT; n++) await lookUp(wrong(), client)
    expect((await lookUp(right(), client)).status).toBe(429)
    await pool.query(`UPDATE booking.private_assets_attempts SET window_started_at = window_started_at - interval '16 minutes' WHERE client_key = $1`, [client])
    expect((await lookUp(right(), client)).status).toBe(200)
    const { purgeAttempts } = await import('../../src/booking/private-assets/lookup-attempts-repository')
    await pool.query(`UPDATE booking.private_assets_attempts SET window_started_at = window_started_at - interval '16 minutes' WHERE client_key = $1`, [client])
    expect(await purgeAttempts(pool, new Date())).toBeGreaterThanOrEqual(1)
    const { rows } = await pool.query(`SELECT 1 FROM booking.private_assets_attempts WHERE client_key = $1`, [client])
    expect(rows).toHaveLength(0)
  })
})
