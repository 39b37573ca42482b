import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { format } from 'date-fns'
import ICAL from 'ical.js'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

import { formatSessionTimes } from '../../src/domain/dates'
import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { createStaffUser, signInToConsole, TestLeftovers } from './support/booking-events'
import { checkOut, payWithCard, placeOrder, uniqueEmail } from './support/checkout-steps'
import { expect, test } from './support/fixtures'
import { mailsTo } from './support/mail-catcher'
import { signIn } from './support/payload-api'

/*
 * Issue 26 point 1's whole journey in Chromium: an editor makes a six-session course in the content
 * admin; a resident books and pays; the confirmation e-mail and its calendar file hold every session at
 * its real time; staff take the register of session 2 and the attendance report shows it; the worker
 * writes one reminder for the session about to meet, and only one.
 */
const SUCCESS_CARD = '4444333322221111'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const made = new TestLeftovers()

test.afterEach(({ request }) => made.clean(request))

/** How the admin's date picker reads a date typed in (its displayFormat, in the browser's time zone: the machine's). */
const typed = (date: Date) => format(date, 'EEE d MMM yyyy, HH:mm')

/** Types a date into one of the admin's date pickers and closes its calendar. */
async function typeDate(page: Page, fieldId: string, date: Date) {
  const input = page.locator(`#${fieldId} input`)
  await input.fill(typed(date))
  await input.press('Escape')
  await expect(input).toHaveValue(typed(date))
}

interface StoredEvent {
  id: number
  slug: string
  uri: string
  title: string
  dateTime: string
  sessions: Array<{ startsAt: string; endsAt: string }>
}

