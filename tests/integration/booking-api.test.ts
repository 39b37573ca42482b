import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { type BookingApiApp } from '../../src/api/route-group'
import type { Basket } from '../../src/contracts/basket'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'
import { createBookingApiServer } from '../../src/server/booking-api-server'

import { basketCookie } from './support/basket-cookie'
import { concessionRow, inventoryCounts, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * The booking API over real HTTP on a real PostgreSQL, through its own server as every environment
 * runs it (src/server/booking-api-server.ts; nginx sends it /eventsbookingapi: one-address.test.ts).
 * Covers the calls, the basket cookie, what a
 * hostile or broken client sends, an unexpected fault and a rush.
 */
let pool: pg.Pool
const servers: Array<{ server: Server; api: BookingApiApp }> = []
let base: string

async function serve(deps = bookingApiDeps(), logger = pino({ level: 'silent' })): Promise<string> {
  // Behind a proxy on this machine, so each test buyer below is a client of its own (decision 0016).
  const web = await createBookingApiServer(deps, { logger, trustProxy: '127.0.0.1' })
  servers.push(web)
  await new Promise<void>((resolve) => web.server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
  base = await serve()
})

afterAll(async () => {
  for (const { server, api } of servers) {
    await api.close()
    await new Promise((resolve) => server.close(resolve))
  }
  await pool?.end()
  await closeBookingPool()
})

const API = '/eventsbookingapi'

let buyers = 0

/** A checkout by a buyer of their own (a distinct address), or the one whose basket `cookie` names. */
function post(body: string, options: { cookie?: string; contentType?: string } = {}) {
  buyers += 1
  return fetch(`${base}${API}/baskets/checkout`, {
    method: 'POST',
    body,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-forwarded-for': `10.0.${Math.floor(buyers / 250)}.${buyers % 250}`,
      ...(options.cookie ? { cookie: basketCookie(options.cookie) } : {}),
    },
  })
}

/** The basket cookie an answer sets, among its Set-Cookie headers. */
function basketCookieSet(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('basketId='))
}

async function bookableEvent(overrides: Parameters<typeof inventoryRow>[0] = {}) {
  const event = inventoryRow(overrides)
  await upsertInventory(pool, event)
  return event
}

function checkoutBody(eventId: number | string, concessionId: string, ticketsToAdd: number): string {
  return JSON.stringify({ eventId: String(eventId), concessionsToAddList: [{ concessionId, ticketsToAdd }] })
}

const NOT_JSON = 'ERROR: We could not read your ticket choice (the request body is not JSON). Go back to the event and choose your tickets again.'

