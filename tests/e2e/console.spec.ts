import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { bookThroughStaffBypass, createBookableEvent, createStaffUser, signInToConsole, type TestStaffUser, TestLeftovers } from './support/booking-events'
import { expect, PAYLOAD_ADMIN_KNOWN_VIOLATIONS, test } from './support/fixtures'
import { mailsTo } from './support/mail-catcher'
import { signIn } from './support/payload-api'
import { confirmWaitingListJoin } from './support/waiting-list'

/*
 * The staff console (issue 12, spec 001 section 2) in Chromium as a member of staff: registers,
 * the attendance CSV read back by an independent CSV parser, the waiting-list export, a release by
 * keyboard that puts the place back on the booking page, event search, finding a booking, signing
 * out; and every console address sends an anonymous visitor to /login. Bookings are made through
 * the booking API (checkout, then the staff bypass), as the site would make them.
 */

const made = new TestLeftovers()

test.afterEach(({ request }) => made.clean(request))

/** This test's own member of staff (see createStaffUser): made once per test, on first use. */
let currentStaff: Promise<TestStaffUser> | undefined
test.beforeEach(() => {
  currentStaff = undefined
})
function staffOf(request: APIRequestContext, testInfo: Parameters<typeof createBookableEvent>[1]): Promise<TestStaffUser> {
  currentStaff ??= createStaffUser(request, testInfo).then((user) => (made.staff.push(user), user))
  return currentStaff
}

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }

interface Holder {
  first: string
  last: string
}

/** An event whose tickets the given people hold, booked (confirmed) through the staff bypass; answers its booking id and short reference. */
async function bookedEvent(request: APIRequestContext, testInfo: Parameters<typeof createBookableEvent>[1], holders: Holder[], capacity = holders.length) {
  const event = await createBookableEvent(request, testInfo, { name: 'Console', capacity, concessions: [{ title: 'Adult', concessionPrice: 1000, maxNumberAvailable: 10 }] })
  made.events.push(event)
  const purchaser = { firstName: 'Grace', lastName: 'Purchaser', email: 'grace.purchaser@example.org' }
  const { eventId, basketId, redirectUrl } = await bookThroughStaffBypass(request, event, await staffOf(request, testInfo), { purchaser, holders })
  const reference = new URL(redirectUrl, 'http://localhost').searchParams.get('bookingReference') ?? ''
  expect(reference).toMatch(/^HCC-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  return { event, eventId, basketId, reference }
}



/** axe at a phone's width and a desktop's. */
async function checkBothWidths(page: Page, checkA11y: () => Promise<void>) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await checkA11y()
  }
}

