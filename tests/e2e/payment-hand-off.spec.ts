import type { APIRequestContext, Page } from '@playwright/test'

import { PAYMENT_HAND_OFF_TEXTS } from '../../src/ui/checkout/payment-hand-off-form'

import { createBookableEvent, deleteEvents, type TestEvent } from './support/booking-events'
import { expect, test } from './support/fixtures'

/*
 * The hand-off to the card-payment page (issue 11, decision 0021) and the built-in test service it
 * reaches on a host that is not live: with JavaScript the form goes by itself; without, the
 * 'Continue to payment' button sends it. The order is started through the booking API with the
 * page's own cookies, as the checkout form would.
 */

let created: TestEvent[] = []

test.afterEach(async ({ request }) => {
  await deleteEvents(request, created)
  created = []
})

/**
 * Takes two Adult tickets and starts the order with the page's basket cookie, as the checkout form
 * would; answers the basket id, its hand-off page, and where the start call sends a browser (the
 * card-payment page's own address).
 */
async function startedOrder(page: Page, request: APIRequestContext, testInfo: Parameters<typeof createBookableEvent>[1]): Promise<{ basketId: string; handOffPath: string; payPageAddress: string }> {
  const event = await createBookableEvent(request, testInfo, { name: 'Payment hand-off', capacity: 20, concessions: [{ title: 'Adult', concessionPrice: 1250, maxNumberAvailable: 10 }] })
  created.push(event)
  const api = page.context().request
  const view = (await (await api.get(`/eventsbookingapi/events/booking/${event.slug}`)).json()) as { id: string; concessions: { id: string }[] }
  const basket = (await (
    await api.post('/eventsbookingapi/baskets/checkout', { data: { eventId: view.id, concessionsToAddList: [{ concessionId: view.concessions[0]!.id, ticketsToAdd: 2 }] } })
  ).json()) as { id: string; basketLines: { tickets: { id: string }[] }[] }
  const tickets = basket.basketLines.flatMap((line) => line.tickets)
  const start = await api.post(`/eventsbookingapi/checkout/${basket.id}/start`, {
    data: {
      purchaserData: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        telephoneNumber: '01234 567890',
        userAddress: { streetAddress: '1 High Street', addressLocality: 'Hertford', postalCode: 'SG13 8DQ' },
      },
      ticketNameAndRequirements: tickets.map((ticket, index) => ({ ticketId: ticket.id, ticketHolderName: `Holder ${index + 1}` })),
    },
  })
  expect(start.ok()).toBe(true)
  const { redirectUrl } = (await start.json()) as { redirectUrl: string }
  return { basketId: basket.id, handOffPath: `/checkout/payment?basketId=${basket.id}`, payPageAddress: redirectUrl }
}

test.describe('with JavaScript', () => {
  test('the hand-off page sends the resident to the test card-payment page by itself, which pays and returns', async ({ page, request, checkA11y }, testInfo) => {
    const { basketId, handOffPath } = await startedOrder(page, request, testInfo)
    await page.goto(handOffPath)
    await expect(page).toHaveURL(/\/test-card-payment\/pay\?/)
    await expect(page.getByRole('heading', { level: 1, name: 'Test card payment' })).toBeVisible()
    await expect(page.getByText('This is a test service')).toBeVisible()
    await expect(page.getByText('£25.00').first()).toBeVisible()
    await checkA11y()

    await page.getByLabel('Card number').fill('4444333322221111')
    await page.getByLabel('Expiry date').fill('12/39')
    await page.getByLabel('Card security code').fill('123')
    await page.getByLabel('Name on card').fill('A Lovelace')
    const returned = page.waitForRequest((sent) => sent.url().includes(`/eventsbookingapi/baskets/${basketId}/paid`))
    await page.getByRole('button', { name: 'Pay £25.00' }).click()
    const url = new URL((await returned).url())
    expect(url.searchParams.get('responseCode')).toBe('00000')
  })

  test("the start call's address is the card-payment page itself, with the hand-off form's fields", async ({ page, request }, testInfo) => {
    const { basketId, handOffPath, payPageAddress } = await startedOrder(page, request, testInfo)
    expect(payPageAddress).toMatch(/^\/test-card-payment\/pay\?/)
    await page.goto(payPageAddress)
    await expect(page.getByRole('heading', { level: 1, name: 'Test card payment' })).toBeVisible()
    await expect(page.getByText('£25.00').first()).toBeVisible()
    // The same payment attempt the hand-off page's form sends.
    await page.goto(handOffPath)
    await expect(page).toHaveURL(/\/test-card-payment\/pay\?/)
    expect(new URL(page.url()).searchParams.toString()).toBe(new URL(payPageAddress, page.url()).searchParams.toString())
    expect(new URL(page.url()).searchParams.get('callingApplicationTransactionReference') ?? '').toContain(basketId)
  })

  test('a card that is declined returns with its response code and description', async ({ page, request }, testInfo) => {
    const { basketId, handOffPath } = await startedOrder(page, request, testInfo)
    await page.goto(handOffPath)
    await page.getByLabel('Card number').fill('4000000000000002')
    await page.getByLabel('Expiry date').fill('12/39')
    await page.getByLabel('Card security code').fill('123')
    await page.getByLabel('Name on card').fill('A Lovelace')
    const returned = page.waitForRequest((sent) => sent.url().includes(`/eventsbookingapi/baskets/${basketId}/paid`))
    await page.getByRole('button', { name: /^Pay/ }).click()
    const url = new URL((await returned).url())
    expect(url.searchParams.get('responseCode')).toBe('10001')
    expect(url.searchParams.get('responseDescription')).toBe('Your card was declined')
  })

  test('a basket that is not waiting for payment gives a page with a way back, not an error', async ({ page, checkA11y }) => {
    const response = await page.goto('/checkout/payment?basketId=00000000-0000-4000-8000-000000000000')
    expect(response?.status()).toBeLessThan(500)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { level: 1, name: 'We cannot take you to the payment page' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go back to checkout' })).toBeVisible()
    await checkA11y()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the hand-off page shows 'Continue to payment', which sends the form", async ({ page, request, checkA11y }, testInfo) => {
    const { handOffPath } = await startedOrder(page, request, testInfo)
    const response = await page.goto(handOffPath)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { level: 1, name: PAYMENT_HAND_OFF_TEXTS.title })).toBeVisible()
    await checkA11y()
    await page.getByRole('button', { name: PAYMENT_HAND_OFF_TEXTS.button }).click()
    await expect(page).toHaveURL(/\/test-card-payment\/pay\?/)
    await expect(page.getByRole('heading', { level: 1, name: 'Test card payment' })).toBeVisible()
    await expect(page.getByText('4444333322221111')).toBeAttached()
  })
})
