import { BOOKING_DETAILS_PRIVATE_TEXT, BOOKING_SUCCESSFUL_TEXT } from '../../src/domain/payment-outcome'

import { createBookableEvent, deleteEvents, type TestEvent } from './support/booking-events'
import { checkOut, fillCheckout, payWithCard, uniqueEmail } from './support/checkout-steps'
import { expect, test } from './support/fixtures'
import { mailsTo } from './support/mail-catcher'

/*
 * Issue 23 point 4 end to end (decision 0034): the booking reference is the basket id, so the
 * outcome page's address alone must not show the ticket holders' names, their special requirements
 * (health data), the purchaser's e-mail or the short reference. A resident books and pays; the
 * outcome page shows them everything. A second browser (another person, no basket cookie) opens
 * the very same address, with and without JavaScript, and with a basket cookie forged from the id:
 * it is told the booking succeeded, without any of it. The signed link in the confirmation e-mail
 * shows it all again in that second browser; the same link with the token altered does not.
 */
const SUCCESS_CARD = '4444333322221111'
const ADULT = [{ title: 'Adult', concessionPrice: 1250, maxNumberAvailable: 10 }]
const HOLDERS = ['Grace Hopper', 'Alan Turing']
const REQUIREMENT = 'Wheelchair access and a hearing loop'

let created: TestEvent[] = []

test.afterEach(async ({ request }) => {
  await deleteEvents(request, created)
  created = []
})

test("the outcome page's address shows names, requirements and the reference only to the booker and the e-mailed link", async ({ page, browser, request, checkA11y, baseURL }, testInfo) => {
  test.setTimeout(120_000)
  const event = await createBookableEvent(request, testInfo, { name: 'Private outcome', capacity: 10, concessions: ADULT })
  created.push(event)
  const email = uniqueEmail(testInfo, 'private-outcome')

  await checkOut(page, event, 'Adult', 2)
  await fillCheckout(page, email, HOLDERS)
  await page.locator('[name="ticket-0-specialRequirements"]').fill(REQUIREMENT)
  await page.getByRole('button', { name: 'Place order' }).click()
  await payWithCard(page, SUCCESS_CARD)

  // The booker's own browser (its signed basket cookie): everything.
  await expect(page.getByRole('heading', { level: 1, name: BOOKING_SUCCESSFUL_TEXT })).toBeVisible({ timeout: 40_000 })
  const outcomeAddress = page.url()
  const basketId = new URL(outcomeAddress).searchParams.get('basketId')!
  const main = page.locator('main')
  const reference = (await page.locator('.govuk-panel__body strong').textContent())!.trim()
  expect(reference).toMatch(/^HCC-/)
  for (const holder of HOLDERS) await expect(main.getByRole('row').filter({ hasText: holder })).toBeVisible()
  await expect(main.getByText(REQUIREMENT)).toBeVisible()
  await expect(main.getByText(email)).toBeVisible()
  await expect(main.getByText(BOOKING_DETAILS_PRIVATE_TEXT)).toHaveCount(0)
  await checkA11y()

  const secret = [...HOLDERS, REQUIREMENT, email, reference]
  const seesNothingPrivate = async (address: string, options: { javaScriptEnabled: boolean; cookie?: string }) => {
    const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled, baseURL })
    if (options.cookie) await context.addCookies([{ name: 'basketId', value: options.cookie, url: baseURL! }])
    const stranger = await context.newPage()
    const response = await stranger.goto(address)
    expect(response?.status()).toBe(200)
    await expect(stranger.getByRole('heading', { level: 1, name: BOOKING_SUCCESSFUL_TEXT })).toBeVisible()
    await expect(stranger.getByText(BOOKING_DETAILS_PRIVATE_TEXT)).toBeVisible()
    await expect(stranger.getByText(event.title, { exact: true })).toBeVisible()
    const html = await response!.text()
    const shown = (await stranger.locator('main').textContent()) ?? ''
    for (const text of secret) {
      expect(shown, text).not.toContain(text)
      expect(html, text).not.toContain(text)
    }
    await context.close()
  }
  // Another person with the address, with JavaScript and without, and with a cookie forged from the id.
  await seesNothingPrivate(outcomeAddress, { javaScriptEnabled: true })
  await seesNothingPrivate(outcomeAddress, { javaScriptEnabled: false })
  await seesNothingPrivate(outcomeAddress, { javaScriptEnabled: false, cookie: basketId })
  await seesNothingPrivate(`/checkout-finish?basketId=${basketId}`, { javaScriptEnabled: false })
  await seesNothingPrivate(`/bypass-success?basketId=${basketId}`, { javaScriptEnabled: false })

  // The confirmation e-mail's link: everything, in a browser that never booked.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1)
  const [mail] = await mailsTo(email)
  const link = /See your booking: (\S+)/.exec(mail!.text ?? '')?.[1]
  expect(link).toBeDefined()
  const linked = new URL(link!)
  expect(linked.pathname).toBe('/checkout-finish')
  expect(linked.searchParams.get('basketId')).toBe(basketId)
  expect(mail!.html).toContain(`${linked.pathname}${linked.search}`.replaceAll('&', '&amp;'))
  const reader = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const inbox = await reader.newPage()
  await inbox.goto(`${linked.pathname}${linked.search}`)
  await expect(inbox.getByRole('heading', { level: 1, name: BOOKING_SUCCESSFUL_TEXT })).toBeVisible()
  await expect(inbox.locator('.govuk-panel__body strong')).toHaveText(reference)
  for (const holder of HOLDERS) await expect(inbox.getByRole('row').filter({ hasText: holder })).toBeVisible()
  await expect(inbox.getByText(REQUIREMENT)).toBeVisible()
  await reader.close()

  // The link with its token altered is no link.
  const token = linked.searchParams.get('token')!
  const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
  await seesNothingPrivate(`/checkout-finish?basketId=${basketId}&token=${altered}`, { javaScriptEnabled: false })
})
