import type { Locator, Page } from '@playwright/test'

import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { createBookableEvent, deleteEvents, type TestEvent } from './support/booking-events'
import { expect, test } from './support/fixtures'

/*
 * The checkout form (spec 000 sections 2, 4 and 5) and time to finish (WCAG 2.2.1, decision 0022),
 * used as a person would, with and without JavaScript. Each test books an event of its own.
 * Placing the order itself needs the checkout service (issue 11 core); the last test checks only
 * that a complete form leaves /checkout for where the service sends it.
 */

let created: TestEvent[] = []

test.afterEach(async ({ request }) => {
  await deleteEvents(request, created)
  created = []
})

const QUESTIONS = {
  bookingQuestions: [
    { type: 'shortText', title: 'organisation', label: 'Organisation', required: true },
    { type: 'singleChoice', title: 'session', label: 'Session', required: true, options: [{ value: 'Morning' }, { value: 'Afternoon' }] },
  ],
  ticketQuestions: [{ type: 'email', title: 'attendee-email', label: 'Attendee email', required: true }],
}

async function bookedCheckout(page: Page, request: Parameters<typeof createBookableEvent>[0], testInfo: Parameters<typeof createBookableEvent>[1], tickets = 1) {
  const event = await createBookableEvent(request, testInfo, {
    name: 'Checkout form',
    capacity: 10,
    concessions: [{ title: 'Adult', concessionPrice: 1250 }],
    extra: QUESTIONS,
  })
  created.push(event)
  await page.goto(`/booking/${event.slug}`)
  await page.getByRole('combobox', { name: 'Adult', exact: true }).selectOption(String(tickets))
  await page.getByRole('button', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Booking details' })).toBeVisible()
  return event
}

function summary(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: 'There is a problem' })
}

/** The error summary's messages as the page lists them, each with the field it links to. */
async function summaryLinks(page: Page): Promise<Array<[string, string | null]>> {
  const links = await summary(page).getByRole('link').all()
  return Promise.all(links.map(async (link) => [(await link.textContent())?.trim() ?? '', await link.getAttribute('href')] as [string, string | null]))
}

/**
 * What an empty form with two tickets says, in page order: the purchaser's fields and the booking
 * questions in the spec's words, each ticket's naming the ticket (decision 0030), every one once.
 */
const EMPTY_FORM_MESSAGES: Array<[string, string]> = [
  ['First name is required', '#firstName'],
  ['Last name is required', '#lastName'],
  ['Email is required', '#email'],
  ['Phone number is required', '#telephoneNumber'],
  ['Address line 1 is required', '#addressLine1'],
  ['Town or city is required', '#addressLocality'],
  ['Postcode is required', '#postalCode'],
  ['Organisation is required', '#bookingQuestion-0'],
  ['Session is required', '#bookingQuestion-1'],
  ['Ticket 1: first name is required', '#ticket-0-firstName'],
  ['Ticket 1: last name is required', '#ticket-0-lastName'],
  ['Ticket 1: Attendee email is required', '#ticket-0-question-0'],
  ['Ticket 2: first name is required', '#ticket-1-firstName'],
  ['Ticket 2: last name is required', '#ticket-1-lastName'],
  ['Ticket 2: Attendee email is required', '#ticket-1-question-0'],
]

/** The error summary is the first thing of the page's own: above the heading, the countdown, the order summary and the form. */
async function expectSummaryFirst(page: Page) {
  const isBefore = async (a: Locator, b: Locator) =>
    a.evaluate((first, second) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING), await b.elementHandle())
  const article = page.locator('article.app-checkout')
  expect(await article.evaluate((element) => element.firstElementChild?.classList.contains('govuk-error-summary'))).toBe(true)
  const order = [
    summary(page),
    page.getByRole('heading', { level: 1, name: 'Checkout' }),
    page.getByRole('region', { name: 'Order summary' }),
    page.getByRole('heading', { level: 2, name: 'Booking details' }),
  ]
  for (let i = 1; i < order.length; i += 1) expect(await isBefore(order[i - 1]!, order[i]!)).toBe(true)
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

