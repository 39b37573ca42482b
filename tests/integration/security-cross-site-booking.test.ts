import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Basket } from '../../src/contracts/basket'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'

import { basketCookie } from './support/basket-cookie'
import { API, checkoutBody, closeBookingApiServers, cookieSet, serveBookingApi } from './support/booking-api-server'
import { concessionRow, inventoryCounts, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * Issue 10 point 4, "no cross-site booking": a page on another site could hold tickets in a
 * visitor's browser (checkout accepted text/plain and ignored Origin), and anyone knowing a basket's
 * id could read or empty it. Each test sends what such a page, or such a stranger, would send.
 */
const SITE = 'https://events.example.gov.uk'
const EVIL = 'https://evil.example'
let pool: pg.Pool
let base: string

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
  base = await serveBookingApi({ siteOrigin: SITE, trustProxy: '127.0.0.1' })
})

afterAll(async () => {
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

let clients = 0
async function bookableEvent() {
  const adult = concessionRow()
  const event = inventoryRow({ capacity: 20, concessions: [adult] })
  await upsertInventory(pool, event)
  return { event, adult }
}

function checkout(body: string, headers: Record<string, string>) {
  clients += 1
  return fetch(`${base}${API}/baskets/checkout`, { method: 'POST', body, headers: { 'x-forwarded-for': `10.1.${Math.floor(clients / 250)}.${clients % 250}`, ...headers } })
}

/** What a browser adds to a fetch from a page: Origin and Sec-Fetch-Site for `from`. */
function fromPage(from: string, fetchSite: 'same-origin' | 'same-site' | 'cross-site') {
  return { origin: from, 'sec-fetch-site': fetchSite, 'sec-fetch-mode': 'cors' }
}

async function ownBasket(): Promise<{ basket: Basket; cookie: string; eventId: number }> {
  const { event, adult } = await bookableEvent()
  const answer = await checkout(checkoutBody(event.eventId, adult.concessionId, 2), { 'content-type': 'application/json', ...fromPage(SITE, 'same-origin') })
  expect(answer.status).toBe(201)
  const basket = (await answer.json()) as Basket
  return { basket, cookie: basketCookie(basket.id), eventId: event.eventId }
}

describe('a page on another site', () => {
  it('cannot hold tickets: its checkout is refused with 403 in the basket shape, nothing held and no cookie set', async () => {
    const { event, adult } = await bookableEvent()
    const body = checkoutBody(event.eventId, adult.concessionId, 2)
    const senders: Array<Record<string, string>> = [fromPage(EVIL, 'cross-site'), fromPage('https://other.example.gov.uk', 'same-site'), { origin: EVIL }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]
    for (const headers of senders) {
      const answer = await checkout(body, { 'content-type': 'application/json', ...headers })
      expect(answer.status).toBe(403)
      expect(answer.headers.get('set-cookie')).toBeNull()
      const refused = (await answer.json()) as Basket
      expect(refused).toMatchObject({ id: '', basketLines: [] })
      expect(refused.errorCode).toBe('ERROR: This booking request came from another website, so we did not act on it. Go to the event on our website and book there.')
    }
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 0 })
  })

  it('cannot book with a form post either (text/plain or form-encoded), whatever it claims', async () => {
    const { event, adult } = await bookableEvent()
    const body = checkoutBody(event.eventId, adult.concessionId, 1)
    // A cross-site HTML form: refused for where it comes from, before its body is read.
    expect((await checkout(body, { 'content-type': 'text/plain', ...fromPage(EVIL, 'cross-site') })).status).toBe(403)
    expect((await checkout('eventId=1', { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL })).status).toBe(403)
    // And a body that is not JSON is refused on its own, even from no page at all.
    const plain = await checkout(body, { 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
    expect(((await plain.json()) as Basket).errorCode).toMatch(/must be sent as application\/json/)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 0 })
  })

  it('cannot empty a visitor\'s basket, even with the visitor\'s cookie sent along', async () => {
    const { basket, cookie, eventId } = await ownBasket()
    const answer = await fetch(`${base}${API}/baskets/${basket.id}/events/${eventId}`, { method: 'DELETE', headers: { cookie, ...fromPage(EVIL, 'cross-site') } })
    expect(answer.status).toBe(403)
    expect(await inventoryCounts(pool, eventId)).toMatchObject({ held: 2 })
  })

  it('does not stop the site\'s own pages, nor callers that are not browsers', async () => {
    const { event, adult } = await bookableEvent()
    const body = checkoutBody(event.eventId, adult.concessionId, 1)
    expect((await checkout(body, { 'content-type': 'application/json', ...fromPage(SITE, 'same-origin') })).status).toBe(201)
    expect((await checkout(body, { 'content-type': 'application/json', origin: SITE })).status).toBe(201)
    // The browser's word is taken over the Origin: a page on this very server, whatever SITE_URL says.
    expect((await checkout(body, { 'content-type': 'application/json', ...fromPage('http://localhost:3000', 'same-origin') })).status).toBe(201)
    expect((await checkout(body, { 'content-type': 'application/json' })).status).toBe(201)
    // Reading is not changing: a GET from anywhere is answered as usual.
    expect((await fetch(`${base}${API}/events/booking/${event.slug}`, { headers: fromPage(EVIL, 'cross-site') })).status).toBe(200)
  })
})

