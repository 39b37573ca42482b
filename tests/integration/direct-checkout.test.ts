import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { NextRequest } from 'next/server'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as checkoutRoute } from '../../src/app/eventsbookingapi/baskets/checkout/route'
import type { Basket } from '../../src/booking/api/schemas'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'
import { withDirectCheckout } from '../../src/server/http-server'

import { concessionRow, inventoryCounts, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * The production server's direct checkout route (src/server/http-server.ts) over real HTTP on a
 * real PostgreSQL: it must answer exactly as the Next.js route handler does, and hold under a rush.
 * Every other request falls through to the handler behind it (here a stand-in answering 418).
 */
let pool: pg.Pool
let server: Server
let base: string

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
  server = createServer(
    withDirectCheckout((_req, res) => {
      res.writeHead(418, { 'content-type': 'text/plain' })
      res.end('next.js')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await pool?.end()
  await closeBookingPool()
})

const CHECKOUT = '/eventsbookingapi/baskets/checkout'

function post(body: string, cookie?: string) {
  return fetch(`${base}${CHECKOUT}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `basketId=${cookie}` } : {}) },
  })
}

async function bookableEvent(overrides: Parameters<typeof inventoryRow>[0] = {}) {
  const event = inventoryRow(overrides)
  await upsertInventory(pool, event)
  return event
}

describe('the direct checkout route', () => {
  it('takes the tickets, answers the basket and sets the same basket cookie as the route handler', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 10, concessions: [adult] })
    const body = JSON.stringify({ eventId: String(event.eventId), concessionsToAddList: [{ concessionId: adult.concessionId, ticketsToAdd: 2 }] })

    const direct = await post(body)
    expect(direct.status).toBe(201)
    expect(direct.headers.get('cache-control')).toBe('no-store')
    expect(direct.headers.get('content-type')).toBe('application/json')
    const basket = (await direct.json()) as Basket
    expect(basket).toMatchObject({ eventId: String(event.eventId), numberOfTicketsInBasket: 2, errorCode: '' })
    expect(direct.headers.get('set-cookie')).toBe(`basketId=${basket.id}; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax`)

    const viaNext = await checkoutRoute(new NextRequest(`http://localhost${CHECKOUT}`, { method: 'POST', body }))
    const nextBasket = (await viaNext.json()) as Basket
    expect(viaNext.status).toBe(201)
    // The same answer but for the basket's own id, time and ticket ids.
    const comparable = (b: Basket) => ({ ...b, id: '', basketTime: 0, basketLines: b.basketLines.map((line) => ({ ...line, tickets: line.tickets.length })) })
    expect(comparable(basket)).toEqual(comparable(nextBasket))
    expect(viaNext.cookies.get('basketId')).toMatchObject({ value: nextBasket.id, httpOnly: true, sameSite: 'lax', path: '/', maxAge: 1800 })
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 4 })
  })

  it('clears the basket the cookie names when the next checkout succeeds', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 5, concessions: [adult] })
    const body = JSON.stringify({ eventId: String(event.eventId), concessionsToAddList: [{ concessionId: adult.concessionId, ticketsToAdd: 3 }] })
    const first = (await (await post(body)).json()) as Basket
    const second = await post(body, first.id)
    expect(second.status).toBe(201)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 3, live: 3 })
  })

  it('answers 400 to a body that is not JSON and 413 to one far too large, with an errorCode, holding nothing', async () => {
    const unreadable = await post('{"eventId": 1, ')
    expect(unreadable.status).toBe(400)
    expect(unreadable.headers.get('set-cookie')).toBeNull()
    expect(((await unreadable.json()) as Basket).errorCode).toBe(
      'ERROR: We could not read your ticket choice (the request body is not JSON). Go back to the event and choose your tickets again.',
    )
    const huge = await post(JSON.stringify({ eventId: '1', padding: 'x'.repeat(70_000) }))
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as Basket).errorCode).toMatch(/^ERROR: .*too large/)
  })

  it('answers a refusal with its 4xx and errorCode, as the route handler does', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 1, concessions: [adult] })
    const body = JSON.stringify({ eventId: String(event.eventId), concessionsToAddList: [{ concessionId: adult.concessionId, ticketsToAdd: 2 }] })
    const direct = await post(body)
    const viaNext = await checkoutRoute(new NextRequest(`http://localhost${CHECKOUT}`, { method: 'POST', body }))
    expect(direct.status).toBe(409)
    expect(viaNext.status).toBe(409)
    expect(((await direct.json()) as Basket).errorCode).toBe(((await viaNext.json()) as Basket).errorCode)
  })

  it('leaves every other request to Next.js', async () => {
    expect((await fetch(`${base}${CHECKOUT}`)).status).toBe(418)
    expect((await fetch(`${base}/eventsbookingapi/baskets/checkout-other`, { method: 'POST', body: '{}' })).status).toBe(418)
    expect((await fetch(`${base}/events`)).status).toBe(418)
  })

  it('sells exactly the pool to 300 buyers at once over HTTP, and tells every other one why', async () => {
    const adult = concessionRow({ title: 'Adult' })
    const family = concessionRow({ title: 'Family', numTicketsUsed: 2, sortOrder: 1 })
    const event = await bookableEvent({ capacity: 50, concessions: [adult, family] })
    const responses = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const line = i % 3 === 0 ? { concessionId: family.concessionId, ticketsToAdd: 1 } : { concessionId: adult.concessionId, ticketsToAdd: 1 }
        const response = await post(JSON.stringify({ eventId: String(event.eventId), concessionsToAddList: [line] }))
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