function ticket(page: Page, position: number): Locator {
  return page.getByRole('group', { name: `Ticket ${position}: Adult` })
}

async function storedBasketId(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.localStorage.getItem('basketDetails') ?? '{}') as { id: string }).id)
}

test.describe('the checkout form with JavaScript', () => {
  test('an empty form is stopped in the browser: the summary comes first and says each problem once, naming whose field it is', async ({ page, request, checkA11y }, testInfo) => {
    await bookedCheckout(page, request, testInfo, 2)
    let sent = false
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/checkout')) sent = true
    })
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(summary(page)).toBeVisible()
    expect(await summaryLinks(page)).toEqual(EMPTY_FORM_MESSAGES)
    await expectSummaryFirst(page)
    await expect(summary(page).locator('..')).toBeFocused()
    // Beside each field, the same words as in the summary.
    await expect(page.locator('#firstName')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#firstName-error')).toHaveText('Error: First name is required')
    await expect(ticket(page, 2).locator('#ticket-1-firstName-error')).toHaveText('Error: Ticket 2: first name is required')
    await expect(ticket(page, 1).getByText('Error: Ticket 1: Attendee email is required')).toBeVisible()
    await expect(page).toHaveTitle(/^Error: Checkout/)
    expect(sent).toBe(false)

    // A summary link takes the person to the field.
    await summary(page).getByRole('link', { name: 'Email is required', exact: true }).click()
    await expect(page.locator('#email')).toBeFocused()
    await summary(page).getByRole('link', { name: 'Ticket 2: first name is required' }).click()
    await expect(page.locator('#ticket-1-firstName')).toBeFocused()

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await checkA11y()
    }
  })

  test('fields are sized to what they hold', async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await bookedCheckout(page, request, testInfo)
    const width = async (selector: string) => (await page.locator(selector).boundingBox())!.width
    const postcode = await width('#postalCode')
    const firstName = await width('#firstName')
    const email = await width('#email')
    const street = await width('#addressLine1')
    expect(postcode).toBeLessThan(firstName)
    expect(firstName).toBeLessThan(email)
    expect(email).toBeLessThan(street)
    expect(await width('#telephoneNumber')).toBe(firstName)
    expect(await width('#ticket-0-firstName')).toBe(firstName)
  })

  test("at 375px 'Back to top' never covers a field, and wider it gives way while a field has focus", async ({ page, request, checkA11y }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await bookedCheckout(page, request, testInfo)
    const backToTop = page.getByRole('link', { name: 'Back to top' })
    const firstName = page.locator('#firstName')

    // Down the whole page, in steps: wherever the link shows, it is over no field.
    const fields = await page.locator('input:not([type=hidden]), select, textarea').all()
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    for (let y = 200; y <= bottom + 199; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, bottom))
      await expect(backToTop).toBeVisible()
      const linkBox = (await backToTop.boundingBox())!
      for (const field of fields) {
        const box = await field.boundingBox()
        if (box) expect(overlaps(linkBox, box), `'Back to top' over #${await field.getAttribute('id')} at ${Math.min(y, bottom)}px`).toBe(false)
      }
    }

    // The first name field at the bottom of the screen, where a floating link would sit.
    await firstName.evaluate((field) => field.scrollIntoView({ block: 'end' }))
    // Typing in it: the field stays clear, wherever the link is.
    await firstName.click()
    await expect(firstName).toBeFocused()
    const focusedBox = (await firstName.boundingBox())!
    const linkWhileTyping = (await backToTop.isVisible()) ? await backToTop.boundingBox() : null
    if (linkWhileTyping) expect(overlaps(linkWhileTyping, focusedBox)).toBe(false)
    await checkA11y()

    // Wider, the link floats; it hides while a field has focus and comes back when focus leaves.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.locator('#addressLine1').click()
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(backToTop).toBeHidden()
    await page.getByRole('heading', { level: 2, name: 'Booking details' }).click()
    await expect(backToTop).toBeVisible()
  })

  test('an email and phone that are not valid get the spec\'s messages', async ({ page, request }, testInfo) => {
    await bookedCheckout(page, request, testInfo)
    await page.locator('#email').fill('ada-at-example')
    await page.locator('#telephoneNumber').fill('call-me')
    await ticket(page, 1).getByLabel('Attendee email (required)').fill('nobody')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(summary(page).getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible()
    await expect(summary(page).getByRole('link', { name: 'Please enter a valid telephone number' })).toBeVisible()
    await expect(summary(page).getByRole('link', { name: 'Ticket 1: Attendee email must be a valid email address.' })).toBeVisible()
  })

  test('answers typed are kept for this basket and come back after a reload, and go with the basket', async ({ page, request, checkA11y }, testInfo) => {
    const event = await bookedCheckout(page, request, testInfo, 2)
    await page.locator('#firstName').fill('Ada')
    await page.locator('#email').fill('ada@example.org')
    await page.getByLabel('Organisation (required)').fill('County Council')
    await page.getByRole('radio', { name: 'Afternoon' }).check()
    await ticket(page, 2).getByLabel('First name').fill('Grace')
    const basketId = await storedBasketId(page)
    expect(await page.evaluate((key) => window.localStorage.getItem(key), `checkoutAnswers:${basketId}`)).toContain('County Council')

    await page.reload()
    await expect(page.locator('#firstName')).toHaveValue('Ada')
    await expect(page.locator('#email')).toHaveValue('ada@example.org')
    await expect(page.getByLabel('Organisation (required)')).toHaveValue('County Council')
    await expect(page.getByRole('radio', { name: 'Afternoon' })).toBeChecked()
    await expect(ticket(page, 2).getByLabel('First name')).toHaveValue('Grace')
    await checkA11y()

    await page.getByRole('button', { name: 'Remove from basket' }).click()
    await expect(page).toHaveURL(new RegExp(`${event.uri}$`))
    expect(await page.evaluate((key) => window.localStorage.getItem(key), `checkoutAnswers:${basketId}`)).toBeNull()
  })

  test('a complete form is sent once and the browser leaves the checkout for where the service says', async ({ page, request }, testInfo) => {
    await bookedCheckout(page, request, testInfo)
    const fields: Array<[string, string]> = [
      ['#firstName', 'Ada'],
      ['#lastName', 'Lovelace'],
      ['#email', 'ada@example.org'],
      ['#telephoneNumber', '01992 555555'],
      ['#addressLine1', '1 County Hall'],
      ['#addressLocality', 'Hertford'],
      ['#postalCode', 'SG13 8DE'],
      ['#bookingQuestion-0', 'County Council'],
      ['#ticket-0-firstName', 'Grace'],
      ['#ticket-0-lastName', 'Hopper'],
      ['#ticket-0-question-0', 'grace@example.org'],
    ]
    for (const [selector, value] of fields) await page.locator(selector).fill(value)
    await page.getByRole('radio', { name: 'Morning' }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page).not.toHaveURL(/\/checkout$/, { timeout: 20_000 })
  })
})

