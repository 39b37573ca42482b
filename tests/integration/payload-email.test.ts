import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { keepStaffAccountEmail, STAFF_ACCOUNT_EMAIL_KIND } from '../../src/booking/email/staff-account-email'
import { LINK_WITHHELD, payloadEmailAdapter } from '../../src/integrations/email/payload-email-adapter'
import { smtpMailer } from '../../src/integrations/email/smtp-mailer'

import { seededPayload } from './support/seeded-payload'
import { SmtpInbox } from './support/smtp-inbox'

/**
 * Payload's e-mail through the project's own mail path (issue 22 point 6): a password reset asked of
 * Payload itself reaches a real SMTP peer when SMTP_URL is set, and without SMTP the message is kept
 * in the outbox with its links withheld, never sent late.
 */
const ADMIN = 'admin@example.gov.uk'
const inbox = new SmtpInbox()
let payload: Payload
let pool: pg.Pool

beforeAll(async () => {
  await inbox.start()
  payload = await seededPayload(new Date())
  // Set after Payload has started, as it may have in this worker for an earlier file: the adapter
  // reads SMTP_URL when it sends (src/payload.config.ts).
  process.env.SMTP_URL = inbox.url()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  await inbox.stop()
  await pool?.end()
  const { closeBookingPool } = await import('../../src/booking/db/pool.server')
  await closeBookingPool()
})

describe('Payload’s e-mail with SMTP_URL set', () => {
  it('delivers a password reset asked of Payload to the SMTP server, with its link and the service’s sender', async () => {
    inbox.received.length = 0
    // Payload answers a second request within 15 s of another for the same account without sending
    // anything (another file may just have asked for the admin): the window is started afresh.
    await pool.query('UPDATE users SET reset_password_requested_at = NULL WHERE email = $1', [ADMIN])
    await payload.forgotPassword({ collection: 'users', data: { email: ADMIN }, disableEmail: false })
    expect(inbox.received).toHaveLength(1)
    expect(inbox.received[0]!.to).toEqual([ADMIN])
    const mail = await simpleParser(inbox.received[0]!.raw)
    expect(mail.from?.value).toEqual([{ name: 'Council events', address: 'events@example.gov.uk' }])
    expect(mail.subject).toMatch(/reset your password/i)
    const { rows } = await pool.query<{ token: string }>('SELECT reset_password_token AS token FROM users WHERE email = $1', [ADMIN])
    const token = rows[0]!.token
    expect(token).toBeTruthy()
    expect(String(mail.html)).toContain(token)
    // A plain-text part is made for a message Payload sends as HTML only.
    expect(mail.text).toContain(token)
  })
})

describe('Payload’s e-mail without SMTP', () => {
  const adapter = payloadEmailAdapter({
    from: 'Council events <events@example.gov.uk>',
    mailer: () => null,
    keep: (message) => keepStaffAccountEmail(pool, message, new Date()),
  })({ payload: {} as Payload })

  it('names the service as the sender', () => {
    expect(adapter.defaultFromName).toBe('Council events')
    expect(adapter.defaultFromAddress).toBe('events@example.gov.uk')
  })

  it('keeps the message in the outbox for staff to read, with its reset link withheld', async () => {
    const token = 'f3a9c1d2e4b5a6978877665544332211'
    await adapter.sendEmail({
      to: { address: 'editor@example.gov.uk', name: 'Editor' },
      subject: 'Reset your password',
      html: `<p>To reset, open <a href="http://localhost:3000/admin/reset/${token}">http://localhost:3000/admin/reset/${token}</a>.</p>`,
    })
    const { rows } = await pool.query<{ id: string; kind: string; state: string; next_attempt_at: Date; last_error: string; subject: string; html: string }>(
      `SELECT id, kind, state, next_attempt_at, last_error, subject, html FROM booking.email_outbox WHERE to_address = 'editor@example.gov.uk' ORDER BY id DESC LIMIT 1`,
    )
    const row = rows[0]!
    expect(row).toMatchObject({ kind: STAFF_ACCOUNT_EMAIL_KIND, state: 'pending', subject: 'Reset your password' })
    expect(row.last_error).toMatch(/SMTP_URL is not configured/)
    expect(row.next_attempt_at.getUTCFullYear()).toBe(9999)
    expect(row.html).toContain('To reset, open')
    expect(row.html).toContain(LINK_WITHHELD)
    expect(row.html).not.toContain(token)
  })

  it('is not sent late when kept messages are released: it fails at once, and the SMTP server receives nothing', async () => {
    const [{ sendDueEmails }] = [await import('../../src/booking/email/email-outbox-job')]
    await keepStaffAccountEmail(pool, { to: 'staff@example.gov.uk', subject: 'Reset your password', html: '<p>kept</p>' }, new Date())
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM booking.email_outbox WHERE to_address = 'staff@example.gov.uk' ORDER BY id DESC LIMIT 1`)
    const id = rows[0]!.id
    // The release decision 0023 gives operators once SMTP is configured. Made due at an instant of its
    // own, before any other file's (retention.test.ts queues e-mails in 1990), and the job run at that
    // instant, so it claims this row and none an earlier file left due.
    const releasedAt = new Date('1000-01-01T00:00:00.123Z')
    await pool.query(`UPDATE booking.email_outbox SET next_attempt_at = $2, last_error = NULL WHERE id = $1`, [id, releasedAt])
    inbox.received.length = 0
    const mailer = smtpMailer(inbox.url(), 'Council events <events@example.gov.uk>')
    try {
      const sources = { confirmedBooking: async () => null, eventPlace: async () => null, refundFacts: async () => null, settings: {} as never }
      await sendDueEmails({ pool, mailer, sources, log: { info: () => undefined, warn: () => undefined }, batchSize: 1 }, releasedAt)
    } finally {
      mailer.close()
    }
    const after = await pool.query<{ state: string }>('SELECT state FROM booking.email_outbox WHERE id = $1', [id])
    expect(after.rows[0]!.state).toBe('failed')
    expect(inbox.received.filter((mail) => mail.to.includes('staff@example.gov.uk'))).toEqual([])
  })
})
