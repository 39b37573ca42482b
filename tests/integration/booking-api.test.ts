import { NextRequest } from 'next/server'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getBasketRoute } from '../../src/app/eventsbookingapi/baskets/[basketId]/route'
import { DELETE as removeEventRoute } from '../../src/app/eventsbookingapi/baskets/[basketId]/events/[eventId]/route'
import { POST as checkoutRoute } from '../../src/app/eventsbookingapi/baskets/checkout/route'
import { GET as bookingViewRoute } from '../../src/app/eventsbookingapi/events/booking/[slug]/route'
import type { Basket } from '../../src/booking/api/schemas'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'

import { concessionRow, inventoryCounts, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/** The four booking route handlers, called as Next.js calls them: thin, no-store, 4xx never 5xx. */
const BASE = 'http://localhost/eventsbookingapi'
let pool: pg.Pool

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

function post(body: string, cookie?: string) {
  return new NextRequest(`${BASE}/baskets/checkout`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `basketId=${cookie}` } : {}) },
  })
}

const params = <T>(value: T) => ({ params: Promise.resolve(value) })

describe('the booking API', () => {
  it('answers the booking view, and 404 with an errorCode for an unknown slug', async () => {
    const event = inventoryRow()
    await upsertInventory(pool, event)
    const found = await bookingViewRoute(new Request(`${BASE}/events/booking/${event.slug}`), params({ slug: event.slug }))
    expect(found.status).toBe(200)
    expect(found.headers.get('cache-control')).toBe('no-store')
    expect(await found.json()).toMatchObject({ id: String(event.eventId), totalNumberOfTicketsAvailable: 50 })
    const missing = await bookingViewRoute(new Request(`${BASE}/events/booking/nope`), params({ slug: 'nope' }))
    expect(missing.status).toBe(404)
    expect((await missing.json()).errorCode).toMatch(/^ERROR: We could not find this event/)
  })

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await checkoutRoute(post('{"eventId": 1, '))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(((await response.json()) as Basket).errorCode).toBe(
      'ERROR: We could not read your ticket choice (the request body is not JSON). Go back to the event and choose your tickets again.',
    )
    expect(response.cookies.get('basketId')).toBeUndefined()
  })

  it('sets the basket cookie on checkout, clears the previous basket named by it, and removes the cookie with the last line', async () => {
    const adult = concessionRow()
    const event = inventoryRow({ capacity: 5, concessions: [adult] })
    await upsertInventory(pool, event)
    const body = JSON.stringify({ eventId: String(event.eventId), concessionsToAddList: [{ concessionId: adult.concessionId, ticketsToAdd: 3 }] })

    const first = await checkoutRoute(post(body))
    expect(first.status).toBe(201)
    const firstBasket = (await first.json()) as Basket
    const cookie = first.cookies.get('basketId')!
    expect(cookie).toMatchObject({ value: firstBasket.id, httpOnly: true, sameSite: 'lax', path: '/', maxAge: 1800 })

    const second = await checkoutRoute(post(body, firstBasket.id))
    expect(second.status).toBe(201)
    const secondBasket = (await second.json()) as Basket
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 3 })

    const old = await getBasketRoute(new Request(`${BASE}/baskets/${firstBasket.id}`), params({ basketId: firstBasket.id }))
    expect(await old.json()).toMatchObject({ state: 'cleared', basketLines: [] })

    const removed = await removeEventRoute(
      new NextRequest(`${BASE}/baskets/${secondBasket.id}/events/${event.eventId}`, { method: 'DELETE', headers: { cookie: `basketId=${secondBasket.id}` } }),
      params({ basketId: secondBasket.id, eventId: String(event.eventId) }),
    )
    expect(removed.status).toBe(200)
    expect(removed.cookies.get('basketId')).toMatchObject({ value: '', maxAge: 0 })
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 0 })
  })

  it('answers 404 with an errorCode for a basket that does not exist', async () => {
    const response = await getBasketRoute(new Request(`${BASE}/baskets/x`), params({ basketId: 'x' }))
    expect(response.status).toBe(404)
    expect(((await response.json()) as Basket).errorCode).toMatch(/^ERROR: We could not find your basket/)
  })
})
