import type { APIRequestContext, Page, TestInfo } from '@playwright/test'

import { GOVUK_PAY_FAKE_CARDS } from '../../src/integrations/payment/govuk-pay/govuk-pay-fake'

import { createBookableEvent, createStaffUser, signInToConsole, TestLeftovers } from './support/booking-events'
import { expect, test } from './support/fixtures'
import { mailsTo } from './support/mail-catcher'

/*
 * A booking paid through GOV.UK Pay (issue 14): the second instance the end-to-end server starts
 * (tests/e2e/serve.ts) on the same database, with PAYMENT_PROVIDER=govuk-pay and the local fake of
 * GOV.UK Pay on its own address. From the booking page to GOV.UK Pay's card page and back to
 * 'Booking Successful!', with the confirmation e-mail caught by the test's SMTP server.
 */
const govUkPaySite = `http://localhost:${process.env.E2E_GOVUK_PAY_PORT}`
test.use({ baseURL: govUkPaySite })

const made = new TestLeftovers()

test.beforeAll(async ({ request }) => {
  // The second instance starts beside the first: wait until it answers.
  await expect.poll(async () => (await request.get(`${govUkPaySite}/zenInfo`).catch(() => null))?.status() ?? 0, { timeout: 120_000 }).toBe(200)
})

test.afterEach(({ request }) => made.clean(request))

async function fillCheckout(page: Page, email: string) {
  const fields: Array<[string, string]> = [
    ['#firstName', 'Grace'],
    ['#lastName', 'Hopper'],
    ['#email', email],
    ['#telephoneNumber', '01992 555555'],
    ['#addressLine1', '1 County Hall'],
    ['#addressLocality', 'Hertford'],
    ['#postalCode', 'SG13 8DE'],
    ['#ticket-0-firstName', 'Grace'],
    ['#ticket-0-lastName', 'Hopper'],
  ]
  for (const [selector, value] of fields) await page.locator(selector).fill(value)
}

/** A resident books one ticket at £15.00 and pays on GOV.UK Pay's card page, to 'Booking Successful!' and the confirmation e-mail. */
async function bookAndPay(page: Page, request: APIRequestContext, testInfo: TestInfo, checkA11y: () => Promise<void>) {
  const event = await createBookableEvent(request, testInfo, { name: 'GOV.UK Pay booking', capacity: 5, concessions: [{ title: 'Adult', concessionPrice: 1500, maxNumberAvailable: 5 }] })
  made.events.push(event)
  const email = `govuk-pay-${testInfo.workerIndex}-${Date.now()}-${testInfo.title.length}@example.org`

  await page.goto(`/booking/${event.slug}`)
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Adult', exact: true }).selectOption('1')
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await fillCheckout(page, email)
  await checkA11y()
  await page.getByRole('button', { name: 'Place order' }).click()

  // GOV.UK Pay's card page (the fake, at this site's /govuk-pay-fake), with the amount asked.
  await expect(page).toHaveURL(/\/govuk-pay-fake\/secure\/[0-9a-f]+$/)
  await expect(page.getByText('£15.00')).toBeVisible()
  await page.getByLabel('Card number').fill(GOVUK_PAY_FAKE_CARDS.success)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/booking-status\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Successful!' })).toBeVisible({ timeout: 30_000 })
  await checkA11y()

  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject ?? ''), { timeout: 60_000 }).toEqual([expect.stringContaining(`Booking confirmed: ${event.title}`)])

  return { event, email, reference: new URL(page.url()).searchParams.get('basketId')! }
}

