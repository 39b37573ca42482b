import type { APIRequestContext, Page, TestInfo } from '@playwright/test'

import { demoPdf } from '../../src/content/seed/images'
import { BOOKING_REFERENCE_PATTERN } from '../../src/domain/booking-reference'

import { asAdmin, bookThroughStaffBypass, createBookableEvent, createStaffUser, deleteEvents, deleteStaffUsers, type TestEvent, type TestStaffUser } from './support/booking-events'
import { expect, test } from './support/fixtures'
import { mailsTo } from './support/mail-catcher'

/*
 * The private assets page (issue 13 point 4, spec 000 section 2) in Chromium: a booking made through
 * the checkout and the staff bypass, its reference read from the page the bypass lands on, a
 * private assets page and private file made as an editor would through the content API; then a
 * resident follows the confirmation e-mail's link to /{area}/{event}/assets, enters the e-mail and
 * reference, sees the title, description and resources, and downloads the file. Wrong details show
 * spec 000 section 8's text.
 */

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }
const EMAIL = 'ada.resident@example.org'
const PDF = demoPdf('Joining pack', 'For people who booked this course.')

let events: TestEvent[] = []
let staffUsers: TestStaffUser[] = []
let cleanUps: Array<(request: APIRequestContext) => Promise<unknown>> = []

test.afterEach(async ({ request }) => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp(request)
  await deleteEvents(request, events)
  await deleteStaffUsers(request, staffUsers)
  events = []
  staffUsers = []
  cleanUps = []
})

function paragraph(text: string) {
  const node = (type: string, extra: Record<string, unknown>) => ({ type, format: '', indent: 0, version: 1, direction: 'ltr', ...extra })
  return { root: node('root', { children: [node('paragraph', { textFormat: 0, children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] })] }) }
}