test.describe('time to finish', () => {
  test('at 2 minutes left a prompt offers 10 more minutes, twice, and the countdown moves on', async ({ page, request, checkA11y }, testInfo) => {
    await page.clock.install()
    await bookedCheckout(page, request, testInfo)
    const timer = page.getByRole('timer')
    const prompt = page.getByRole('alertdialog', { name: 'Your tickets are about to be released' })
    const basketTime = async () => page.evaluate(() => (JSON.parse(window.localStorage.getItem('basketDetails') ?? '{}') as { basketTime: number }).basketTime)
    const before = await basketTime()

    // The page's clock runs on from the checkout, so a few seconds have already gone by here.
    await page.clock.fastForward('27:30')
    await expect(prompt).toBeHidden()
    await page.clock.fastForward('00:31')
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('button', { name: 'Extend by 10 minutes' })).toBeFocused()
    await checkA11y()

    const extended = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/extend'))
    await prompt.getByRole('button', { name: 'Extend by 10 minutes' }).click()
    expect((await extended).status()).toBe(200)
    await expect(prompt).toBeHidden()
    await expect(timer).toHaveText(/^1[12]:\d\d$/)
    await expect(page.getByRole('status').filter({ hasText: 'Your tickets are held for 10 more minutes.' })).toBeVisible()
    expect(await basketTime()).toBe(before + 600)

    // The second offer, declined with Escape: the time runs on, and the prompt stays closed.
    await page.clock.fastForward('10:00')
    await expect(prompt).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(prompt).toBeHidden()
    await page.clock.fastForward('00:05')
    await expect(prompt).toBeHidden()

    // It can still be taken with the button on the page; then none is left.
    await page.getByRole('button', { name: 'Extend by 10 minutes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The time cannot be extended again.' })).toBeVisible()
    expect(await basketTime()).toBe(before + 1200)
    await page.clock.fastForward('10:00')
    await expect(timer).toHaveText(/^0[01]:\d\d$/)
    await expect(prompt).toBeHidden()
    await expect(page.getByRole('button', { name: 'Extend by 10 minutes' })).toHaveCount(0)
  })
})

