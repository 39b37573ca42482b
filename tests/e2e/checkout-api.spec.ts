import type { APIRequestContext } from '@playwright/test'

import { DEMO_USERS } from '../../src/content/seed/demo-users'
import { BOOKING_REFERENCE_PATTERN } from '../../src/domain/booking-reference'

import { createBookableEvent, deleteEvents, type TestEvent } from './support/booking-events'
import { signIn } from './support/payload-api'
import { expect, test } from './support/fixtures'

/*
 * Issue 11's checkout calls against the production server with the configured payment provider
 * (decision 0020), through the API as the site's own pages call it: the start's refusals and its
 * hand-off, a free order confirmed at once, a forged return refused, and the staff bypass.
 * No page is visited here; the pages have their own specs.
 */

let created: TestEvent[] = []

test.afterEach(async ({ request }) => {
  await deleteEvents(request, created)
  created = []
})

async function basketOn(request: APIRequestContext, event: TestEvent, tickets: number) {
  const view = (await (await request.get(`/eventsbookingapi/events/booking/${event.slug}`)).json()) as { id: string; concessions: Array<{ id: string }> }
  const response = await request.post('/eventsbookingapi/baskets/checkout', {
    data: { eventId: view.id, concessionsToAddList: [{ concessionId: view.concessions[0]!.id, ticketsToAdd: tickets }] },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: string; basketLines: Array<{ tickets: Array<{ id: string }> }> }
}

function startBody(basket: { basketLines: Array<{ tickets: Array<{ id: string }> }> }, firstName = 'Ada') {
  return {
    purchaserData: {
      firstName,
      lastName: 'Lovelace',
      email: 'ada@example.org',
      telephoneNumber: '01234 567890',
      userAddress: { streetAddress: '1 High Street', addressLocality: 'Hertford', postalCode: 'SG13 8DQ' },
    },
    ticketNameAndRequirements: basket.basketLines.flatMap((line) => line.tickets).map((ticket) => ({ ticketId: ticket.id, ticketHolderName: 'Grace Hopper' })),
  }
}

test.describe('the checkout calls', () => {
  test("refuse invalid details with the spec's message, then place the order and hand off to the payment page", async ({ request }, testInfo) => {
    const event = await createBookableEvent(request, testInfo, { name: 'Checkout start', capacity: 10, concessions: [{ title: 'Adult', concessionPrice: 1500 }] })
    created.push(event)
    const basket = await basketOn(request, event, 2)
    const refused = await request.post(`/eventsbookingapi/checkout/${basket.id}/start`, { data: startBody(basket, '') })
    expect(refused.status()).toBe(422)
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ERROR: First name is required')

    const started = await request.post(`/eventsbookingapi/checkout/${basket.id}/start`, { data: startBody(basket) })
    expect(started.status()).toBe(200)
    const { redirectUrl } = (await started.json()) as { redirectUrl: string }
    // Straight to the card-payment page (the test service on a host that is not live), with the attempt's reference.
    expect(redirectUrl).toMatch(/^\/test-card-payment\/pay\?/)
    expect(new URL(redirectUrl, 'http://localhost').searchParams.get('callingApplicationTransactionReference')).toMatch(new RegExp(`^${basket.id}-\\d+$`))
    const finish = (await (await request.get(`/eventsbookingapi/checkout/${basket.id}/finish`)).json()) as { success: boolean; status: number }
    expect(finish).toMatchObject({ success: false, status: 2 })

    // A return naming a reference of no payment of this basket is refused; nothing is confirmed.
    const forged = await request.get(`/eventsbookingapi/baskets/${basket.id}/paid?callingApplicationTransactionReference=${basket.id}-1`, { maxRedirects: 0 })
    expect(forged.status()).toBe(303)
    expect(forged.headers().location).toMatch(/^\/booking-status\?responseCode=90001&/)
    expect(((await (await request.get(`/eventsbookingapi/checkout/${basket.id}/finish`)).json()) as { success: boolean }).success).toBe(false)
  })

  test('confirm a free order at once', async ({ request }, testInfo) => {
    const event = await createBookableEvent(request, testInfo, { name: 'Checkout free', capacity: 10, concessions: [{ title: 'Free', concessionPrice: 0 }] })
    created.push(event)
    const basket = await basketOn(request, event, 1)
    const started = await request.post(`/eventsbookingapi/checkout/${basket.id}/start`, { data: startBody(basket) })
    expect(((await started.json()) as { redirectUrl: string }).redirectUrl).toMatch(/^\/booking-status\?responseCode=00000&/)
    const finish = (await (await request.get(`/eventsbookingapi/checkout/${basket.id}/finish`)).json()) as { success: boolean; bookingReference: string; engagements: unknown[] }
    expect(finish).toMatchObject({ success: true, bookingReference: expect.stringMatching(BOOKING_REFERENCE_PATTERN) })
    expect(finish.engagements).toHaveLength(1)
  })

  test('let signed-in staff bypass payment, and nobody else', async ({ request, playwright }, testInfo) => {
    const event = await createBookableEvent(request, testInfo, { name: 'Checkout bypass', capacity: 10, concessions: [{ title: 'Adult', concessionPrice: 1500 }] })
    created.push(event)
    const basket = await basketOn(request, event, 1)
    const anonymous = await request.post(`/eventsbookingapi/checkout/${basket.id}/bypass`, { data: startBody(basket) })
    expect(anonymous.status()).toBe(401)

    const staff = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
    const { Authorization } = await signIn(staff, DEMO_USERS.staff.email, DEMO_USERS.staff.password)
    const bypassed = await staff.post(`/eventsbookingapi/checkout/${basket.id}/bypass`, {
      data: startBody(basket),
      headers: { authorization: Authorization.replace(/^JWT /, 'Bearer ') },
    })
    expect(bypassed.status()).toBe(200)
    expect(await bypassed.json()).toEqual({ redirectUrl: expect.stringMatching(new RegExp(`^/bypass-success\\?bookingReference=HCC-[A-Z2-9]{4}-[A-Z2-9]{4}&basketId=${basket.id}$`)) })
    await staff.dispose()
  })
})
