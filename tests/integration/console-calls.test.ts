import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { CONSOLE_CALLS_PER_MINUTE } from '../../src/operations/limits'
import { WAITING_LIST_JOINS_PER_CLIENT } from '../../src/booking/waiting-list/waiting-list-limits'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { createWaitingListService } from '../../src/booking/waiting-list/waiting-list-service.server'
import { DEMO_USERS } from '../../src/content/seed/demo-users'
import { ticketCode } from '../../src/booking/check-in/ticket-code'
import { env } from '../../src/config/env'

import { API, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { basketOf, bookingCounts, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'
import { seededPayload } from './support/seeded-payload'

/**
 * The staff console's calls (spec 001 section 7, issue 12) over real HTTP, with sessions made and
 * verified by the real Payload: who may call each, what each answers from real bookings, and a
 * release that returns exactly one place however many times it is sent at once.
 */
let payload: Payload
let pool: pg.Pool
let base: string
const checkout = () => createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider() })

beforeAll(async () => {
  payload = await seededPayload(new Date())
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  base = await serveBookingApi({}, { ...bookingApiDeps(), checkout: checkout() })
})

afterAll(async () => {
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

async function bearer(user: { email: string; password: string }): Promise<Record<string, string>> {
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: user.password } })
  if (!token) throw new Error('no token')
  return { authorization: `Bearer ${token}` }
}

