import type { Locator, Page } from '@playwright/test'

import { BOOKING_MESSAGES } from '../../src/booking/booking-messages'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'
import { SESSION_EXPIRED_TEXT } from '../../src/ui/booking/booking-messages'

import { createBookableEvent, deleteEvents, takeTicketsAsAnotherBuyer, type TestEvent } from './support/booking-events'
import { expect, test } from './support/fixtures'

/*
 * The booking page and the basket part of /checkout (spec 000 sections 2 and 4, spec 001 section 4),
 * used as a person would, with and without JavaScript. Each test books events of its own, made
 * through the content API, so no test's holds change another's availability.
 */

const STORAGE_KEY = 'basketDetails'

let created: TestEvent[] = []

test.afterEach(async ({ request }) => {
  await deleteEvents(request, created)
  created = []
})

async function eventWith(
  request: Parameters<typeof createBookableEvent>[0],
  testInfo: Parameters<typeof createBookableEvent>[1],
  options: Parameters<typeof createBookableEvent>[2],
) {
  const event = await createBookableEvent(request, testInfo, options)
  created.push(event)
  return event
}

const ADULT_AND_CHILD = [
  { title: 'Adult', concessionPrice: 1250, maxNumberAvailable: 10 },
  { title: 'Child', concessionPrice: 600, maxNumberAvailable: 6 },
]

