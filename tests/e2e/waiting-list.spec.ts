import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import type { ParsedMail } from 'mailparser'

import { bookThroughStaffBypass, createBookableEvent, createStaffUser, type TestEvent, TestLeftovers } from './support/booking-events'
import { expect, test } from './support/fixtures'
import { mailsTo } from './support/mail-catcher'
import { signIn } from './support/payload-api'
import { CONFIRM_SUBJECT } from './support/waiting-list'

/*
 * Waiting lists end to end (issue 13 points 2 and 3, issue 23 point 5, spec 001 section 2): a
 * resident joins a sold-out event's list on its page, confirms the join from the link the e-mail
 * brings (caught by the test's SMTP server), goes from there to their lists and leaves one; someone
 * joining under another's address sends them one e-mail however often they try, and their entry
 * counts for nothing; the first of two people on a list is offered a released place, follows the
 * offer and books it to 'Booking Successful!', and the second is offered nothing. Each test makes
 * its own event, bought out through the staff bypass.
 */

const made = new TestLeftovers()

test.afterEach(({ request }) => made.clean(request))

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }
const SUCCESS_CARD = '4444333322221111'
const LINK_MESSAGE =
  /^If .+ is on any waiting lists, we have sent it an email with a link to manage them\. The link works for 24 hours\. We send an address at most one email an hour: if we wrote to it in the last hour, use the link in that email\.$/

/** axe at a phone's width and a desktop's. */
async function checkBothWidths(page: Page, checkA11y: () => Promise<void>) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await checkA11y()
  }
}

