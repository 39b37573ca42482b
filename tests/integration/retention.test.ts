import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { createConsoleService } from '../../src/booking/console/console-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { eventEndsFrom } from '../../src/booking/retention/event-ends'
import { anonymiseDueData, type EventEnds, type RetentionReport } from '../../src/booking/retention/retention-job'
import { createWaitingListService } from '../../src/booking/waiting-list/waiting-list-service.server'

import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'
import { joinConfirmed } from './support/waiting-list'

/**
 * Retention (issue 13 point 5, decision 0027) on a real PostgreSQL, with data made by the real
 * services: a confirmed booking (bypassed by staff), an order placed but never paid, waiting-list
 * entries, a register mark and the confirmation e-mail. The clock is set in 1989-1990, before any
 * other test's events, so only this file's events can be due and the counts are exact.
 */
const DAY = 86_400_000
const NOW = new Date('1990-06-01T12:00:00Z')
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY)
const STAFF = { email: 'staff@example.gov.uk' }
const RETENTION_DAYS = 365

let pool: pg.Pool
let clock = NOW
/** Event ends as the content would answer them; an event missing counts from its start. */
const ends = new Map<number, Date | null>()
const eventEnds: EventEnds = async (ids) => new Map(ids.filter((id) => ends.has(id)).map((id) => [id, ends.get(id)!]))

beforeAll(async () => {
  await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

function run(now = NOW, on: pg.Pool = pool, lookup: EventEnds = eventEnds): Promise<RetentionReport> {
  return anonymiseDueData(on, now, { retentionDays: RETENTION_DAYS, eventEnds: lookup })
}

/**
 * An event on `startsAt` (and `endsAt`, as the content says) with 3 places, booked 20 days before:
 * a confirmed booking of 2 tickets made from a client address, an order of 1 ticket placed and
 * not paid (so the event is full), 2 people on the waiting list, the first ticket marked present,
 * and the confirmation e-mail sent (or, with `emailSent` false, still waiting in the outbox).
 */
async function bookedEvent(startsAt: Date, options: { endsAt?: Date; emailSent?: boolean } = {}) {
  const { event, concessionId } = await paidEvent(pool, { dateTime: startsAt.toISOString(), capacity: 3 })
  const id = event.eventId
  if (options.endsAt) ends.set(id, options.endsAt)
  clock = new Date(startsAt.getTime() - 20 * DAY)
  const checkout = createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider(), clock: () => clock })
  const paid = await basketOf(id, concessionId, 2, clock)
  await checkout.bypassCheckout(paid.id, startBody(paid, { email: `ada-${id}@example.org` }), { now: clock, staffEmail: STAFF.email })
  await pool.query(`UPDATE booking.baskets SET client_key = '203.0.113.7' WHERE id = $1`, [paid.id])
  const placed = await basketOf(id, concessionId, 1, clock)
  await checkout.startCheckout(placed.id, startBody(placed, { firstName: 'Grace', lastName: 'Hopper', email: `grace-${id}@example.org` }), {
    now: clock,
    cookieBasketId: placed.id,
  })
  const waitingList = createWaitingListService(pool, () => clock)
  await joinConfirmed(pool, waitingList, { eventID: String(id), firstName: 'Wendy', lastName: 'Waite', email: `wendy-${id}@example.org` })
  await joinConfirmed(pool, waitingList, { eventID: String(id), firstName: 'Walter', lastName: 'Waite', email: `walter-${id}@example.org` })
  const register = createConsoleService(pool, () => startsAt)
  const { attendanceData } = await register.eventAttendees(String(id))
  expect(attendanceData).toHaveLength(2)
  await register.setAttendance(attendanceData[0]!.ticketID, true, STAFF)
  if (options.emailSent ?? true) {
    await pool.query(
      `UPDATE booking.email_outbox SET state = 'sent', sent_at = $2, subject = 'Booking confirmed: Test event', html = '<p>Dear Ada Lovelace, 1 High Street</p>' WHERE basket_id = $1`,
      [paid.id, clock],
    )
  }
  return { id, paidBasket: paid.id, placedBasket: placed.id }
}

