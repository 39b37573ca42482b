import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/booking/api/booking-api'
import { WAITING_LIST_LINKS_PER_CLIENT } from '../../src/booking/api/routes/waiting-list-routes'
import { getBasket } from '../../src/booking/basket/basket-service.server'
import { holdExtensionsLeftFor } from '../../src/booking/basket/hold-extension-service.server'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { createConsoleService } from '../../src/booking/console/console-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { runOffers } from '../../src/booking/waiting-list/offers'
import { createWaitingListService, LINKS_PER_ADDRESS_PER_HOUR } from '../../src/booking/waiting-list/waiting-list-service.server'

import { API, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'

/**
 * Waiting lists after joining (issue 13 points 2 and 3, decision 0026): management only through a
 * link e-mailed to the address, and offers of returned places, first come first offered, passed on
 * when they lapse, never made twice by two servers at once.
 */
let pool: pg.Pool
let base: string
let now = new Date()
const clock = () => now
const settings = () => ({ holdHours: 24, ticketLimit: 20, linkHours: 24 })
const waitingList = () => createWaitingListService(pool, clock, settings)
const staff = { email: 'staff@example.gov.uk', role: 'staff' as const }
const checkout = () => createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider() })

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await migratedBookingDatabase(), max: 6 })
  // No offers job in the background: each test runs it when it means to.
  base = await serveBookingApi({}, { ...bookingApiDeps(), paymentReconcileIntervalSeconds: 0, waitingListOffers: { intervalSeconds: 0, run: () => runOffers(pool, clock(), settings()) } })
})

