import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { releaseBasket, takeTickets, type TakeRequest } from '../../src/booking/basket/basket-repository'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'
import { reopenSoldOutEvents, SOLD_OUT_CHANNEL, ticketsAvailableNow } from '../../src/booking/inventory/sold-out-repository'
import { toListingCard } from '../../src/booking/search/listing-search'
import { searchListingRows } from '../../src/booking/search/search-repository'

import { inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * The sold-out signal (docs/decisions/0012) against a real PostgreSQL: an event's
 * crossing to or from zero tickets is announced once, from the transaction that caused it, to
 * every listener; holds that merely expire are found by the watch's statement, which two
 * servers can run at once without both announcing.
 */
const NOW = new Date('2030-01-01T09:00:00.000Z')
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000)
let url: string
let pool: pg.Pool
const listeners: pg.Client[] = []

beforeAll(async () => {
  url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 4 })
})

afterAll(async () => {
  for (const listener of listeners) await listener.end()
  await pool?.end()
})

let fences = 0

/**
 * A listener (as a CDN purger would be), recording the event ids it is told about. `noticesSince()` sends a fence
 * notice and waits for it: notices arrive in commit order, so whatever came before the fence is
 * everything the earlier transactions announced, and nothing needs a timed wait.
 */
async function soldOutListener() {
  const received: number[] = []
  let wake: () => void = () => undefined
  const listener = new pg.Client({ connectionString: url })
  listeners.push(listener)
  listener.on('notification', (message) => {
    if (message.channel !== SOLD_OUT_CHANNEL) return
    received.push(Number(message.payload))
    wake()
  })
  await listener.connect()
  await listener.query(`LISTEN ${SOLD_OUT_CHANNEL}`)
  let read = 0
  return {
    async noticesSince(): Promise<number[]> {
      fences += 1
      const fence = -fences
      const arrived = new Promise<void>((resolve) => {
        wake = () => {
          if (received.includes(fence)) resolve()
        }
      })
      await pool.query('SELECT pg_notify($1, $2)', [SOLD_OUT_CHANNEL, String(fence)])
      await arrived
      const fresh = received.slice(read).filter((id) => id > 0)
      read = received.length
      return fresh
    },
  }
}

async function bookableEvent(capacity: number) {
  const row = inventoryRow({ capacity })
  await upsertInventory(pool, row)
  return row
}

function take(event: ReturnType<typeof inventoryRow>, quantity: number, at = NOW, previousBasketId: string | null = null): TakeRequest & { basketId: string } {
  return {
    basketId: randomUUID(),
    eventId: event.eventId,
    lines: [{ concessionId: event.concessions[0]!.concessionId, quantity, unitPrice: 1250 }],
    now: at,
    basketTime: at.getTime(),
    expiresAt: new Date(at.getTime() + 30 * 60_000),
    ticketLimit: 10,
    previousBasketId,
  }
}

async function soldOutFlag(eventId: number): Promise<boolean> {
  const { rows } = await pool.query<{ sold_out: boolean }>('SELECT sold_out FROM booking.event_inventory WHERE event_id = $1', [eventId])
  return rows[0]!.sold_out
}

