import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { createConsoleService } from '../../src/booking/console/console-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { queueDueSessionReminders, reminderOnceKey } from '../../src/booking/reminders/session-reminders'
import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'

/**
 * Reminders before each session of a course (issue 26 point 1, decision 0043) on the run's database:
 * what the worker's job writes to the outbox, when, and that it never writes one twice. The courses
 * meet in 2040, so the job, run at times then, sees no other test's sessions; the outbox rows it
 * writes fall due only then, so no other test's outbox run picks them up.
 */
let pool: pg.Pool
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const START = new Date('2040-03-05T18:00:00.000Z')
let made = 0

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await migratedBookingDatabase(), max: 8 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

/** A course of weekly sessions from START (each its own ids), with `bookings` confirmed bookings of one ticket. */
async function course(options: { sessions?: number; reminderDaysBefore?: number; bookings?: number; firstSession?: Date } = {}) {
  made += 1
  const first = options.firstSession ?? START
  const sessions = Array.from({ length: options.sessions ?? 3 }, (_, n) => ({
    sessionId: `reminder-${Date.now()}-${made}-${n}`,
    startsAt: new Date(first.getTime() + n * 7 * DAY).toISOString(),
    endsAt: new Date(first.getTime() + n * 7 * DAY + 2 * HOUR).toISOString(),
    place: n === 1 ? 'Studio 2' : null,
  }))
  const { event, concessionId } = await paidEvent(pool, {
    capacity: 20,
    sessions,
    dateTime: sessions[0]!.startsAt,
    endDateTime: sessions.at(-1)!.endsAt,
    reminderDaysBefore: options.reminderDaysBefore ?? 2,
  })
  const checkout = createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider() })
  const baskets: string[] = []
  for (let n = 0; n < (options.bookings ?? 1); n++) {
    const basket = await basketOf(event.eventId, concessionId, 1)
    await checkout.bypassCheckout(basket.id, startBody(basket, { email: `reminded${n}@example.org` }), { staffEmail: DEMO_USERS.staff.email })
    baskets.push(basket.id)
  }
  return { event, sessions, baskets }
}

async function remindersOf(baskets: readonly string[]) {
  const { rows } = await pool.query<{ basketId: string; to: string; onceKey: string; payload: Record<string, unknown>; dueAt: Date }>(
    `SELECT basket_id::text AS "basketId", to_address AS to, once_key AS "onceKey", payload, next_attempt_at AS "dueAt"
       FROM booking.email_outbox WHERE kind = 'session_reminder' AND basket_id = ANY($1::uuid[]) ORDER BY id`,
    [baskets],
  )
  return rows
}

describe('reminders before the sessions of a course', () => {
  it('writes one per booking for a session within two days, with what the e-mail says, and never a second however often or at once it runs', async () => {
    const { event, sessions, baskets } = await course({ bookings: 2 })
    // Three days before the first session: nothing yet.
    await queueDueSessionReminders(pool, new Date(START.getTime() - 3 * DAY))
    expect(await remindersOf(baskets)).toEqual([])

    const twoDaysBefore = new Date(START.getTime() - 2 * DAY + 60_000)
    const runs = await Promise.all(Array.from({ length: 5 }, () => queueDueSessionReminders(pool, twoDaysBefore)))
    await queueDueSessionReminders(pool, new Date(twoDaysBefore.getTime() + HOUR))
    expect(runs.reduce((sum, run) => sum + run.written, 0)).toBeGreaterThanOrEqual(2)
    const written = await remindersOf(baskets)
    expect(written.map((row) => row.onceKey).sort()).toEqual(baskets.map((basket) => reminderOnceKey(basket, sessions[0]!.sessionId)).sort())
    expect(written.map((row) => row.to).sort()).toEqual(['reminded0@example.org', 'reminded1@example.org'])
    expect(written[0]!.payload).toEqual({
      basketId: written[0]!.basketId,
      sessionId: sessions[0]!.sessionId,
      eventTitle: event.title,
      eventUri: event.uri,
      startsAt: sessions[0]!.startsAt.replace('.000Z', 'Z'),
      endsAt: sessions[0]!.endsAt.replace('.000Z', 'Z'),
      place: null,
      number: 1,
      of: 3,
    })
    expect(written[0]!.dueAt.getTime()).toBeLessThanOrEqual(twoDaysBefore.getTime())

    // A week on, the second session's (with its own place); the first has begun, and was reminded once.
    await queueDueSessionReminders(pool, new Date(new Date(sessions[1]!.startsAt).getTime() - DAY))
    const later = await remindersOf(baskets)
    expect(later).toHaveLength(4)
    expect(later.slice(2).map((row) => row.payload)).toEqual([expect.objectContaining({ sessionId: sessions[1]!.sessionId, number: 2, place: 'Studio 2' }), expect.objectContaining({ number: 2 })])
  })

  it('writes none for a session that has begun, none when the event says 0 days, and none for a booking with no ticket left', async () => {
    const underWay = await course({ firstSession: new Date(START.getTime() + 70 * DAY) })
    // Run after the first session began and within two days of the second: only the second's.
    await queueDueSessionReminders(pool, new Date(new Date(underWay.sessions[1]!.startsAt).getTime() - DAY))
    expect((await remindersOf(underWay.baskets)).map((row) => row.payload.number)).toEqual([2])

    const none = await course({ reminderDaysBefore: 0, firstSession: new Date(START.getTime() + 140 * DAY) })
    await queueDueSessionReminders(pool, new Date(new Date(none.sessions[0]!.startsAt).getTime() - HOUR))
    expect(await remindersOf(none.baskets)).toEqual([])

    const cancelled = await course({ firstSession: new Date(START.getTime() + 210 * DAY) })
    const { rows } = await pool.query<{ id: string }>(`SELECT id::text FROM booking.tickets WHERE basket_id = $1 AND state = 'sold'`, [cancelled.baskets[0]])
    for (const ticket of rows) await createConsoleService(pool).releaseTicket(ticket.id, { email: DEMO_USERS.staff.email })
    await queueDueSessionReminders(pool, new Date(new Date(cancelled.sessions[0]!.startsAt).getTime() - HOUR))
    expect(await remindersOf(cancelled.baskets)).toEqual([])
  })
})
