import { randomUUID } from 'node:crypto'

import {
  ATTENTION_TEXT,
  BOOKING_CANCELLED_TEXT,
  BOOKING_FAILED_TEXT,
  BOOKING_SUCCESSFUL_TEXT,
  CHECK_AGAIN_TEXT,
  CONFIRMING_PAYMENT_TEXT,
  defaultUpdateFailedText,
  defaultVerificationFailedText,
  finishAttentionText,
  NO_PAYMENT_DESCRIPTION_TEXT,
  RETURN_CODES,
} from '../../src/domain/payment-outcome'

import { createBookableEvent, deleteEvents, takeTicketsAsAnotherBuyer, type TestEvent } from './support/booking-events'
import { checkOut, payWithCard, placeOrder, uniqueEmail } from './support/checkout-steps'
import { expect, test } from './support/fixtures'

/*
 * The payment outcome pages (spec 000 sections 2, 4 and 8; issue 11 points 7 and 10; decision
 * 0024), used as a person would, with and without JavaScript, with an axe check at phone and
 * desktop widths. Only the finish call's cancelled answer (status 6) is stubbed: a real cancelled
 * payment needs the provider's page. Every other view comes from the real server.
 */

const PHONE = { width: 375, height: 800 }
const DESKTOP = { width: 1280, height: 900 }
const WEB_TEAM_EMAIL = process.env.WEB_TEAM_EMAIL || 'events@example.gov.uk'

let created: TestEvent[] = []

test.afterEach(async ({ request }) => {
  await deleteEvents(request, created)
  created = []
})