describe('the sold-out signal', () => {
  it('announces the take of the last ticket once, and holds that leave tickets not at all', async () => {
    const server = await soldOutListener()
    await server.noticesSince()
    const event = await bookableEvent(3)
    await takeTickets(pool, take(event, 2))
    expect(await server.noticesSince()).toEqual([])
    await takeTickets(pool, take(event, 1))
    expect(await server.noticesSince()).toEqual([event.eventId])
    expect(await soldOutFlag(event.eventId)).toBe(true)
    expect(await ticketsAvailableNow(pool, event.eventId, NOW)).toBe(0)
  })

  it('announces a basket line given back that brings tickets back, and only the first', async () => {
    const server = await soldOutListener()
    const event = await bookableEvent(2)
    const first = take(event, 1)
    const second = take(event, 1)
    await takeTickets(pool, first)
    await takeTickets(pool, second)
    expect(await server.noticesSince()).toEqual([event.eventId])
    await releaseBasket(pool, first.basketId, event.eventId, minutes(1))
    expect(await server.noticesSince()).toEqual([event.eventId])
    expect(await soldOutFlag(event.eventId)).toBe(false)
    await releaseBasket(pool, second.basketId, null, minutes(2))
    expect(await server.noticesSince()).toEqual([])
  })

  it('tells every listener', async () => {
    const one = await soldOutListener()
    const two = await soldOutListener()
    await Promise.all([one.noticesSince(), two.noticesSince()])
    const event = await bookableEvent(1)
    await takeTickets(pool, take(event, 1))
    expect(await one.noticesSince()).toEqual([event.eventId])
    expect(await two.noticesSince()).toEqual([event.eventId])
  })

  it('finds an event whose holds expired with the watch, and two watches at once announce it once', async () => {
    const server = await soldOutListener()
    const event = await bookableEvent(1)
    await takeTickets(pool, take(event, 1))
    expect(await server.noticesSince()).toEqual([event.eventId])
    // Before the hold's 30 minutes are up nothing has come back.
    expect(await reopenSoldOutEvents(pool, minutes(10))).not.toContain(event.eventId)
    const [a, b] = await Promise.all([reopenSoldOutEvents(pool, minutes(31)), reopenSoldOutEvents(pool, minutes(31))])
    expect([...a, ...b].filter((id) => id === event.eventId)).toEqual([event.eventId])
    // The watch looks at every event (other tests' too): this one is announced exactly once.
    expect((await server.noticesSince()).filter((id) => id === event.eventId)).toEqual([event.eventId])
    expect(await reopenSoldOutEvents(pool, minutes(32))).not.toContain(event.eventId)
    expect(await soldOutFlag(event.eventId)).toBe(false)
  })

  it('lets a take that releases expired holds announce the event back before the watch does', async () => {
    const server = await soldOutListener()
    const event = await bookableEvent(2)
    await takeTickets(pool, take(event, 2))
    expect(await server.noticesSince()).toEqual([event.eventId])
    await takeTickets(pool, take(event, 1, minutes(31)))
    expect(await server.noticesSince()).toEqual([event.eventId])
    expect(await soldOutFlag(event.eventId)).toBe(false)
  })

  it('announces an editor\'s capacity change that sells the event out or brings it back', async () => {
    const server = await soldOutListener()
    const event = await bookableEvent(3)
    await takeTickets(pool, take(event, 2))
    await server.noticesSince()
    await upsertInventory(pool, { ...event, capacity: 2 })
    expect(await server.noticesSince()).toEqual([event.eventId])
    await upsertInventory(pool, { ...event, capacity: 2, title: 'Renamed' })
    expect(await server.noticesSince()).toEqual([])
    await upsertInventory(pool, { ...event, capacity: 5 })
    expect(await server.noticesSince()).toEqual([event.eventId])
  })

  it('knows nothing of an event without a pool', async () => {
    expect(await ticketsAvailableNow(pool, 987_654_321, NOW)).toBeNull()
  })

  it('gives a listing card the live count: Sold Out once the last ticket is held, bookable when it is back', async () => {
    const event = await bookableEvent(1)
    const word = `livecard${event.eventId}`
    await upsertInventory(pool, { ...event, title: `${event.title} ${word}` })
    const card = async (at: Date) => {
      const rows = await searchListingRows(pool, { contentTypes: [event.contentType], now: at, term: word, orderBy: 'date', limit: 12, offset: 0 })
      expect(rows.cards).toHaveLength(1)
      return toListingCard(rows.cards[0]!, at)
    }
    expect((await card(NOW)).status).toBe('paid')
    const basket = take(event, 1)
    await takeTickets(pool, basket)
    expect(await card(NOW)).toMatchObject({ status: 'soldOut', statusLabel: 'Sold Out' })
    // The hold's 30 minutes are up: the card is bookable again before anything is written.
    expect((await card(minutes(31))).status).toBe('paid')
    await releaseBasket(pool, basket.basketId, null, minutes(1))
    expect((await card(minutes(1))).status).toBe('paid')
  })
})