describe('the booking API', () => {
  it('answers its health and an event\'s booking view, and 404 with an errorCode for an unknown slug', async () => {
    const health = await fetch(`${base}${API}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' })
    const event = await bookableEvent()
    const found = await fetch(`${base}${API}/events/booking/${event.slug}`)
    expect(found.status).toBe(200)
    expect(found.headers.get('cache-control')).toBe('no-store')
    expect(found.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await found.json()).toMatchObject({ id: String(event.eventId), totalNumberOfTicketsAvailable: 50 })
    const missing = await fetch(`${base}${API}/events/booking/nope`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { errorCode: string }).errorCode).toMatch(/^ERROR: We could not find this event/)
  })

  it('takes the tickets, answers the basket and sets the httpOnly basket cookie', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 10, concessions: [adult] })
    const response = await post(checkoutBody(event.eventId, adult.concessionId, 2))
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const basket = (await response.json()) as Basket
    expect(basket).toMatchObject({ eventId: String(event.eventId), numberOfTicketsInBasket: 2, state: 'open', errorCode: '' })
    expect(basketCookieSet(response)).toBe(`${basketCookie(basket.id)}; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax`)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 2 })
  })

  it('clears the basket the cookie names when the next checkout succeeds, and removes the cookie with the last line', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 5, concessions: [adult] })
    const body = checkoutBody(event.eventId, adult.concessionId, 3)
    const first = (await (await post(body)).json()) as Basket
    const second = await post(body, { cookie: first.id })
    expect(second.status).toBe(201)
    const secondBasket = (await second.json()) as Basket
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 3, live: 3 })
    expect(await (await fetch(`${base}${API}/baskets/${first.id}`, { headers: { cookie: basketCookie(first.id) } })).json()).toMatchObject({ state: 'cleared', basketLines: [] })

    const removed = await fetch(`${base}${API}/baskets/${secondBasket.id}/events/${event.eventId}`, { method: 'DELETE', headers: { cookie: basketCookie(secondBasket.id) } })
    expect(removed.status).toBe(200)
    expect(removed.headers.get('set-cookie')).toBe('basketId=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    expect(await removed.json()).toMatchObject({ state: 'cleared', basketLines: [], errorCode: '' })
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 0 })
    // A basket the cookie does not name is not the caller's to empty (decision 0016): not found, cookie left alone.
    const other = (await (await post(body)).json()) as Basket
    const removedOther = await fetch(`${base}${API}/baskets/${other.id}/events/${event.eventId}`, { method: 'DELETE' })
    expect(removedOther.status).toBe(404)
    expect(removedOther.headers.get('set-cookie')).toBeNull()
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 3 })
  })

  it('answers a refusal with its 4xx and errorCode in a basket, holding nothing and setting no cookie', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 1, concessions: [adult] })
    const refused = await post(checkoutBody(event.eventId, adult.concessionId, 2))
    expect(refused.status).toBe(409)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(await refused.json()).toMatchObject({
      id: '',
      basketLines: [],
      errorCode: 'ERROR: Sorry, there is only 1 ticket left for this event. Choose fewer tickets and try again.',
    })
    const unknownBasket = await fetch(`${base}${API}/baskets/x`)
    expect(unknownBasket.status).toBe(404)
    expect(((await unknownBasket.json()) as Basket).errorCode).toMatch(/^ERROR: We could not find your basket/)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 0 })
  })

})

describe('what a hostile or broken client sends', () => {
  it('answers 400 to a body that is not JSON or is empty, with the errorCode in a basket', async () => {
    const unreadable = await post('{"eventId": 1, ')
    expect(unreadable.status).toBe(400)
    expect(unreadable.headers.get('set-cookie')).toBeNull()
    expect(unreadable.headers.get('cache-control')).toBe('no-store')
    expect(((await unreadable.json()) as Basket).errorCode).toBe(NOT_JSON)
    const empty = await post('')
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as Basket).errorCode).toMatch(/^ERROR: .*the request body is empty/)
  })

  it('answers 413 to a body over 64 KB and 415 to one that is not sent as JSON', async () => {
    const huge = await post(JSON.stringify({ eventId: '1', padding: 'x'.repeat(70_000) }))
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as Basket).errorCode).toMatch(/^ERROR: .*too large/)
    const text = await post(checkoutBody(1, 'a', 1), { contentType: 'text/plain' })
    expect(text.status).toBe(415)
    expect(((await text.json()) as Basket).errorCode).toMatch(/^ERROR: .*must be sent as application\/json/)
    const form = await post('eventId=1', { contentType: 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
  })

  it('refuses ids outside their column at once, before any query', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ concessions: [adult] })
    const tooBig = await post(checkoutBody('2147483648', adult.concessionId, 1))
    expect(tooBig.status).toBe(400)
    expect(((await tooBig.json()) as Basket).errorCode).toMatch(/^ERROR: We could not read your ticket choice \(eventId: /)
    expect((await post(JSON.stringify({ eventId: 2147483648, concessionsToAddList: [] }))).status).toBe(400)
    const basket = (await (await post(checkoutBody(event.eventId, adult.concessionId, 1))).json()) as Basket
    for (const eventId of ['9999999999', '99999999999999999999', '0', '-1', '1e3']) {
      const removed = await fetch(`${base}${API}/baskets/${basket.id}/events/${eventId}`, { method: 'DELETE' })
      expect(removed.status).toBe(400)
      expect(((await removed.json()) as Basket).errorCode).toMatch(/^ERROR: /)
    }
    expect((await fetch(`${base}${API}/baskets/${'9'.repeat(500)}`)).status).toBe(400)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 1 })
  })

  it('answers 404 JSON to a path or method it does not serve, and 400 to a path it cannot decode', async () => {
    for (const [method, path] of [['GET', `${API}/nothing`], ['GET', API], ['PUT', `${API}/baskets/checkout`], ['POST', `${API}/health`]] as const) {
      const answer = await fetch(`${base}${path}`, { method })
      expect(answer.status).toBe(404)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(((await answer.json()) as { errorCode: string }).errorCode).toMatch(/^ERROR: There is no such booking API address/)
    }
    const garbled = await fetch(`${base}${API}/baskets/%E0%A4%A`)
    expect(garbled.status).toBe(400)
    expect(((await garbled.json()) as { errorCode: string }).errorCode).toMatch(/^ERROR: /)
  })

  it('answers an unexpected fault with 500 and a reference the log records, never the fault itself', async () => {
    const lines: string[] = []
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) })
    const failing = bookingApiDeps()
    failing.basketService = {
      ...failing.basketService,
      getBasket: async () => {
        throw new Error('password authentication failed for user "booking"')
      },
    }
    const broken = await serve(failing, logger)
    const answer = await fetch(`${broken}${API}/baskets/00000000-0000-4000-8000-000000000000`, { headers: { cookie: basketCookie('00000000-0000-4000-8000-000000000000') } })
    expect(answer.status).toBe(500)
    const reference = answer.headers.get('x-error-reference')!
    expect(reference).toMatch(/^[0-9a-f]{12}$/)
    const text = await answer.text()
    expect(text).not.toMatch(/password|at .*\.ts/)
    expect((JSON.parse(text) as Basket).errorCode).toMatch(new RegExp(`^ERROR: Something went wrong on our side.*${reference}`))
    const logged = lines.map((line) => JSON.parse(line) as { errorReference?: string; err?: { message: string } }).find((line) => line.errorReference === reference)
    expect(logged?.err?.message).toBe('password authentication failed for user "booking"')
  })
})

describe('a rush', () => {
  it('sells exactly the pool to 300 buyers at once over HTTP, with no 5xx, and tells every other one why', async () => {
    const adult = concessionRow({ title: 'Adult' })
    const family = concessionRow({ title: 'Family', numTicketsUsed: 2, sortOrder: 1 })
    const event = await bookableEvent({ capacity: 50, concessions: [adult, family] })
    const responses = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const response = await post(checkoutBody(event.eventId, i % 3 === 0 ? family.concessionId : adult.concessionId, 1))
        return { status: response.status, body: (await response.json()) as Basket }
      }),
    )
    const held = responses.filter((r) => r.status === 201).reduce((sum, r) => sum + r.body.numberOfTicketsInBasket, 0)
    expect(held).toBe(50)
    expect(responses.filter((r) => r.status >= 500)).toEqual([])
    expect(responses.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.errorCode.startsWith('ERROR: '))).toBe(true)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 50, live: 50, tickets: 50 })
  })
})
