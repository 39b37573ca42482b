import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { NotifyClient } from 'notifications-node-client'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ConfirmedBooking } from '../../src/contracts/checkout'
import { sendDueEmails, type EmailOutboxDeps } from '../../src/booking/email/email-outbox-job'
import { refundNoticeFacts } from '../../src/booking/email/outbox-repository'
import { env } from '../../src/config/env'
import { configuredMailer } from '../../src/integrations/email/configured-mailer'
import { PermanentSendError, type Mailer } from '../../src/integrations/email/mailer'
import { createNotifyFake, NOTIFY_FAKE_TEMPLATES, notifyFakeCredentials, type NotifyFake } from '../../src/integrations/email/notify-fake'
import { notifyMailer, type NotifySettings } from '../../src/integrations/email/notify-mailer'
import { createPaymentFixturesServer } from '../../src/server/payment-fixtures-server'

import { migratedBookingDatabase } from './support/booking-factory'
import { confirmedBookingFixture } from './support/confirmed-booking'

/**
 * GOV.UK Notify as the e-mail channel (issue 26 point 3, decision 0045): the adapter, with Notify's
 * official Node client, against the local fake that follows Notify's published API over real HTTP,
 * driven by the outbox job on a real PostgreSQL. Sent; a 429 retried once; a permanent refusal given
 * up at once and reported; and an outbox row never sent twice, even when an answer is lost.
 */
// The demonstration's fake is served by the payment fixtures when this process's environment asks for it.
vi.hoisted(() => {
  process.env.NOTIFY_FAKE = 'on'
})

const NOW = new Date('2030-03-01T09:00:00.000Z')
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000)
const SECRET = 'a-payload-secret-for-the-notify-tests-only'
const credentials = notifyFakeCredentials(SECRET)
const [EMAIL_TEMPLATE, SMS_TEMPLATE] = NOTIFY_FAKE_TEMPLATES

let pool: pg.Pool
let server: http.Server
let fake: NotifyFake
let apiUrl: string
const warnings: string[] = []
let telephoneNumber = '0123'

function bookingOf(basketId: string): ConfirmedBooking {
  return confirmedBookingFixture(basketId, {
    eventTitle: 'Pottery course',
    eventUri: '/hals/pottery-course',
    serviceTermsHtml: '',
    purchaser: { firstName: 'Sam', lastName: 'Buyer', email: 'sam@example.com', telephoneNumber },
    confirmedAt: NOW.toISOString(),
  })
}

function settings(overrides: Partial<NotifySettings> = {}): NotifySettings {
  return { apiUrl, apiKey: credentials.apiKey, emailTemplateId: EMAIL_TEMPLATE!.id, smsTemplateId: SMS_TEMPLATE!.id, ...overrides }
}

function deps(mailer: Mailer): EmailOutboxDeps {
  return {
    pool,
    mailer,
    sources: {
      confirmedBooking: async (basketId) => bookingOf(basketId),
      eventPlace: async () => ({ online: false, endDateTime: null, venue: { name: 'Hertford Library', addressLines: ['Dolphin Yard', 'Hertford'] } }),
      refundFacts: (basketId, paymentId) => refundNoticeFacts(pool, basketId, paymentId),
      settings: {
        councilName: 'Hertfordshire County Council',
        webTeamEmail: 'web.team@example.gov.uk',
        siteUrl: 'https://events.example.gov.uk',
        viewTicketsUrl: (basketId) => `https://events.example.gov.uk/booking-tickets?basketId=${basketId}&token=t`,
      },
    },
    log: { info: () => undefined, warn: (message) => warnings.push(message) },
  }
}