function uniqueEmail(testInfo: TestInfo, who: string): string {
  return `${who}-${testInfo.workerIndex}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
}

/** An event of one place, booked (confirmed) through the staff bypass, so it is sold out; answers its booking id and the staff member. */
async function soldOutEvent(request: APIRequestContext, testInfo: TestInfo, name: string) {
  const event = await createBookableEvent(request, testInfo, { name, capacity: 1, concessions: [{ title: 'Adult', concessionPrice: 1000, maxNumberAvailable: 10 }] })
  made.events.push(event)
  const staff = await createStaffUser(request, testInfo)
  made.staff.push(staff)
  const purchaser = { firstName: 'Grace', lastName: 'Purchaser', email: 'grace.purchaser@example.org' }
  const { eventId } = await bookThroughStaffBypass(request, event, staff, { purchaser, holders: [{ first: 'First', last: 'Booker' }] })
  return { event, eventId, staff }
}

/** Joins the event's waiting list on its page, as a resident does (not yet confirmed). */
async function askToJoin(page: Page, event: TestEvent, person: { first: string; last: string; email: string }) {
  await page.goto(event.uri)
  const waitingList = page.getByRole('region', { name: 'Waiting list' })
  await waitingList.getByLabel('First name').fill(person.first)
  await waitingList.getByLabel('Last name').fill(person.last)
  await waitingList.getByLabel('Email').fill(person.email)
  const stored = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === event.uri)
  await waitingList.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(waitingList.getByRole('status')).toContainText(`${person.first}, check your email to confirm your place on the waiting list for`)
  expect((await stored).status()).toBe(200)
}

/** Joins on the event's page and confirms from the e-mail; answers the management link the confirmation page gives. */
async function joinWaitingList(page: Page, event: TestEvent, person: { first: string; last: string; email: string }): Promise<string> {
  await askToJoin(page, event, person)
  await page.goto(linkIn(await mailTo(person.email, CONFIRM_SUBJECT), '/manage/waiting-list/confirm'))
  await page.getByRole('button', { name: 'Confirm my place' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are on the waiting list' })).toBeVisible()
  return (await page.getByRole('link', { name: 'Manage your waiting lists' }).getAttribute('href'))!
}

/** The one e-mail to `address` whose subject starts so, once it has come. */
async function mailTo(address: string, subject: string): Promise<ParsedMail> {
  const matching = async () => (await mailsTo(address)).filter((mail) => mail.subject?.startsWith(subject))
  await expect.poll(async () => (await matching()).length, { timeout: 30_000 }).toBe(1)
  return (await matching())[0]!
}

/** The site path (with its query) of the link in an e-mail that leads to `pathname`. */
function linkIn(mail: ParsedMail, pathname: string): string {
  const found = (mail.text ?? '').match(/https?:\/\/\S+/g)?.map((link) => new URL(link)).find((url) => url.pathname === pathname)
  expect(found, `a link to ${pathname} in "${mail.subject}"`).toBeDefined()
  return `${found!.pathname}${found!.search}`
}

/**
 * A sold-out event with one person on its list, joined through the booking API and confirmed from
 * the e-mail: answers the management link the confirmation page gives.
 */
async function listedWithLink(page: Page, request: APIRequestContext, testInfo: TestInfo, name: string) {
  const { event, eventId } = await soldOutEvent(request, testInfo, name)
  const email = uniqueEmail(testInfo, 'lena')
  const joined = await request.post('/eventsbookingapi/events/waitlist', { params: { eventID: eventId, email, firstName: 'Lena', lastName: 'Link' }, data: {} })
  expect(joined.ok(), await joined.text()).toBe(true)
  await page.goto(linkIn(await mailTo(email, CONFIRM_SUBJECT), '/manage/waiting-list/confirm'))
  await page.getByRole('button', { name: 'Confirm my place' }).click()
  const link = (await page.getByRole('link', { name: 'Manage your waiting lists' }).getAttribute('href'))!
  return { event, link, token: new URL(link, 'http://localhost').searchParams.get('token')! }
}

test('a resident confirms a join from the e-mail, once; a changed link is refused', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(120_000)
  const { event } = await soldOutEvent(request, testInfo, 'Waiting confirm')
  const email = uniqueEmail(testInfo, 'cora')
  await askToJoin(page, event, { first: 'Cora', last: 'Confirm', email })
  const mail = await mailTo(email, CONFIRM_SUBJECT)
  expect(mail.subject).toBe(`${CONFIRM_SUBJECT}: ${event.title}`)
  const link = linkIn(mail, '/manage/waiting-list/confirm')

  // Opening the link confirms nothing: a mail scanner following it changes nothing.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: CONFIRM_SUBJECT })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${CONFIRM_SUBJECT}`))
  await checkBothWidths(page, checkA11y)
  await page.getByRole('button', { name: 'Confirm my place' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are on the waiting list' })).toBeVisible()
  await expect(page.getByText(`You have confirmed your place on the waiting list for ${event.title}.`)).toBeVisible()
  await checkBothWidths(page, checkA11y)
  const manage = (await page.getByRole('link', { name: 'Manage your waiting lists' }).getAttribute('href'))!
  await page.goto(manage)
  await expect(page.getByRole('table', { name: 'Events you are waiting for' }).getByRole('row').filter({ hasText: event.title })).toBeVisible()

  // The link again: confirmed before, nothing more to do.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'You are already on the waiting list' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm my place' })).toHaveCount(0)
  await checkBothWidths(page, checkA11y)

  // A changed link names nothing.
  const token = new URL(link, 'http://localhost').searchParams.get('token')!
  await page.goto(`/manage/waiting-list/confirm?token=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or is not valid' })).toBeVisible()
  await expect(page).toHaveTitle(/^Error: This link has expired or is not valid/)
  await expect(page.getByRole('button', { name: 'Confirm my place' })).toHaveCount(0)
  await checkBothWidths(page, checkA11y)
})

test("joining under someone else's address sends them one e-mail however often it is tried, and puts nobody on the list", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const { event, eventId, staff } = await soldOutEvent(request, testInfo, 'Waiting probe')
  const victim = uniqueEmail(testInfo, 'victim')
  // The prober: the event page's form, then the booking API's join and the management search, again and again.
  await askToJoin(page, event, { first: 'Probe', last: 'Page', email: victim })
  const answers: Array<{ status: number; body: string }> = []
  for (let n = 0; n < 3; n++) {
    const joined = await request.post('/eventsbookingapi/events/waitlist', { params: { eventID: eventId, email: victim, firstName: 'Probe', lastName: String(n) }, data: {} })
    answers.push({ status: joined.status(), body: await joined.text() })
    const searched = await request.post('/eventsbookingapi/events/waitlist/link', { params: { email: victim }, data: {} })
    expect(searched.status()).toBe(202)
  }
  // Every join answered as any join does: the same status and body as a stranger's first one.
  const fresh = await request.post('/eventsbookingapi/events/waitlist', { params: { eventID: eventId, email: uniqueEmail(testInfo, 'fresh'), firstName: 'F', lastName: 'R' }, data: {} })
  expect(new Set([...answers, { status: fresh.status(), body: await fresh.text() }].map((answer) => JSON.stringify(answer))).size).toBe(1)

  // One e-mail came (mailTo waits for exactly one); the rows of any others would have been made in the calls above.
  await mailTo(victim, CONFIRM_SUBJECT)
  expect(await mailsTo(victim)).toHaveLength(1)

  // Nobody confirmed, so nobody is on the list: the staff report shows no one.
  const auth = await signIn(request, staff.email, staff.password)
  const report = (await (await request.get(`/eventsbookingapi/console/event/waitlist?guid=${eventId}`, { headers: auth })).json()) as { waitingListData: unknown[]; unconfirmed: number }
  expect(report.waitingListData).toEqual([])
  expect(report.unconfirmed).toBe(2)
})

test('a resident asks for a link; an address on no list reads the same and gets nothing; the resident leaves a waiting list from the link', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(150_000)
  const { event } = await soldOutEvent(request, testInfo, 'Waiting manage')
  const email = uniqueEmail(testInfo, 'wanda')
  const stranger = uniqueEmail(testInfo, 'nobody')
  const manageLink = await joinWaitingList(page, event, { first: 'Wanda', last: 'Waiting', email })

  await page.goto('/manage/waiting-list')
  await expect(page.getByRole('heading', { level: 1, name: 'Waitlist Management' })).toBeVisible()
  await expect(page).toHaveTitle(/^Waitlist Management/)
  await checkBothWidths(page, checkA11y)

  // The spec's message, in the summary and beside the field, and the title says so.
  await page.getByRole('button', { name: 'Search Email' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary.getByRole('link', { name: 'Email is required' })).toBeVisible()
  await expect(page.getByLabel('Email address (required)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveTitle(/^Error: Waitlist Management/)
  await checkBothWidths(page, checkA11y)

  // An address on no list first: the same words, and (below) no e-mail.
  await page.getByLabel('Email address (required)').fill(stranger)
  await page.getByRole('button', { name: 'Search Email' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'on any waiting lists' })).toHaveText(LINK_MESSAGE)
  await expect(page.getByRole('status').filter({ hasText: stranger })).toBeVisible()
  await expect(page).toHaveTitle(/^Waitlist Management/)

  // The loader shows while the server works: its answer is held until the loader has been seen.
  let releaseAnswer: () => void = () => undefined
  const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve))
  await page.route('**/manage/waiting-list', async (route) => {
    if (route.request().method() === 'POST') await answerHeld
    await route.continue()
  })
  await page.getByLabel('Email address (required)').fill(email)
  await page.getByRole('button', { name: 'Search Email' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible()
  releaseAnswer()
  await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(LINK_MESSAGE)
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0)
  await page.unroute('**/manage/waiting-list')
  await checkBothWidths(page, checkA11y)

  // The stranger's address is on no list: no e-mail was queued for it (a search queues its e-mail
  // before it answers, or never). The resident had their one e-mail this hour (the confirmation), so
  // this search sent nothing either; they go on from the link the confirmation page gave them.
  expect(await mailsTo(stranger)).toHaveLength(0)

  await page.goto(manageLink)
  const table = page.getByRole('table', { name: 'Events you are waiting for' })
  const row = table.getByRole('row').filter({ hasText: event.title })
  await expect(row.getByRole('link', { name: event.title })).toHaveAttribute('href', event.uri)
  await checkBothWidths(page, checkA11y)

  const removal = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/manage/waiting-list')
  await row.getByRole('button', { name: `Remove from the waiting list for ${event.title}` }).click()
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: `You have left the waiting list for ${event.title}.` })).toBeVisible()
  await expect(table.getByRole('cell', { name: 'No results found' })).toBeVisible()
  expect((await removal).status()).toBe(200)
  await expect(page.getByText('There is no waiting-list entry with this id')).toHaveCount(0)
  await checkBothWidths(page, checkA11y)

  // Kept on the server.
  await page.reload()
  await expect(page.getByRole('table', { name: 'Events you are waiting for' }).getByRole('cell', { name: 'No results found' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: event.title })).toHaveCount(0)

  // A link that names nothing: the catalogue's words and the search again.
  await page.goto('/manage/waiting-list?token=not-a-real-token-000000000000')
  await expect(page.getByText('This link has expired or is not valid. Enter your email on the Waitlist Management page to get a new one.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Search Email' })).toBeVisible()
  await expect(page).toHaveTitle(/^Error: Waitlist Management/)
  await checkBothWidths(page, checkA11y)
})

test('a released place is offered to the first on the list, who books it through the offer; the second is offered nothing', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(180_000)
  const { event, eventId, staff } = await soldOutEvent(request, testInfo, 'Waiting offer')
  const first = uniqueEmail(testInfo, 'olive')
  const second = uniqueEmail(testInfo, 'oscar')
  await joinWaitingList(page, event, { first: 'Olive', last: 'First', email: first })
  await joinWaitingList(page, event, { first: 'Oscar', last: 'Second', email: second })

  // A member of staff releases the booked ticket (the console's call, as its Release Ticket page makes it).
  const auth = await signIn(request, staff.email, staff.password)
  const attendees = (await (await request.get(`/eventsbookingapi/console/event/getattendees?guid=${eventId}`, { headers: auth })).json()) as { attendanceData: Array<{ ticketID: string }> }
  const ticket = attendees.attendanceData[0]!.ticketID
  expect((await request.post(`/eventsbookingapi/console/ticket/release?ticketID=${ticket}`, { headers: auth })).ok()).toBe(true)

  const offer = await mailTo(first, 'A place has come up')
  expect(offer.subject).toBe(`A place has come up: ${event.title}`)

  // Opening the link changes nothing; the page offers the place.
  await page.goto(linkIn(offer, '/manage/waiting-list/offer'))
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
  await expect(page.getByText(/^We are holding a place for you until .+\.$/)).toBeVisible()
  await checkBothWidths(page, checkA11y)

  await page.getByRole('button', { name: 'Book your place' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Booking details' })).toBeVisible()
  await expect(page.getByText(event.title).first()).toBeVisible()
  await checkA11y()
  const fields: Array<[string, string]> = [
    ['#firstName', 'Olive'],
    ['#lastName', 'First'],
    ['#email', first],
    ['#telephoneNumber', '01992 555555'],
    ['#addressLine1', '1 County Hall'],
    ['#addressLocality', 'Hertford'],
    ['#postalCode', 'SG13 8DE'],
    ['#ticket-0-firstName', 'Olive'],
    ['#ticket-0-lastName', 'First'],
  ]
  for (const [selector, value] of fields) await page.locator(selector).fill(value)
  await expect(page.locator('#ticket-1-firstName')).toHaveCount(0)
  await page.getByRole('button', { name: 'Place order' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Test card payment' })).toBeVisible()
  await page.getByLabel('Card number').fill(SUCCESS_CARD)
  await page.getByLabel('Expiry date').fill('12/39')
  await page.getByLabel('Card security code').fill('123')
  await page.getByLabel('Name on card').fill('O First')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Successful!' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Olive First')).toBeVisible()

  await checkA11y()

  // The link now says the place is booked, and leads nowhere near checkout again.
  await page.goto(linkIn(offer, '/manage/waiting-list/offer'))
  await expect(page.getByRole('heading', { level: 1, name: 'You have booked this place' })).toBeVisible()
  await expect(page.getByRole('button', { name: /checkout|Book your place/ })).toHaveCount(0)

  // The one place went to the first in join order; the offer and its e-mail were made together, so nothing is on its way to the second.
  expect((await mailsTo(second)).filter((mail) => mail.subject?.startsWith('A place has come up'))).toHaveLength(0)

  // A link that names no offer.
  await page.goto('/manage/waiting-list/offer?token=not-a-real-offer-00000000000')
  await expect(page.getByRole('heading', { level: 1, name: 'This offer has ended' })).toBeVisible()
  await checkBothWidths(page, checkA11y)
})

test('a removal the server refuses puts the row back with the reason', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(120_000)
  const { event, link, token } = await listedWithLink(page, request, testInfo, 'Waiting refused')
  await page.goto(link)
  const row = page.getByRole('table', { name: 'Events you are waiting for' }).getByRole('row').filter({ hasText: event.title })
  await expect(row).toBeVisible()

  // The entry leaves the list another way (the booking API's DELETE with the same link) while the page is open.
  // Through the page's own request context: the test's has sat idle past the server's keep-alive while the page confirmed.
  const entries = (await (await page.request.get('/eventsbookingapi/events/waitlist', { params: { token } })).json()) as Array<{ id: string }>
  expect(entries).toHaveLength(1)
  expect((await page.request.delete('/eventsbookingapi/events/waitlist', { params: { waitingListID: entries[0]!.id, token } })).ok()).toBe(true)

  await row.getByRole('button', { name: `Remove from the waiting list for ${event.title}` }).click()
  await expect(page.getByText('There is no waiting-list entry with this id for your email address.')).toBeVisible()
  await expect(row).toBeVisible()
  await checkBothWidths(page, checkA11y)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search posts to the server and the page comes back with the errors, then the message', async ({ page, checkA11y }, testInfo) => {
    await page.goto('/manage/waiting-list')
    await page.getByRole('button', { name: 'Search Email' }).click()
    await expect(page.locator('.govuk-error-summary').getByRole('link', { name: 'Email is required' })).toBeVisible()
    await expect(page.getByLabel('Email address (required)')).toHaveAttribute('aria-invalid', 'true')
    await checkA11y()

    const email = uniqueEmail(testInfo, 'noscript')
    await page.getByLabel('Email address (required)').fill(email)
    await page.getByRole('button', { name: 'Search Email' }).click()
    await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(LINK_MESSAGE)
  })

  test('a resident confirms a join and leaves a waiting list: each page comes back with what happened', async ({ page, request, checkA11y }, testInfo) => {
    test.setTimeout(120_000)
    const { event, link } = await listedWithLink(page, request, testInfo, 'Waiting no script')
    await expect(page.getByRole('heading', { level: 1, name: 'You are on the waiting list' })).toBeVisible()
    await checkA11y()
    await page.goto(link)
    const table = page.getByRole('table', { name: 'Events you are waiting for' })
    await expect(table.getByRole('row').filter({ hasText: event.title })).toBeVisible()
    await checkA11y()
    await table.getByRole('button', { name: `Remove from the waiting list for ${event.title}` }).click()
    await expect(page.getByText(`You have left the waiting list for ${event.title}.`)).toBeVisible()
    await expect(page.getByRole('table', { name: 'Events you are waiting for' }).getByRole('cell', { name: 'No results found' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: event.title })).toHaveCount(0)
  })
})
