import { parse } from 'csv-parse/sync'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import type { AttendeesResponse, ConsoleEvent, ConsoleSearchResult } from '../../src/contracts/console'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { sendDueEmails } from '../../src/booking/email/email-outbox-job'
import { emailSources } from '../../src/booking/email/email-outbox.server'
import { DEMO_USERS } from '../../src/content/seed/demo-users'
import { attendeeReportRows, reportCsv } from '../../src/domain/reports'
import type { CheckoutQuestion } from '../../src/domain/validation/checkout-questions'
import type { Mailer } from '../../src/integrations/email/mailer'
import { smtpMailer } from '../../src/integrations/email/smtp-mailer'
import { emailContentOutsideNext } from '../../src/server/email-content'

import { API, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { basketOf, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'
import { seededPayload } from './support/seeded-payload'
import { mimePart, SmtpInbox } from './support/smtp-inbox'

/**
 * What staff read in the console (issue 22 point 4), over the booking API's real HTTP with sessions
 * Payload verifies: the attendance CSV as the page builds it, read back by an independent CSV parser
 * (csv-parse), with every question's text as a header and every answer, the booking's and the
 * ticket's both; every service's events reachable by area and named by type; and the booker of a
 * released ticket told once, through the outbox and a real SMTP server.
 */
let payload: Payload
let pool: pg.Pool
let base: string
const inbox = new SmtpInbox()
let mailer: Mailer
const checkout = () => createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider() })

beforeAll(async () => {
  payload = await seededPayload(new Date())
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  await inbox.start()
  mailer = smtpMailer(inbox.url(), 'Council events <events@example.gov.uk>')
  // The server's own outbox job is off: the test runs the job itself, so it knows when a send happened.
  base = await serveBookingApi({}, { ...bookingApiDeps(), checkout: checkout() })
})

