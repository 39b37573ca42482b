import type { Page } from '@playwright/test'

import { DEMONSTRATION_LABEL, DEMONSTRATION_TAG, DEMONSTRATION_TEXT } from '../../src/config/demonstration'
import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { expect, PAYLOAD_ADMIN_KNOWN_VIOLATIONS, test } from './support/fixtures'

/*
 * A demonstration says so on every page (issue 23 point 3, decision 0033). The end-to-end server is
 * a production build paying through the built-in test card service, which a production start takes
 * only with DEMO_PAYMENTS=on (tests/e2e/serve.ts): so every kind of page it serves must carry the
 * banner, and still pass axe.
 */

/** The banner: a region named 'Demonstration' with the tag and the sentence. */
async function expectDemonstrationBanner(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: DEMONSTRATION_LABEL })
  await expect(banner).toHaveCount(1)
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(DEMONSTRATION_TAG)
  await expect(banner).toContainText(DEMONSTRATION_TEXT)
}

test.describe('a demonstration', () => {
  // One test per page: axe on each takes a while on a busy machine.
  const sitePages = {
    'the events home': '/',
    'a listing': '/events',
    'the payment hand-off': '/checkout/payment?basketId=00000000-0000-4000-8000-000000000000',
    'the checkout finish page': '/checkout-finish?basketId=00000000-0000-4000-8000-000000000000',
    'the payment outcome page': '/booking-status?responseCode=10001&basketId=00000000-0000-4000-8000-000000000000',
    'the not-found page': '/no-such-page',
  }
  for (const [name, address] of Object.entries(sitePages)) {
    test(`says so on ${name}`, async ({ page, checkA11y }) => {
      await page.goto(address)
      await expectDemonstrationBanner(page)
      await checkA11y()
    })
  }

  test('puts it before the header, with the skip link still the first stop', async ({ page }) => {
    await page.goto('/')
    await expectDemonstrationBanner(page)
    // It comes first in reading order after the skip link, and holds nothing a keyboard stops at.
    const order = await page.evaluate(() => {
      const banner = document.querySelector('[role="region"][aria-label="Demonstration"]')
      const header = document.querySelector('header')
      return banner && header ? banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING : 0
    })
    expect(order).toBeTruthy()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  })

  test('says so in the console, signed out and signed in', async ({ page, checkA11y }) => {
    await page.goto('/login')
    await expectDemonstrationBanner(page)
    await checkA11y()
    await page.getByLabel('Username').fill(DEMO_USERS.staff.email)
    await page.getByLabel('Password').fill(DEMO_USERS.staff.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/console\/home$/)
    await expectDemonstrationBanner(page)
    await checkA11y()
  })

  test('says so on the test card-payment page', async ({ page, checkA11y }) => {
    // A payment request missing every field: the service's problem page, in its own layout.
    const response = await page.goto('/test-card-payment/pay')
    expect(response?.status()).toBe(400)
    await expectDemonstrationBanner(page)
    await checkA11y()
  })

  test('says so in the content admin, at sign-in and signed in', async ({ page, checkA11y }) => {
    await page.goto('/admin/login')
    await expectDemonstrationBanner(page)
    await checkA11y()
    await page.getByLabel(/email/i).fill(DEMO_USERS.editor.email)
    await page.getByLabel(/password/i).fill(DEMO_USERS.editor.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expectDemonstrationBanner(page)
    // axe runs where tests/e2e/admin.spec.ts runs it: the dashboard has faults of Payload's own
    // beyond the known ones (decision 0002).
    await page.goto('/admin/collections/events')
    await expect(page.getByRole('heading', { name: /events/i }).first()).toBeVisible()
    // One page of results, as there: Payload's pagination arrows have no names.
    await page.getByRole('textbox', { name: /^Search by/ }).fill('spring gardening')
    await expect(page.getByRole('row', { name: /spring gardening workshop/i })).toBeVisible()
    await expectDemonstrationBanner(page)
    await checkA11y({ tolerate: PAYLOAD_ADMIN_KNOWN_VIOLATIONS })
  })
})
