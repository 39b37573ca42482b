import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { basketSchema, bookingViewSchema } from '../../src/contracts/basket'
import {
  checkoutBasket as checkoutParsed,
  getBasket,
  getBookingView,
  parseCheckoutRequest,
  removeEventFromBasket,
} from '../../src/booking/basket/basket-service.server'
import {
  BasketLimitError,
  BasketNotFoundError,
  BasketStateError,
  ConcessionMaximumError,
  ConcessionNotFoundError,
  ConcessionStockError,
  EventNotOnSaleError,
  NotEnoughTicketsError,
} from '../../src/booking/basket/errors'
import { BookingError, EventNotFoundError, InvalidBookingRequestError } from '../../src/booking/errors'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'

import { concessionRow, inventoryCounts, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * The booking service against a real PostgreSQL: the booking view, the atomic take, expiry,
 * removal and the basket's states. Events are made in the booking schema directly. The service
 * answers typed results and throws typed BookingErrors; over HTTP, tests/integration/booking-api.test.ts.
 */
const NOW = new Date('2030-01-01T09:00:00.000Z')
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000)
let pool: pg.Pool

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 3 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

async function bookableEvent(overrides: Parameters<typeof inventoryRow>[0] = {}) {
  const row = inventoryRow(overrides)
  await upsertInventory(pool, row)
  return row
}

const request = (eventId: number, lines: Array<[string, number]>) => ({
  eventId,
  concessionsToAddList: lines.map(([concessionId, ticketsToAdd]) => ({ concessionId, ticketsToAdd })),
})

/** Checks out a request as a server action does: read with the schema, then the take. */
const checkoutBasket = (input: unknown, opts: Parameters<typeof checkoutParsed>[1]) => checkoutParsed(parseCheckoutRequest(input), opts)

