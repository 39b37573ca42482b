import type { Page } from '@playwright/test'

import type { TestEvent } from './booking-events'
import { expect } from './fixtures'

/**
 * A resident's steps from the booking page to the test card-payment page and its Pay button, as
 * the checkout and payment outcome journeys take them (with or without JavaScript).
 */

/**
 * Chooses tickets on the booking page. A choice made before the page's script has taken over the
 * form can be reset by it, so the choice is made again until the Checkout button is enabled.
 */
export async function chooseTickets(page: Page, concession: string, tickets: number) {
  await expect(async () => {
    await page.getByRole('combobox', { name: concession, exact: true }).selectOption(String(tickets))
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

/** Chooses tickets on the booking page and checks out to /checkout. */
export async function checkOut(page: Page, event: TestEvent, concession: string, tickets: number) {
  await page.goto(`/booking/${event.slug}`)
  await chooseTickets(page, concession, tickets)
  await page.getByRole('button', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Booking details' })).toBeVisible()
}

/** Holder names 'Guest1 Holder', 'Guest2 Holder', ... for `tickets` tickets. */
export function guestHolders(tickets: number): string[] {
  return Array.from({ length: tickets }, (_, n) => `Guest${n + 1} Holder`)
}

/** Fills the purchaser and every ticket holder ('First Last') as a resident would. */
export async function fillCheckout(page: Page, email: string, holders: readonly string[]) {
  const fields: Array<[string, string]> = [
    ['#firstName', 'Ada'],
    ['#lastName', 'Lovelace'],
    ['#email', email],
    ['#telephoneNumber', '01992 555555'],
    ['#addressLine1', '1 County Hall'],
    ['#addressLocality', 'Hertford'],
    ['#postalCode', 'SG13 8DE'],
  ]
  holders.forEach((holder, n) => {
    const [first, last] = holder.split(' ')
    fields.push([`#ticket-${n}-firstName`, first!], [`#ticket-${n}-lastName`, last!])
  })
  for (const [selector, value] of fields) await page.locator(selector).fill(value)
}

/** Fills the checkout form and places the order. */
export async function placeOrder(page: Page, email: string, holders: readonly string[]) {
  await fillCheckout(page, email, holders)
  await page.getByRole('button', { name: 'Place order' }).click()
}

/**
 * The test card-payment page: a card, then Pay. With JavaScript the hand-off page sends its form by
 * itself; without, the resident presses its button (`byHand`).
 */
export async function payWithCard(page: Page, card: string, { byHand = false } = {}) {
  if (byHand) {
    await expect(page).toHaveURL(/\/checkout\/payment\?/)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Test card payment' })).toBeVisible()
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry date').fill('12/39')
  await page.getByLabel('Card security code').fill('123')
  await page.getByLabel('Name on card').fill('A Lovelace')
  await page.getByRole('button', { name: /^Pay / }).click()
}

export function uniqueEmail(testInfo: { workerIndex: number }, label: string): string {
  return `${label}-${testInfo.workerIndex}-${Date.now()}@example.org`
}