test('a resident books and pays on GOV.UK Pay to Booking Successful!; staff cancel it with a refund in the console, and the resident is e-mailed', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(180_000)
  const { event, email, reference } = await bookAndPay(page, request, testInfo, checkA11y)

  // Staff cancel the booking with a refund from the console's booking look-up.
  const staff = await createStaffUser(request, testInfo)
  made.staff.push(staff)
  await signInToConsole(page, staff)
  await page.goto(`/console/bookings?query=${reference}`)
  await page.getByRole('checkbox', { name: /Grace Hopper/ }).check()
  await expect(page.getByRole('checkbox', { name: 'Refund the cancelled tickets to the card that paid' })).toBeChecked()
  await page.getByRole('button', { name: 'Cancel tickets' }).click()
  await expect(page.getByText('1 ticket will be cancelled and refunded, and the booker e-mailed. This cannot be undone.')).toBeVisible()
  await checkA11y()
  await page.getByRole('button', { name: 'Confirm cancellation' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toContainText('1 ticket cancelled. £15.00 refunded.')
  await checkA11y()
  await expect(page.getByRole('cell', { name: 'cancelled', exact: true })).toBeVisible()
  // The booking now lists its refund: made, for £15.00, asked for by this member of staff.
  await expect(page.getByRole('heading', { level: 3, name: 'Refunds' })).toBeVisible()
  const refundRow = page.getByRole('row').filter({ hasText: staff.email })
  await expect(refundRow.getByRole('cell', { name: 'Refunded', exact: true })).toBeVisible()
  await expect(refundRow.getByRole('cell', { name: '£15.00', exact: true })).toBeVisible()

  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject ?? ''), { timeout: 60_000 }).toContain(`Your booking for ${event.title} has been cancelled`)
  const cancelled = (await mailsTo(email)).find((mail) => mail.subject === `Your booking for ${event.title} has been cancelled`)!
  expect(cancelled.text).toContain('We are refunding £15.00 to the card you paid with')

  // Payments that need attention: reached from the console home, axe clean at both widths.
  await page.goto('/console/home')
  await page.getByRole('link', { name: 'Payments that need attention' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payments that need attention' })).toBeVisible()
  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport)
    await checkA11y()
  }
})

test('a resident cancels their own paid booking from the link in the confirmation e-mail, and is refunded', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(180_000)
  const { event, email } = await bookAndPay(page, request, testInfo, checkA11y)
  const confirmation = (await mailsTo(email)).find((mail) => mail.subject?.startsWith('Booking confirmed'))!
  const link = /https?:\/\/[^\s"<>]+\/manage\/booking\/cancel\?[^\s"<>]+/.exec(confirmation.text ?? '')?.[0]
  expect(link).toBeDefined()
  await page.goto(link!)
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your booking' })).toBeVisible()
  await expect(page.getByText('You have 1 ticket booked for this event.')).toBeVisible()
  await expect(page.getByText('We will refund what you paid to the card you paid with.')).toBeVisible()
  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport)
    await checkA11y()
  }
  await page.getByRole('button', { name: 'Cancel my booking' }).click()
  await expect(page.getByRole('status')).toContainText('Your booking has been cancelled')
  await expect(page.getByRole('status')).toContainText('We are refunding £15.00 to the card you paid with.')
  await checkA11y()
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject ?? ''), { timeout: 60_000 }).toContain(`Your booking for ${event.title} has been cancelled`)

  // The link no longer cancels anything: nothing is left booked.
  await page.goto(link!)
  await expect(page.getByText('This booking has no tickets left to cancel.')).toBeVisible()
})

test('the fake of GOV.UK Pay is served only by an instance started with GOVUK_PAY_FAKE=on, and still wants its key there', async ({ request }) => {
  const mainSite = `http://localhost:${process.env.E2E_PORT}`
  const paymentBody = { amount: 100, reference: 'probe', description: 'probe', return_url: `${govUkPaySite}/` }
  // The main instance takes payments through the council's page: the fake's address is not there.
  const onMain = await request.post(`${mainSite}/govuk-pay-fake/v1/payments`, { data: paymentBody, headers: { authorization: 'Bearer anything' } })
  expect(onMain.status()).toBe(404)
  // The demo instance serves it, but not to a caller without the fake's key.
  const withoutKey = await request.post(`${govUkPaySite}/govuk-pay-fake/v1/payments`, { data: paymentBody, headers: { authorization: 'Bearer wrong' } })
  expect(withoutKey.status()).toBe(401)
})