afterAll(async () => {
  mailer?.close()
  await inbox.stop()
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

let staffHeaders: Promise<Record<string, string>> | undefined

/**
 * A staff session, signed in once for the file: Payload keeps a list of sessions per account, and
 * sign-ins at the same moment (the concurrent releases below) can drop each other's.
 */
function staff(): Promise<Record<string, string>> {
  staffHeaders ??= payload.login({ collection: 'users', data: { email: DEMO_USERS.staff.email, password: DEMO_USERS.staff.password } }).then(({ token }) => {
    if (!token) throw new Error('no token')
    return { authorization: `Bearer ${token}` }
  })
  return staffHeaders
}

async function call<T>(method: 'GET' | 'POST', path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${API}${path}`, { method, headers: await staff() })
  return { status: response.status, body: (await response.json()) as T }
}

const question = (type: CheckoutQuestion['type'], title: string, label: string, options: string[] = [], required = false): CheckoutQuestion => ({ type, title, label, required, options })

const BOOKING_QUESTIONS = [
  question('dropdown', 'heardAbout', 'How did you hear about this event?', ['Council website', 'Library', 'Social media']),
  question('shortText', 'organisation', 'Organisation (if any)'),
]
const TICKET_QUESTIONS = [
  question('shortText', 'age', 'Age of the person attending', [], true),
  question('multipleChoice', 'sessions', 'Which sessions will you attend?', ['Morning', 'Afternoon']),
  // The same text as a booking question: the report says which is which.
  question('shortText', 'organisationTicket', 'Organisation (if any)'),
]

/** A confirmed booking (staff bypass) of one ticket per holder, with the booking's and each ticket's answers. */
async function bookWithAnswers(eventId: number, concessionId: string, booking: { email: string; answers: Record<string, unknown>; tickets: Array<{ first: string; last: string; answers: Record<string, unknown> }> }) {
  const basket = await basketOf(eventId, concessionId, booking.tickets.length)
  const body = startBody(basket, { firstName: 'Pat', lastName: 'Booker', email: booking.email, bookingQuestions: JSON.stringify(booking.answers) })
  body.ticketNameAndRequirements = body.ticketNameAndRequirements.map((entry, index) => {
    const holder = booking.tickets[index]!
    return { ...entry, ticketHolderName: `${holder.first} ${holder.last}`, ticketHolderFirstName: holder.first, ticketHolderLastName: holder.last, ticketQuestions: JSON.stringify(holder.answers) }
  })
  await checkout().bypassCheckout(basket.id, body, { staffEmail: DEMO_USERS.staff.email })
  return basket
}

describe('the attendance report and its CSV', () => {
  it("shows each question's text as a header and every answer, the booking's beside the ticket's, read back by an independent CSV parser", async () => {
    const { event, concessionId } = await paidEvent(pool, { capacity: 10, bookingQuestions: BOOKING_QUESTIONS, ticketQuestions: TICKET_QUESTIONS })
    await bookWithAnswers(event.eventId, concessionId, {
      email: 'first.booker@example.org',
      // Position 0 of the booking ('Library') and position 0 of each ticket: the report once lost the booking's.
      answers: { 0: 'Library', 1: 'Ware Town Council, Planning' },
      tickets: [
        { first: 'Amy', last: 'Adams', answers: { 0: '7', 1: ['Morning', 'Afternoon'], 2: 'Brownies' } },
        { first: 'Ben', last: 'Adams', answers: { 0: '9' } },
      ],
    })
    await bookWithAnswers(event.eventId, concessionId, {
      email: 'second.booker@example.org',
      answers: { 0: 'Social media' },
      tickets: [{ first: 'Cat', last: 'Brown', answers: { 0: '34', 1: ['Afternoon'] } }],
    })
    const first = await call<AttendeesResponse>('GET', `/console/event/getattendees?guid=${event.eventId}`)
    const amy = first.body.attendanceData.find((row) => row.firstName === 'Amy')!
    expect((await call('POST', `/console/event/updateattdence?guid=${amy.ticketID}&value=true`)).status).toBe(200)

    const { status, body } = await call<AttendeesResponse>('GET', `/console/event/getattendees?guid=${event.eventId}`)
    expect(status).toBe(200)
    // The rows and the file exactly as the page and its download button make them.
    const csv = reportCsv(attendeeReportRows(body.attendanceData, body.checkoutQuestionColumns))
    const [header] = parse(csv, { to_line: 1 }) as string[][]
    expect(header).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Ticket ID',
      'Booking Reference',
      'Ticket Type',
      'Special Requirements',
      'Attended',
      'How did you hear about this event?',
      'Organisation (if any) (booking)',
      'Age of the person attending',
      'Which sessions will you attend?',
      'Organisation (if any) (ticket)',
    ])
    const rows = parse(csv, { columns: true }) as Array<Record<string, string>>
    const answers = rows.map((row) => [
      row['First Name'],
      row.Attended,
      row['How did you hear about this event?'],
      row['Organisation (if any) (booking)'],
      row['Age of the person attending'],
      row['Which sessions will you attend?'],
      row['Organisation (if any) (ticket)'],
    ])
    // By holder name, as the report sorts them; commas inside values are taken out (spec 001 section 5).
    expect(answers).toEqual([
      ['Amy', 'Yes', 'Library', 'Ware Town Council Planning', '7', 'Morning; Afternoon', 'Brownies'],
      ['Ben', 'No', 'Library', 'Ware Town Council Planning', '9', '', ''],
      ['Cat', 'No', 'Social media', '', '34', 'Afternoon', ''],
    ])
  })

  it('keeps the answers to a question the event no longer asks, under its old place', async () => {
    const { event, concessionId } = await paidEvent(pool, { capacity: 5, bookingQuestions: BOOKING_QUESTIONS, ticketQuestions: [] })
    await bookWithAnswers(event.eventId, concessionId, { email: 'kept@example.org', answers: { 0: 'Library', 1: 'Hertford Museum' }, tickets: [{ first: 'Dee', last: 'Kept', answers: {} }] })
    // An editor takes the second booking question out after the booking (the content hook rewrites the row).
    await pool.query('UPDATE booking.booking_events SET booking_questions = $2 WHERE event_id = $1', [event.eventId, JSON.stringify(BOOKING_QUESTIONS.slice(0, 1))])
    const { body } = await call<AttendeesResponse>('GET', `/console/event/getattendees?guid=${event.eventId}`)
    expect(body.checkoutQuestionColumns).toEqual(['How did you hear about this event?', 'Booking question 2 (no longer asked)'])
    const [row] = parse(reportCsv(attendeeReportRows(body.attendanceData, body.checkoutQuestionColumns)), { columns: true }) as Array<Record<string, string>>
    expect(row).toMatchObject({ 'How did you hear about this event?': 'Library', 'Booking question 2 (no longer asked)': 'Hertford Museum' })
  })
})

describe("every service's events", () => {
  it('are listed by area for a service outside the spec\'s five, and Event Search names their type', async () => {
    const title = `Library talk ${Date.now()}`
    const { event } = await paidEvent(pool, { contentType: 'eventLibraries', title })
    const listed = await call<ConsoleEvent[]>('GET', '/console/listevents/eventLibraries')
    expect(listed.status).toBe(200)
    expect(listed.body.map((row) => row.id)).toContain(String(event.eventId))
    const found = await call<ConsoleSearchResult[]>('POST', `/console/event/search?searchWords=${encodeURIComponent(title)}`)
    expect(found.body).toEqual([expect.objectContaining({ eventId: String(event.eventId), eventCategory: 'Libraries' })])
  })
})

describe('releasing a ticket', () => {
  it("e-mails the booker once through the outbox, however many times the release is sent, and the SMTP server gets it once", async () => {
    const { event, concessionId } = await paidEvent(pool, { capacity: 5, title: `Release e-mail ${Date.now()}` })
    const basket = await bookWithAnswers(event.eventId, concessionId, {
      email: 'released.booker@example.org',
      answers: {},
      tickets: [
        { first: 'Eve', last: 'Gone', answers: {} },
        { first: 'Fay', last: 'Stays', answers: {} },
      ],
    })
    const { body } = await call<AttendeesResponse>('GET', `/console/event/getattendees?guid=${event.eventId}`)
    const ticket = body.attendanceData.find((row) => row.firstName === 'Eve')!.ticketID

    const answers = await Promise.all(Array.from({ length: 5 }, () => call<{ alreadyReleased: boolean }>('POST', `/console/ticket/release?ticketID=${ticket}`)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((answer) => !answer.body.alreadyReleased)).toHaveLength(1)
    expect((await call<{ alreadyReleased: boolean }>('POST', `/console/ticket/release?ticketID=${ticket}`)).body.alreadyReleased).toBe(true)

    const { rows } = await pool.query<{ to: string; payload: Record<string, unknown> }>(
      `SELECT to_address AS "to", payload FROM booking.email_outbox WHERE basket_id = $1 AND kind = 'ticket_released'`,
      [basket.id],
    )
    const { rows: order } = await pool.query<{ reference: string }>('SELECT booking_reference AS reference FROM booking.orders WHERE basket_id = $1', [basket.id])
    expect(rows).toEqual([
      {
        to: 'released.booker@example.org',
        payload: expect.objectContaining({ eventTitle: event.title, holderName: 'Eve Gone', ticketType: 'Adult', ticketsLeft: 1, bookingReference: order[0]!.reference }),
      },
    ])

    // The job takes any due row, so only this test's release e-mail is left for it.
    await pool.query(`DELETE FROM booking.email_outbox WHERE NOT (basket_id = $1 AND kind = 'ticket_released')`, [basket.id])
    inbox.received.length = 0
    const deps = { pool, mailer, sources: emailSources(emailContentOutsideNext), log: { info: () => undefined, warn: () => undefined } }
    const later = new Date(Date.now() + 60_000)
    expect(await sendDueEmails(deps, later)).toEqual({ sent: 1, kept: 0, retried: 0, failed: 0, withdrawn: 0 })
    expect(await sendDueEmails(deps, new Date(later.getTime() + 3_600_000))).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0, withdrawn: 0 })

    expect(inbox.received).toHaveLength(1)
    expect(inbox.received[0]!.to).toEqual(['released.booker@example.org'])
    const text = mimePart(inbox.received[0]!.raw, 'text/plain')!
    expect(text).toContain(`A ticket for ${event.title} has been released`)
    expect(text).toContain('The ticket of Eve Gone (Adult)')
    expect(text).toContain('1 ticket of your booking is still booked.')
    expect(text).toContain('Releasing a ticket does not refund it.')
  })
})