test('an editor makes a six-session course; a resident books it; the e-mail and the calendar hold every session; staff take the register of session 2; one reminder for the next session', async ({ page, browser, request, checkA11y }, testInfo) => {
  test.setTimeout(240_000)
  // Tomorrow evening and five weeks after: the first session is within the reminder's two days.
  const first = new Date(Date.now() + DAY)
  first.setHours(18, 0, 0, 0)
  const sessions = Array.from({ length: 6 }, (_, n) => ({ startsAt: new Date(first.getTime() + n * 7 * DAY), endsAt: new Date(first.getTime() + n * 7 * DAY + 2 * HOUR) }))
  const title = `Evening pottery course ${testInfo.workerIndex}-${Date.now()}`

  // The editor, in the content admin, in a browser of their own.
  const admin = await (await browser.newContext()).newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel(/email/i).fill(DEMO_USERS.editor.email)
  await admin.getByLabel(/password/i).fill(DEMO_USERS.editor.password)
  await admin.getByRole('button', { name: /log in|login/i }).click()
  await admin.waitForURL(/\/admin(?!\/login)/)
  await admin.goto('/admin/collections/events/create')
  await admin.getByRole('textbox', { name: 'Title *' }).fill(title)
  await typeDate(admin, 'field-dateTime', first)
  // A click before the form's script has taken over adds nothing: click until the row is there.
  const sessionRows = admin.locator('[id^="field-sessions__"][id$="__startsAt"]')
  for (let n = 0; n < sessions.length; n++) {
    await expect(async () => {
      if ((await sessionRows.count()) <= n) await admin.getByRole('button', { name: 'Add Session' }).click()
      await expect(admin.locator(`#field-sessions__${n}__startsAt`)).toBeAttached({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
  }
  await expect(sessionRows).toHaveCount(sessions.length)
  await admin.locator('#field-sessions').getByRole('button', { name: 'Show All' }).click()
  for (const [n, session] of sessions.entries()) {
    await typeDate(admin, `field-sessions__${n}__startsAt`, session.startsAt)
    await typeDate(admin, `field-sessions__${n}__endsAt`, session.endsAt)
  }
  await admin.getByRole('button', { name: 'Tickets and prices' }).click()
  await admin.getByRole('spinbutton', { name: 'Price (pence)' }).fill('1500')
  await admin.getByRole('spinbutton', { name: 'Tickets available *' }).fill('12')
  // As with the sessions: click until the row is there (a click the form has not taken adds nothing).
  await expect(async () => {
    if ((await admin.locator('#field-concessions__0__title').count()) === 0) await admin.getByRole('button', { name: 'Add Concession' }).click()
    await expect(admin.locator('#field-concessions__0__title')).toBeAttached({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await admin.locator('#field-concessions').getByRole('button', { name: 'Show All' }).click()
  await admin.locator('#field-concessions__0__title').fill('Adult')
  await admin.locator('#field-concessions__0__concessionPrice').fill('1500')
  await admin.getByRole('button', { name: 'Event', exact: true }).click()
  await expect(admin.getByRole('textbox', { name: 'Title *' })).toHaveValue(title)
  await admin.getByRole('button', { name: 'Publish changes' }).click()
  await expect(admin).toHaveURL(/\/admin\/collections\/events\/\d+/, { timeout: 30_000 })
  await admin.context().close()

  // What the admin stored: six sessions at the times typed, the event starting with the first.
  const editor = await signIn(request, DEMO_USERS.editor.email, DEMO_USERS.editor.password)
  const found = (await (await request.get(`/api/events?where[title][equals]=${encodeURIComponent(title)}&depth=0`, { headers: editor })).json()) as { docs: StoredEvent[] }
  expect(found.docs).toHaveLength(1)
  const event = found.docs[0]!
  made.events.push({ id: event.id, slug: event.slug, uri: event.uri, title: event.title })
  expect(event.sessions.map((session) => [session.startsAt, session.endsAt])).toEqual(sessions.map((session) => [session.startsAt.toISOString(), session.endsAt.toISOString()]))
  expect(event.dateTime).toBe(sessions[0]!.startsAt.toISOString())

  // The resident: the event page lists the sessions; book one place and pay.
  const resident = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage()
  await resident.goto(event.uri)
  await expect(resident.getByRole('region', { name: 'Sessions' }).getByRole('listitem')).toHaveText(sessions.map((session) => formatSessionTimes(session.startsAt, session.endsAt)))
  const email = uniqueEmail(testInfo, 'learner')
  await checkOut(resident, { id: event.id, slug: event.slug, uri: event.uri, title: event.title }, 'Adult', 1)
  await placeOrder(resident, email, ['Ann Learner'])
  await payWithCard(resident, SUCCESS_CARD)
  await expect(resident.getByRole('heading', { level: 1, name: 'Booking Successful!' })).toBeVisible({ timeout: 30_000 })
  await resident.context().close()

  // The confirmation e-mail lists every session; its calendar file has one entry per session at its real times.
  await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject?.startsWith('Booking confirmed')).length, { timeout: 30_000 }).toBe(1)
  const confirmation = (await mailsTo(email)).find((mail) => mail.subject?.startsWith('Booking confirmed'))!
  for (const session of sessions) expect(confirmation.text).toContain(formatSessionTimes(session.startsAt, session.endsAt))
  const ics = confirmation.attachments.find((attachment) => attachment.filename?.endsWith('.ics'))!
  const entries = new ICAL.Component(ICAL.parse(ics.content.toString('utf8'))).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
  expect(entries.map((entry) => [entry.startDate.toJSDate().toISOString(), entry.endDate.toJSDate().toISOString()])).toEqual(
    sessions.map((session) => [session.startsAt.toISOString(), session.endsAt.toISOString()]),
  )
  expect(entries.map((entry) => entry.summary)).toEqual(sessions.map((_, n) => `${title} (session ${n + 1} of 6)`))

  // Each ticket's door code: an inline QR image in the e-mail that reads as the ticket's signed code.
  const codes = confirmation.attachments.filter((attachment) => attachment.contentType === 'image/png')
  expect(codes).toHaveLength(1)
  // Inline, by its content id (the mail parser shows such an image in place: it is related to the HTML).
  expect(codes[0]!.cid).toMatch(/@door-code$/)
  expect(codes[0]!.related).toBe(true)
  expect(confirmation.html).toContain('alt="Door code of the ticket for Ann Learner"')
  const png = PNG.sync.read(codes[0]!.content)
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toMatch(/^HCCT1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/)
  // The e-mail's link to the printable tickets: the same code drawn on the page, behind the link's token only.
  const ticketsUrl = /Print your tickets: (\S+)/.exec(confirmation.text ?? '')![1]!
  await page.goto(ticketsUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets' })).toBeVisible()
  const ticket = page.getByRole('region', { name: 'Ann Learner' })
  await expect(ticket.getByRole('img', { name: 'Door code of the ticket for Ann Learner' })).toBeVisible()
  await expect(ticket.getByText('Adult', { exact: true })).toBeVisible()
  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport)
    await checkA11y()
  }
  const withoutToken = new URL(ticketsUrl)
  withoutToken.searchParams.delete('token')
  await page.goto(withoutToken.toString())
  await expect(page.getByText(/^Open your tickets from the link in your booking confirmation e-mail\./)).toBeVisible()
  await expect(page.getByRole('img', { name: /^Door code/ })).toHaveCount(0)

  // The worker writes the reminder for tomorrow's session, and the outbox sends it.
  const reminderSubject = `Reminder: ${title}, session 1 of 6`
  await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject === reminderSubject).length, { timeout: 30_000 }).toBe(1)
  const remindedAt = Date.now()
  const reminder = (await mailsTo(email)).find((mail) => mail.subject === reminderSubject)!
  expect(reminder.text).toContain(`Session 1 of 6 of ${title} is on ${formatSessionTimes(sessions[0]!.startsAt, sessions[0]!.endsAt)}.`)

  // Staff take the register of session 2.
  const staff = await createStaffUser(request, testInfo)
  made.staff.push(staff)
  await signInToConsole(page, staff)
  const view = (await (await request.get(`/eventsbookingapi/events/booking/${event.slug}`)).json()) as { id: string }
  await page.goto(`/console/register?id=${view.id}`)
  await page.getByLabel('Session', { exact: true }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Show register' }).click()
  await expect(page.getByText(`Register for Session 2 of 6: ${formatSessionTimes(sessions[1]!.startsAt, sessions[1]!.endsAt)}`)).toBeVisible()
  await page.getByRole('table', { name: 'Register' }).getByRole('button', { name: 'Absent – Ann Learner' }).click()
  await expect(page.getByText('Present: 1 of 1 booked')).toBeVisible()
  await checkA11y()
  await page.goto(`/console/attendance-report?id=${view.id}`)
  const perSession = page.getByRole('table', { name: 'Attendance per session' })
  await expect(perSession.getByRole('row').nth(2)).toContainText('1 of 1')
  await expect(perSession.getByRole('row').nth(1)).toContainText('0 of 1')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const rows = parse((await readFile((await (await download).path())!, 'utf8')).replace(/^\ufeff/, ''), { columns: true }) as Array<Record<string, string>>
  expect(rows.map((row) => row['Sessions attended (of 6)'])).toEqual(['1'])

  // Still one reminder after at least five more runs of the job (every 2 s in this run, serve.ts). A
  // second one never comes, so there is nothing to await: the rest of the five periods is waited out.
  const fivePeriods = 10_000 - (Date.now() - remindedAt)
  if (fivePeriods > 0) await page.waitForTimeout(fivePeriods)
  expect((await mailsTo(email)).filter((mail) => mail.subject === reminderSubject)).toHaveLength(1)
})
