import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { createBookableEvent, deleteEvents, updateEvent, type TestEvent } from './support/booking-events'
import { signIn } from './support/payload-api'
import { expect, test } from './support/fixtures'

/**
 * The page cache of the production server (docs/decisions/0010): a visitor's repeated view comes
 * from it, an editor's change empties it at once, and staff are never served from it. The header
 * x-page-cache says which way an answer came.
 */
let visitor: APIRequestContext
const made: TestEvent[] = []

test.beforeAll(async ({ baseURL }) => {
  visitor = await playwrightRequest.newContext({ baseURL })
})

test.afterAll(async ({ request }) => {
  await deleteEvents(request, made)
  await visitor.dispose()
})

const cacheState = async (context: APIRequestContext, path: string) => (await context.get(path)).headers()['x-page-cache']

test('a visitor is served a kept event page, and an editor\'s change shows on the very next view', async ({ request }, testInfo) => {
  const event = await createBookableEvent(request, testInfo, { name: 'Cached pottery', capacity: 10, concessions: [{ title: 'Adult', concessionPrice: 500 }] })
  made.push(event)
  // Right after a change nothing is kept for a moment (the change may not be committed yet).
  await expect.poll(() => cacheState(visitor, event.uri), { timeout: 30_000 }).toBe('hit')
  const kept = await visitor.get(event.uri)
  expect(await kept.text()).toContain(event.title)

  const renamed = `${event.title} renamed`
  await updateEvent(request, event, { title: renamed })
  const after = await visitor.get(event.uri)
  expect(after.headers()['x-page-cache']).toBe('miss')
  expect(await after.text()).toContain(renamed)
})

test('a listing is kept per query, and a filtered view is not answered with the plain one', async () => {
  await expect.poll(() => cacheState(visitor, '/step2skills'), { timeout: 30_000 }).toBe('hit')
  const plain = await (await visitor.get('/step2skills')).text()
  const searched = await visitor.get('/step2skills?term=zzzz-nothing-matches')
  expect(await searched.text()).toContain('Sorry, no results were found.')
  expect(plain).not.toContain('Sorry, no results were found.')
})

test('a signed-in officer always gets a fresh render', async ({ baseURL }) => {
  const officer = await playwrightRequest.newContext({ baseURL })
  try {
    await signIn(officer, 'editor@example.gov.uk', 'editor-demo-password')
    const first = await officer.get('/step2skills')
    const second = await officer.get('/step2skills')
    expect(first.status()).toBe(200)
    expect(first.headers()['x-page-cache']).toBeUndefined()
    expect(second.headers()['x-page-cache']).toBeUndefined()
  } finally {
    await officer.dispose()
  }
})

test('a page served from the cache works in the browser like a rendered one', async ({ page, checkA11y }) => {
  // The browser asks with its own Accept-Encoding, so it has its own entry: load until it is kept.
  await expect.poll(async () => (await page.goto('/step2skills'))?.headers()['x-page-cache'], { timeout: 30_000 }).toBe('hit')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Next' }).first().click()
  await expect(page).toHaveURL(/\/step2skills\?pageIndex=2$/)
  await checkA11y()
})