/** Every personal field this event's data holds, table by table, in a stable order. */
async function personalData(eventId: number) {
  const { rows } = await pool.query(
    `SELECT
       (SELECT json_agg(json_build_object('email', customer_email, 'client', client_key) ORDER BY created_at, id) FROM booking.baskets WHERE event_id = $1) AS baskets,
       (SELECT json_agg(json_build_object('purchaser', purchaser, 'holders', ticket_holders) ORDER BY created_at, basket_id) FROM booking.orders WHERE event_id = $1) AS orders,
       (SELECT json_agg(json_build_object('first', holder_first_name, 'last', holder_last_name, 'requirements', special_requirements, 'answers', answers) ORDER BY created_at, id)
          FROM booking.tickets WHERE event_id = $1) AS tickets,
       (SELECT json_agg(json_build_object('first', first_name, 'last', last_name, 'email', email) ORDER BY created_at, id) FROM booking.waiting_list_entries WHERE event_id = $1) AS "waitingList",
       (SELECT json_agg(json_build_object('to', e.to_address, 'html', e.html, 'lastError', e.last_error, 'state', e.state) ORDER BY e.id)
          FROM booking.email_outbox e JOIN booking.baskets b ON b.id = e.basket_id WHERE b.event_id = $1) AS emails`,
    [eventId],
  )
  return rows[0] as Record<'baskets' | 'orders' | 'tickets' | 'waitingList' | 'emails', unknown[]>
}

/** What the staff reports and the accounts read of an event: none of it may change. */
async function whatReportsCount(eventId: number) {
  const consoleService = createConsoleService(pool)
  const attendees = await consoleService.eventAttendees(String(eventId))
  const waitingList = await consoleService.eventWaitingList(String(eventId))
  const perDay = await consoleService.bookingsPerDay(String(eventId))
  const { rows } = await pool.query(
    `SELECT
       (SELECT json_agg(json_build_object('state', state, 'total', total_pence, 'reference', booking_reference, 'newsletter', newsletter) ORDER BY created_at, basket_id) FROM booking.orders WHERE event_id = $1) AS orders,
       (SELECT json_agg(json_build_object('state', t.state, 'concession', t.concession_id, 'attended', a.attended, 'markedBy', a.marked_by) ORDER BY t.created_at, t.id) FROM booking.tickets t LEFT JOIN booking.attendance a ON a.ticket_id = t.id WHERE t.event_id = $1) AS tickets,
       (SELECT json_build_object('sold', sold, 'held', held, 'capacity', capacity) FROM booking.event_inventory WHERE event_id = $1) AS inventory,
       (SELECT json_agg(json_build_object('state', p.state, 'amount', p.amount_pence, 'reference', p.transaction_reference) ORDER BY p.created_at, p.id) FROM booking.payments p JOIN booking.orders o ON o.basket_id = p.basket_id WHERE o.event_id = $1) AS payments`,
    [eventId],
  )
  return {
    attendees: attendees.attendanceData.map((attendee) => ({ ticket: attendee.ticketID, reference: attendee.bookingReference, type: attendee.ticketType, attended: attendee.attended })).sort((a, b) => a.ticket.localeCompare(b.ticket)),
    waitingListCount: waitingList.waitingListData.length,
    joinedAt: waitingList.waitingListData.map((entry) => entry.joinedAt),
    perDay: perDay.days,
    ...rows[0],
  }
}

async function auditRows() {
  const { rows } = await pool.query<{ actor: string; subjectType: string; subjectId: string; details: Record<string, unknown> }>(
    `SELECT actor, subject_type AS "subjectType", subject_id AS "subjectId", details FROM booking.audit_log WHERE action = 'retention.anonymised' ORDER BY id`,
  )
  return rows
}