/** The typed error a call is refused with (fails the test when the call succeeds or fails otherwise). */
async function refusal(work: () => Promise<unknown>): Promise<BookingError> {
  const error = await work().then(
    () => new Error('the call was not refused'),
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(BookingError)
  return error as BookingError
}

describe('the booking view', () => {
  it('shows the pool, each concession\'s maximum and prices in pence', async () => {
    const adult = concessionRow({ title: 'Adult', maxNumberAvailable: 4 })
    const family = concessionRow({ title: 'Family', numTicketsUsed: 2, concessionPrice: 2000, sortOrder: 1 })
    const limited = concessionRow({ title: 'Carer', numberAvailable: 1, sortOrder: 2, concessionPrice: 0 })
    const event = await bookableEvent({ capacity: 7, concessions: [adult, family, limited] })
    const view = await getBookingView(event.slug, NOW)
    expect(bookingViewSchema.parse(view)).toEqual(view)
    expect(view).toMatchObject({
      id: String(event.eventId),
      uri: event.uri,
      status: 'paid',
      totalNumberOfTicketsAvailable: 7,
      ticketsSelectable: 7,
      maxTicketsPerBasket: 10,
      gl: 'GL1',
      costCode: 'CC1',
      serviceTerms: '<p>Terms</p>',
    })
    expect(view!.concessions.map((c) => [c.title, c.numberAvailable, c.maxNumberAvailable, c.unitPrice])).toEqual([
      ['Adult', 4, 4, 1250],
      ['Family', 3, null, 2000],
      ['Carer', 1, 1, 0],
    ])
  })

  it('is null for an unknown slug, a withdrawn event and a slug that is not one', async () => {
    expect(await getBookingView('no-such-event', NOW)).toBeNull()
    expect(await getBookingView('../etc/passwd', NOW)).toBeNull()
    const event = await bookableEvent()
    await pool.query('UPDATE booking.booking_events SET published = false WHERE event_id = $1', [event.eventId])
    expect(await getBookingView(event.slug, NOW)).toBeNull()
  })

  it('offers nothing on a closed event', async () => {
    const event = await bookableEvent({ salesTo: minutes(-1).toISOString() })
    const view = await getBookingView(event.slug, NOW)
    expect(view).toMatchObject({ status: 'closed', ticketsSelectable: 0 })
    expect(view!.concessions[0]!.numberAvailable).toBe(0)
  })
})

describe('checkout', () => {
  it('holds the tickets, one ticket row per ticket, and answers the basket', async () => {
    const adult = concessionRow({ title: 'Adult' })
    const family = concessionRow({ title: 'Family', numTicketsUsed: 2, concessionPrice: 2000, sortOrder: 1 })
    const event = await bookableEvent({ capacity: 10, concessions: [adult, family] })
    const body = await checkoutBasket(request(event.eventId, [[adult.concessionId, 1], [family.concessionId, 2]]), { now: NOW })
    expect(basketSchema.parse(body)).toEqual(body)
    expect(body).toMatchObject({
      errorCode: '',
      state: 'open',
      eventId: String(event.eventId),
      basketTime: Math.floor(NOW.getTime() / 1000),
      numberOfTicketsInBasket: 5,
      eventUri: event.uri,
      completeURI: event.uri,
      checkoutGuidance: '<p>Bring a pen</p>',
    })
    expect(body.concessions.map((c) => [c.title, c.numberSelected, c.totalPrice])).toEqual([
      ['Adult', 1, 1250],
      ['Family', 2, 4000],
    ])
    expect(body.basketLines.map((l) => [l.concessionId, l.quantity, l.tickets.length])).toEqual([
      [adult.concessionId, 1, 1],
      [family.concessionId, 2, 4],
    ])
    expect(new Set(body.basketLines.flatMap((l) => l.tickets.map((t) => t.id))).size).toBe(5)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 5, live: 5, tickets: 5 })
    expect((await getBookingView(event.slug, NOW))!.totalNumberOfTicketsAvailable).toBe(5)

    expect(await getBasket(body.id, minutes(1))).toEqual(body)
  })

  it('refuses more tickets than are left, and holds nothing', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 3, concessions: [adult] })
    const error = await refusal(() => checkoutBasket(request(event.eventId, [[adult.concessionId, 4]]), { now: NOW }))
    expect(error).toBeInstanceOf(NotEnoughTicketsError)
    expect(error.message).toBe('Sorry, there are only 3 tickets left for this event. Choose fewer tickets and try again.')
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 0, tickets: 0 })
  })

  it('says sold out when no ticket is left', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 1, concessions: [adult] })
    await checkoutBasket(request(event.eventId, [[adult.concessionId, 1]]), { now: NOW })
    const error = await refusal(() => checkoutBasket(request(event.eventId, [[adult.concessionId, 1]]), { now: NOW }))
    expect(error).toBeInstanceOf(NotEnoughTicketsError)
    expect(error.message).toBe('Sorry, this event is sold out.')
  })

  it('keeps a basket within the ticket limit, counting tickets used per unit', async () => {
    const family = concessionRow({ numTicketsUsed: 2 })
    const event = await bookableEvent({ capacity: 100, concessions: [family] })
    const error = await refusal(() => checkoutBasket(request(event.eventId, [[family.concessionId, 6]]), { now: NOW }))
    expect(error).toBeInstanceOf(BasketLimitError)
    expect(error.message).toBe('You can book at most 10 tickets in one booking.')
    expect((await checkoutBasket(request(event.eventId, [[family.concessionId, 5]]), { now: NOW })).numberOfTicketsInBasket).toBe(10)
  })

  it('keeps a concession within its per-booking maximum and its own stock', async () => {
    const child = concessionRow({ title: 'Child', maxNumberAvailable: 2 })
    const carer = concessionRow({ title: 'Carer', numberAvailable: 1, sortOrder: 1 })
    const event = await bookableEvent({ concessions: [child, carer] })
    const tooMany = await refusal(() => checkoutBasket(request(event.eventId, [[child.concessionId, 3]]), { now: NOW }))
    expect(tooMany).toBeInstanceOf(ConcessionMaximumError)
    expect(tooMany.message).toBe('You can book at most 2 Child in one booking.')
    await checkoutBasket(request(event.eventId, [[carer.concessionId, 1]]), { now: NOW })
    const gone = await refusal(() => checkoutBasket(request(event.eventId, [[carer.concessionId, 1]]), { now: NOW }))
    expect(gone).toBeInstanceOf(ConcessionStockError)
    expect(gone.message).toBe('Sorry, Carer tickets are sold out. Choose another ticket type.')
  })

  it('refuses an unknown event, a closed one and one booked elsewhere', async () => {
    const adult = concessionRow()
    const unknown = await refusal(() => checkoutBasket(request(7_999_999, [[adult.concessionId, 1]]), { now: NOW }))
    expect(unknown).toBeInstanceOf(EventNotFoundError)
    expect(unknown.message).toMatch(/could not find this event/)
    const closed = await bookableEvent({ salesFrom: minutes(60).toISOString(), concessions: [concessionRow()] })
    const early = await refusal(() => checkoutBasket(request(closed.eventId, [[closed.concessions[0]!.concessionId, 1]]), { now: NOW }))
    expect(early).toBeInstanceOf(EventNotOnSaleError)
    expect(early.message).toBe('Tickets for this event are not on sale at the moment.')
    const listed = await bookableEvent({ externalListingUrl: 'https://example.com', concessions: [concessionRow()] })
    expect(await refusal(() => checkoutBasket(request(listed.eventId, [[listed.concessions[0]!.concessionId, 1]]), { now: NOW }))).toBeInstanceOf(EventNotOnSaleError)
  })

  it.each([
    ['no body', undefined],
    ['a list', []],
    ['a missing event id', { concessionsToAddList: [{ concessionId: 'a', ticketsToAdd: 1 }] }],
    ['a text quantity', { eventId: 1, concessionsToAddList: [{ concessionId: 'a', ticketsToAdd: 'two' }] }],
    ['a negative quantity', { eventId: 1, concessionsToAddList: [{ concessionId: 'a', ticketsToAdd: -1 }] }],
    ['a repeated concession', { eventId: 1, concessionsToAddList: [{ concessionId: 'a', ticketsToAdd: 1 }, { concessionId: 'a', ticketsToAdd: 1 }] }],
    ['an event id past the integer column', { eventId: '2147483648', concessionsToAddList: [{ concessionId: 'a', ticketsToAdd: 1 }] }],
  ])('refuses %s with a clear message before any query', async (_, body) => {
    const error = await refusal(async () => checkoutBasket(body, { now: NOW }))
    expect(error).toBeInstanceOf(InvalidBookingRequestError)
    expect(error.message).toMatch(/^We could not read your ticket choice \(.+\)\. Go back to the event/)
  })

  it('asks for a ticket when every quantity is 0', async () => {
    const event = await bookableEvent()
    const error = await refusal(() => checkoutBasket(request(event.eventId, [[event.concessions[0]!.concessionId, 0]]), { now: NOW }))
    expect(error).toBeInstanceOf(InvalidBookingRequestError)
    expect(error.message).toBe('Choose at least one ticket before checking out.')
  })

  it('refuses a concession of another event', async () => {
    const event = await bookableEvent()
    const other = await bookableEvent()
    const error = await refusal(() => checkoutBasket(request(event.eventId, [[other.concessions[0]!.concessionId, 1]]), { now: NOW }))
    expect(error).toBeInstanceOf(ConcessionNotFoundError)
    expect(error.message).toMatch(/no longer on sale/)
  })

  it('clears the previous basket and lets its tickets count for the new one', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 4, concessions: [adult] })
    const first = await checkoutBasket(request(event.eventId, [[adult.concessionId, 3]]), { now: NOW })
    const second = await checkoutBasket(request(event.eventId, [[adult.concessionId, 4]]), { now: minutes(1), previousBasketId: first.id })
    expect(second.numberOfTicketsInBasket).toBe(4)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 4, live: 4, tickets: 4 })
    const old = await getBasket(first.id, minutes(1))
    expect(old).toMatchObject({ state: 'cleared', basketLines: [], numberOfTicketsInBasket: 0 })
  })

  it('leaves the previous basket alone when the new checkout fails', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 2, concessions: [adult] })
    const first = await checkoutBasket(request(event.eventId, [[adult.concessionId, 2]]), { now: NOW })
    expect(await refusal(() => checkoutBasket(request(event.eventId, [[adult.concessionId, 3]]), { now: NOW, previousBasketId: first.id }))).toBeInstanceOf(
      NotEnoughTicketsError,
    )
    expect((await getBasket(first.id, NOW)).basketLines).toHaveLength(1)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 2 })
  })
})

