import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TakeRefusedError, takeTicketsWithOthers, TAKES_FOR_ANOTHER_BATCH, type TakeRequest } from '../../src/booking/basket/basket-repository'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'

import { concessionRow, inventoryCounts, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * Takes of one event sent together (decisions 0048 and 0049) against a real PostgreSQL: the takes that
 * arrive while the event's statements are in flight go as one statement, which writes each take in a
 * subtransaction of its own and then counts them under the event's lock, so each keeps its own answer,
 * a refused take leaves no row behind and nothing is held past the event's capacity.
 */
const NOW = new Date('2030-03-01T09:00:00.000Z')
let pool: pg.Pool
let statements: string[] = []

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 6 })
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

/** Resolves once `count` of this database's sessions wait for a lock (asked again until they do). */
async function lockWaiters(db: pg.PoolClient, count: number): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    )
    if (rows[0]!.n >= count) return
    // pg_stat_activity is read once per transaction unless the snapshot is let go.
    await db.query('SELECT pg_stat_clear_snapshot()')
  }
}

/**
 * Holds the event's lock in another transaction while one take of a ticket (of the event's first
 * concession) goes and waits for it; `queue` then sends more takes, which wait behind it in the process.
 * Resolves with the first take's answer and what `queue` returned, once the lock is let go.
 */
async function behindTheLock<T>(event: ReturnType<typeof inventoryRow>, queue: (locker: pg.PoolClient) => Promise<T>) {
  const locker = await pool.connect()
  try {
    await locker.query('BEGIN')
    await locker.query('SELECT 1 FROM booking.event_inventory WHERE event_id = $1 FOR UPDATE', [event.eventId])
    const first = outcome(takeTicketsWithOthers(pool, take(event, 1)))
    await lockWaiters(locker, 1)
    statements = []
    const queued = await queue(locker)
    await locker.query('COMMIT')
    expect(await first).toMatchObject({ held: [{ tickets: 1 }] })
    return queued
  } finally {
    locker.release()
  }
}

/** Sends `requests` (fewer than TAKES_FOR_ANOTHER_BATCH) as one batch, after one first take of a ticket. */
async function asOneBatch(event: ReturnType<typeof inventoryRow>, requests: TakeRequest[]) {
  expect(requests.length).toBeLessThan(TAKES_FOR_ANOTHER_BATCH)
  const answers = await behindTheLock(event, async () => requests.map((request) => outcome(takeTicketsWithOthers(pool, request))))
  const results = await Promise.all(answers)
  expect(statements).toEqual(['take-tickets-batch'])
  return results
}

async function rowsOfBasket(basketId: string) {
  const { rows } = await pool.query<{ baskets: number; holds: number; tickets: number }>(
    `SELECT (SELECT count(*)::int FROM booking.baskets WHERE id = $1) AS baskets,
            (SELECT count(*)::int FROM booking.holds WHERE basket_id = $1) AS holds,
            (SELECT count(*)::int FROM booking.tickets WHERE basket_id = $1) AS tickets`,
    [basketId],
  )
  return rows[0]
}