const PERSONAL = ['Ada', 'Lovelace', 'Grace', 'Hopper', 'Guest', 'Holder', 'Wendy', 'Walter', 'Waite', '@example.org', 'Step-free', 'High Street', 'Hertford', 'SG13', '01234', '203.0.113.7']
const ONE_EVENT = { baskets: 2, orders: 2, tickets: 3, waitingListEntries: 2, emails: 1 }

describe('retention', () => {
  it('anonymises only what is due, in every table, keeping what the reports count, and says so in the audit log', async () => {
    const longAgo = await bookedEvent(daysFromNow(-400))
    const courseEndedLongAgo = await bookedEvent(daysFromNow(-420), { endsAt: daysFromNow(-366), emailSent: false })
    const withinTheYear = await bookedEvent(daysFromNow(-364))
    const courseStillRunningThen = await bookedEvent(daysFromNow(-400), { endsAt: daysFromNow(-300) })
    const future = await bookedEvent(daysFromNow(30))
    const untouched = [withinTheYear, courseStillRunningThen, future]
    const due = [courseEndedLongAgo, longAgo]

    const personalBefore = new Map(await Promise.all([...due, ...untouched].map(async (event) => [event.id, await personalData(event.id)] as const)))
    const countsBefore = new Map(await Promise.all([...due, ...untouched].map(async (event) => [event.id, await whatReportsCount(event.id)] as const)))
    // The data really holds what must go, so the checks below can fail.
    for (const event of due) for (const word of ['Ada', 'Grace', 'Wendy', 'Step-free', 'High Street', '01234', '203.0.113.7']) expect(JSON.stringify(personalBefore.get(event.id))).toContain(word)
    expect(JSON.stringify(personalBefore.get(longAgo.id)!.emails)).toContain('Dear Ada Lovelace')

    const report = await run()
    expect(report).toEqual({
      ran: true,
      cutoff: daysFromNow(-RETENTION_DAYS),
      eventIds: [courseEndedLongAgo.id, longAgo.id],
      anonymised: { baskets: 4, orders: 4, tickets: 6, waitingListEntries: 4, emails: 2 },
    })

    for (const event of due) {
      const after = await personalData(event.id)
      const text = JSON.stringify(after)
      for (const word of PERSONAL) expect(text, `${word} left in event ${event.id}`).not.toContain(word)
      expect(after.baskets).toEqual([{ email: null, client: null }, { email: null, client: null }])
      expect(after.orders).toEqual(
        Array(2).fill({
          purchaser: { firstName: 'anonymised', lastName: 'anonymised', email: 'anonymised', telephoneNumber: '', bookingQuestions: {}, address: {} },
          holders: [],
        }),
      )
      expect(after.tickets).toEqual(Array(3).fill({ first: 'anonymised', last: 'anonymised', requirements: null, answers: null }))
      expect((after.waitingList as Array<{ first: string; last: string; email: string }>).map((entry) => [entry.first, entry.last, entry.email.startsWith('anonymised-')])).toEqual([
        ['anonymised', 'anonymised', true],
        ['anonymised', 'anonymised', true],
      ])
      expect(await whatReportsCount(event.id)).toEqual(countsBefore.get(event.id))
    }
    // A sent e-mail keeps its state; one still waiting is given up rather than sent to nobody.
    expect((await personalData(longAgo.id)).emails).toEqual([{ to: 'anonymised', html: null, lastError: null, state: 'sent' }])
    expect((await personalData(courseEndedLongAgo.id)).emails).toEqual([{ to: 'anonymised', html: null, lastError: 'anonymised', state: 'failed' }])

    for (const event of untouched) {
      expect(await personalData(event.id)).toEqual(personalBefore.get(event.id))
      expect(await whatReportsCount(event.id)).toEqual(countsBefore.get(event.id))
    }

    expect(await auditRows()).toEqual([
      {
        actor: 'system',
        subjectType: 'retention',
        subjectId: daysFromNow(-RETENTION_DAYS).toISOString(),
        details: {
          cutoff: daysFromNow(-RETENTION_DAYS).toISOString(),
          retentionDays: RETENTION_DAYS,
          events: 2,
          eventIds: [courseEndedLongAgo.id, longAgo.id],
          anonymised: { baskets: 4, orders: 4, tickets: 6, waitingListEntries: 4, emails: 2 },
        },
      },
    ])

    // A second run finds nothing, changes nothing and writes no audit row.
    const again = await run()
    expect(again).toEqual({ ran: true, cutoff: daysFromNow(-RETENTION_DAYS), eventIds: [], anonymised: { baskets: 0, orders: 0, tickets: 0, waitingListEntries: 0, emails: 0 } })
    expect(await auditRows()).toHaveLength(1)
    for (const event of untouched) expect(await personalData(event.id)).toEqual(personalBefore.get(event.id))

    // Two days later the event of 364 days ago is due too, and only it.
    const later = await run(daysFromNow(2))
    expect(later.eventIds).toEqual([withinTheYear.id])
    expect(later.anonymised).toEqual(ONE_EVENT)
    expect(await personalData(courseStillRunningThen.id)).toEqual(personalBefore.get(courseStillRunningThen.id))
    expect(await personalData(future.id)).toEqual(personalBefore.get(future.id))
  })

  it('runs on one server at a time: a second run while one holds the lock does nothing', async () => {
    const event = await bookedEvent(daysFromNow(-500))
    const otherServer = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
    try {
      let inside: () => void = () => undefined
      const firstIsInside = new Promise<void>((resolve) => (inside = resolve))
      let letGo: () => void = () => undefined
      const held = new Promise<void>((resolve) => (letGo = resolve))
      // The first run stops half-way, holding the lock, while the second server tries.
      const slowEnds: EventEnds = async (ids) => {
        inside()
        await held
        return eventEnds(ids)
      }
      const first = run(NOW, pool, slowEnds)
      await firstIsInside
      const second = await run(NOW, otherServer)
      letGo()
      expect(second).toMatchObject({ ran: false, eventIds: [], anonymised: { baskets: 0, orders: 0, tickets: 0, waitingListEntries: 0, emails: 0 } })
      expect(await first).toMatchObject({ ran: true, eventIds: [event.id], anonymised: ONE_EVENT })
      // Both at once again: whichever runs, nothing is left to do and the audit log gains nothing.
      const audited = (await auditRows()).length
      const both = await Promise.all([run(NOW, pool), run(NOW, otherServer)])
      expect(both.map((report) => report.eventIds)).toEqual([[], []])
      expect(await auditRows()).toHaveLength(audited)
    } finally {
      await otherServer.end()
    }
  })

  it('leaves the data alone when the content cannot say when events end, and tries again next run', async () => {
    const event = await bookedEvent(daysFromNow(-450))
    const before = await personalData(event.id)
    const broken: EventEnds = async () => {
      throw new Error('Payload did not start within 15000 ms')
    }
    await expect(run(NOW, pool, broken)).rejects.toThrow('Payload did not start')
    expect(await personalData(event.id)).toEqual(before)
    expect((await run()).eventIds).toEqual([event.id])
  })
})

describe('the end of an event, from the content', () => {
  it('is the end an editor gave, null for an event without one, and absent for an event the content no longer has', async () => {
    const { seededPayload } = await import('./support/seeded-payload')
    const payload = await seededPayload(new Date())
    const { docs } = await payload.find({ collection: 'events', depth: 0, pagination: false, overrideAccess: true, select: { endDateTime: true } })
    const withEnd = docs.find((event) => event.endDateTime)!
    const withoutEnd = docs.find((event) => !event.endDateTime)!
    expect(withEnd).toBeDefined()
    expect(withoutEnd).toBeDefined()
    const deleted = 2_000_000_000
    const answer = await eventEndsFrom(async () => payload)([Number(withEnd.id), Number(withoutEnd.id), deleted])
    expect(answer).toEqual(new Map([[Number(withEnd.id), new Date(withEnd.endDateTime!)], [Number(withoutEnd.id), null]]))
    expect(await eventEndsFrom(() => Promise.reject(new Error('not needed')))([])).toEqual(new Map())
  })
})