describe('the hold', () => {
  it('frees its tickets once 30 minutes have passed, without anything sweeping', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 2, concessions: [adult] })
    const held = await checkoutBasket(request(event.eventId, [[adult.concessionId, 2]]), { now: NOW })
    expect((await getBookingView(event.slug, minutes(29)))!.totalNumberOfTicketsAvailable).toBe(0)
    expect((await getBookingView(event.slug, minutes(30)))!.totalNumberOfTicketsAvailable).toBe(2)
    const expired = await getBasket(held.id, minutes(30))
    expect(expired).toMatchObject({ state: 'expired', basketLines: [], numberOfTicketsInBasket: 0, errorCode: '' })
    const next = await checkoutBasket(request(event.eventId, [[adult.concessionId, 2]]), { now: minutes(31) })
    expect(next.numberOfTicketsInBasket).toBe(2)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 2, live: 2, tickets: 2 })
    const { rows } = await pool.query('SELECT state FROM booking.holds WHERE basket_id = $1', [held.id])
    expect(rows).toEqual([{ state: 'expired' }])
  })

  it('frees a concession\'s own stock on expiry too', async () => {
    const carer = concessionRow({ numberAvailable: 1 })
    const event = await bookableEvent({ concessions: [carer] })
    await checkoutBasket(request(event.eventId, [[carer.concessionId, 1]]), { now: NOW })
    expect(await refusal(() => checkoutBasket(request(event.eventId, [[carer.concessionId, 1]]), { now: minutes(10) }))).toBeInstanceOf(ConcessionStockError)
    expect((await checkoutBasket(request(event.eventId, [[carer.concessionId, 1]]), { now: minutes(30) })).numberOfTicketsInBasket).toBe(1)
  })
})