async function openBooking(page: Page, event: TestEvent) {
  const response = await page.goto(`/booking/${event.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
}

function quantity(page: Page, concession: string): Locator {
  return page.getByRole('combobox', { name: concession, exact: true })
}

async function optionsOf(select: Locator): Promise<string[]> {
  return select.locator('option').allTextContents()
}

function summary(page: Page): Locator {
  return page.getByRole('region', { name: 'Order summary' })
}

function summaryRow(page: Page, ticket: string): Locator {
  return summary(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: ticket, exact: true }) })
}

async function storedBasket(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>)
}

test.describe('choosing tickets', () => {
  test('each chosen concession shows its line total, and the total is their sum', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'Line totals', capacity: 20, concessions: ADULT_AND_CHILD })
    // The event page's Book Tickets leads here.
    await page.goto(event.uri)
    await page.getByRole('link', { name: 'Book Tickets' }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/${event.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', event.uri)
    await expect(summary(page).getByText("You haven't selected any tickets yet.")).toBeVisible()
    const checkout = page.getByRole('button', { name: 'Checkout' })
    await expect(checkout).toBeDisabled()
    await checkA11y()

    await quantity(page, 'Adult').selectOption('2')
    await quantity(page, 'Child').selectOption('1')
    await expect(summaryRow(page, 'Adult').getByRole('cell')).toHaveText(['2', '£25.00'])
    await expect(summaryRow(page, 'Child').getByRole('cell')).toHaveText(['1', '£6.00'])
    await expect(summaryRow(page, 'Total').getByRole('cell')).toHaveText(['£31.00'])
    await expect(summary(page).getByText("You haven't selected any tickets yet.")).toHaveCount(0)
    await expect(checkout).toBeEnabled()
    await checkA11y()

    // Back to nothing: the summary empties and Checkout is disabled again.
    await quantity(page, 'Adult').selectOption('0')
    await quantity(page, 'Child').selectOption('0')
    await expect(summary(page).getByText("You haven't selected any tickets yet.")).toBeVisible()
    await expect(checkout).toBeDisabled()
  })

  test('a concession that uses two places lowers what the others can take from the pool', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWith(request, testInfo, {
      name: 'Shared pool',
      capacity: 5,
      concessions: [
        { title: 'Adult', concessionPrice: 1000, maxNumberAvailable: 10 },
        { title: 'Parent and child', concessionPrice: 1500, numTicketsUsed: 2, maxNumberAvailable: 2 },
      ],
    })
    await openBooking(page, event)
    await expect.poll(() => optionsOf(quantity(page, 'Adult'))).toEqual(['0', '1', '2', '3', '4', '5'])
    await expect.poll(() => optionsOf(quantity(page, 'Parent and child'))).toEqual(['0', '1', '2'])

    // Two parent-and-child places take 4 of the 5 tickets.
    await quantity(page, 'Parent and child').selectOption('2')
    await expect.poll(() => optionsOf(quantity(page, 'Adult'))).toEqual(['0', '1'])
    // One adult takes the last ticket; the family places already chosen stay available to keep.
    await quantity(page, 'Adult').selectOption('1')
    await expect.poll(() => optionsOf(quantity(page, 'Parent and child'))).toEqual(['0', '1', '2'])
    await quantity(page, 'Parent and child').selectOption('1')
    await expect.poll(() => optionsOf(quantity(page, 'Adult'))).toEqual(['0', '1', '2', '3'])
    await expect(summaryRow(page, 'Total').getByRole('cell')).toHaveText(['£25.00'])

    // Five adults take the whole pool: no parent-and-child place is left, so it says Sold Out
    // (spec 000 section 9) until fewer adults make room again.
    await quantity(page, 'Parent and child').selectOption('0')
    await quantity(page, 'Adult').selectOption('5')
    const family = page.locator('.app-concession').filter({ hasText: 'Parent and child' })
    await expect(family.getByText('Sold Out', { exact: true })).toBeVisible()
    await expect(quantity(page, 'Parent and child')).toHaveCount(0)
    await checkA11y()
    await quantity(page, 'Adult').selectOption('3')
    await expect.poll(() => optionsOf(quantity(page, 'Parent and child'))).toEqual(['0', '1'])
    await checkA11y()
  })

  test('a concession with none left says Sold Out instead of offering a quantity', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWith(request, testInfo, {
      name: 'Sold out concession',
      capacity: 10,
      concessions: [
        { title: 'Adult', concessionPrice: 1000 },
        { title: 'Early booker', concessionPrice: 500, numberAvailable: 0 },
      ],
    })
    await openBooking(page, event)
    await expect(quantity(page, 'Adult')).toBeVisible()
    await expect(quantity(page, 'Early booker')).toHaveCount(0)
    const soldOut = page.locator('.app-concession').filter({ hasText: 'Early booker' })
    await expect(soldOut.getByText('Sold Out', { exact: true })).toBeVisible()
    await checkA11y()
  })

  test('a choice made before the page’s script has run is kept when the script takes over', async ({ page, request }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'Early choice', capacity: 10, concessions: ADULT_AND_CHILD })
    // The scripts are held until the choice is made, as on a slow connection.
    let release: () => void = () => undefined
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto(`/booking/${event.slug}`, { waitUntil: 'domcontentloaded' })
    await quantity(page, 'Adult').selectOption('2')
    release()
    // The summary follows the choice only once the script runs; before the fix it ran with 0 and
    // set the select back to 0.
    await expect(summaryRow(page, 'Adult')).toContainText('£25.00')
    await expect(quantity(page, 'Adult')).toHaveValue('2')
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled()
  })

  test('the whole booking can be made with the keyboard alone', async ({ page, request }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'Keyboard', capacity: 10, concessions: ADULT_AND_CHILD })
    await openBooking(page, event)
    await quantity(page, 'Adult').focus()
    await page.keyboard.press('ArrowDown')
    await expect(quantity(page, 'Adult')).toHaveValue('1')
    await expect(summaryRow(page, 'Adult').getByRole('cell')).toHaveText(['1', '£12.50'])
    await page.keyboard.press('Tab') // the Child select
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/checkout$/)
  })
})

test.describe('checking out with JavaScript', () => {
  test('reserving shows the overlay, then /checkout has the basket, stored under basketDetails', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'Overlay', capacity: 20, concessions: ADULT_AND_CHILD })
    await openBooking(page, event)
    await quantity(page, 'Adult').selectOption('2')

    // Hold the API's answer until the overlay has been seen.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const sent = page.waitForRequest((r) => r.url().endsWith('/eventsbookingapi/baskets/checkout') && r.method() === 'POST')
    await page.route('**/eventsbookingapi/baskets/checkout', async (route) => {
      await released
      await route.continue()
    })
    await page.getByRole('button', { name: 'Checkout' }).click()
    const body = (await sent).postDataJSON() as { eventId: string; concessionsToAddList: { concessionId: string; ticketsToAdd: number }[] }
    // Only the concession chosen is sent (spec 000 section 5).
    expect(body.concessionsToAddList).toHaveLength(1)
    expect(body.concessionsToAddList[0]?.ticketsToAdd).toBe(2)
    const overlay = page.getByRole('dialog', { name: 'Reserving your tickets' })
    await expect(overlay).toBeVisible()
    await expect(page.getByRole('button', { name: 'Checking out...' })).toBeDisabled()
    release()

    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:[0-5]\d)$/)
    await expect(summaryRow(page, 'Adult').getByRole('cell')).toHaveText(['2', '£25.00'])
    await expect(summaryRow(page, 'Total').getByRole('cell')).toHaveText(['£25.00'])

    const stored = await storedBasket(page)
    expect(stored).toMatchObject({
      eventId: String(event.id),
      eventUri: event.uri,
      numberOfTicketsInBasket: 2,
      errorCode: '',
      concessions: [expect.objectContaining({ title: 'Adult', numberSelected: 2, totalPrice: 2500 })],
    })
    expect(Math.abs(Number(stored?.basketTime) - Date.now() / 1000)).toBeLessThan(120)
    expect((stored?.basketLines as { tickets: unknown[] }[])[0]?.tickets).toHaveLength(2)
    await checkA11y()

    // The countdown ticks.
    const first = await page.getByRole('timer').textContent()
    await expect(page.getByRole('timer')).not.toHaveText(first ?? '')
  })

  test('not enough tickets left shows the basket’s error under the buttons and closes the overlay', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'Not enough', capacity: 3, concessions: ADULT_AND_CHILD })
    await openBooking(page, event)
    await quantity(page, 'Adult').selectOption('3')
    await takeTicketsAsAnotherBuyer(request, event.slug, 'Adult', 2)

    await page.getByRole('button', { name: 'Checkout' }).click()
    const error = page.locator('#booking-error')
    await expect(error).toHaveText(`Error: ${BOOKING_MESSAGES.notEnoughTickets(1)}`)
    await expect(error).toBeFocused()
    await expect(error).not.toContainText('ERROR:')
    await expect(page.getByRole('dialog', { name: 'Reserving your tickets' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled()
    await expect(page).toHaveURL(new RegExp(`/booking/${event.slug}$`))
    expect(await storedBasket(page)).toBeNull()
    await checkA11y()
  })

  test('Remove from basket gives the tickets back and returns to the event', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'Remove', capacity: 4, concessions: ADULT_AND_CHILD })
    await openBooking(page, event)
    await quantity(page, 'Adult').selectOption('4')
    await page.getByRole('button', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    const stored = await storedBasket(page)

    const deleted = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().endsWith(`/eventsbookingapi/baskets/${String(stored?.id)}/events/${event.id}`),
    )
    await page.getByRole('button', { name: 'Remove from basket' }).click()
    await deleted
    await expect(page).toHaveURL(new RegExp(`${event.uri}$`))
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
    expect(await storedBasket(page)).toBeNull()

    // The four tickets are free again.
    await openBooking(page, event)
    await expect.poll(() => optionsOf(quantity(page, 'Adult'))).toEqual(['0', '1', '2', '3', '4'])
    await checkA11y()
  })
})

test.describe('the basket lifecycle', () => {
  test('when the countdown ends the basket is cleared, the alert shows and the person goes back to the event', async ({ page, request }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'Countdown', capacity: 10, concessions: ADULT_AND_CHILD })
    await page.clock.install()
    await openBooking(page, event)
    await quantity(page, 'Adult').selectOption('1')
    await page.getByRole('button', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:[0-5]\d)$/)
    const stored = await storedBasket(page)

    const deleted = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().endsWith(`/eventsbookingapi/baskets/${String(stored?.id)}/events/${event.id}`),
    )
    const alert = page.waitForEvent('dialog')
    await page.clock.fastForward('30:00')
    await deleted
    const dialog = await alert
    expect(dialog.type()).toBe('alert')
    expect(dialog.message()).toBe(SESSION_EXPIRED_TEXT)
    await dialog.accept()
    await expect(page).toHaveURL(new RegExp(`${event.uri}$`))
    expect(await storedBasket(page)).toBeNull()
  })

  test('/checkout without a basket goes to the site root', async ({ page }) => {
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/$/)
  })

  test('a stored basket 30 minutes old is cleaned on the next route load, on the server first', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'Expired', capacity: 10, concessions: ADULT_AND_CHILD })
    await openBooking(page, event)
    await quantity(page, 'Child').selectOption('1')
    await page.getByRole('button', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    const stored = await storedBasket(page)
    expect(stored).not.toBeNull()
    // Away from /checkout first: once its script runs, the checkout page puts the server's basketTime
    // back into the stored copy (checkout-view.tsx), which would undo the ageing below.
    await page.goto('/search')
    // ... and only once that page's own route-load check has run (its script is loaded and idle).
    await page.waitForLoadState('networkidle')

    // The basket as it would be stored 30 minutes ago.
    await page.evaluate(
      ([key, basket]) => window.localStorage.setItem(key, JSON.stringify({ ...basket, basketTime: Math.floor(Date.now() / 1000) - 1800 })),
      [STORAGE_KEY, stored] as const,
    )
    const deletes: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname)
    })
    await page.goto('/events')
    await expect.poll(() => storedBasket(page), { timeout: 30_000 }).toBeNull()
    expect(deletes).toContain(`/eventsbookingapi/baskets/${String(stored?.id)}/events/${event.id}`)
    await checkA11y()

    // The server basket has no lines now and there is no local one: /checkout sends us home.
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/$/)
  })

  test('a stored basket that is not a basket is removed on the next route load', async ({ page }) => {
    await page.goto('/events')
    await page.evaluate((key) => window.localStorage.setItem(key, '{"id": 42'), STORAGE_KEY)
    await page.goto('/')
    await expect.poll(() => storedBasket(page).catch(() => 'unreadable')).toBeNull()
  })
})

test.describe('events that cannot be booked', () => {
  test('an unknown or unpublished slug is the 404 page', async ({ page, checkA11y }) => {
    for (const slug of ['no-such-event-anywhere', SEED_SLUGS.draft]) {
      const response = await page.goto(`/booking/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: "Sorry, this page isn't working" })).toBeVisible()
    }
    await checkA11y()
  })

  test('a sold-out event says so, with the way to its waiting list, and no selector', async ({ page, checkA11y }) => {
    await page.goto(`/booking/${SEED_SLUGS.soldOut}`)
    await expect(page.getByRole('heading', { name: 'This event is sold out' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Join the waiting list' })).toHaveAttribute('href', /#waiting-list$/)
    await expect(page.getByRole('combobox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0)
    await checkA11y()
  })

  test('a closed event says booking is closed', async ({ page, checkA11y }) => {
    await page.goto(`/booking/${SEED_SLUGS.closed}`)
    await expect(page.getByRole('heading', { name: 'Booking for this event is closed' })).toBeVisible()
    await expect(page.getByRole('combobox')).toHaveCount(0)
    await checkA11y()
  })
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('booking, checkout and Remove from basket all work as plain forms', async ({ page, request, checkA11y }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'No script', capacity: 6, concessions: ADULT_AND_CHILD })
    await openBooking(page, event)
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled()
    await checkA11y()

    await quantity(page, 'Adult').selectOption('2')
    await quantity(page, 'Child').selectOption('1')
    await page.getByRole('button', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:[0-5]\d)$/)
    await expect(summaryRow(page, 'Adult').getByRole('cell')).toHaveText(['2', '£25.00'])
    await expect(summaryRow(page, 'Child').getByRole('cell')).toHaveText(['1', '£6.00'])
    await expect(summaryRow(page, 'Total').getByRole('cell')).toHaveText(['£31.00'])
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'basketId')).toMatchObject({ httpOnly: true })
    await checkA11y()

    await page.getByRole('button', { name: 'Remove from basket' }).click()
    await expect(page).toHaveURL(new RegExp(`${event.uri}$`))
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/$/)
    // The three tickets are free again: six adults can be chosen.
    await openBooking(page, event)
    expect(await optionsOf(quantity(page, 'Adult'))).toEqual(['0', '1', '2', '3', '4', '5', '6'])
  })

  test('an error shows under the buttons with the chosen quantities kept', async ({ page, request }, testInfo) => {
    const event = await eventWith(request, testInfo, { name: 'No script error', capacity: 3, concessions: ADULT_AND_CHILD })
    await openBooking(page, event)
    await takeTicketsAsAnotherBuyer(request, event.slug, 'Child', 2)
    await quantity(page, 'Adult').selectOption('3')
    await page.getByRole('button', { name: 'Checkout' }).click()

    await expect(page.locator('#booking-error')).toHaveText(`Error: ${BOOKING_MESSAGES.notEnoughTickets(1)}`)
    await expect(quantity(page, 'Adult')).toHaveValue('3')
    await expect(summaryRow(page, 'Adult').getByRole('cell')).toHaveText(['3', '£37.50'])
    await expect(page).toHaveURL(new RegExp(`/booking/${event.slug}$`))
  })
})