async function queue(kind = 'booking_confirmation', payloadOf: (basketId: string) => unknown = (basketId) => ({ basketId })): Promise<{ id: number; basketId: string }> {
  const basketId = randomUUID()
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, next_attempt_at, created_at)
     VALUES ($1, $2, 'sam@example.com', $3, $4, $4) RETURNING id`,
    [kind, basketId, JSON.stringify(payloadOf(basketId)), NOW],
  )
  return { id: Number(rows[0]!.id), basketId }
}

const reminderPayload = (basketId: string) => ({
  basketId,
  sessionId: 's2',
  eventTitle: 'Pottery course',
  eventUri: '/hals/pottery-course',
  startsAt: '2030-03-03T18:00:00.000Z',
  endsAt: '2030-03-03T20:00:00.000Z',
  place: null,
  number: 2,
  of: 6,
})

async function outboxRow(id: number) {
  const { rows } = await pool.query<{ state: string; attempts: number; last_error: string | null }>('SELECT state, attempts, last_error FROM booking.email_outbox WHERE id = $1', [id])
  return rows[0]!
}


beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await migratedBookingDatabase(), max: 6 })
  server = http.createServer((req, res) => fake.handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

beforeEach(async () => {
  fake = createNotifyFake({ serviceId: credentials.serviceId, secret: credentials.secret })
  await pool.query('DELETE FROM booking.email_outbox')
  warnings.length = 0
  telephoneNumber = '0123'
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await pool?.end()
})

describe('the Notify adapter against the fake', () => {
  it('sends a message through the e-mail template, its subject and plain text filled in', async () => {
    await notifyMailer(settings()).send({ to: 'sam@example.com', subject: 'Booking confirmed', html: '<p>x</p>', text: 'Your booking reference: ABC', reference: 'ref-1' })

    const [notification] = fake.notifications()
    expect(fake.notifications()).toHaveLength(1)
    expect(notification).toMatchObject({ type: 'email', email_address: 'sam@example.com', reference: 'ref-1', subject: 'Booking confirmed', body: 'Your booking reference: ABC' })
    expect(notification!.template.id).toBe(EMAIL_TEMPLATE!.id)
  })

  it('is refused for good with a key Notify does not know, or a template it has not got', async () => {
    const wrongKey = notifyFakeCredentials('another-secret-altogether').apiKey
    const message = { to: 'sam@example.com', subject: 'S', html: '', text: 'T' }

    await expect(notifyMailer(settings({ apiKey: wrongKey })).send(message)).rejects.toThrow(PermanentSendError)
    await expect(notifyMailer(settings({ apiKey: wrongKey })).send(message)).rejects.toThrow(/403 .*AuthError: Invalid token/)
    await expect(notifyMailer(settings({ emailTemplateId: randomUUID() })).send(message)).rejects.toThrow(/400 .*Template not found/)
    expect(fake.notifications()).toHaveLength(0)
  })

  it('is what EMAIL_CHANNEL=notify configures, with the fake\'s key and templates when NOTIFY_FAKE is on', async () => {
    const mailer = configuredMailer({
      EMAIL_CHANNEL: 'notify',
      SMTP_URL: 'smtp://127.0.0.1:1',
      EMAIL_FROM: 'Council events <events@example.gov.uk>',
      NOTIFY_API_URL: apiUrl,
      NOTIFY_API_KEY: undefined,
      NOTIFY_EMAIL_TEMPLATE_ID: undefined,
      NOTIFY_SMS_TEMPLATE_ID: undefined,
      NOTIFY_EMAIL_REPLY_TO_ID: undefined,
      NOTIFY_FAKE: 'on',
      PAYLOAD_SECRET: SECRET,
    })
    await mailer!.send({ to: 'pat@example.com', subject: 'Hello', html: '', text: 'Body' })

    expect(fake.notifications().map((notification) => notification.email_address)).toEqual(['pat@example.com'])
    expect(mailer!.secrets).toContain(credentials.apiKey)
  })
})

describe('the outbox through Notify', () => {
  it('sends a due confirmation once and records it as sent; another run sends nothing', async () => {
    const { id } = await queue()
    const mailer = notifyMailer(settings())

    expect(await sendDueEmails(deps(mailer), NOW)).toMatchObject({ sent: 1, retried: 0, failed: 0 })
    expect(await sendDueEmails(deps(mailer), seconds(3600))).toMatchObject({ sent: 0 })

    expect(fake.notifications()).toHaveLength(1)
    expect(fake.notifications()[0]!.subject).toMatch(/^Booking confirmed: Pottery course \(reference REF-/)
    // Notify carries no attachments or inline images: the e-mail links to the printable tickets.
    expect(fake.notifications()[0]!.body).toMatch(/Print your tickets: https:\/\/events\.example\.gov\.uk\/booking-tickets\?basketId=/)
    expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 1, last_error: null })
  })

  it('retries a 429 once, after the back-off, and sends the message once', async () => {
    const { id } = await queue()
    const mailer = notifyMailer(settings())
    fake.failNextSends(1, 429)

    expect(await sendDueEmails(deps(mailer), NOW)).toMatchObject({ sent: 0, retried: 1 })
    const retried = await outboxRow(id)
    expect(retried).toMatchObject({ state: 'pending', attempts: 1 })
    expect(retried.last_error).toMatch(/^GOV\.UK Notify answered 429 to an e-mail \(RateLimitError: Exceeded rate limit/)
    expect(await sendDueEmails(deps(mailer), seconds(10))).toMatchObject({ sent: 0, retried: 0 })

    expect(await sendDueEmails(deps(mailer), seconds(31))).toMatchObject({ sent: 1 })
    expect(fake.sendRequests()).toBe(2)
    expect(fake.notifications()).toHaveLength(1)
    expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 2, last_error: null })
  })

  it('gives a permanent refusal up at once and reports it, without sending', async () => {
    const { id } = await queue()
    fake.failNextSends(1, 400)

    expect(await sendDueEmails(deps(notifyMailer(settings())), NOW)).toMatchObject({ sent: 0, retried: 0, failed: 1 })

    const row = await outboxRow(id)
    expect(row).toMatchObject({ state: 'failed', attempts: 1 })
    expect(row.last_error).toMatch(/^GOV\.UK Notify answered 400 to an e-mail \(BadRequestError: /)
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^email outbox: message ${id} \\(booking_confirmation\\) given up after 1 attempts: GOV\\.UK Notify answered 400`))])
    expect(fake.notifications()).toHaveLength(0)
  })

  it('never sends a row twice: an answer lost after Notify accepted the message is found by its reference', async () => {
    const { id } = await queue()
    const notify = notifyMailer(settings())
    // Notify accepts the message, then the answer never arrives (a timeout, a dropped connection).
    const losingAnswers: Mailer = { ...notify, send: async (message) => { await notify.send(message); throw new Error('socket hang up') } }

    expect(await sendDueEmails(deps(losingAnswers), NOW)).toMatchObject({ retried: 1 })
    expect(await sendDueEmails(deps(notify), seconds(31))).toMatchObject({ sent: 1 })

    expect(fake.notifications()).toHaveLength(1)
    expect(fake.sendRequests()).toBe(1)
    expect(await outboxRow(id)).toMatchObject({ state: 'sent' })
  })

  it('never sends a row twice when several workers run the job at once', async () => {
    const rows = await Promise.all(Array.from({ length: 8 }, () => queue()))
    const mailer = notifyMailer(settings())

    const reports = await Promise.all(Array.from({ length: 4 }, () => sendDueEmails(deps(mailer), NOW)))

    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(8)
    expect(fake.notifications()).toHaveLength(8)
    const references = fake.notifications().map((notification) => notification.reference)
    expect(new Set(references).size).toBe(8)
    for (const { id } of rows) expect((await outboxRow(id)).state).toBe('sent')
  })

  it('sends a session reminder as a text message too when the booker gave a UK mobile number', async () => {
    telephoneNumber = '07700 900123'
    const { id } = await queue('session_reminder', reminderPayload)

    expect(await sendDueEmails(deps(notifyMailer(settings())), NOW)).toMatchObject({ sent: 1 })

    const texts = fake.notifications().filter((notification) => notification.type === 'sms')
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ phone_number: '+447700900123' })
    expect(texts[0]!.body).toMatch(/^Reminder: Pottery course, session 2 of 6, .+ Booking REF-/)
    expect(fake.notifications().filter((notification) => notification.type === 'email')).toHaveLength(1)
    expect(await outboxRow(id)).toMatchObject({ state: 'sent', last_error: null })
  })

  it('sends the e-mail alone to a booker without a mobile number, or when no text template is set', async () => {
    telephoneNumber = '01992 555555'
    await queue('session_reminder', reminderPayload)
    expect(await sendDueEmails(deps(notifyMailer(settings())), NOW)).toMatchObject({ sent: 1 })
    telephoneNumber = '07700 900123'
    await queue('session_reminder', reminderPayload)
    expect(await sendDueEmails(deps(notifyMailer(settings({ smsTemplateId: undefined }))), NOW)).toMatchObject({ sent: 1 })

    expect(fake.notifications().map((notification) => notification.type)).toEqual(['email', 'email'])
  })

  it('keeps the e-mail sent when the text message is refused, and notes why', async () => {
    telephoneNumber = '07700 900123'
    const { id } = await queue('session_reminder', reminderPayload)
    const notify = notifyMailer(settings())
    // The e-mail goes; the text message after it is refused for good.
    const refusingTexts: Mailer = {
      ...notify,
      send: async (message) => {
        fake.failNextSends(0)
        const { textMessage, ...email } = message
        await notify.send(email)
        fake.failNextSends(1, 400)
        return notify.send({ ...email, textMessage })
      },
    }

    expect(await sendDueEmails(deps(refusingTexts), NOW)).toMatchObject({ sent: 1, failed: 0 })

    expect(fake.notifications().map((notification) => notification.type)).toEqual(['email'])
    const row = await outboxRow(id)
    expect(row.state).toBe('sent')
    expect(row.last_error).toMatch(/^The e-mail was sent; the text message was refused: GOV\.UK Notify answered 400/)
  })
})