describe('a stranger who knows a basket id', () => {
  it('cannot read it: only the browser whose basket cookie names it can', async () => {
    const { basket, cookie } = await ownBasket()
    const stranger = await fetch(`${base}${API}/baskets/${basket.id}`)
    expect(stranger.status).toBe(404)
    expect(((await stranger.json()) as Basket)).toMatchObject({ id: '', basketLines: [], errorCode: expect.stringMatching(/^ERROR: We could not find your basket/) as unknown })
    const otherCookie = await fetch(`${base}${API}/baskets/${basket.id}`, { headers: { cookie: 'basketId=00000000-0000-4000-8000-000000000000' } })
    expect(otherCookie.status).toBe(404)
    const owner = await fetch(`${base}${API}/baskets/${basket.id}`, { headers: { cookie } })
    expect(owner.status).toBe(200)
    expect(await owner.json()).toMatchObject({ id: basket.id, numberOfTicketsInBasket: 2 })
  })

  it('cannot forge the basket cookie from the id (issue 23 point 4): an unsigned, altered or borrowed signature is no cookie', async () => {
    const { basket, cookie, eventId } = await ownBasket()
    const other = await ownBasket()
    const signature = cookie.split('.')[1]!
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    const forged = [
      `basketId=${basket.id}`,
      `basketId=${basket.id}.`,
      `basketId=${basket.id}.${flipped}`,
      `basketId=${basket.id}.${other.cookie.split('.')[1]!}`,
      `basketId=${basket.id.toUpperCase()}.${signature}`,
    ]
    for (const header of forged) {
      expect((await fetch(`${base}${API}/baskets/${basket.id}`, { headers: { cookie: header } })).status).toBe(404)
      expect((await fetch(`${base}${API}/baskets/${basket.id}/events/${eventId}`, { method: 'DELETE', headers: { cookie: header } })).status).toBe(404)
      expect((await fetch(`${base}${API}/baskets/${basket.id}/extend`, { method: 'POST', headers: { cookie: header } })).status).toBe(404)
    }
    expect(await inventoryCounts(pool, eventId)).toMatchObject({ held: 2 })
    expect((await fetch(`${base}${API}/baskets/${basket.id}`, { headers: { cookie } })).status).toBe(200)
  })

  it('cannot empty it, and the owner still can', async () => {
    const { basket, cookie, eventId } = await ownBasket()
    const stranger = await fetch(`${base}${API}/baskets/${basket.id}/events/${eventId}`, { method: 'DELETE' })
    expect(stranger.status).toBe(404)
    expect(await inventoryCounts(pool, eventId)).toMatchObject({ held: 2 })
    const owner = await fetch(`${base}${API}/baskets/${basket.id}/events/${eventId}`, { method: 'DELETE', headers: { cookie } })
    expect(owner.status).toBe(200)
    expect(cookieSet(owner, 'basketId')).toBe('')
    expect(await inventoryCounts(pool, eventId)).toMatchObject({ held: 0 })
  })
})

describe('the cookies a checkout sets', () => {
  it('are httpOnly, SameSite=Lax and for the whole site; the basket one lives no longer than the hold', async () => {
    const { event, adult } = await bookableEvent()
    const answer = await checkout(checkoutBody(event.eventId, adult.concessionId, 1), { 'content-type': 'application/json' })
    const cookies = answer.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('basketId='))).toMatch(/^basketId=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=1800;( Secure;)? HttpOnly; SameSite=Lax$/)
    expect(cookies.find((c) => c.startsWith('bookingSession='))).toMatch(/^bookingSession=[A-Za-z0-9_-]{24}; Path=\/;( Secure;)? HttpOnly; SameSite=Lax$/)
  })
})

describe('an id outside its column', () => {
  it('is answered with a 4xx within a second and never reaches the database', async () => {
    const { basket, cookie, eventId } = await ownBasket()
    const signal = () => AbortSignal.timeout(1_000)
    const tooBig = await fetch(`${base}${API}/baskets/checkout`, {
      method: 'POST',
      body: JSON.stringify({ eventId: '2147483648', concessionsToAddList: [{ concessionId: 'x', ticketsToAdd: 1 }] }),
      headers: { 'content-type': 'application/json' },
      signal: signal(),
    })
    expect(tooBig.status).toBe(400)
    const numeric = await fetch(`${base}${API}/baskets/checkout`, {
      method: 'POST',
      body: JSON.stringify({ eventId: 2147483648, concessionsToAddList: [] }),
      headers: { 'content-type': 'application/json' },
      signal: signal(),
    })
    expect(numeric.status).toBe(400)
    const removed = await fetch(`${base}${API}/baskets/${basket.id}/events/9999999999`, { method: 'DELETE', headers: { cookie }, signal: signal() })
    expect(removed.status).toBe(400)
    expect(((await removed.json()) as Basket).errorCode).toMatch(/^ERROR: /)
    expect(await inventoryCounts(pool, eventId)).toMatchObject({ held: 2 })
  })
})
