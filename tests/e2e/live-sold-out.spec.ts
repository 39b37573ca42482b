import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'

import {
  createBookableEvent,
  deleteEvents,
  removeBasketLineAsAnotherBuyer,
  takeTicketsAsAnotherBuyer,
  type TestEvent,
} from './support/booking-events'
import { expect, test } from './support/fixtures'

/**
 * Live Sold Out (issue 9 point 1, spec 000 section 4: sold out "when no tickets are left"): the
 * event page's booking panel and the listing card follow the live availability. Another buyer (an
 * API context with its own basket cookie) holds the last ticket while the pages sit in nginx's
 * cache; within a few seconds both say Sold Out, and 'Book Tickets' comes back when that buyer
 * takes the line out of their basket (decision 0040: a kept page is at most
 * PAGE_CACHE_SECONDS + PAGE_CACHE_STALE_SECONDS old, 3 s by default, and a browser may show its own
 * copy for PAGE_CACHE_STALE_SECONDS more).
 */
const FEW_SECONDS = 5_000
const made: TestEvent[] = []
let otherBuyer: APIRequestContext
let visitor: APIRequestContext

test.beforeAll(async ({ baseURL }) => {
  otherBuyer = await playwrightRequest.newContext({ baseURL })
  visitor = await playwrightRequest.newContext({ baseURL })
})

test.afterAll(async ({ request }) => {
  await deleteEvents(request, made)
  await otherBuyer.dispose()
  await visitor.dispose()
})

/** A word of letters only that no other event has, for the listing's word search. */
const uniqueWord = () => `zq${Date.now().toString(36).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4)}`
const words = new Map<number, string>()

/** The listing ('/events' shows corporate events) narrowed to the one event by its unique word. */
const listingOf = (event: TestEvent) => `/events?term=${words.get(event.id)}`

/** Polls a page as an anonymous visitor until it is served from nginx's cache. */
async function untilKept(path: string) {
  await expect.poll(async () => (await visitor.get(path)).headers()['x-cache-status'], { timeout: 30_000 }).toBe('HIT')
}

const panel = (page: Page) => page.getByRole('region', { name: 'Tickets' })

test('the event page and its card say Sold Out within seconds of another buyer holding the last ticket, and Book Tickets once it is given back', async ({ page, request, checkA11y }, testInfo) => {
  // Three pages with an axe check each, on a machine shared with other runs.
  test.slow()
  const word = uniqueWord()
  const event = await createBookableEvent(request, testInfo, { name: `Last seat ${word}`, capacity: 1, concessions: [{ title: 'Adult', concessionPrice: 800 }] })
  made.push(event)
  words.set(event.id, word)
  await untilKept(event.uri)
  await untilKept(listingOf(event))

  await page.goto(event.uri)
  await expect(panel(page).getByRole('link', { name: 'Book Tickets' })).toBeVisible()

  const basket = await takeTicketsAsAnotherBuyer(otherBuyer, event.slug, 'Adult', 1)
  // The browser asks again (it may keep its own copy for the stale window too) until the panel changes.
  await expect.poll(async () => {
    await page.goto(event.uri)
    return panel(page).getByRole('button', { name: 'Sold Out' }).count()
  }, { timeout: FEW_SECONDS }).toBe(1)
  await expect.poll(async () => (await visitor.get(event.uri)).text(), { timeout: FEW_SECONDS }).toContain('All tickets have been booked.')
  await expect.poll(async () => (await visitor.get(listingOf(event))).text(), { timeout: FEW_SECONDS }).toContain('app-tag--sold-out')

  await expect(panel(page).getByText('Sold Out', { exact: true }).first()).toHaveClass(/govuk-tag--red/)
  await expect(panel(page).getByRole('button', { name: 'Sold Out' })).toBeDisabled()
  await expect(panel(page).getByRole('link', { name: 'Join the waiting list' })).toBeVisible()
  await expect(panel(page).getByRole('link', { name: 'Book Tickets' })).toHaveCount(0)
  await checkA11y()

  await page.goto(listingOf(event))
  const card = page.getByRole('article').filter({ hasText: event.title })
  await expect(card.getByText('Sold Out', { exact: true })).toBeVisible()
  await checkA11y()

  await removeBasketLineAsAnotherBuyer(otherBuyer, basket)
  await expect.poll(async () => (await visitor.get(event.uri)).text(), { timeout: FEW_SECONDS }).not.toContain('All tickets have been booked.')
  await expect.poll(async () => (await visitor.get(listingOf(event))).text(), { timeout: FEW_SECONDS }).not.toContain('app-tag--sold-out')

  await expect.poll(async () => {
    await page.goto(event.uri)
    return panel(page).getByRole('link', { name: 'Book Tickets' }).count()
  }, { timeout: FEW_SECONDS }).toBe(1)
  await expect.poll(async () => {
    await page.goto(listingOf(event))
    return page.getByRole('article').filter({ hasText: event.title }).getByText('Sold Out', { exact: true }).count()
  }, { timeout: FEW_SECONDS }).toBe(0)
  await expect(page.getByRole('article').filter({ hasText: event.title })).toBeVisible()
  await checkA11y()
})