function call(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${API}${path}`, { method, headers })
}

/** An event with `bookings` confirmed bookings of two tickets each (staff bypass), the answers stored. */
async function bookedEvent(bookings: number, title?: string) {
  const { event, concessionId } = await paidEvent(pool, title ? { title, capacity: 20 } : { capacity: 20 })
  const baskets = []
  for (let n = 0; n < bookings; n++) {
    const basket = await basketOf(event.eventId, concessionId, 2)
    const body = startBody(basket, { firstName: `Buyer${n}`, email: `buyer${n}@example.org` })
    await checkout().bypassCheckout(basket.id, body, { staffEmail: DEMO_USERS.staff.email })
    baskets.push(basket)
  }
  return { event, baskets }
}

async function soldTicketIds(eventId: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(`SELECT id::text FROM booking.tickets WHERE event_id = $1 AND state = 'sold' ORDER BY id`, [eventId])
  return rows.map((row) => row.id)
}

describe('who may make the console calls', () => {
  it('answers 401 anonymous and with a forged token, 403 to an editor, and 200 to staff and administrators, for every call', async () => {
    const { event } = await bookedEvent(1)
    const [ticket] = await soldTicketIds(event.eventId)
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', '/console/listevents/eventCorporate'],
      ['GET', `/console/event/getattendees?guid=${event.eventId}`],
      ['POST', `/console/event/updateattdence?guid=${ticket}&value=true`],
      ['GET', `/console/event/waitlist?guid=${event.eventId}`],
      ['POST', '/console/event/search?searchWords=Test'],
      ['GET', `/console/bookings?query=buyer0%40example.org`],
      ['GET', `/console/event/bookings-per-day?guid=${event.eventId}`],
      // Last: it changes the event. The spec sends it with no token; here it needs one as the rest.
      ['POST', `/console/ticket/release?ticketID=${ticket}`],
    ]
    const editor = await bearer(DEMO_USERS.editor)
    const staff = await bearer(DEMO_USERS.staff)
    const admin = await bearer(DEMO_USERS.admin)
    for (const [method, path] of calls) {
      const anonymous = await call(method, path)
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401)
      expect(((await anonymous.json()) as { errorCode: string }).errorCode).toBe('ERROR: Sign in to the staff console to use this call.')
      expect((await call(method, path, { authorization: 'Bearer not.a.token' })).status, `${method} ${path} forged`).toBe(401)
      expect((await call(method, path, { cookie: 'payload-token=forged' })).status, `${method} ${path} forged cookie`).toBe(401)
      expect((await call(method, path, editor)).status, `${method} ${path} editor`).toBe(403)
      expect((await call(method, path, staff)).status, `${method} ${path} staff`).toBe(200)
      expect((await call(method, path, admin)).status, `${method} ${path} admin`).toBe(200)
    }
  })

  it('leaves the register and the tickets as they were after every refused call', async () => {
    const { event } = await bookedEvent(1)
    const tickets = await soldTicketIds(event.eventId)
    await call('POST', `/console/event/updateattdence?guid=${tickets[0]}&value=true`, await bearer(DEMO_USERS.editor))
    await call('POST', `/console/ticket/release?ticketID=${tickets[0]}`)
    const { rows } = await pool.query<{ marks: number; state: string }>(
      'SELECT (SELECT count(*)::int FROM booking.attendance WHERE ticket_id = $1) AS marks, state::text FROM booking.tickets WHERE id = $1',
      [tickets[0]],
    )
    expect(rows[0]).toEqual({ marks: 0, state: 'sold' })
    expect(await soldTicketIds(event.eventId)).toEqual(tickets)
  })
})

describe('what the console calls answer', () => {
  it('lists the attendees with their checkout answers, keeps a register mark, and finds the event and the booking', async () => {
    const { event, baskets } = await bookedEvent(2, `Register ${Date.now()}`)
    const staff = await bearer(DEMO_USERS.staff)
    const attendees = (await (await call('GET', `/console/event/getattendees?guid=${event.eventId}`, staff)).json()) as {
      eventData: { title: string; dateTime: string }
      attendanceData: Array<{ firstName: string; lastName: string; email: string; ticketID: string; attended: boolean; checkoutQuestions: string; bookingReference: string }>
    }
    expect(attendees.eventData).toMatchObject({ title: event.title, dateTime: event.dateTime })
    expect(attendees.attendanceData).toHaveLength(4)
    expect(new Set(attendees.attendanceData.map((row) => row.email))).toEqual(new Set(['buyer0@example.org', 'buyer1@example.org']))
    expect(attendees.attendanceData.every((row) => row.attended === false && JSON.parse(row.checkoutQuestions) !== null)).toBe(true)
    const references = await pool.query<{ reference: string }>('SELECT booking_reference AS reference FROM booking.orders WHERE basket_id = ANY($1::uuid[])', [baskets.map((basket) => basket.id)])
    expect(new Set(attendees.attendanceData.map((row) => row.bookingReference))).toEqual(new Set(references.rows.map((row) => row.reference)))

    const ticket = attendees.attendanceData[0]!.ticketID
    const marked = await call('POST', `/console/event/updateattdence?guid=${ticket}&value=true`, staff)
    expect(await marked.json()).toEqual({ ticketID: ticket, attended: true, sessionId: null })
    const again = (await (await call('GET', `/console/event/getattendees?guid=${event.eventId}`, staff)).json()) as typeof attendees
    expect(again.attendanceData.find((row) => row.ticketID === ticket)!.attended).toBe(true)
    const { rows } = await pool.query<{ by: string; session: string | null }>('SELECT marked_by AS by, session_id AS session FROM booking.attendance WHERE ticket_id = $1', [ticket])
    expect(rows).toEqual([{ by: DEMO_USERS.staff.email, session: null }])

    const found = (await (await call('POST', `/console/event/search?searchWords=${encodeURIComponent(event.title.toLowerCase())}`, staff)).json()) as Array<{ eventId: string; eventCategory: string }>
    expect(found).toEqual([expect.objectContaining({ eventId: String(event.eventId), eventCategory: 'Corporate events' })])
    const booking = (await (await call('GET', `/console/bookings?query=${baskets[0]!.id}`, staff)).json()) as Array<{ bookingReference: string; tickets: unknown[]; purchaser: { email: string } }>
    expect(booking).toEqual([expect.objectContaining({ basketId: baskets[0]!.id, bookingReference: expect.stringMatching(/^HCC-/), purchaser: expect.objectContaining({ email: 'buyer0@example.org' }) })])
    expect(booking[0]!.tickets).toHaveLength(2)
    const perDay = (await (await call('GET', `/console/event/bookings-per-day?guid=${event.eventId}`, staff)).json()) as { days: Array<{ bookings: number; tickets: number }> }
    expect(perDay.days.reduce((sum, day) => sum + day.bookings, 0)).toBe(2)
    expect(perDay.days.reduce((sum, day) => sum + day.tickets, 0)).toBe(4)
  })

  it("answers an event's waiting list in join order", async () => {
    const { event } = await paidEvent(pool)
    await pool.query(
      `INSERT INTO booking.waiting_list_entries (event_id, first_name, last_name, email, created_at, confirmed_at) VALUES
       ($1, 'Second', 'Person', 'second@example.org', now(), now()), ($1, 'First', 'Person', 'first@example.org', now() - interval '1 hour', now())`,
      [event.eventId],
    )
    const answer = (await (await call('GET', `/console/event/waitlist?guid=${event.eventId}`, await bearer(DEMO_USERS.staff))).json()) as { waitingListData: Array<{ email: string }> }
    expect(answer.waitingListData.map((entry) => entry.email)).toEqual(['first@example.org', 'second@example.org'])
  })

  it('refuses an unknown event, an unknown ticket, a ticket not booked and an unknown area with a clear 4xx', async () => {
    const staff = await bearer(DEMO_USERS.staff)
    expect((await call('GET', '/console/event/getattendees?guid=999999999', staff)).status).toBe(404)
    expect((await call('GET', '/console/event/getattendees?guid=not-an-id', staff)).status).toBe(404)
    expect((await call('POST', '/console/ticket/release?ticketID=00000000-0000-4000-8000-000000000000', staff)).status).toBe(404)
    expect((await call('POST', '/console/ticket/release?ticketID=nonsense', staff)).status).toBe(404)
    expect((await call('GET', '/console/listevents/eventNothing', staff)).status).toBe(400)
    expect((await call('POST', '/console/event/search?searchWords=%20', staff)).status).toBe(400)
    // A ticket still in a basket (held, not booked) cannot be released or marked.
    const { event, concessionId } = await paidEvent(pool)
    const held = await basketOf(event.eventId, concessionId, 1)
    const heldTicket = held.basketLines[0]!.tickets[0]!.id
    const refused = await call('POST', `/console/ticket/release?ticketID=${heldTicket}`, staff)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ERROR: Only a booked ticket can be released.')
    expect((await call('POST', `/console/event/updateattdence?guid=${heldTicket}&value=true`, staff)).status).toBe(409)
  })
})

describe("a course's registers, one per session (issue 26, decision 0043)", () => {
  const day = 24 * 60 * 60 * 1000
  /** A course of three weekly sessions: last week's, one meeting today, next week's; two confirmed bookings of two tickets. */
  async function bookedCourse() {
    const today = new Date()
    const at = (offsetDays: number, hour: number) => {
      const date = new Date(today.getTime() + offsetDays * day)
      date.setUTCHours(hour, 0, 0, 0)
      return date.toISOString()
    }
    // Noon UTC is the same day in London all year round.
    const sessions = [-7, 0, 7].map((offset, n) => ({ sessionId: `course-${Date.now()}-${n}`, startsAt: at(offset, 12), endsAt: at(offset, 13), place: n === 2 ? 'Room 2' : null }))
    // Booked before it starts; then the course is under way, as the sessions say.
    const ahead = sessions.map((session, n) => ({ ...session, startsAt: at(14 + n, 12), endsAt: at(14 + n, 13) }))
    const { event, concessionId } = await paidEvent(pool, { capacity: 20, sessions: ahead, dateTime: ahead[0]!.startsAt, endDateTime: ahead[2]!.endsAt })
    for (let n = 0; n < 2; n++) {
      const basket = await basketOf(event.eventId, concessionId, 2)
      await checkout().bypassCheckout(basket.id, startBody(basket, { firstName: `Learner${n}`, email: `learner${n}@example.org` }), { staffEmail: DEMO_USERS.staff.email })
    }
    for (const session of sessions) await pool.query('UPDATE booking.event_sessions SET starts_at = $2, ends_at = $3 WHERE session_id = $1', [session.sessionId, session.startsAt, session.endsAt])
    return { event, sessions, tickets: await soldTicketIds(event.eventId) }
  }

  type Attendees = { sessions: Array<{ id: string; startsAt: string; place: string | null }>; sessionId: string | null; attendanceData: Array<{ ticketID: string; attended: boolean; attendedSessions: string[] }> }

  it("opens on today's session, marks the session named, and keeps each session's register apart", async () => {
    const { event, sessions, tickets } = await bookedCourse()
    const staff = await bearer(DEMO_USERS.staff)
    const register = (query = '') => call('GET', `/console/event/getattendees?guid=${event.eventId}${query}`, staff).then(async (response) => (await response.json()) as Attendees)
    const first = await register()
    expect(first.sessions.map((session) => session.id)).toEqual(sessions.map((session) => session.sessionId))
    expect(first.sessions[2]!.place).toBe('Room 2')
    expect(first.sessionId).toBe(sessions[1]!.sessionId)

    const second = sessions[1]!.sessionId
    const marked = await call('POST', `/console/event/updateattdence?guid=${tickets[0]}&value=true&session=${second}`, staff)
    expect(marked.status).toBe(200)
    expect(await marked.json()).toEqual({ ticketID: tickets[0], attended: true, sessionId: second })
    // Marked twice (a double tap), and a second holder marked at session 3: one row per ticket and session.
    await call('POST', `/console/event/updateattdence?guid=${tickets[0]}&value=true&session=${second}`, staff)
    await call('POST', `/console/event/updateattdence?guid=${tickets[1]}&value=true&session=${sessions[2]!.sessionId}`, staff)

    const today = await register(`&session=${second}`)
    expect(today.attendanceData.filter((row) => row.attended).map((row) => row.ticketID)).toEqual([tickets[0]])
    const lastWeek = await register(`&session=${sessions[0]!.sessionId}`)
    expect(lastWeek.sessionId).toBe(sessions[0]!.sessionId)
    expect(lastWeek.attendanceData.some((row) => row.attended)).toBe(false)
    const byTicket = Object.fromEntries(today.attendanceData.map((row) => [row.ticketID, row.attendedSessions]))
    expect(byTicket[tickets[0]!]).toEqual([second])
    expect(byTicket[tickets[1]!]).toEqual([sessions[2]!.sessionId])
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM booking.attendance WHERE ticket_id = ANY($1::uuid[])', [tickets])
    expect(rows[0]!.n).toBe(2)

    // Marked absent again: the register of that session only.
    await call('POST', `/console/event/updateattdence?guid=${tickets[0]}&value=false&session=${second}`, staff)
    expect((await register(`&session=${second}`)).attendanceData.some((row) => row.attended)).toBe(false)
    expect((await register(`&session=${sessions[2]!.sessionId}`)).attendanceData.filter((row) => row.attended).map((row) => row.ticketID)).toEqual([tickets[1]])
  })

  it('refuses a mark without a session, with a session of another event, and a session on an event that has none, changing nothing', async () => {
    const { event, tickets } = await bookedCourse()
    const other = await bookedCourse()
    const single = await bookedEvent(1)
    const [singleTicket] = await soldTicketIds(single.event.eventId)
    const staff = await bearer(DEMO_USERS.staff)
    const refusal = async (path: string) => {
      const response = await call('POST', path, staff)
      return { status: response.status, message: ((await response.json()) as { errorCode: string }).errorCode }
    }
    expect(await refusal(`/console/event/updateattdence?guid=${tickets[0]}&value=true`)).toEqual({
      status: 400,
      message: 'ERROR: This event has sessions. Choose the session whose register you are taking.',
    })
    expect(await refusal(`/console/event/updateattdence?guid=${tickets[0]}&value=true&session=${other.sessions[1]!.sessionId}`)).toEqual({
      status: 400,
      message: 'ERROR: There is no session with this id on this event. Choose one of its sessions.',
    })
    expect((await refusal(`/console/event/updateattdence?guid=${singleTicket}&value=true&session=${other.sessions[1]!.sessionId}`)).status).toBe(400)
    expect((await refusal(`/console/event/updateattdence?guid=${tickets[0]}&value=true&session=${'x'.repeat(41)}`)).status).toBe(400)
    expect((await call('GET', `/console/event/getattendees?guid=${event.eventId}&session=${other.sessions[0]!.sessionId}`, staff)).status).toBe(400)
    expect((await call('GET', `/console/event/getattendees?guid=${single.event.eventId}&session=${other.sessions[0]!.sessionId}`, staff)).status).toBe(400)
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM booking.attendance WHERE ticket_id = ANY($1::uuid[])', [[...tickets, singleTicket]])
    expect(rows[0]!.n).toBe(0)
  })

  it('keeps a session taken out of the course out of the register, and refuses marks on it', async () => {
    const { event, sessions, tickets } = await bookedCourse()
    await pool.query('UPDATE booking.event_sessions SET removed = true WHERE session_id = $1', [sessions[2]!.sessionId])
    const staff = await bearer(DEMO_USERS.staff)
    const register = (await (await call('GET', `/console/event/getattendees?guid=${event.eventId}`, staff)).json()) as Attendees
    expect(register.sessions.map((session) => session.id)).toEqual([sessions[0]!.sessionId, sessions[1]!.sessionId])
    expect((await call('POST', `/console/event/updateattdence?guid=${tickets[0]}&value=true&session=${sessions[2]!.sessionId}`, staff)).status).toBe(400)
  })
})

describe('checking tickets in at the door (issue 26 point 2, decision 0044)', () => {
  const checkIn = (body: Record<string, unknown>, headers: Record<string, string>) =>
    fetch(`${base}${API}/console/check-in`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('checks a ticket in once by its code however many staff scan it at once, and tells the rest when and by whom', async () => {
    const { event } = await bookedEvent(1)
    const [ticket] = await soldTicketIds(event.eventId)
    const code = ticketCode(ticket!, env().PAYLOAD_SECRET)
    const staff = await bearer(DEMO_USERS.staff)
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkIn({ eventId: String(event.eventId), code }, staff).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }))))
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    expect(answers.filter((answer) => answer.body.outcome === 'checked-in')).toHaveLength(1)
    const again = answers.filter((answer) => answer.body.outcome === 'already-checked-in')
    expect(again).toHaveLength(5)
    for (const answer of again) expect(answer.body).toMatchObject({ ticketID: ticket, holderName: expect.any(String), checkedInBy: DEMO_USERS.staff.email, checkedInAt: expect.any(String), sessionId: null })
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM booking.attendance WHERE ticket_id = $1 AND attended', [ticket])
    expect(rows[0]!.n).toBe(1)
    // The register shows it present.
    const register = (await (await call('GET', `/console/event/getattendees?guid=${event.eventId}`, staff)).json()) as { attendanceData: Array<{ ticketID: string; attended: boolean }> }
    expect(register.attendanceData.find((row) => row.ticketID === ticket)!.attended).toBe(true)
  })

  it('refuses a made-up or altered code, a ticket of another event and a released one, and lets no one but staff call it', async () => {
    const { event } = await bookedEvent(1)
    const other = await bookedEvent(1)
    const [ticket, second] = await soldTicketIds(event.eventId)
    const [otherTicket] = await soldTicketIds(other.event.eventId)
    const staff = await bearer(DEMO_USERS.staff)
    const secret = env().PAYLOAD_SECRET
    const refusal = async (body: Record<string, unknown>, headers = staff) => {
      const response = await checkIn(body, headers)
      return { status: response.status, message: ((await response.json()) as { errorCode?: string }).errorCode }
    }
    const code = ticketCode(ticket!, secret)
    expect(await refusal({ eventId: String(event.eventId), code: `${code.slice(0, -2)}xx` })).toEqual({ status: 400, message: 'ERROR: This code is not one of our tickets. Check the booking reference instead.' })
    expect((await refusal({ eventId: String(event.eventId), code: ticketCode(ticket!, `${secret}-not-ours`) })).status).toBe(400)
    expect((await refusal({ eventId: String(event.eventId), code: 'HCC-ABCD-EFGH' })).status).toBe(400)
    expect((await refusal({ eventId: String(event.eventId) })).status).toBe(400)
    expect((await refusal({ eventId: String(event.eventId), code, ticketId: ticket })).status).toBe(400)
    expect(await refusal({ eventId: String(event.eventId), code: ticketCode(otherTicket!, secret) })).toEqual({ status: 409, message: `ERROR: This ticket is for another event: ${other.event.title}.` })
    await call('POST', `/console/ticket/release?ticketID=${second}`, staff)
    expect(await refusal({ eventId: String(event.eventId), ticketId: second })).toEqual({ status: 409, message: 'ERROR: This ticket has been cancelled, so it does not let its holder in.' })
    expect((await refusal({ eventId: String(event.eventId), code }, {})).status).toBe(401)
    expect((await refusal({ eventId: String(event.eventId), code }, await bearer(DEMO_USERS.editor))).status).toBe(403)
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM booking.attendance WHERE ticket_id = ANY($1::uuid[])', [[ticket, second, otherTicket]])
    expect(rows[0]!.n).toBe(0)
    // By the ticket's id (a booking found by its reference), as by its code.
    expect((await (await checkIn({ eventId: String(event.eventId), ticketId: ticket }, staff)).json()) as { outcome: string }).toMatchObject({ outcome: 'checked-in' })
  })
})

describe('releasing a ticket', () => {
  it('returns exactly one place however many times it is sent at once, and the audit log records it once', async () => {
    const { event, baskets } = await bookedEvent(1)
    const [ticket] = await soldTicketIds(event.eventId)
    const before = await bookingCounts(pool, event.eventId)
    const staff = await bearer(DEMO_USERS.staff)
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('POST', `/console/ticket/release?ticketID=${ticket}`, staff)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ alreadyReleased: boolean }>
    expect(bodies.filter((body) => !body.alreadyReleased)).toHaveLength(1)

    const after = await bookingCounts(pool, event.eventId)
    expect(after.inventorySold).toBe(before.inventorySold - 1)
    expect(after.ticketsSold).toBe(before.ticketsSold - 1)
    const { rows: concession } = await pool.query<{ sold: number }>('SELECT sold FROM booking.concession_inventory WHERE event_id = $1', [event.eventId])
    expect(concession[0]!.sold).toBe(1)
    const { rows: audit } = await pool.query<{ actor: string; action: string; details: { bookingReference: string; eventId: number } }>(
      `SELECT actor, action, details FROM booking.audit_log WHERE subject_type = 'ticket' AND subject_id = $1`,
      [ticket],
    )
    expect(audit).toEqual([{ actor: DEMO_USERS.staff.email, action: 'ticket.released', details: expect.objectContaining({ bookingReference: baskets[0]!.id, eventId: event.eventId }) }])
    // The released ticket is no longer an attendee.
    const attendees = (await (await call('GET', `/console/event/getattendees?guid=${event.eventId}`, staff)).json()) as { attendanceData: Array<{ ticketID: string }> }
    expect(attendees.attendanceData.map((row) => row.ticketID)).not.toContain(ticket)
  })
})

describe('joining a waiting list', () => {
  const join = (query: Record<string, string>, path = '/events/waitlist') =>
    fetch(`${base}${API}${path}?${new URLSearchParams(query)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })

  it("keeps one entry per address on both of the spec's paths, answers the same either way, and the staff report lists it once confirmed", async () => {
    const { event } = await paidEvent(pool, { capacity: 0 })
    const person = { eventID: String(event.eventId), email: 'Waiting@Example.org', firstName: 'Wait', lastName: 'Ing' }
    const first = await join(person)
    const again = await join({ ...person, email: 'waiting@example.org' }, '/events/waitlist/add')
    expect([first.status, again.status]).toEqual([200, 200])
    expect(await first.json()).toEqual(await again.json())
    const report = async () =>
      (await (await call('GET', `/console/event/waitlist?guid=${event.eventId}`, await bearer(DEMO_USERS.staff))).json()) as { waitingListData: Array<{ email: string }>; unconfirmed: number }
    // Not on the list until the address confirms it (issue 23 point 5): counted apart.
    expect(await report()).toMatchObject({ waitingListData: [], unconfirmed: 1 })
    const { rows } = await pool.query<{ token: string }>(`SELECT payload->>'token' AS token FROM booking.email_outbox WHERE kind = 'waiting_list_confirm' AND to_address = 'Waiting@Example.org'`)
    expect(rows).toHaveLength(1)
    expect((await createWaitingListService(pool).confirm(rows[0]!.token)).outcome).toBe('confirmed')
    const confirmed = await report()
    expect(confirmed.waitingListData.map((entry) => entry.email)).toEqual(['Waiting@Example.org'])
    expect(confirmed.unconfirmed).toBe(0)
  })

  it('is for sold-out and closed events only: not one with tickets on sale, nor one that has taken place', async () => {
    const person = { email: 'early@example.org', firstName: 'Early', lastName: 'Bird' }
    const { event: onSale } = await paidEvent(pool)
    const refused = await join({ ...person, eventID: String(onSale.eventId) })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ERROR: This event still has tickets. Book them instead of joining the waiting list.')
    const { event: past } = await paidEvent(pool, { capacity: 0, dateTime: '2020-01-01T10:00:00.000Z' })
    expect((await join({ ...person, eventID: String(past.eventId) })).status).toBe(409)
    const { event: closed } = await paidEvent(pool, { salesTo: new Date(Date.now() - 86_400_000).toISOString() })
    expect((await join({ ...person, eventID: String(closed.eventId) })).status).toBe(200)
    const { rows } = await pool.query<{ event: number }>('SELECT event_id AS event FROM booking.waiting_list_entries WHERE email = $1', [person.email])
    expect(rows.map((row) => row.event)).toEqual([closed.eventId])
  })

  it("refuses missing names and e-mail with the spec's messages, and an unknown event, storing nothing", async () => {
    const { event } = await paidEvent(pool, { capacity: 0 })
    const refused = await join({ eventID: String(event.eventId), email: '', firstName: '', lastName: 'X' })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ERROR: First name is required')
    expect((await join({ eventID: '999999999', email: 'a@example.org', firstName: 'A', lastName: 'B' })).status).toBe(404)
    const cross = await fetch(`${base}${API}/events/waitlist?eventID=${event.eventId}&email=a%40example.org&firstName=A&lastName=B`, { method: 'POST', headers: { origin: 'https://elsewhere.example' } })
    expect(cross.status).toBe(403)
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM booking.waiting_list_entries WHERE event_id = $1', [event.eventId])
    expect(rows[0]!.n).toBe(0)
  })
})