/** An event with a private assets page holding a private file and a link, made through the content API as the admin. */
async function eventWithPrivateAssets(request: APIRequestContext, testInfo: TestInfo) {
  const event = await createBookableEvent(request, testInfo, { name: 'Private assets', capacity: 5, concessions: [{ title: 'Adult', concessionPrice: 1000 }] })
  events.push(event)
  // As the admin, signing in again if another test's sign-in dropped this one's session (asAdmin).
  const upload = await asAdmin(request, (headers) => request.post('/api/private-files', {
    headers,
    multipart: { file: { name: `joining-pack-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: PDF }, _payload: JSON.stringify({ alt: 'Joining pack' }) },
  }))
  expect(upload.ok(), await upload.text()).toBe(true)
  const file = ((await upload.json()) as { doc: { id: number } }).doc
  cleanUps.push(async (api) => asAdmin(api, (headers) => api.delete(`/api/private-files/${file.id}`, { headers })))
  const page = await asAdmin(request, (headers) => request.post('/api/private-asset-pages', {
    headers,
    data: {
      event: event.id,
      title: 'Course materials for booked learners',
      description: paragraph('Thank you for booking. Please bring the joining pack.'),
      assets: [
        { type: 'internalAsset', title: 'Joining pack (PDF)', media: file.id },
        { type: 'externalLink', title: 'Course website', uri: 'https://www.hertfordshire.gov.uk' },
      ],
    },
  }))
  expect(page.ok(), await page.text()).toBe(true)
  const pageId = ((await page.json()) as { doc: { id: number } }).doc.id
  cleanUps.push(async (api) => asAdmin(api, (headers) => api.delete(`/api/private-asset-pages/${pageId}`, { headers })))
  return event
}

/** A confirmed booking of the event (checkout, then the staff bypass): its reference as the bypass's landing page shows it, and its long id. */
async function bookingFor(page: Page, request: APIRequestContext, testInfo: TestInfo, event: TestEvent): Promise<{ reference: string; basketId: string }> {
  const staff = await createStaffUser(request, testInfo)
  staffUsers.push(staff)
  const purchaser = { firstName: 'Ada', lastName: 'Resident', email: EMAIL }
  const { basketId } = await bookThroughStaffBypass(request, event, staff, { purchaser, holders: [{ first: 'Ada', last: 'Resident' }] })
  // The booking was made through the API, not in this page's browser, so the page shows its reference
  // only from the confirmation e-mail's signed link (decision 0034).
  let bookingLink = ''
  await expect
    .poll(
      async () => {
        const confirmation = (await mailsTo(EMAIL)).find((mail) => mail.text?.includes(`basketId=${basketId}&`))
        bookingLink = /See your booking: (\S+)/.exec(confirmation?.text ?? '')?.[1] ?? ''
        return bookingLink
      },
      { timeout: 60_000 },
    )
    .not.toBe('')
  const link = new URL(bookingLink)
  await page.goto(`${link.pathname}${link.search}`)
  const reference = (await page.getByText('Your booking reference').locator('strong').textContent())?.trim() ?? ''
  // The short reference a resident can read out (decision 0031), not the long id.
  expect(reference).toMatch(BOOKING_REFERENCE_PATTERN)
  return { reference, basketId }
}

async function fillAndSubmit(page: Page, email: string, reference: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Booking reference').fill(reference)
  await page.getByRole('button', { name: 'Show resources' }).click()
}

async function expectResources(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Course materials for booked learners' })).toBeVisible()
  await expect(page.getByText('Thank you for booking. Please bring the joining pack.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Course website' })).toHaveAttribute('href', 'https://www.hertfordshire.gov.uk')
  // The file has no address of its own: only a button that posts the details again.
  await expect(page.locator('a[href*="/api/private-files"]')).toHaveCount(0)
}

async function downloadJoiningPack(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Joining pack (PDF)' }).click()])
  const path = await download.path()
  const { readFile } = await import('node:fs/promises')
  expect(Buffer.compare(await readFile(path), PDF)).toBe(0)
}

test('a resident opens the private resources with the booking reference from their booking, and downloads the file', async ({ page, request, checkA11y }, testInfo) => {
  const event = await eventWithPrivateAssets(request, testInfo)
  const { reference, basketId } = await bookingFor(page, request, testInfo, event)

  // The confirmation e-mail, caught by the test SMTP server, links to the resources page.
  let resourcesLink = ''
  await expect
    .poll(
      async () => {
        const confirmation = (await mailsTo(EMAIL)).find((mail) => mail.subject?.includes(`(reference ${reference})`))
        resourcesLink = /https?:\/\/\S+\/assets(?=\s|$)/.exec(confirmation?.text ?? '')?.[0] ?? ''
        return resourcesLink
      },
      { timeout: 60_000 },
    )
    .not.toBe('')
  const resourcesPath = new URL(resourcesLink).pathname
  expect(resourcesPath).toBe(`${event.uri}/assets`)

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    const response = await page.goto(resourcesPath)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByRole('heading', { level: 1, name: 'Resources for people who booked' })).toBeVisible()
    await checkA11y()

    // The form's own rules first: nothing is asked of the server.
    await page.getByRole('button', { name: 'Show resources' }).click()
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Email is required' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Booking reference is required' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveTitle(/^Error: /)
    await checkA11y()

    // A reference that is not theirs: spec 000 section 8's text, with the look-up's message.
    await fillAndSubmit(page, EMAIL, '00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('There was an error submitting: We could not find a booking for this event with that email and booking reference.')).toBeVisible()
    await checkA11y()

    // The reference as the resident has it, with a suffix after '::' that the look-up leaves out;
    // on the phone, typed as it is read out: lower case, spaces for hyphens.
    const typed = viewport === PHONE ? reference.toLowerCase().replace(/-/g, ' ') : reference
    await fillAndSubmit(page, EMAIL.toUpperCase(), `${typed}::ticket-1`)
    await expectResources(page)
    await expect(page).not.toHaveTitle(/^Error: /)
    await checkA11y()
  }
  await downloadJoiningPack(page)

  // The long id, which e-mails sent before short references carry, still opens them.
  await page.goto(resourcesPath)
  await fillAndSubmit(page, EMAIL, basketId)
  await expectResources(page)
})

test('the loading state shows while the booking is looked up', async ({ page, request }, testInfo) => {
  const event = await eventWithPrivateAssets(request, testInfo)
  const { reference } = await bookingFor(page, request, testInfo, event)
  await page.goto(`${event.uri}/assets`)
  // The server action's POST is held until the loading message has been seen.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${event.uri}/assets`, async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await fillAndSubmit(page, EMAIL, reference)
  await expect(page.getByRole('status')).toHaveText('Looking up your booking…')
  release()
  await expectResources(page)
})

test('an unknown event has no private assets page', async ({ page, checkA11y }) => {
  const response = await page.goto('/events/no-such-event-at-all/assets')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "Sorry, this page isn't working" })).toBeVisible()
  await checkA11y()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form, its refusal, the resources and the download all work', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWithPrivateAssets(request, testInfo)
    const { reference } = await bookingFor(page, request, testInfo, event)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto(`${event.uri}/assets`)
      await checkA11y()
      await fillAndSubmit(page, 'someone.else@example.org', reference)
      await expect(page.getByText('There was an error submitting: We could not find a booking for this event with that email and booking reference.')).toBeVisible()
      await fillAndSubmit(page, EMAIL, reference)
      await expectResources(page)
    }
    await downloadJoiningPack(page)
  })
})
