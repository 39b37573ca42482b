import { randomUUID } from 'node:crypto'

import ICAL from 'ical.js'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ConfirmedBooking } from '../../src/contracts/checkout'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import type { EmailEventPlace } from '../../src/booking/email/booking-confirmation'
import { sendDueEmails, type EmailOutboxDeps } from '../../src/booking/email/email-outbox-job'
import { outboxEntry, recentOutboxEntries, refundNoticeFacts } from '../../src/booking/email/outbox-repository'
import { KEPT_UNTIL, KEPT_WITHOUT_SMTP_NOTE, MAX_EMAIL_ATTEMPTS } from '../../src/domain/email-outbox'
import type { Mailer } from '../../src/integrations/email/mailer'
import { smtpMailer } from '../../src/integrations/email/smtp-mailer'

import { migratedBookingDatabase } from './support/booking-factory'
import { confirmedBookingFixture } from './support/confirmed-booking'
import { mimePart, SmtpInbox } from './support/smtp-inbox'

/**
 * The e-mail outbox job (decision 0023) against a real PostgreSQL and a real SMTP server in this
 * process. The booking and the venue are passed in, as the checkout service and Payload would give
 * them; everything from the outbox row to the bytes on the SMTP connection is the production path.
 */
const NOW = new Date('2030-03-01T09:00:00.000Z')
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000)
let pool: pg.Pool
const inbox = new SmtpInbox()
const mailers: Mailer[] = []
const warnings: string[] = []

const place: EmailEventPlace = { online: false, endDateTime: '2030-04-02T12:00:00.000Z', venue: { name: 'Hertford Library', addressLines: ['Dolphin Yard', 'Hertford', 'SG14 1PP'] } }

function bookingOf(basketId: string): ConfirmedBooking {
  return confirmedBookingFixture(basketId, { confirmedAt: NOW.toISOString() })
}

function deps(mailer: Mailer | null): EmailOutboxDeps {
  return {
    pool,
    mailer,
    sources: {
      confirmedBooking: async (basketId) => bookingOf(basketId),
      eventPlace: async () => place,
      refundFacts: (basketId, paymentId) => refundNoticeFacts(pool, basketId, paymentId),
      settings: { councilName: 'Hertfordshire County Council', webTeamEmail: 'web.team@example.gov.uk', siteUrl: 'https://events.example.gov.uk' },
    },
    log: { info: () => undefined, warn: (message) => warnings.push(message) },
  }
}

function mailerFor(credentials = ''): Mailer {
  const mailer = smtpMailer(inbox.url(credentials), 'Council events <events@example.gov.uk>')
  mailers.push(mailer)
  return mailer
}