describe('cancelling a booking from the console', () => {
  it('is for staff only, cancels the tickets asked for, and refuses another site', async () => {
    const { event, baskets } = await bookedEvent(1)
    const [first, second] = await soldTicketIds(event.eventId)
    const path = `/console/bookings/cancel?basketId=${baskets[0]!.id}&ticketIDs=${first}&refund=false`
    expect((await call('POST', path)).status).toBe(401)
    expect((await call('POST', path, await bearer(DEMO_USERS.editor))).status).toBe(403)
    const cross = await fetch(`${base}${API}${path}`, { method: 'POST', headers: { ...(await bearer(DEMO_USERS.staff)), origin: 'https://elsewhere.example' } })
    expect(cross.status).toBe(403)
    expect(await soldTicketIds(event.eventId)).toHaveLength(2)

    const answer = await call('POST', path, await bearer(DEMO_USERS.staff))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ cancelled: [first], ticketsLeft: 1, refund: null })
    expect(await soldTicketIds(event.eventId)).toEqual([second])
    const { rows } = await pool.query<{ actor: string }>(`SELECT actor FROM booking.audit_log WHERE action = 'booking.cancelled' AND subject_id = $1`, [baskets[0]!.id])
    expect(rows).toEqual([{ actor: DEMO_USERS.staff.email }])
  })
})