const ADULT = [{ title: 'Adult', concessionPrice: 1250 }]

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport })

    test("a declined payment says 'Booking Failed!' without words from its address, and leads back to the held checkout", async ({ page, request, checkA11y }, testInfo) => {
      const event = await createBookableEvent(request, testInfo, { name: 'Declined payment', capacity: 5, concessions: ADULT })
      created.push(event)
      // The page's own browser holds the basket (its cookie), as after a checkout.
      const { basketId } = await takeTicketsAsAnotherBuyer(page.request, event.slug, 'Adult', 1)

      const response = await page.goto(`/booking-status?responseCode=02001&responseDescription=${encodeURIComponent('Card declined by the bank')}&basketId=${basketId}&transactionReference=T-${basketId}`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      await expect(page.getByRole('heading', { level: 1, name: BOOKING_FAILED_TEXT })).toBeVisible()
      // The basket has no payment the server knows, so no provider's words: the query's are never shown (issue 23).
      await expect(page.getByText(`The following payment error occurred: ${NO_PAYMENT_DESCRIPTION_TEXT}`)).toBeVisible()
      await expect(page.getByText('Card declined by the bank')).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Check out again' })).toHaveAttribute('href', '/checkout')
      await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/')
      await checkA11y()

      await page.getByRole('link', { name: 'Check out again' }).click()
      await expect(page).toHaveURL(/\/checkout$/)
    })

    test("the finish page says 'Booking Cancelled' for a cancelled payment (status 6)", async ({ page, checkA11y }) => {
      const basketId = randomUUID()
      await page.route(`**/eventsbookingapi/checkout/${basketId}/finish`, (route) =>
        route.fulfill({ json: { success: false, bookingReference: null, transactionReference: null, engagements: [], status: 6 } }),
      )
      await page.goto(`/checkout-finish?basketId=${basketId}`)
      await expect(page.getByRole('heading', { level: 1, name: BOOKING_CANCELLED_TEXT })).toBeVisible()
      await expect(page.getByText(BOOKING_SUCCESSFUL_TEXT)).toHaveCount(0)
      await checkA11y()
    })

    test("the finish page asks twice, 5 seconds apart, then says 'Attention!' with the web team's e-mail", async ({ page, checkA11y }) => {
      await page.clock.install()
      const basketId = randomUUID()
      const finishCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes(`/checkout/${basketId}/finish`)) finishCalls.push(request.url())
      })
      await page.goto(`/checkout-finish?basketId=${basketId}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Checking your booking...' })).toBeVisible()
      await expect.poll(() => finishCalls.length).toBe(1)
      await page.clock.runFor(5_000)
      await expect(page.getByRole('heading', { level: 1, name: ATTENTION_TEXT })).toBeVisible()
      expect(finishCalls).toHaveLength(2)
      await expect(page.getByText(finishAttentionText(WEB_TEAM_EMAIL))).toBeVisible()
      await checkA11y()
    })
  })
}

test('after a successful payment the page shows each attempt, and never success, while the server does not confirm the booking', async ({ page }) => {
  // Real time, five attempts 5 seconds apart: each attempt is awaited as the request it sends.
  test.setTimeout(90_000)
  const basketId = randomUUID()
  const customerCall = () => page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/baskets/${basketId}/customer`), { timeout: 15_000 })
  let sent = customerCall()
  await page.goto(`/booking-status?responseCode=00000&responseDescription=Authorised&basketId=${basketId}&transactionReference=T-1`)
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await sent
    if (attempt === 5) break
    sent = customerCall()
    // Shown for the 5 seconds until the next attempt (the fifth's answer ends the flow at once).
    await expect(page.getByRole('status')).toHaveText(`Submitting your booking details... Attempt ${attempt} of 5`)
  }
  await expect(page.getByRole('heading', { level: 1, name: ATTENTION_TEXT })).toBeVisible()
  await expect(page.getByText(defaultUpdateFailedText(WEB_TEAM_EMAIL))).toBeVisible()
  await expect(page.getByText(BOOKING_SUCCESSFUL_TEXT)).toHaveCount(0)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test("'Booking Failed!' shows the provider's words the server stored, never a description written into the address", async ({ page, request, checkA11y }, testInfo) => {
    test.setTimeout(90_000)
    const event = await createBookableEvent(request, testInfo, { name: 'Crafted description', capacity: 5, concessions: ADULT })
    created.push(event)
    await checkOut(page, event, 'Adult', 1)
    await placeOrder(page, uniqueEmail(testInfo, 'crafted'), ['Grace Hopper'])
    await payWithCard(page, '4000000000000002', { byHand: true })
    await expect(page).toHaveURL(/\/booking-status\?/)
    await expect(page.getByText('The following payment error occurred: Your card was declined')).toBeVisible()

    // The same return, its description replaced as an attacker would in a link sent to the resident.
    const crafted = 'Your card is blocked. Call 0900 000 000 now to unblock it'
    const address = new URL(page.url())
    address.searchParams.set('responseDescription', crafted)
    await page.goto(address.pathname + address.search)
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_FAILED_TEXT })).toBeVisible()
    await expect(page.getByText('The following payment error occurred: Your card was declined')).toBeVisible()
    await expect(page.getByText('0900 000 000')).toHaveCount(0)
    await checkA11y()
  })

  test("a successful return the server has not confirmed says it is confirming, never 'Booking Successful!'", async ({ page, checkA11y }) => {
    const response = await page.goto(`/checkout-status?responseCode=00000&responseDescription=Authorised&basketId=${randomUUID()}&transactionReference=T-2`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: CONFIRMING_PAYMENT_TEXT })).toBeVisible()
    await expect(page.getByRole('link', { name: CHECK_AGAIN_TEXT })).toBeVisible()
    await expect(page.getByText(BOOKING_SUCCESSFUL_TEXT)).toHaveCount(0)
    await checkA11y()
  })

  test("a return whose status query could not be made says it is confirming, never 'Booking Failed!'", async ({ page, checkA11y }) => {
    const basketId = randomUUID()
    const response = await page.goto(`/booking-status?responseCode=${RETURN_CODES.unreachable}&responseDescription=${encodeURIComponent('We could not check your payment')}&basketId=${basketId}&transactionReference=T-3`)
    expect(await response?.text()).toContain('<meta http-equiv="refresh"')
    await expect(page.getByRole('heading', { level: 1, name: CONFIRMING_PAYMENT_TEXT })).toBeVisible()
    await expect(page.getByRole('link', { name: CHECK_AGAIN_TEXT })).toBeVisible()
    await expect(page.getByText(BOOKING_FAILED_TEXT)).toHaveCount(0)
    await checkA11y()
  })

  test("a return still unconfirmed at the fifth check says 'Attention!' with the verification-failed text", async ({ page }) => {
    const basketId = randomUUID()
    const first = await page.goto(`/booking-status?responseCode=00000&basketId=${basketId}`)
    // The page checks again by itself, 5 seconds later, at its next check.
    expect(await first?.text()).toContain(`<meta http-equiv="refresh" content="5; url=/booking-status?responseCode=00000&amp;basketId=${basketId}&amp;check=2"/>`)
    await page.goto(`/booking-status?responseCode=00000&basketId=${basketId}&check=5`)
    await expect(page.getByRole('heading', { level: 1, name: ATTENTION_TEXT })).toBeVisible()
    await expect(page.getByText(defaultVerificationFailedText(WEB_TEAM_EMAIL))).toBeVisible()
    await expect(page.getByText(BOOKING_SUCCESSFUL_TEXT)).toHaveCount(0)
  })

  test("the finish page of a booking the server cannot finish says 'Attention!' at once, with a way to check again", async ({ page, checkA11y }) => {
    const basketId = randomUUID()
    await page.goto(`/checkout-finish?basketId=${basketId}`)
    await expect(page.getByRole('heading', { level: 1, name: ATTENTION_TEXT })).toBeVisible()
    await expect(page.getByText(finishAttentionText(WEB_TEAM_EMAIL))).toBeVisible()
    await expect(page.getByRole('link', { name: CHECK_AGAIN_TEXT })).toHaveAttribute('href', `/checkout-finish?basketId=${basketId}`)
    await checkA11y()
  })

  test('a declined payment without a held basket leads back to the booking page of its event', async ({ page, request }, testInfo) => {
    const event = await createBookableEvent(request, testInfo, { name: 'Declined no script', capacity: 5, concessions: ADULT })
    created.push(event)
    // Another browser's basket: this page holds no basket cookie, so it cannot go back to /checkout.
    const { basketId } = await takeTicketsAsAnotherBuyer(request, event.slug, 'Adult', 1)
    await page.goto(`/booking-status?responseCode=05000&responseDescription=Cancelled&basketId=${basketId}`)
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_FAILED_TEXT })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Check out again' })).toHaveAttribute('href', `/booking/${event.slug}`)
  })

  test('/checkout-status with only a basket id (a receipt finish address) is the finish page, not a failure', async ({ page }) => {
    const basketId = randomUUID()
    await page.goto(`/checkout-status?basketId=${basketId}`)
    await expect(page.getByRole('heading', { level: 1, name: ATTENTION_TEXT })).toBeVisible()
    await expect(page.getByText(BOOKING_FAILED_TEXT)).toHaveCount(0)
    await expect(page.getByRole('link', { name: CHECK_AGAIN_TEXT })).toHaveAttribute('href', `/checkout-finish?basketId=${basketId}`)
  })

  test('/bypass-success of a basket with no confirmed booking does not claim one', async ({ page }) => {
    await page.goto(`/bypass-success?bookingReference=R1&basketId=${randomUUID()}`)
    await expect(page.getByRole('heading', { level: 1, name: ATTENTION_TEXT })).toBeVisible()
    await expect(page.getByText(BOOKING_SUCCESSFUL_TEXT)).toHaveCount(0)
  })
})