test('staff take a register, download the attendance CSV, release a ticket by keyboard, search, find a booking and sign out', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(120_000)
  const holders = [
    { first: 'Jo', last: 'Smith, Senior' },
    { first: 'Ann', last: 'O"Brien' },
    { first: '=HYPERLINK("http://x")', last: 'Formula' },
  ]
  const { event, eventId, reference } = await bookedEvent(request, testInfo, holders)
  await signInToConsole(page, await staffOf(request, testInfo))
  await checkBothWidths(page, checkA11y)

  // Register: console home -> area -> list -> the event.
  await page.getByRole('link', { name: 'Take event register' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Take event register' })).toBeVisible()
  await checkBothWidths(page, checkA11y)
  await page.getByRole('main').getByRole('link', { name: 'Corporate events' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Event Register' })).toBeVisible()
  await checkBothWidths(page, checkA11y)
  await page.getByRole('row').filter({ hasText: event.title }).getByRole('link', { name: 'Take Register' }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Event Register: ${event.title} - `) })).toBeVisible()
  await expect(page.getByText('Present: 0 of 3 booked')).toBeVisible()
  await checkBothWidths(page, checkA11y)
  const register = page.getByRole('table', { name: 'Register' })
  const saved = page.waitForResponse((response) => response.url().includes('/eventsbookingapi/console/event/updateattdence'))
  await register.getByRole('button', { name: 'Absent – Ann O"Brien' }).click()
  // It flips at once, before the server answers.
  await expect(register.getByRole('button', { name: 'Present – Ann O"Brien' })).toBeVisible()
  await expect(page.getByText('Present: 1 of 3 booked')).toBeVisible()
  expect((await saved).status()).toBe(200)
  // Kept on the server: a reload shows it.
  await page.reload()
  await expect(page.getByRole('table', { name: 'Register' }).getByRole('button', { name: 'Present – Ann O"Brien' })).toBeVisible()

  // Attendance report and its CSV, read by an independent parser.
  await page.goto(`/console/attendance-report?id=${eventId}`)
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Bookings per day' })).toBeVisible()
  await checkBothWidths(page, checkA11y)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${event.title} attendee list report.csv`)
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '')
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>
  expect(rows).toHaveLength(3)
  const lastNames = rows.map((row) => row['Last Name']).sort()
  // Commas inside values are removed (spec 001 section 5); the quote survives as itself.
  expect(lastNames).toEqual(['Formula', 'O"Brien', 'Smith Senior'])
  // A value a spreadsheet would run as a formula is made inert.
  expect(rows.map((row) => row['First Name'])).toContain(`'=HYPERLINK("http://x")`)
  expect(rows.find((row) => row['Last Name'] === 'O"Brien')!.Attended).toBe('Yes')
  expect(rows.find((row) => row['Last Name'] === 'Formula')!.Attended).toBe('No')

  // Release a ticket through the dialog, by keyboard; the row goes at once.
  await page.goto(`/console/release-ticket?id=${eventId}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Release Ticket: ${event.title} - `) })).toBeVisible()
  await checkBothWidths(page, checkA11y)
  await page.getByRole('button', { name: 'Release Ticket – Jo Smith, Senior' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Release this ticket?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Once you release this ticket there is no way to revert this action.')).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: 'Release Ticket', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Release Ticket – Jo Smith, Senior' })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'The ticket of Jo Smith, Senior has been released.' })).toBeVisible()
  // The booker is told, through the outbox, by e-mail (caught by the run's SMTP peer).
  await expect
    .poll(async () => (await mailsTo('grace.purchaser@example.org')).filter((mail) => mail.subject === `A ticket for ${event.title} has been released`).map((mail) => mail.text ?? ''), { timeout: 60_000 })
    .toEqual([expect.stringContaining('The ticket of Jo Smith, Senior (Adult)')])

  // The place is back on the booking page (the event was full).
  await expect.poll(async () => {
    const view = (await (await request.get(`/eventsbookingapi/events/booking/${event.slug}`)).json()) as { totalNumberOfTicketsAvailable: number }
    return view.totalNumberOfTicketsAvailable
  }).toBe(1)
  const booking = await page.context().newPage()
  await booking.goto(`/booking/${event.slug}`)
  await expect(booking.getByRole('combobox', { name: 'Adult', exact: true })).toBeEnabled()
  await booking.close()

  // Event search.
  await page.goto('/console/event-search')
  await page.getByRole('button', { name: 'Search Events', exact: true }).click()
  await expect(page.getByRole('link', { name: 'Search words are required' })).toBeVisible()
  await checkBothWidths(page, checkA11y)
  await page.getByLabel('Search words').fill(event.title)
  await page.getByRole('button', { name: 'Search Events', exact: true }).click()
  const result = page.getByRole('row').filter({ hasText: event.title })
  await expect(result.getByRole('link', { name: 'Event Register' })).toBeVisible()
  await checkBothWidths(page, checkA11y)
  await page.getByLabel('Search words').fill(`no such event ${Date.now()}`)
  await page.getByRole('button', { name: 'Search Events', exact: true }).click()
  await expect(page.getByText('No results found')).toBeVisible()

  // Find a booking by its reference, typed as a resident reads it out on the phone.
  await page.goto('/console/bookings')
  await page.getByLabel('Booking reference or e-mail address').fill(reference.toLowerCase().replace(/-/g, ' '))
  await page.getByRole('button', { name: 'Find booking' }).click()
  await expect(page.getByRole('heading', { level: 2, name: `Booking ${reference}` })).toBeVisible()
  await expect(page.getByText('grace.purchaser@example.org').first()).toBeVisible()
  await checkBothWidths(page, checkA11y)

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto(`/console/register?id=${eventId}`)
  await expect(page).toHaveURL(/\/login$/)
})

