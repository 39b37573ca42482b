import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { basketSchema } from '../../src/contracts/basket'
import { checkoutBasket, getBasket, parseCheckoutRequest, removeEventFromBasket } from '../../src/booking/basket/basket-service.server'
import { BasketNotFoundError, BasketStateError, HoldExtensionRefusedError, NotEnoughTicketsError } from '../../src/booking/basket/errors'
import { BOOKING_MESSAGES } from '../../src/booking/booking-messages'
import { BookingError } from '../../src/booking/errors'
import { extendBasketHold, holdExtensionsLeftFor } from '../../src/booking/basket/hold-extension-service.server'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'
import { basketTimeAt } from '../../src/domain/basket-hold'

import { API, checkoutBody, closeBookingApiServers, cookieSet, serveBookingApi } from './support/booking-api-server'
import { concessionRow, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * Time to finish (WCAG 2.2.1, docs/decisions/0022) against a real PostgreSQL: the hold moves on by
 * 10 minutes at most twice, basket, holds and basketTime together, and the take's availability
 * follows the extended hold. Over HTTP: only the basket's owner may extend it.
 */
const NOW = new Date('2030-01-01T09:00:00.000Z')
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000)
let pool: pg.Pool

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
})

afterAll(async () => {
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

async function eventWithCapacity(capacity: number) {
  const adult = concessionRow({ title: 'Adult' })
  const row = inventoryRow({ capacity, concessions: [adult] })
  await upsertInventory(pool, row)
  return { eventId: row.eventId, concessionId: adult.concessionId }
}

async function basketOf(tickets: number, capacity = 10, now = NOW) {
  const event = await eventWithCapacity(capacity)
  const basket = await checkoutBasket(parseCheckoutRequest({ eventId: event.eventId, concessionsToAddList: [{ concessionId: event.concessionId, ticketsToAdd: tickets }] }), { now })
  return { event, basket }
}

async function refusal(work: () => Promise<unknown>): Promise<BookingError> {
  const error = await work().then(
    () => new Error('the call was not refused'),
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(BookingError)
  return error as BookingError
}

async function expiries(basketId: string) {
  const { rows } = await pool.query<{ basket: Date; holds: Date[] }>(
    `SELECT b.expires_at AS basket, array(SELECT h.expires_at FROM booking.holds h WHERE h.basket_id = b.id AND h.state = 'held') AS holds
     FROM booking.baskets b WHERE b.id = $1`,
    [basketId],
  )
  return rows[0]!
}

describe('extending the hold', () => {
  it('moves basketTime, the basket\'s expiry and every held hold\'s expiry on by 10 minutes, twice', async () => {
    const { basket } = await basketOf(2)
    expect(basket.basketTime).toBe(basketTimeAt(NOW))
    expect(await holdExtensionsLeftFor(basket.id)).toBe(2)

    const once = await extendBasketHold(basket.id, minutes(28))
    expect(basketSchema.parse(once)).toEqual(once)
    expect(once.basketTime).toBe(basket.basketTime + 600)
    expect(once.basketLines[0]?.tickets).toHaveLength(2)
    expect(await expiries(basket.id)).toEqual({ basket: minutes(40), holds: [minutes(40)] })
    expect(await holdExtensionsLeftFor(basket.id)).toBe(1)

    const twice = await extendBasketHold(basket.id, minutes(39))
    expect(twice.basketTime).toBe(basket.basketTime + 1200)
    expect(await expiries(basket.id)).toEqual({ basket: minutes(50), holds: [minutes(50)] })
    expect(await holdExtensionsLeftFor(basket.id)).toBe(0)

    // The basket reads open with its lines until the new expiry, and expired after it.
    expect((await getBasket(basket.id, minutes(49))).basketLines).toHaveLength(1)
    expect((await getBasket(basket.id, minutes(50))).state).toBe('expired')
  })

  it('refuses a third extension with a clear message, changing nothing', async () => {
    const { basket } = await basketOf(1)
    await extendBasketHold(basket.id, minutes(1))
    await extendBasketHold(basket.id, minutes(2))
    const error = await refusal(() => extendBasketHold(basket.id, minutes(3)))
    expect(error).toBeInstanceOf(HoldExtensionRefusedError)
    expect(error.message).toBe(BOOKING_MESSAGES.holdExtensionLimit)
    expect(await expiries(basket.id)).toEqual({ basket: minutes(50), holds: [minutes(50)] })
  })

  it('refuses a basket whose 30 minutes have ended, and one that was removed', async () => {
    const { basket } = await basketOf(1)
    const late = await refusal(() => extendBasketHold(basket.id, minutes(30)))
    expect(late).toBeInstanceOf(HoldExtensionRefusedError)
    expect(late.message).toBe(BOOKING_MESSAGES.holdExpired)

    const removed = await basketOf(1)
    await removeEventFromBasket(removed.basket.id, removed.event.eventId, minutes(1))
    expect(await refusal(() => extendBasketHold(removed.basket.id, minutes(2)))).toBeInstanceOf(HoldExtensionRefusedError)
  })

  it('refuses a basket that has been ordered, and an unknown one', async () => {
    const { basket } = await basketOf(1)
    await pool.query(`UPDATE booking.baskets SET state = 'ordered' WHERE id = $1`, [basket.id])
    const ordered = await refusal(() => extendBasketHold(basket.id, minutes(5)))
    expect(ordered).toBeInstanceOf(BasketStateError)
    expect(await holdExtensionsLeftFor(basket.id)).toBe(0)
    expect(await refusal(() => extendBasketHold('00000000-0000-4000-8000-000000000000', NOW))).toBeInstanceOf(BasketNotFoundError)
    expect(await refusal(() => extendBasketHold('not-a-basket', NOW))).toBeInstanceOf(BasketNotFoundError)
    expect(await holdExtensionsLeftFor('not-a-basket')).toBe(0)
  })

  it('keeps the tickets from other buyers for the extended time, and frees them after it', async () => {
    const { event, basket } = await basketOf(2, 2)
    await extendBasketHold(basket.id, minutes(29))
    const take = (now: Date) =>
      checkoutBasket(parseCheckoutRequest({ eventId: event.eventId, concessionsToAddList: [{ concessionId: event.concessionId, ticketsToAdd: 1 }] }), { now })
    // Without the extension the tickets would be free at 30 minutes; with it they are held until 40.
    expect(await refusal(() => take(minutes(35)))).toBeInstanceOf(NotEnoughTicketsError)
    const other = await take(minutes(40))
    expect(other.basketLines[0]?.tickets).toHaveLength(1)
  })
})

describe('POST /eventsbookingapi/baskets/{basketId}/extend', () => {
  it('extends the owner\'s basket and answers it with the new basketTime; a stranger is told 404', async () => {
    const base = await serveBookingApi({ trustProxy: '127.0.0.1' })
    const event = await eventWithCapacity(5)
    const made = await fetch(`${base}${API}/baskets/checkout`, {
      method: 'POST',
      body: checkoutBody(event.eventId, event.concessionId, 1),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.29.0.1' },
    })
    expect(made.status).toBe(201)
    const basket = basketSchema.parse(await made.json())
    const cookie = `basketId=${cookieSet(made, 'basketId')}`

    const stranger = await fetch(`${base}${API}/baskets/${basket.id}/extend`, { method: 'POST' })
    expect(stranger.status).toBe(404)
    expect(((await stranger.json()) as { errorCode: string }).errorCode).toBe(`ERROR: ${BOOKING_MESSAGES.basketNotFound}`)

    const crossSite = await fetch(`${base}${API}/baskets/${basket.id}/extend`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.status).toBe(403)

    const extended = await fetch(`${base}${API}/baskets/${basket.id}/extend`, { method: 'POST', headers: { cookie } })
    expect(extended.status).toBe(200)
    const body = basketSchema.parse(await extended.json())
    expect(body.basketTime).toBe(basket.basketTime + 600)
    expect(body.errorCode).toBe('')

    await fetch(`${base}${API}/baskets/${basket.id}/extend`, { method: 'POST', headers: { cookie } })
    const third = await fetch(`${base}${API}/baskets/${basket.id}/extend`, { method: 'POST', headers: { cookie } })
    expect(third.status).toBe(409)
    expect(((await third.json()) as { errorCode: string }).errorCode).toBe(`ERROR: ${BOOKING_MESSAGES.holdExtensionLimit}`)
  })
})