async function basketsOf(eventId: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM booking.baskets WHERE event_id = $1', [eventId])
  return rows[0]!.n
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
    expect(counts).toMatchObject({ held: 20, live: 20, tickets: 20 })
    // A refused take leaves no basket behind, whichever pass refused it.
    expect(await basketsOf(event.eventId)).toBe(20)
    // The first take goes alone; the rest queue behind it and go together.
    expect(statements.length).toBeLessThan(60 / 3)
    expect(statements.every((name) => name === 'take-tickets-batch')).toBe(true)
  })

  it('refuses a take in the middle of a batch alone: the takes before and after it are held', async () => {
    const event = await bookableEvent(11)
    const [two, three, four, five] = await asOneBatch(event, [take(event, 2), take(event, 1, 'no-such-concession'), take(event, 11), take(event, 3)])
    expect(two).toMatchObject({ held: [{ tickets: 2 }] })
    expect(three).toEqual({ refused: { reason: 'concessionNotFound', concessionId: 'no-such-concession' } })
    expect(four).toEqual({ refused: { reason: 'basketLimit', limit: 10 } })
    expect(five).toMatchObject({ held: [{ tickets: 3 }] })
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held: 6, live: 6, tickets: 6 })
    expect(await basketsOf(event.eventId)).toBe(3)
  })

  it('sends a second statement of the event once enough takes wait, which writes them while the first waits for the lock', async () => {
    const event = await bookableEvent(100)
    const answers = await behindTheLock(event, async (locker) => {
      const queued = Array.from({ length: TAKES_FOR_ANOTHER_BATCH }, () => outcome(takeTicketsWithOthers(pool, take(event, 1))))
      // The second statement waits for the lock beside the first: it waits only once it has written its takes.
      await lockWaiters(locker, 2)
      return queued
    })
    expect(statements).toEqual(['take-tickets-batch'])
    for (const answer of await Promise.all(answers)) expect(answer).toMatchObject({ held: [{ tickets: 1 }] })
    const held = 1 + TAKES_FOR_ANOTHER_BATCH
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held, live: held, tickets: held })
  })

  it("never sends one client's takes in two statements at once, so the open-basket cap holds for a client's burst", async () => {
    const event = await bookableEvent(100)
    const ofClient = () => ({ ...take(event, 1), clientKey: `client-${event.eventId}`, openBasketLimit: 2 })
    const locker = await pool.connect()
    await locker.query('BEGIN')
    await locker.query('SELECT 1 FROM booking.event_inventory WHERE event_id = $1 FOR UPDATE', [event.eventId])
    const first = outcome(takeTicketsWithOthers(pool, ofClient()))
    await lockWaiters(locker, 1)
    statements = []
    // Enough for a second statement, but all the same client's: they wait for the first to be answered.
    const burst = Array.from({ length: TAKES_FOR_ANOTHER_BATCH + 1 }, () => outcome(takeTicketsWithOthers(pool, ofClient())))
    expect(statements).toEqual([])
    await locker.query('COMMIT')
    locker.release()
    const answers = await Promise.all([first, ...burst])
    expect(answers.filter((answer) => 'held' in answer)).toHaveLength(2)
    for (const refused of answers.filter((answer) => 'refused' in answer)) expect(refused).toMatchObject({ refused: { reason: 'tooManyOpenBaskets' } })
    expect(statements).toEqual(['take-tickets-batch'])
  })

  it('counts a batch under the lock in order: a take the count refuses is undone whole, and the sold-out signal goes once', async () => {
    const event = await bookableEvent(5)
    const listener = await pool.connect()
    const notices: string[] = []
    let fenced: () => void = () => undefined
    listener.on('notification', (message) => (message.payload === 'fence' ? fenced() : notices.push(message.payload ?? '')))
    await listener.query('LISTEN council_events_sold_out_changed')
    const batch = [take(event, 3), take(event, 3), take(event, 1)]
    const [three, refused, one] = await asOneBatch(event, batch)
    // Four left once the first take is counted: 3 counted, the next 3 refused with 1 left, the last 1 counted.
    expect(three).toMatchObject({ held: [{ tickets: 3 }] })
    expect(refused).toEqual({ refused: { reason: 'notEnoughTickets', ticketsLeft: 1 } })
    expect(one).toMatchObject({ held: [{ tickets: 1 }] })
    const held = 5
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held, live: held, tickets: held })
    // The refused take wrote a basket, a hold and three tickets before the count: all gone.
    expect(await rowsOfBasket(batch[1]!.basketId)).toEqual({ baskets: 0, holds: 0, tickets: 0 })
    const soldOut = await pool.query<{ sold_out: boolean }>('SELECT sold_out FROM booking.event_inventory WHERE event_id = $1', [event.eventId])
    expect(soldOut.rows[0]!.sold_out).toBe(true)
    // Notices come in commit order: once this one is here, the batch's is too.
    const fence = new Promise<void>((resolve) => (fenced = resolve))
    await pool.query("SELECT pg_notify('council_events_sold_out_changed', 'fence')")
    await fence
    expect(notices).toEqual([String(event.eventId)])
    listener.release()
  })

  it('counts back the concessions of a take whose count is refused on a later concession', async () => {
    const adult = concessionRow({ concessionId: `a-adult-${randomUUID()}` })
    const child = concessionRow({ concessionId: `b-child-${randomUUID()}`, title: 'Child', numberAvailable: 1 })
    const event = await bookableEvent(50, [adult, child])
    const both = (adults: number): TakeRequest => ({
      ...take(event, 1),
      lines: [
        { concessionId: adult.concessionId, quantity: adults, unitPrice: 1250 },
        { concessionId: child.concessionId, quantity: 1, unitPrice: 600 },
      ],
    })
    const batch = [both(1), both(2)]
    const [first, second] = await asOneBatch(event, batch)
    expect(first).toMatchObject({ held: [{ tickets: 1 }, { tickets: 1 }] })
    // Adult (counted first) had room, Child had none left: the take's Adult units are counted back.
    expect(second).toEqual({ refused: { reason: 'concessionStock', concessionId: child.concessionId, unitsLeft: 0 } })
    expect(await rowsOfBasket(batch[1]!.basketId)).toEqual({ baskets: 0, holds: 0, tickets: 0 })
    const { rows } = await pool.query<{ concession_id: string; held: number }>(
      'SELECT concession_id, held FROM booking.concession_inventory WHERE event_id = $1 ORDER BY concession_id',
      [event.eventId],
    )
    expect(rows).toEqual([
      { concession_id: adult.concessionId, held: 2 },
      { concession_id: child.concessionId, held: 1 },
    ])
    const held = 3
    expect(await inventoryCounts(pool, event.eventId)).toMatchObject({ held, live: held, tickets: held })
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