test("staff take a course's register for session 2; the attendance report and its CSV show each session and a total", async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(120_000)
  const day = 24 * 60 * 60 * 1000
  const week = 7 * day
  const first = new Date(Date.now() + 14 * day)
  first.setUTCHours(17, 0, 0, 0)
  const sessions = Array.from({ length: 6 }, (_, n) => ({ startsAt: new Date(first.getTime() + n * week).toISOString(), endsAt: new Date(first.getTime() + n * week + 2 * 60 * 60 * 1000).toISOString() }))
  const event = await createBookableEvent(request, testInfo, { name: 'Course', capacity: 5, concessions: [{ title: 'Adult', concessionPrice: 0, maxNumberAvailable: 5 }], extra: { sessions } })
  made.events.push(event)
  const staff = await staffOf(request, testInfo)
  const holders = [
    { first: 'Cora', last: 'Course' },
    { first: 'Dev', last: 'Drawer' },
  ]
  const { eventId } = await bookThroughStaffBypass(request, event, staff, { purchaser: { firstName: 'Grace', lastName: 'Purchaser', email: 'grace.purchaser@example.org' }, holders })
  await signInToConsole(page, staff)

  // No session meets today: the register opens on the next one, the first.
  await page.goto(`/console/register?id=${eventId}`)
  await expect(page.getByText(/^Register for Session 1 of 6: /)).toBeVisible()
  const chooser = page.getByLabel('Session', { exact: true })
  await expect(chooser.locator('option')).toHaveCount(6)
  await checkBothWidths(page, checkA11y)
  await chooser.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Show register' }).click()
  await expect(page).toHaveURL(/[?&]session=/)
  await expect(page.getByText(/^Register for Session 2 of 6: /)).toBeVisible()
  const register = page.getByRole('table', { name: 'Register' })
  const saved = page.waitForResponse((response) => response.url().includes('/eventsbookingapi/console/event/updateattdence'))
  await register.getByRole('button', { name: 'Absent – Cora Course' }).click()
  await expect(register.getByRole('button', { name: 'Present – Cora Course' })).toBeVisible()
  const savedUrl = new URL((await saved).url())
  expect(savedUrl.searchParams.get('session')).toBe(new URL(page.url()).searchParams.get('session'))
  await page.reload()
  await expect(page.getByRole('table', { name: 'Register' }).getByRole('button', { name: 'Present – Cora Course' })).toBeVisible()
  // Session 1's register is a sheet of its own.
  await page.getByLabel('Session', { exact: true }).selectOption({ index: 0 })
  await page.getByRole('button', { name: 'Show register' }).click()
  await expect(page.getByText(/^Register for Session 1 of 6: /)).toBeVisible()
  await expect(page.getByText('Present: 0 of 2 booked')).toBeVisible()

  await page.goto(`/console/attendance-report?id=${eventId}`)
  const perSession = page.getByRole('table', { name: 'Attendance per session' })
  await expect(perSession.getByRole('row')).toHaveCount(7)
  await expect(perSession.getByRole('row').nth(2)).toContainText('1 of 2')
  await expect(perSession.getByRole('row').nth(1)).toContainText('0 of 2')
  await checkBothWidths(page, checkA11y)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const text = (await readFile((await (await download).path())!, 'utf8')).replace(/^\ufeff/, '')
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>
  const cora = rows.find((row) => row['Last Name'] === 'Course')!
  const sessionHeaders = Object.keys(cora).filter((header) => header.startsWith('Session '))
  expect(sessionHeaders).toHaveLength(6)
  expect(sessionHeaders.map((header) => cora[header])).toEqual(['No', 'Yes', 'No', 'No', 'No', 'No'])
  expect(cora['Sessions attended (of 6)']).toBe('1')
  expect(rows.find((row) => row['Last Name'] === 'Drawer')!['Sessions attended (of 6)']).toBe('0')
  expect(Object.keys(cora)).not.toContain('Attended')
})