test.describe('the checkout form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server answers mistakes in the summary, first on the page, and beside the fields, keeping what was typed', async ({ page, request }, testInfo) => {
    await bookedCheckout(page, request, testInfo, 2)
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(summary(page)).toBeVisible()
    expect(await summaryLinks(page)).toEqual(EMPTY_FORM_MESSAGES)
    await expectSummaryFirst(page)
    await expect(page.locator('#ticket-1-lastName-error')).toHaveText('Error: Ticket 2: last name is required')

    await page.locator('#firstName').fill('Ada')
    await page.locator('#email').fill('ada-at-example')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(summary(page).locator('a[href="#lastName"]')).toHaveText('Last name is required')
    await expect(summary(page).getByRole('link', { name: 'Please enter a valid email address' })).toHaveAttribute('href', '#email')
    await expect(summary(page).getByRole('link', { name: 'Ticket 1: Attendee email is required' })).toBeVisible()
    await expect(summary(page).getByRole('link', { name: 'First name is required', exact: true })).toHaveCount(0)
    await expect(page.locator('#lastName')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#firstName')).toHaveValue('Ada')
    await expect(page.locator('#email')).toHaveValue('ada-at-example')

    // Each link is a plain link to its field: it works without JavaScript.
    await summary(page).getByRole('link', { name: 'Ticket 2: first name is required' }).click()
    await expect(page).toHaveURL(/#ticket-1-firstName$/)
    await expect(page.locator('#ticket-1-firstName')).toBeFocused()
  })

  test('the page without a basket problem passes axe at 375 and 1280 px', async ({ page, request, checkA11y }, testInfo) => {
    await bookedCheckout(page, request, testInfo)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await checkA11y()
    }
  })
})

test.describe('Bypass', () => {
  test('shows only to a signed-in staff member', async ({ page, request }, testInfo) => {
    await bookedCheckout(page, request, testInfo)
    await expect(page.getByRole('button', { name: 'Bypass' })).toHaveCount(0)

    await page.goto('/login')
    await page.getByLabel('Username').fill(DEMO_USERS.staff.email)
    await page.getByLabel('Password').fill(DEMO_USERS.staff.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/console\/home$/)
    await page.goto('/checkout')
    await expect(page.getByRole('button', { name: 'Bypass' })).toBeVisible()
  })
})