describe("the demonstration's fake", () => {
  it('is served by the payment fixtures under /notify-fake, and the mailer NOTIFY_FAKE=on configures sends through it', async () => {
    const fixtures = await createPaymentFixturesServer({ logger: pino({ level: 'silent' }) })
    await new Promise<void>((resolve) => fixtures.server.listen(0, '127.0.0.1', resolve))
    try {
      const fakeUrl = `http://127.0.0.1:${(fixtures.server.address() as AddressInfo).port}/notify-fake`
      const mailer = configuredMailer({ ...env(), EMAIL_CHANNEL: 'notify', NOTIFY_API_URL: fakeUrl })
      await mailer!.send({ to: 'pat@example.com', subject: 'Hello', html: '', text: 'Body', reference: 'demo-1' })

      const reader = new NotifyClient(fakeUrl, notifyFakeCredentials(env().PAYLOAD_SECRET).apiKey)
      const { data } = await reader.getNotifications('email', undefined, 'demo-1')
      expect(data.notifications.map((notification) => [notification.email_address, notification.subject])).toEqual([['pat@example.com', 'Hello']])
      // Without the key's token nobody reads what it sent.
      const anonymous = await fetch(`${fakeUrl}/v2/notifications`)
      expect(anonymous.status).toBe(403)
    } finally {
      await new Promise((resolve) => fixtures.server.close(resolve))
      await fixtures.close()
    }
  })
})