async function queueConfirmation(options: { attempts?: number; kind?: string; payload?: unknown } = {}): Promise<{ id: number; basketId: string }> {
  const basketId = randomUUID()
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, attempts, next_attempt_at, created_at)
     VALUES ($1, $2, 'sam@example.com', $3, $4, $5, $5) RETURNING id`,
    [options.kind ?? 'booking_confirmation', basketId, JSON.stringify(options.payload ?? { basketId }), options.attempts ?? 0, NOW],
  )
  return { id: Number(rows[0]!.id), basketId }
}

async function outboxRow(id: number) {
  const { rows } = await pool.query<{ state: string; attempts: number; next_attempt_at: Date; last_error: string | null; subject: string | null; html: string | null; sent_at: Date | null }>(
    'SELECT state, attempts, next_attempt_at, last_error, subject, html, sent_at FROM booking.email_outbox WHERE id = $1',
    [id],
  )
  return rows[0]!
}

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 6 })
  await inbox.start()
})

beforeEach(async () => {
  // The job takes any due row, so each test starts from an empty outbox.
  await pool.query('DELETE FROM booking.email_outbox')
  inbox.received.length = 0
  warnings.length = 0
})

afterEach(() => {
  for (const mailer of mailers.splice(0)) mailer.close()
})

afterAll(async () => {
  await inbox.stop()
  await pool?.end()
  await closeBookingPool()
})

describe('sending the outbox', () => {
  it('sends a due confirmation once, with a calendar file of the event, and records it as sent', async () => {
    const { id, basketId } = await queueConfirmation()
    const mailer = mailerFor()

    expect(await sendDueEmails(deps(mailer), NOW)).toEqual({ sent: 1, kept: 0, retried: 0, failed: 0, withdrawn: 0 })
    expect(await sendDueEmails(deps(mailer), seconds(60))).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0, withdrawn: 0 })

    expect(inbox.received).toHaveLength(1)
    const mail = inbox.received[0]!
    expect(mail.to).toEqual(['sam@example.com'])
    expect(mail.raw).toMatch(/^Subject: Booking confirmed: Pottery taster \(reference REF-/m)
    const calendar = mimePart(mail.raw, 'text/calendar')
    expect(calendar).toBeDefined()
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(calendar!)).getFirstSubcomponent('vevent')!)
    expect(event.summary).toBe('Pottery taster')
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-04-02T10:00:00.000Z')

    const row = await outboxRow(id)
    expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: null, sent_at: NOW })
    expect(row.subject).toBe(`Booking confirmed: Pottery taster (reference REF-${basketId.slice(0, 8)})`)
    expect(row.html).toContain('Sam Buyer: Adult')
  })

  it('retries with backoff while the SMTP server is down, and sends when it is back', async () => {
    const { id } = await queueConfirmation()
    const mailer = mailerFor('mailer:s3cret-pass')
    await inbox.stop()
    try {
      expect(await sendDueEmails(deps(mailer), NOW)).toMatchObject({ sent: 0, retried: 1 })
      const afterFirst = await outboxRow(id)
      expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: seconds(30), sent_at: null })
      expect(afterFirst.last_error).toMatch(/ECONNREFUSED/)
      expect(afterFirst.last_error).not.toContain('s3cret-pass')

      // Not due again before its backoff has passed ...
      expect(await sendDueEmails(deps(mailer), seconds(29))).toMatchObject({ retried: 0 })
      // ... and then tried again, with twice the wait after a second failure.
      expect(await sendDueEmails(deps(mailer), seconds(30))).toMatchObject({ retried: 1 })
      expect(await outboxRow(id)).toMatchObject({ attempts: 2, next_attempt_at: seconds(90) })
    } finally {
      await inbox.start()
    }

    expect(await sendDueEmails(deps(mailer), seconds(90))).toMatchObject({ sent: 1 })
    expect(inbox.received).toHaveLength(1)
    expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 3, last_error: null })
  })

  it('sends a message once when two runs of the job overlap', async () => {
    const { id } = await queueConfirmation()
    let release: () => void = () => undefined
    const arrived = inbox.hold(new Promise<void>((resolve) => (release = resolve)))

    const first = sendDueEmails(deps(mailerFor()), NOW)
    await arrived
    // The first run holds the row's lock while the SMTP server has the message: the second skips it.
    expect(await sendDueEmails(deps(mailerFor()), NOW)).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0, withdrawn: 0 })
    release()
    expect(await first).toMatchObject({ sent: 1 })

    expect(inbox.received).toHaveLength(1)
    expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 1 })
  })

  it('shares many messages among parallel runs without sending any twice', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => queueConfirmation()))
    const reports = await Promise.all([1, 2, 3].map(() => sendDueEmails(deps(mailerFor()), NOW)))

    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(6)
    expect(inbox.received).toHaveLength(6)
    expect(new Set(inbox.received.map((mail) => mail.raw.match(/^Subject: (.*)$/m)?.[1])).size).toBe(6)
    for (const { id } of ids) expect((await outboxRow(id)).state).toBe('sent')
  })

  it('gives a message up after the last attempt, with one warning line and no stack', async () => {
    const { id } = await queueConfirmation({ attempts: MAX_EMAIL_ATTEMPTS - 1 })
    const mailer = mailerFor()
    await inbox.stop()
    try {
      expect(await sendDueEmails(deps(mailer), NOW)).toMatchObject({ failed: 1 })
    } finally {
      await inbox.start()
    }
    expect(await outboxRow(id)).toMatchObject({ state: 'failed', attempts: MAX_EMAIL_ATTEMPTS })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(new RegExp(`^email outbox: message ${id} \\(booking_confirmation\\) given up after ${MAX_EMAIL_ATTEMPTS} attempts: .*ECONNREFUSED`))
    expect(warnings[0]).not.toContain('\n')
    // A failed message is never picked up again.
    expect(await sendDueEmails(deps(mailer), seconds(7200))).toMatchObject({ sent: 0, failed: 0 })
  })

  it('fails a message of an unknown kind at once rather than retrying it for ever', async () => {
    const { id } = await queueConfirmation({ kind: 'birthday_card' })
    expect(await sendDueEmails(deps(mailerFor()), NOW)).toMatchObject({ failed: 1 })
    expect(await outboxRow(id)).toMatchObject({ state: 'failed', attempts: 1, last_error: "No e-mail is made for the kind 'birthday_card'" })
    expect(inbox.received).toHaveLength(0)
  })

  it("sends a session's reminder from the booking as it is, and withdraws one whose booking has no ticket left instead of sending it", async () => {
    const reminder = (basketId: string) => ({
      basketId,
      sessionId: 'session-2',
      eventTitle: 'Watercolour for beginners',
      eventUri: '/hals/watercolour',
      startsAt: '2030-03-03T18:00:00Z',
      endsAt: '2030-03-03T20:00:00Z',
      place: 'Studio 2, Hertford Library',
      number: 2,
      of: 6,
    })
    const basketId = '0b7e2f5c-1111-4d3e-9d48-2a0c3e0b1a22'
    const { id } = await queueConfirmation({ kind: 'session_reminder', payload: reminder(basketId) })
    expect(await sendDueEmails(deps(mailerFor()), NOW)).toMatchObject({ sent: 1 })
    const mail = inbox.received[0]!
    expect(mail.raw).toMatch(/^Subject: Reminder: Watercolour for beginners, session 2 of 6$/m)
    const row = await outboxRow(id)
    expect(row.state).toBe('sent')
    expect(row.html).toContain('Session 2 of 6 of Watercolour for beginners is on Sunday 3 March 2030, 6:00pm to 8:00pm.')
    expect(row.html).toContain('Where: Studio 2, Hertford Library')
    expect(row.html).toContain('href="https://events.example.gov.uk/hals/watercolour"')

    // Cancelled after the reminder was written: withdrawn, never sent, never picked up again.
    const cancelled = await queueConfirmation({ kind: 'session_reminder', payload: reminder('6f1c7a39-5a70-4d3e-9d48-2a0c3e0b1a11') })
    const nothingBooked = { ...deps(mailerFor()), sources: { ...deps(null).sources, confirmedBooking: async (id: string) => ({ ...bookingOf(id), tickets: [], ticketsBooked: 0, ticketsCancelled: 1 }) } }
    expect(await sendDueEmails(nothingBooked, seconds(10))).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0, withdrawn: 1 })
    expect(await outboxRow(cancelled.id)).toMatchObject({ state: 'withdrawn', attempts: 0, sent_at: null })
    expect((await outboxRow(cancelled.id)).last_error).toMatch(/has no tickets booked any more/)
    expect(await sendDueEmails(deps(mailerFor()), seconds(7200))).toMatchObject({ sent: 0, withdrawn: 0 })
    expect(inbox.received).toHaveLength(1)
  })

  it('keeps a confirmation whose booking is not confirmed yet pending, to try again', async () => {
    const { id } = await queueConfirmation()
    const waiting = { ...deps(mailerFor()), sources: { ...deps(null).sources, confirmedBooking: async () => null } }
    expect(await sendDueEmails(waiting, NOW)).toMatchObject({ retried: 1 })
    expect(await outboxRow(id)).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: seconds(30) })
    expect((await outboxRow(id)).last_error).toMatch(/has no confirmed booking yet/)
  })
})

describe('without SMTP_URL', () => {
  it('renders a message and keeps it for staff to read, unsent and not picked up again', async () => {
    const { id } = await queueConfirmation()
    expect(await sendDueEmails(deps(null), NOW)).toEqual({ sent: 0, kept: 1, retried: 0, failed: 0, withdrawn: 0 })

    const row = await outboxRow(id)
    expect(row).toMatchObject({ state: 'pending', attempts: 0, sent_at: null, last_error: KEPT_WITHOUT_SMTP_NOTE, next_attempt_at: KEPT_UNTIL })
    expect(row.subject).toMatch(/^Booking confirmed: Pottery taster/)
    expect(row.html).toContain('Hertford Library')
    expect(await sendDueEmails(deps(null), seconds(86_400))).toMatchObject({ kept: 0 })
    expect(inbox.received).toHaveLength(0)
  })

  it('renders the refund notice from its payload alone', async () => {
    const basketId = randomUUID()
    const { id } = await queueConfirmation({ kind: 'payment_refunded', payload: { basketId, amountPence: 1250 } })
    expect(await sendDueEmails(deps(null), NOW)).toMatchObject({ kept: 1 })
    const row = await outboxRow(id)
    expect(row.subject).toBe('Your payment has been refunded')
    expect(row.html).toContain('We have refunded £12.50')
  })
})

describe('staff reading the outbox', () => {
  it('lists the recent messages newest first, and shows one with its rendered HTML', async () => {
    const older = await queueConfirmation()
    await pool.query(`UPDATE booking.email_outbox SET created_at = created_at - interval '1 minute' WHERE id = $1`, [older.id])
    const newer = await queueConfirmation()
    await sendDueEmails(deps(null), NOW)

    const entries = await recentOutboxEntries(pool, 100)
    expect(entries.map((entry) => entry.id)).toEqual([newer.id, older.id])
    expect(entries[0]).toMatchObject({ kind: 'booking_confirmation', toAddress: 'sam@example.com', state: 'pending', attempts: 0, lastError: KEPT_WITHOUT_SMTP_NOTE })
    expect(await recentOutboxEntries(pool, 1)).toHaveLength(1)

    const entry = await outboxEntry(pool, newer.id)
    expect(entry?.html).toContain('Booking confirmed')
    expect(await outboxEntry(pool, 999_999_999)).toBeNull()
  })
})