afterAll(async () => {
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

let people = 0
function person(name: string) {
  people += 1
  return { firstName: name, lastName: 'Waiter', email: `${name.toLowerCase()}.${people}.${Date.now()}@example.org` }
}

/** An event with `capacity` places, all booked (staff bypass, one ticket each): a sold-out event. */
async function soldOutEvent(capacity: number) {
  const { event, concessionId } = await paidEvent(pool, { capacity })
  for (let n = 0; n < capacity; n++) {
    const basket = await basketOf(event.eventId, concessionId, 1)
    await checkout().bypassCheckout(basket.id, startBody(basket), { staffEmail: staff.email })
  }
  const { rows } = await pool.query<{ id: string }>(`SELECT id::text FROM booking.tickets WHERE event_id = $1 AND state = 'sold' ORDER BY created_at`, [event.eventId])
  return { event, concessionId, tickets: rows.map((row) => row.id) }
}

async function join(eventId: number, who: { firstName: string; lastName: string; email: string }, at = new Date()) {
  now = at
  await waitingList().join({ eventID: String(eventId), ...who })
}

async function mailsTo(address: string, kind: string) {
  const { rows } = await pool.query<{ payload: { token: string } }>(`SELECT payload FROM booking.email_outbox WHERE to_address = $1 AND kind = $2 ORDER BY id`, [address, kind])
  return rows.map((row) => row.payload)
}

async function offersOf(eventId: number) {
  const { rows } = await pool.query<{ email: string; state: string; basketId: string; expiresAt: Date }>(
    `SELECT w.email, o.state, o.basket_id AS "basketId", o.expires_at AS "expiresAt" FROM booking.waiting_list_offers o
       JOIN booking.waiting_list_entries w ON w.id = o.entry_id WHERE o.event_id = $1 ORDER BY o.offered_at, w.created_at`,
    [eventId],
  )
  return rows
}

const available = async (eventId: number, at: Date) =>
  (await pool.query<{ n: number }>('SELECT booking.tickets_available($1, $2) AS n', [eventId, at])).rows[0]!.n

describe('managing waiting lists through an e-mailed link', () => {
  const get = (query: Record<string, string>) => fetch(`${base}${API}/events/waitlist?${new URLSearchParams(query)}`)
  const remove = (query: Record<string, string>) => fetch(`${base}${API}/events/waitlist?${new URLSearchParams(query)}`, { method: 'DELETE' })
  const search = (email: string) => fetch(`${base}${API}/events/waitlist/link?${new URLSearchParams({ email })}`, { method: 'POST' })

  it('e-mails a link only to an address with entries, answering the same either way, at most three an hour', async () => {
    const { event } = await soldOutEvent(1)
    const waiting = person('Wendy')
    await join(event.eventId, waiting)
    const stranger = person('Nobody')
    const [forWaiting, forStranger] = await Promise.all([search(waiting.email), search(stranger.email)])
    expect([forWaiting.status, forStranger.status]).toEqual([202, 202])
    expect(await forWaiting.json()).toEqual(await forStranger.json())
    expect(await mailsTo(waiting.email, 'waiting_list_link')).toHaveLength(1)
    expect(await mailsTo(stranger.email, 'waiting_list_link')).toHaveLength(0)

    for (let n = 0; n < LINKS_PER_ADDRESS_PER_HOUR + 2; n++) expect((await search(waiting.email.toUpperCase())).status).toBe(202)
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM booking.email_outbox WHERE lower(to_address) = lower($1) AND kind = 'waiting_list_link'`, [waiting.email])
    expect(rows[0]!.n).toBe(LINKS_PER_ADDRESS_PER_HOUR)
  })

  it('limits searches per client, so the search cannot be used to send e-mail in bulk', async () => {
    const own = await serveBookingApi({ trustProxy: 'true' }, { ...bookingApiDeps(), paymentReconcileIntervalSeconds: 0 })
    const statuses: number[] = []
    for (let n = 0; n <= WAITING_LIST_LINKS_PER_CLIENT; n++) {
      const address = encodeURIComponent(`bulk${n}@example.org`)
      statuses.push((await fetch(`${own}${API}/events/waitlist/link?email=${address}`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' } })).status)
    }
    expect(statuses.slice(0, WAITING_LIST_LINKS_PER_CLIENT).every((status) => status === 202)).toBe(true)
    const refused = await fetch(`${own}${API}/events/waitlist/link?email=late%40example.org`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ERROR: There have been too many requests from your connection. Please wait a few minutes and try again.')
  })

  it('refuses a search without an address with the rule text', async () => {
    const refused = await search('')
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ERROR: Email is a required field')
  })

  it("shows entries with no token to nobody, with a wrong or another address's token to nobody, and with the right one to its owner", async () => {
    const { event } = await soldOutEvent(1)
    const owner = person('Olive')
    const other = person('Oscar')
    await join(event.eventId, owner)
    await join(event.eventId, other)
    now = new Date()
    await waitingList().sendLink({ email: owner.email })
    await waitingList().sendLink({ email: other.email })
    const [{ token }] = (await mailsTo(owner.email, 'waiting_list_link')) as [{ token: string }]
    const [{ token: otherToken }] = (await mailsTo(other.email, 'waiting_list_link')) as [{ token: string }]

    const anonymous = await get({ email: owner.email })
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { errorCode: string }).errorCode).toBe(
      'ERROR: This link has expired or is not valid. Enter your email on the Waitlist Management page to get a new one.',
    )
    expect((await get({ email: owner.email, token: 'x'.repeat(43) })).status).toBe(401)
    expect((await get({ email: owner.email, token: otherToken })).status).toBe(401)

    const own = await get({ email: owner.email, token })
    expect(own.status).toBe(200)
    const entries = (await own.json()) as Array<{ id: string; eventID: string; eventTitle: string }>
    expect(entries).toEqual([expect.objectContaining({ eventID: String(event.eventId), eventTitle: event.title })])

    // The link ends after its hours.
    now = new Date(Date.now() + 25 * 3_600_000)
    await expect(waitingList().entries({ token })).rejects.toThrow(/expired or is not valid/)
  })

  it('removes only the token owner\'s entry: another address\'s is not found and stays', async () => {
    now = new Date()
    const { event } = await soldOutEvent(1)
    const owner = person('Rita')
    const other = person('Ravi')
    await join(event.eventId, owner)
    await join(event.eventId, other)
    now = new Date()
    await waitingList().sendLink({ email: owner.email })
    const [{ token }] = (await mailsTo(owner.email, 'waiting_list_link')) as [{ token: string }]
    const { rows } = await pool.query<{ id: string; email: string }>('SELECT id, email FROM booking.waiting_list_entries WHERE event_id = $1', [event.eventId])
    const ownId = rows.find((row) => row.email === owner.email)!.id
    const otherId = rows.find((row) => row.email === other.email)!.id

    expect((await remove({ waitingListID: otherId, token })).status).toBe(404)
    expect((await remove({ waitingListID: ownId })).status).toBe(401)
    const removed = await remove({ waitingListID: ownId, token })
    expect(removed.status).toBe(200)
    expect((await remove({ waitingListID: ownId, token })).status).toBe(404)
    const left = await pool.query<{ email: string }>('SELECT email FROM booking.waiting_list_entries WHERE event_id = $1', [event.eventId])
    expect(left.rows.map((row) => row.email)).toEqual([other.email])
  })

  it('refuses a removal sent from another site', async () => {
    const cross = await fetch(`${base}${API}/events/waitlist?waitingListID=00000000-0000-4000-8000-000000000000&token=${'a'.repeat(43)}`, {
      method: 'DELETE',
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(cross.status).toBe(403)
  })
})

describe('offers of returned places', () => {
  it('holds a released ticket for the first person in join order, in the release itself, and e-mails them alone', async () => {
    const { event, tickets } = await soldOutEvent(1)
    const first = person('First')
    const second = person('Second')
    const start = Date.now()
    await join(event.eventId, first, new Date(start))
    await join(event.eventId, second, new Date(start + 1000))
    now = new Date(start + 2000)
    await createConsoleService(pool, clock, settings).releaseTicket(tickets[0]!, staff)

    const offers = await offersOf(event.eventId)
    expect(offers.map((offer) => [offer.email, offer.state])).toEqual([[first.email, 'offered']])
    expect(offers[0]!.expiresAt.getTime()).toBe(start + 2000 + 24 * 3_600_000)
    // The place is held for the list: nobody else can take it.
    expect(await available(event.eventId, now)).toBe(0)
    expect(await mailsTo(first.email, 'waiting_list_offer')).toHaveLength(1)
    expect(await mailsTo(second.email, 'waiting_list_offer')).toHaveLength(0)

    // Running the job again changes nothing.
    await runOffers(pool, now, settings())
    expect(await offersOf(event.eventId)).toHaveLength(1)
    expect(await mailsTo(first.email, 'waiting_list_offer')).toHaveLength(1)
  })

  it('passes a lapsed offer to the next person, and the staff report shows who was offered what and when', async () => {
    const { event, tickets } = await soldOutEvent(1)
    const first = person('Lapsing')
    const second = person('Next')
    const start = Date.now()
    await join(event.eventId, first, new Date(start))
    await join(event.eventId, second, new Date(start + 1000))
    now = new Date(start + 2000)
    await createConsoleService(pool, clock, settings).releaseTicket(tickets[0]!, staff)

    // An hour before the end nothing moves; after it, the offer lapses and the place goes to the next.
    expect((await runOffers(pool, new Date(start + 23 * 3_600_000), settings())).lapsed).toBe(0)
    const later = new Date(start + 2000 + 24 * 3_600_000 + 1000)
    now = later
    await runOffers(pool, later, settings())
    expect((await offersOf(event.eventId)).map((offer) => [offer.email, offer.state])).toEqual([
      [first.email, 'lapsed'],
      [second.email, 'offered'],
    ])
    expect(await mailsTo(second.email, 'waiting_list_offer')).toHaveLength(1)
    expect(await available(event.eventId, later)).toBe(0)

    const report = await createConsoleService(pool, clock, settings).eventWaitingList(String(event.eventId))
    expect(report.waitingListData.map((entry) => [entry.email, entry.offerStatus])).toEqual([
      [first.email, 'lapsed'],
      [second.email, 'offered'],
    ])
    expect(report.waitingListData[1]!.offeredAt).toBe(later.toISOString())
  })

  it('offers each free place once when two servers run the job at the same moment', async () => {
    const { event, tickets } = await soldOutEvent(3)
    const waiting = [person('A'), person('B'), person('C'), person('D'), person('E')]
    const start = Date.now()
    for (const [n, who] of waiting.entries()) await join(event.eventId, who, new Date(start + n * 1000))
    // Three places come back without an offer being made (as a refund or an ended hold would).
    await pool.query(`UPDATE booking.tickets SET state = 'cancelled' WHERE id = ANY($1::uuid[])`, [tickets])
    await pool.query('UPDATE booking.event_inventory SET sold = sold - 3 WHERE event_id = $1', [event.eventId])
    const at = new Date(start + 10_000)
    const second = new pg.Pool({ connectionString: await migratedBookingDatabase(), max: 2 })
    try {
      const runs = await Promise.all([runOffers(pool, at, settings()), runOffers(second, at, settings()), runOffers(pool, at, settings()), runOffers(second, at, settings())])
      expect(runs.reduce((sum, run) => sum + run.offered, 0)).toBe(3)
    } finally {
      await second.end()
    }
    const offers = await offersOf(event.eventId)
    expect(offers.map((offer) => offer.email).sort()).toEqual(waiting.slice(0, 3).map((who) => who.email).sort())
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM booking.email_outbox WHERE kind = 'waiting_list_offer' AND to_address = ANY($1)`, [waiting.map((who) => who.email)])
    expect(rows[0]!.n).toBe(3)
    expect(await available(event.eventId, at)).toBe(0)
  })

  it('leads from the link to checkout with the held place, and the booked offer is recorded', async () => {
    const { event, tickets } = await soldOutEvent(1)
    const taker = person('Taker')
    await join(event.eventId, taker)
    now = new Date()
    await createConsoleService(pool, clock, settings).releaseTicket(tickets[0]!, staff)
    const [{ token }] = (await mailsTo(taker.email, 'waiting_list_offer')) as [{ token: string }]

    expect(await waitingList().offer(token)).toMatchObject({ standing: 'open', eventTitle: event.title, places: 1 })
    expect(await waitingList().acceptOffer('not-a-real-token-at-all-000')).toEqual({ ended: null })
    now = new Date(Date.now() + 3_600_000)
    const accepted = await waitingList().acceptOffer(token)
    if (!('basketId' in accepted)) throw new Error('offer not accepted')
    // The 30-minute checkout starts when the link is followed.
    const basket = await getBasket(accepted.basketId, now)
    expect(basket.basketTime).toBe(Math.floor(now.getTime() / 1000))
    expect(basket.basketLines.flatMap((line) => line.tickets)).toHaveLength(1)
    // Time to finish is there as for any checkout (decision 0022).
    expect(await holdExtensionsLeftFor(accepted.basketId)).toBe(2)
    expect(await waitingList().acceptOffer(token)).toEqual({ basketId: accepted.basketId })
    expect((await waitingList().offer(token))?.standing).toBe('inCheckout')

    await checkout().bypassCheckout(accepted.basketId, startBody(basket, { email: taker.email }), { staffEmail: staff.email })
    // Booked as soon as it is paid: the link no longer leads back to checkout.
    expect((await waitingList().offer(token))?.standing).toBe('booked')
    expect(await waitingList().acceptOffer(token)).toMatchObject({ ended: { standing: 'booked' } })
    await runOffers(pool, new Date(now.getTime() + 31 * 60_000), settings())
    expect((await offersOf(event.eventId)).map((offer) => offer.state)).toEqual(['booked'])
    expect((await waitingList().offer(token))?.standing).toBe('booked')
  })

  it('passes an offer on at once when its holder leaves the list', async () => {
    const { event, tickets } = await soldOutEvent(1)
    const leaver = person('Leaver')
    const stayer = person('Stayer')
    const start = Date.now()
    await join(event.eventId, leaver, new Date(start))
    await join(event.eventId, stayer, new Date(start + 1000))
    now = new Date(start + 2000)
    await createConsoleService(pool, clock, settings).releaseTicket(tickets[0]!, staff)
    await waitingList().sendLink({ email: leaver.email })
    const [{ token }] = (await mailsTo(leaver.email, 'waiting_list_link')) as [{ token: string }]
    const [entry] = await waitingList().entries({ token })
    await waitingList().remove({ token, waitingListID: entry!.id })
    expect((await offersOf(event.eventId)).map((offer) => [offer.email, offer.state])).toEqual([[stayer.email, 'offered']])
    expect(await available(event.eventId, now)).toBe(0)
  })
})
