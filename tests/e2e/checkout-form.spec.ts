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

function ticket(page: Page, position: number): Locator {
  return page.getByRole('group', { name: `Ticket ${position}: Adult` })
}

async function storedBasketId(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.localStorage.getItem('basketDetails') ?? '{}') as { id: string }).id)
}

const PURCHASER_MESSAGES = [
  ['First name is required', '#firstName'],
  ['Last name is required', '#lastName'],
  ['Email is required', '#email'],
  ['Phone number is required', '#telephoneNumber'],
  ['Address line 1 is required', '#addressLine1'],
  ['Town or city is required', '#addressLocality'],
  ['Postcode is required', '#postalCode'],
  ['Organisation is required', '#bookingQuestion-0'],
  ['Session is required', '#bookingQuestion-1'],
] as const

test.describe('the checkout form with JavaScript', () => {
  test('an empty form is stopped in the browser with every message in the summary and beside its field', async ({ page, request, checkA11y }, testInfo) => {
    await bookedCheckout(page, request, testInfo)
    let sent = false
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/checkout')) sent = true
    })
    await page.getByRole('button', { name: 'Place order' }).click()
    for (const [message, href] of PURCHASER_MESSAGES) {
      // Each ticket's names give the same messages as the purchaser's, so the link is found by its field.
      await expect(summary(page).locator(`a[href="${href}"]`)).toHaveText(message)
    }
    await expect(summary(page).getByRole('link', { name: 'Attendee email is required' })).toHaveAttribute('href', '#ticket-0-question-0')
    await expect(page.locator('#firstName')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#firstName-error')).toHaveText('Error: First name is required')
    await expect(ticket(page, 1).getByText('Error: Last name is required')).toBeVisible()
    await expect(page).toHaveTitle(/^Error: Checkout/)
    expect(sent).toBe(false)

    // A summary link takes the person to the field.
    await summary(page).getByRole('link', { name: 'Email is required', exact: true }).click()
    await expect(page.locator('#email')).toBeFocused()

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await checkA11y()
    }
  })

  test('an email and phone that are not valid get the spec\'s messages', async ({ page, request }, testInfo) => {
    await bookedCheckout(page, request, testInfo)
    await page.locator('#email').fill('ada-at-example')
    await page.locator('#telephoneNumber').fill('call-me')
    await ticket(page, 1).getByLabel('Attendee email (required)').fill('nobody')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(summary(page).getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible()
    await expect(summary(page).getByRole('link', { name: 'Please enter a valid telephone number' })).toBeVisible()
    await expect(summary(page).getByRole('link', { name: 'Attendee email must be a valid email address.' })).toBeVisible()
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

  test('the server answers mistakes in the summary and beside the fields, keeping what was typed', async ({ page, request }, testInfo) => {
    await bookedCheckout(page, request, testInfo)
    await page.locator('#firstName').fill('Ada')
    await page.locator('#email').fill('ada-at-example')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(summary(page).locator('a[href="#lastName"]')).toHaveText('Last name is required')
    await expect(summary(page).getByRole('link', { name: 'Please enter a valid email address' })).toHaveAttribute('href', '#email')
    await expect(summary(page).getByRole('link', { name: 'Attendee email is required' })).toBeVisible()
    await expect(page.locator('#lastName')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#firstName')).toHaveValue('Ada')
    await expect(page.locator('#email')).toHaveValue('ada-at-example')
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