describe('removing an event from a basket', () => {
  it('gives the tickets back at once, and again is harmless', async () => {
    const adult = concessionRow()
    const event = await bookableEvent({ capacity: 3, concessions: [adult] })
    const held = await checkoutBasket(request(event.eventId, [[adult.concessionId, 3]]), { now: NOW })
    const removed = await removeEventFromBasket(held.id, event.eventId, minutes(1))
    expect(removed).toMatchObject({ state: 'cleared', basketLines: [], errorCode: '' })
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 0, live: 0, tickets: 0 })
    expect((await getBookingView(event.slug, minutes(1)))!.totalNumberOfTicketsAvailable).toBe(3)
    const again = await removeEventFromBasket(held.id, event.eventId, minutes(2))
    expect(again.basketLines).toEqual([])
  })

  it('refuses to change a basket that has been ordered', async () => {
    const event = await bookableEvent()
    const held = await checkoutBasket(request(event.eventId, [[event.concessions[0]!.concessionId, 1]]), { now: NOW })
    await pool.query(`UPDATE booking.baskets SET state = 'ordered' WHERE id = $1`, [held.id])
    const refused = await refusal(() => removeEventFromBasket(held.id, event.eventId, minutes(1)))
    expect(refused).toBeInstanceOf(BasketStateError)
    expect(refused.message).toBe('An order has already been placed for this basket, so it can no longer be changed.')
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 1 })
    const read = await getBasket(held.id, minutes(1))
    expect(read).toMatchObject({ state: 'ordered', numberOfTicketsInBasket: 1 })
  })

  it('does not find an unknown or malformed basket id, and refuses an event id outside the column', async () => {
    expect(await refusal(() => removeEventFromBasket('00000000-0000-4000-8000-000000000000', 1, NOW))).toBeInstanceOf(BasketNotFoundError)
    expect(await refusal(() => removeEventFromBasket('not-a-uuid', 1, NOW))).toBeInstanceOf(BasketNotFoundError)
    expect(await refusal(() => getBasket('not-a-uuid', NOW))).toBeInstanceOf(BasketNotFoundError)
    const missing = await refusal(() => getBasket('00000000-0000-4000-8000-000000000000', NOW))
    expect(missing.message).toMatch(/could not find your basket/)
    const event = await bookableEvent()
    const held = await checkoutBasket(request(event.eventId, [[event.concessions[0]!.concessionId, 1]]), { now: NOW })
    expect(await refusal(() => removeEventFromBasket(held.id, 9_999_999_999, NOW))).toBeInstanceOf(InvalidBookingRequestError)
  })
})

describe('a rush', () => {
  it('sells exactly the pool to 300 buyers at once, and tells every other one why', async () => {
    const adult = concessionRow({ title: 'Adult' })
    const family = concessionRow({ title: 'Family', numTicketsUsed: 2, sortOrder: 1 })
    const event = await bookableEvent({ capacity: 50, concessions: [adult, family] })
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) =>
        checkoutBasket(request(event.eventId, i % 3 === 0 ? [[family.concessionId, 1]] : [[adult.concessionId, 1 + (i % 2)]]), { now: NOW }),
      ),
    )
    const heldTickets = results.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value.numberOfTicketsInBasket : 0), 0)
    expect(heldTickets).toBe(50)
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []))
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.every((reason) => reason instanceof NotEnoughTicketsError && /^Sorry, (this event is sold out|there (is|are) only)/.test(reason.message))).toBe(true)
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 50, live: 50, tickets: 50 })
    expect((await getBookingView(event.slug, NOW))!.totalNumberOfTicketsAvailable).toBe(0)
  })
})
