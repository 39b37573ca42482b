import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TakeRefusedError, takeTicketsWithOthers, TAKE_BATCH_MAX, type TakeRequest } from '../../src/booking/basket/basket-repository'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'

import { concessionRow, inventoryCounts, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * Takes of one event sent together (decision 0048) against a real PostgreSQL: the takes that arrive while
 * the event's statement is in flight go as one statement, each in a subtransaction of its own, so each
 * keeps its own answer and nothing is held past the event's capacity.
 */
const NOW = new Date('2030-03-01T09:00:00.000Z')
let pool: pg.Pool
let statements: string[] = []

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 4 })
  // Counts what is sent: the batch statement's name, or the lone take's.
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  ;(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const config = args[0] as { name?: string }
    if (typeof config === 'object' && config?.name?.startsWith('take-tickets')) statements.push(config.name)
    return query(...args)
  }
})

afterAll(async () => {
  await pool?.end()
})

async function bookableEvent(capacity: number, concessions = [concessionRow({ title: 'Adult' })]) {
  const row = inventoryRow({ capacity, concessions })
  await upsertInventory(pool, row)
  return row
}

function take(event: ReturnType<typeof inventoryRow>, quantity: number, concessionId = event.concessions[0]!.concessionId, previousBasketId: string | null = null): TakeRequest {
  return {
    basketId: randomUUID(),
    eventId: event.eventId,
    lines: [{ concessionId, quantity, unitPrice: 1250 }],
    now: NOW,
    basketTime: NOW.getTime(),
    expiresAt: new Date(NOW.getTime() + 30 * 60_000),
    ticketLimit: 10,
    previousBasketId,
  }
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (holds) => ({ held: holds as Array<{ tickets: number; ticketIds: string[] }> }),
    (error: unknown) => ({ refused: error instanceof TakeRefusedError ? error.refusal : { reason: String(error) } }),
  )

describe('takes of one event sent together', () => {
  it('holds exactly the capacity for a crowd, in fewer statements than takes, and refuses the rest with what is left', async () => {
    const event = await bookableEvent(20)
    statements = []
    const results = await Promise.all(Array.from({ length: 60 }, () => outcome(takeTicketsWithOthers(pool, take(event, 1)))))
    const held = results.filter((result) => 'held' in result)
    expect(held).toHaveLength(20)
    expect(results.filter((result) => 'refused' in result).map((result) => ('refused' in result ? result.refused : null))).toEqual(
      Array.from({ length: 40 }, () => ({ reason: 'notEnoughTickets', ticketsLeft: 0 })),
    )
    expect(new Set(held.flatMap((result) => ('held' in result ? result.held[0]!.ticketIds : []))).size).toBe(20)
    const counts = await inventoryCounts(pool, event.eventId)
    expect(counts).toMatchObject({ held: 20, live: 20 })
    // The first take goes alone; the 59 that queued behind it go at most TAKE_BATCH_MAX at a time.
    expect(statements.length).toBeLessThanOrEqual(1 + Math.ceil(59 / TAKE_BATCH_MAX))
    expect(statements.every((name) => name === 'take-tickets-batch')).toBe(true)
  })

  it('refuses a take in the middle of a batch alone: the takes before and after it are held', async () => {
    const event = await bookableEvent(10)
    const first = outcome(takeTicketsWithOthers(pool, take(event, 1)))
    // These three queue behind the first and go together.
    const before = outcome(takeTicketsWithOthers(pool, take(event, 2)))
    const unknown = outcome(takeTicketsWithOthers(pool, take(event, 1, 'no-such-concession')))
    const tooMany = outcome(takeTicketsWithOthers(pool, take(event, 11)))
    const after = outcome(takeTicketsWithOthers(pool, take(event, 3)))
    const [one, two, three, four, five] = await Promise.all([first, before, unknown, tooMany, after])
    expect(one).toMatchObject({ held: [{ tickets: 1 }] })
    expect(two).toMatchObject({ held: [{ tickets: 2 }] })
    expect(three).toEqual({ refused: { reason: 'concessionNotFound', concessionId: 'no-such-concession' } })
    expect(four).toEqual({ refused: { reason: 'basketLimit', limit: 10 } })
    expect(five).toMatchObject({ held: [{ tickets: 3 }] })
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 6, live: 6 })
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM booking.baskets WHERE event_id = $1 AND state = 'open'", [event.eventId])
    expect(rows[0]!.n).toBe(3)
  })

  it('sends a take that clears a previous basket alone, and keeps other events apart', async () => {
    const one = await bookableEvent(5)
    const two = await bookableEvent(5)
    const earlier = take(one, 2)
    await takeTicketsWithOthers(pool, earlier)
    statements = []
    const [again, other] = await Promise.all([takeTicketsWithOthers(pool, take(one, 1, undefined, earlier.basketId)), takeTicketsWithOthers(pool, take(two, 4))])
    expect(again[0]!.tickets).toBe(1)
    expect(other[0]!.tickets).toBe(4)
    expect(statements.sort()).toEqual(['take-tickets', 'take-tickets-batch'])
    expect(await inventoryCounts(pool, one.eventId)).toMatchObject({ held: 1, live: 1 })
    expect(await inventoryCounts(pool, two.eventId)).toMatchObject({ held: 4, live: 4 })
  })
})