test('staff export a waiting list, and see the empty states', async ({ page, request, checkA11y }, testInfo) => {
  const { event, eventId } = await bookedEvent(request, testInfo, [{ first: 'Only', last: 'Booker' }])
  for (const { first, last } of [{ first: 'Wendy', last: 'Waiting, First' }, { first: 'Will', last: '+Second' }]) {
    const joined = await request.post(`/eventsbookingapi/events/waitlist?${new URLSearchParams({ eventID: eventId, email: `${first.toLowerCase()}@example.org`, firstName: first, lastName: last })}`)
    expect(joined.ok()).toBe(true)
  }
  const empty = await createBookableEvent(request, testInfo, { name: 'Console empty', capacity: 5, concessions: [{ title: 'Adult', concessionPrice: 1000 }] })
  made.events.push(empty)
  const emptyId = ((await (await request.get(`/eventsbookingapi/events/booking/${empty.slug}`)).json()) as { id: string }).id
  const staff = await staffOf(request, testInfo)
  // On the list once each address confirms it (issue 23 point 5). The API calls come first: the
  // request context's idle connection may be closed by the server while the page confirms.
  for (const email of ['wendy@example.org', 'will@example.org']) await confirmWaitingListJoin(page, email)

  await signInToConsole(page, staff)
  await page.goto(`/console/waiting-list-report?id=${eventId}`)
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
  await expect(page.getByText(/Export a fresh waiting list report before you send e-mails/)).toBeVisible()
  await checkBothWidths(page, checkA11y)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  const rows = parse((await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, ''), { columns: true }) as Array<Record<string, string>>
  expect(rows.map((row) => [row['First Name'], row['Last Name'], row.Email])).toEqual([
    ['Wendy', 'Waiting First', 'wendy@example.org'],
    ['Will', "'+Second", 'will@example.org'],
  ])

  await page.goto(`/console/waiting-list-report?id=${emptyId}`)
  await expect(page.getByText('This event currently has no one on the waiting list.')).toBeVisible()
  await page.goto(`/console/attendance-report?id=${emptyId}`)
  await expect(page.getByText('This event currently has no bookings.')).toBeVisible()
  await checkBothWidths(page, checkA11y)
  await page.goto('/console/attendance-report?id=not-an-event')
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
})

