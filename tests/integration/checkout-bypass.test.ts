import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { DEMO_USERS } from '../../src/content/seed/demo-users'
import { BOOKING_REFERENCE_PATTERN } from '../../src/domain/booking-reference'

import { API, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { basketOf, bookingCounts, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'
import { seededPayload } from './support/seeded-payload'

/**
 * The staff bypass (spec 000 sections 6 and 7) over real HTTP, with sessions made and verified by
 * the real Payload on the run's database: no session 401, an editor 403, staff 200 (cookie or
 * Bearer), and a bypassed order is confirmed once without a payment.
 */
let payload: Payload
let pool: pg.Pool
let base: string

beforeAll(async () => {
  payload = await seededPayload(new Date())
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  const checkout = createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider() })
  base = await serveBookingApi({}, { ...bookingApiDeps(), checkout })
})

afterAll(async () => {
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

async function tokenOf(user: { email: string; password: string }): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: user.password } })
  if (!token) throw new Error('no token')
  return token
}

async function bypass(basketId: string, body: unknown, headers: Record<string, string> = {}, path = `/checkout/${basketId}/bypass`) {
  return fetch(`${base}${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

async function openBasket() {
  const { event, concessionId } = await paidEvent(pool)
  return { event, basket: await basketOf(event.eventId, concessionId, 2) }
}

describe('the staff bypass', () => {
  it('answers 401 without a session and with a token that does not verify, changing nothing', async () => {
    const { basket } = await openBasket()
    expect((await bypass(basket.id, startBody(basket))).status).toBe(401)
    const forged = await bypass(basket.id, startBody(basket), { authorization: 'Bearer not.a.token' })
    expect(forged.status).toBe(401)
    expect(((await forged.json()) as { errorCode: string }).errorCode).toBe('ERROR: Sign in as a member of staff to bypass payment.')
    expect((await orderAndPayments(pool, basket.id)).order).toBeNull()
  })

  it('answers 403 to an editor, whose role is content only', async () => {
    const { basket } = await openBasket()
    const answer = await bypass(basket.id, startBody(basket), { authorization: `Bearer ${await tokenOf(DEMO_USERS.editor)}` })
    expect(answer.status).toBe(403)
    expect((await orderAndPayments(pool, basket.id)).order).toBeNull()
  })

  it('confirms the order without a payment for staff signed in by cookie, and says where to go', async () => {
    const { event, basket } = await openBasket()
    // As the checkout page's own fetch sends it: Payload takes its cookie only from a same-origin request.
    const answer = await bypass(basket.id, startBody(basket), { cookie: `payload-token=${await tokenOf(DEMO_USERS.staff)}`, 'sec-fetch-site': 'same-origin' })
    expect(answer.status).toBe(200)
    const stored = await orderAndPayments(pool, basket.id)
    expect(stored.order).toMatchObject({ state: 'confirmed', bypassedBy: DEMO_USERS.staff.email, bookingReference: expect.stringMatching(BOOKING_REFERENCE_PATTERN) })
    // The short reference residents read out, and the long id the page reads the booking by.
    expect(await answer.json()).toEqual({ redirectUrl: `/bypass-success?bookingReference=${stored.order!.bookingReference}&basketId=${basket.id}` })
    expect(stored.payments).toEqual([])
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1 })
  })

  it('takes the spec\'s bypass order call from an administrator by Bearer token, once', async () => {
    const { event, basket } = await openBasket()
    const headers = { authorization: `Bearer ${await tokenOf(DEMO_USERS.admin)}` }
    const body = { basketId: basket.id, byPass: true, ...startBody(basket) }
    expect((await bypass(basket.id, body, headers, `/baskets/${basket.id}/orders`)).status).toBe(200)
    const again = await bypass(basket.id, body, headers, `/baskets/${basket.id}/orders`)
    expect(again.status).toBe(409)
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 2, confirmationEmails: 1 })
  })
})