describe('floods and other sites', () => {
  it('limits console calls per client, forged tokens included, answering 429 rather than verifying more', async () => {
    const own = await serveBookingApi({}, { ...bookingApiDeps(), checkout: checkout() })
    const statuses: number[] = []
    for (let n = 0; n <= CONSOLE_CALLS_PER_MINUTE; n++) {
      statuses.push((await fetch(`${own}${API}/console/listevents/eventCorporate`, { headers: { authorization: 'Bearer not.a.token' } })).status)
    }
    expect(statuses.slice(0, CONSOLE_CALLS_PER_MINUTE).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('refuses a release posted from another site even with a staff token, and the ticket stays booked', async () => {
    const { event } = await bookedEvent(1)
    const [ticket] = await soldTicketIds(event.eventId)
    const answer = await fetch(`${base}${API}/console/ticket/release?ticketID=${ticket}`, { method: 'POST', headers: { ...(await bearer(DEMO_USERS.staff)), origin: 'https://elsewhere.example' } })
    expect(answer.status).toBe(403)
    expect(await soldTicketIds(event.eventId)).toContain(ticket)
  })

  it('limits waiting-list joins per client, so a script cannot fill a list', async () => {
    // The limit is the process's (shared with the event page's server action): a client of its own.
    const own = await serveBookingApi({ trustProxy: 'true' }, { ...bookingApiDeps(), checkout: checkout() })
    const client = { 'x-forwarded-for': '203.0.113.31' }
    const { event } = await paidEvent(pool, { capacity: 0 })
    const statuses: number[] = []
    for (let n = 0; n <= WAITING_LIST_JOINS_PER_CLIENT; n++) {
      const query = new URLSearchParams({ eventID: String(event.eventId), email: `flood${n}@example.org`, firstName: 'Flood', lastName: String(n) })
      statuses.push((await fetch(`${own}${API}/events/waitlist?${query}`, { method: 'POST', headers: client })).status)
    }
    // Another client is not affected.
    const other = new URLSearchParams({ eventID: String(event.eventId), email: 'other@example.org', firstName: 'Other', lastName: 'Client' })
    expect((await fetch(`${own}${API}/events/waitlist?${other}`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.32' } })).status).toBe(200)
    expect(statuses.slice(0, WAITING_LIST_JOINS_PER_CLIENT).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM booking.waiting_list_entries WHERE event_id = $1', [event.eventId])
    expect(rows[0]!.n).toBe(WAITING_LIST_JOINS_PER_CLIENT + 1)
  })
})