test('an editor signed in gets a 403 page, not the console', async ({ page, checkA11y }) => {
  await page.goto('/login')
  await page.getByLabel('Username').fill(DEMO_USERS.editor.email)
  await page.getByLabel('Password').fill(DEMO_USERS.editor.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  // Signed in, the login sends everyone to the console home, which an editor may not see either.
  await expect(page).toHaveURL(/\/console\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot use the staff console' })).toBeVisible()
  const response = await page.goto('/console/register-area')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot use the staff console' })).toBeVisible()
  await checkA11y()
})

test.describe('anonymous visitors', () => {
  const routes = [
    '/console/home',
    '/console/attendance-report-area',
    '/console/attendance-report-list?area=eventCorporate',
    '/console/attendance-report?id=1',
    '/console/register-area',
    '/console/register-list?area=eventCorporate',
    '/console/register?id=1',
    '/console/waiting-list-area',
    '/console/waiting-list-list?area=eventCorporate',
    '/console/waiting-list-report?id=1',
    '/console/release-ticket-area',
    '/console/release-ticket-list?area=eventCorporate',
    '/console/release-ticket?id=1',
    '/console/event-search',
    '/console/bookings',
    '/console/outbox',
  ]
  test('land on /login from every console route', async ({ page }) => {
    for (const route of routes) {
      await page.goto(route)
      await expect(page, route).toHaveURL(/\/login$/)
    }
  })
})

test('an administrator reads a release in the audit log in the admin', async ({ page, request, checkA11y }, testInfo) => {
  const { eventId, reference } = await bookedEvent(request, testInfo, [{ first: 'Audit', last: 'Trail' }])
  const staffUser = await staffOf(request, testInfo)
  const staff = await signIn(request, staffUser.email, staffUser.password)
  const attendees = (await (await request.get(`/eventsbookingapi/console/event/getattendees?guid=${eventId}`, { headers: staff })).json()) as { attendanceData: Array<{ ticketID: string }> }
  const ticket = attendees.attendanceData[0]!.ticketID
  expect((await request.post(`/eventsbookingapi/console/ticket/release?ticketID=${ticket}`, { headers: staff })).ok()).toBe(true)

  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(DEMO_USERS.admin.email)
  await page.getByLabel(/password/i).fill(DEMO_USERS.admin.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  // Searched by the short reference as typed from the phone; the entry shows that reference.
  await page.goto(`/admin/audit-log?q=${encodeURIComponent(reference.toLowerCase().replace(/-/g, ' '))}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: ticket })
  await expect(row.getByRole('cell', { name: 'Ticket released' })).toBeVisible()
  await expect(row.getByRole('cell', { name: reference, exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: staffUser.email })).toBeVisible()
  await checkA11y({ tolerate: PAYLOAD_ADMIN_KNOWN_VIOLATIONS })
})

test('a register mark the server refuses is put back with a message; the release dialog closes on its close mark, the backdrop and Escape', async ({ page, request }, testInfo) => {
  const { eventId } = await bookedEvent(request, testInfo, [{ first: 'Rita', last: 'Refused' }])
  await signInToConsole(page, await staffOf(request, testInfo))

  await page.goto(`/console/register?id=${eventId}`)
  const register = page.getByRole('table', { name: 'Register' })
  await expect(register.getByRole('button', { name: 'Absent – Rita Refused' })).toBeVisible()
  await page.route('**/eventsbookingapi/console/event/updateattdence**', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: '{"errorCode":"ERROR: refused"}' }))
  await register.getByRole('button', { name: 'Absent – Rita Refused' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'We could not save Rita Refused as present. Try again.' })).toBeVisible()
  await expect(register.getByRole('button', { name: 'Absent – Rita Refused' })).toBeVisible()
  await expect(page.getByText('Present: 0 of 1 booked')).toBeVisible()
  await page.unroute('**/eventsbookingapi/console/event/updateattdence**')

  await page.goto(`/console/release-ticket?id=${eventId}`)
  const open = page.getByRole('button', { name: 'Release Ticket – Rita Refused' })
  const dialog = page.getByRole('dialog', { name: 'Release this ticket?' })
  await open.click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await open.click()
  await expect(dialog).toBeVisible()
  // A click on the backdrop: outside the dialog's box, at the page's corner.
  await page.mouse.click(3, 3)
  await expect(dialog).toBeHidden()
  await open.click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Nothing was released.
  await expect(open).toBeVisible()
})

test('every area and list page names its report, links each area, and passes axe at both widths', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(120_000)
  await signInToConsole(page, await staffOf(request, testInfo))
  const reports = [
    ['attendance-report', 'Attendance reports', 'Attendance Reports'],
    ['register', 'Take event register', 'Event Register'],
    ['waiting-list', 'Waiting list reports', 'Waiting List Reports'],
    ['release-ticket', 'Release Ticket', 'Release Tickets'],
  ] as const
  for (const [report, areaTitle, listTitle] of reports) {
    await page.goto(`/console/${report}-area`)
    await expect(page.getByRole('heading', { level: 1, name: areaTitle })).toBeVisible()
    // The spec's five, in its order, then every other service that has events.
    const labels = ['Step 2 Skills', 'HALS', 'Corporate events', 'Public health training', 'Send Academy', 'Libraries', 'Music Service', 'SEND Local Offer', 'SEND', 'CPSLS']
    await expect(page.getByRole('list', { name: 'Areas' }).getByRole('link')).toHaveText(labels)
    await expect(page.getByRole('link', { name: 'Back to console home' })).toHaveAttribute('href', '/console/home')
    await checkBothWidths(page, checkA11y)
    for (const area of ['eventSendAcademy', 'eventMusicService']) {
      await page.goto(`/console/${report}-list?area=${area}`)
      await expect(page.getByRole('heading', { level: 1, name: listTitle })).toBeVisible()
      await checkBothWidths(page, checkA11y)
    }
  }
})

test("staff reach a library event from its area, read each answer under its question's text in the report and its CSV, see its type by name, and waiting-list dates as people write them", async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(120_000)
  const question = (type: string, title: string, label: string, options: string[] = []) => ({ type, title, label, required: false, options: options.map((value) => ({ value })) })
  const event = await createBookableEvent(request, testInfo, {
    name: 'Console library talk',
    capacity: 2,
    concessions: [{ title: 'Adult', concessionPrice: 500 }],
    extra: {
      contentType: 'eventLibraries',
      bookingQuestions: [question('dropdown', 'heardAbout', 'How did you hear about this event?', ['Council website', 'Library']), question('shortText', 'organisation', 'Organisation (if any)')],
      ticketQuestions: [question('shortText', 'age', 'Age of the person attending'), question('multipleChoice', 'sessions', 'Which sessions will you attend?', ['Morning', 'Afternoon'])],
    },
  })
  made.events.push(event)
  const staffUser = await staffOf(request, testInfo)
  const { eventId } = await bookThroughStaffBypass(request, event, staffUser, {
    purchaser: { firstName: 'Lena', lastName: 'Reader', email: 'lena.reader@example.org' },
    // Position 0 of the booking and of each ticket: a ticket's answer once overwrote the booking's.
    bookingAnswers: { 0: 'Library', 1: 'Hertford Book Club, North' },
    holders: [
      { first: 'Lena', last: 'Reader', answers: { 0: '42', 1: ['Morning', 'Afternoon'] } },
      { first: 'Max', last: 'Reader', answers: { 0: '9' } },
    ],
  })
  // The event is full now: someone joins its waiting list.
  const joined = await request.post(`/eventsbookingapi/events/waitlist?${new URLSearchParams({ eventID: eventId, email: 'wanda.waiting@example.org', firstName: 'Wanda', lastName: 'Waiting' })}`)
  expect(joined.ok()).toBe(true)
  await confirmWaitingListJoin(page, 'wanda.waiting@example.org')

  await signInToConsole(page, staffUser)
  await page.getByRole('link', { name: 'Attendance reports' }).click()
  await page.getByRole('list', { name: 'Areas' }).getByRole('link', { name: 'Libraries', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Reports' })).toBeVisible()
  await expect(page.getByRole('main').getByText('Libraries', { exact: true })).toBeVisible()
  await checkBothWidths(page, checkA11y)
  await page.getByRole('row').filter({ hasText: event.title }).getByRole('link', { name: 'View Report' }).click()
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
  const table = page.getByRole('table', { name: 'Attendees' })
  for (const header of ['How did you hear about this event?', 'Organisation (if any)', 'Age of the person attending', 'Which sessions will you attend?']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  // The page shows answers as given, the booking's on each of its tickets' rows; the CSV takes commas out (spec 001 section 5).
  const max = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Max', exact: true }) })
  await expect(max.getByRole('cell', { name: 'Hertford Book Club, North', exact: true })).toBeVisible()
  await expect(max.getByRole('cell', { name: 'Library', exact: true })).toBeVisible()
  await checkBothWidths(page, checkA11y)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${event.title} attendee list report.csv`)
  const rows = parse((await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, ''), { columns: true }) as Array<Record<string, string>>
  expect(
    rows.map((row) => [row['First Name'], row.Attended, row['How did you hear about this event?'], row['Organisation (if any)'], row['Age of the person attending'], row['Which sessions will you attend?']]),
  ).toEqual([
    ['Lena', 'No', 'Library', 'Hertford Book Club North', '42', 'Morning; Afternoon'],
    ['Max', 'No', 'Library', 'Hertford Book Club North', '9', ''],
  ])

  // Event Search names the type.
  await page.goto(`/console/event-search?${new URLSearchParams({ searchWords: event.title })}`)
  await expect(page.getByRole('row').filter({ hasText: event.title }).getByRole('cell', { name: 'Libraries', exact: true })).toBeVisible()
  await checkBothWidths(page, checkA11y)

  // The waiting list's dates as people write them, on the page and in the export.
  await page.goto(`/console/waiting-list-report?id=${eventId}`)
  const waiting = page.getByRole('table', { name: 'People on the waiting list' })
  const joinedAt = waiting.getByRole('row').filter({ hasText: 'Wanda' }).getByRole('cell').filter({ hasText: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}(am|pm)$/ })
  await expect(joinedAt).toHaveCount(1)
  await checkBothWidths(page, checkA11y)
  const exported = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const [entry] = parse((await readFile((await (await exported).path())!, 'utf8')).replace(/^\ufeff/, ''), { columns: true }) as Array<Record<string, string>>
  expect(entry!['Joined At']).toBe((await joinedAt.textContent())!.replaceAll(',', ''))
})
