import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { createBookableEvent, deleteEvents, saveEventDraft, updateEvent, type TestEvent } from './support/booking-events'
import { signIn } from './support/payload-api'
import { signedToken } from '../support/staff-token'
import { expect, test } from './support/fixtures'

/**
 * Pages kept by nginx in front of the web server (deploy/nginx.conf, docs/decisions/0040): a
 * visitor's repeated view comes from its cache for as long as the page's own Cache-Control allows,
 * an editor's published change shows within seconds (a draft never does), and staff are never
 * served from it. nginx's X-Cache-Status says which way an answer came; Cache-Control says what any
 * shared cache may do with the answer.
 */
const SHARED = 'public, s-maxage=2, stale-while-revalidate=1'
const PRIVATE = 'private, no-store'
/** A kept page is at most s-maxage + stale-while-revalidate old; an editor's change also waits out the content cache's settling (2 s). */
const WITHIN_SECONDS = 10_000
let visitor: APIRequestContext
const made: TestEvent[] = []

test.beforeAll(async ({ baseURL }) => {
  visitor = await playwrightRequest.newContext({ baseURL })
})

test.afterAll(async ({ request }) => {
  await deleteEvents(request, made)
  await visitor.dispose()
})

const cacheState = async (context: APIRequestContext, path: string, headers: Record<string, string> = {}) => (await context.get(path, { headers })).headers()['x-cache-status']
/** A render of the page as a visitor who dismissed an alert gets it: never from the cache. */
const freshRender = async (path: string) => visitor.get(path, { headers: { cookie: 'dismissed_alerts=0' } })

test('a visitor is served a kept event page, and an editor\'s change shows within seconds', async ({ request }, testInfo) => {
  const event = await createBookableEvent(request, testInfo, { name: 'Cached pottery', capacity: 10, concessions: [{ title: 'Adult', concessionPrice: 500 }] })
  made.push(event)
  await expect.poll(() => cacheState(visitor, event.uri), { timeout: 30_000 }).toBe('HIT')
  expect(await (await visitor.get(event.uri)).text()).toContain(event.title)

  const renamed = `${event.title} renamed`
  await updateEvent(request, event, { title: renamed })
  await expect.poll(async () => (await visitor.get(event.uri)).text(), { timeout: WITHIN_SECONDS }).toContain(renamed)
})

test('a listing is kept per query, and a filtered view is not answered with the plain one', async () => {
  await expect.poll(() => cacheState(visitor, '/step2skills'), { timeout: 30_000 }).toBe('HIT')
  const plain = await (await visitor.get('/step2skills')).text()
  const searched = await visitor.get('/step2skills?term=zzzz-nothing-matches')
  expect(await searched.text()).toContain('Sorry, no results were found.')
  expect(plain).not.toContain('Sorry, no results were found.')
})

test('a signed-in officer always gets a fresh render', async ({ baseURL }) => {
  const officer = await playwrightRequest.newContext({ baseURL })
  try {
    await signIn(officer, 'editor@example.gov.uk', 'editor-demo-password')
    for (let view = 0; view < 2; view += 1) {
      // As a browser asks (Payload reads the session cookie only with Sec-Fetch-Site or Origin).
      const page = await officer.get('/step2skills', { headers: { 'sec-fetch-site': 'same-origin' } })
      expect(page.status()).toBe(200)
      expect(page.headers()['x-cache-status']).toBe('BYPASS')
      expect(page.headers()['cache-control']).toBe(PRIVATE)
      expect(await page.text()).toContain('Log out')
    }
  } finally {
    await officer.dispose()
  }
})

test('a page served from the cache works in the browser like a rendered one', async ({ page, checkA11y }) => {
  await expect.poll(async () => (await page.goto('/step2skills'))?.headers()['x-cache-status'], { timeout: 30_000 }).toBe('HIT')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Next' }).first().click()
  await expect(page).toHaveURL(/\/step2skills\?pageIndex=2$/)
  await checkA11y()
})

test('anonymous public pages declare themselves shareable, from the cache too', async ({ request }, testInfo) => {
  const event = await createBookableEvent(request, testInfo, { name: 'Shared talk', capacity: 10, concessions: [{ title: 'Adult', concessionPrice: 500 }] })
  made.push(event)
  for (const path of ['/', '/events', '/hals?term=pottery', event.uri]) {
    const response = await visitor.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(SHARED)
  }
  await expect.poll(() => cacheState(visitor, event.uri), { timeout: 30_000 }).toBe('HIT')
  expect((await visitor.get(event.uri)).headers()['cache-control']).toBe(SHARED)
})

test('everything personal is private: a staff session, a dismissed alert, booking, checkout, the console', async ({ baseURL }) => {
  const officer = await playwrightRequest.newContext({ baseURL })
  try {
    await signIn(officer, 'editor@example.gov.uk', 'editor-demo-password')
    for (const path of ['/', '/events', '/hals']) {
      expect((await officer.get(path)).headers()['cache-control'], path).toBe(PRIVATE)
    }
    expect((await officer.get('/console/home')).headers()['cache-control']).toBe(PRIVATE)
    // A client navigation's payload is personal too when it carries the session.
    expect((await officer.get('/events?_rsc=abc12', { headers: { rsc: '1' } })).headers()['cache-control']).toBe(PRIVATE)
  } finally {
    await officer.dispose()
  }
  // A dismissed alert is private (a cache keys on the URL alone), and nginx neither serves nor keeps it.
  const dismissed = await visitor.get('/events', { headers: { cookie: 'dismissed_alerts=1' } })
  expect(dismissed.headers()['cache-control']).toBe(PRIVATE)
  expect(dismissed.headers()['x-cache-status']).toBe('BYPASS')
  for (const path of ['/login', '/checkout', '/booking/no-such-event']) {
    const answer = await visitor.get(path, { maxRedirects: 0 })
    expect(answer.headers()['cache-control'], path).toBe(PRIVATE)
    expect(answer.headers()['x-cache-status'], path).not.toBe('HIT')
  }
})

test('cookies the pages never read and an RSC request are answered from the cache; a made-up session is rendered as anonymous (issue 23 point 6)', async () => {
  const answeredFromCache = async (headers: Record<string, string>, label: string) => {
    let answer: Awaited<ReturnType<typeof visitor.get>> | undefined
    await expect
      .poll(async () => {
        answer = await visitor.get('/step2skills', { headers })
        return answer.headers()['x-cache-status']
      }, { message: label, timeout: 30_000 })
      .toBe('HIT')
    return answer!
  }
  for (const cookie of ['bookingSession=abcdefghijklmnopqrstuvwx', 'basketId=4f0c2d9e-1111-4aaa-8bbb-123456789abc; bookingSession=x; _ga=GA1.2.3', `random${Date.now()}=1`]) {
    const answer = await answeredFromCache({ cookie }, cookie)
    expect(answer.headers()['cache-control'], cookie).toBe(SHARED)
    expect(await answer.text(), cookie).not.toContain('Log out')
  }
  // nginx does not read tokens: any staff cookie or header goes to the web server, which renders a
  // made-up one as the anonymous page it is (shareable, no 'Log out').
  const forged = signedToken({ id: 1, collection: 'users', exp: Math.floor(Date.now() / 1000) + 3600 }, 'not this installation\'s secret, but long enough')
  const attempts: Array<Record<string, string>> = [{ cookie: 'payload-token=made-up' }, { cookie: `payload-token=${forged}` }, { authorization: `JWT ${forged}` }]
  for (const headers of attempts) {
    const answer = await visitor.get('/step2skills', { headers })
    expect(answer.headers()['x-cache-status']).toBe('BYPASS')
    expect(answer.headers()['cache-control']).toBe(SHARED)
    expect(await answer.text()).not.toContain('Log out')
  }

  // A navigation payload is kept apart from the document (Next.js's Vary), like it.
  const payload = await answeredFromCache({ rsc: '1', cookie: 'bookingSession=y' }, 'an RSC payload')
  expect(payload.headers()['content-type']).toContain('text/x-component')
  const document = await answeredFromCache({}, 'the document')
  expect(document.headers()['content-type']).toContain('text/html')
})

test('a draft save changes nothing the public sees; publishing it shows within seconds', async ({ request }, testInfo) => {
  const event = await createBookableEvent(request, testInfo, { name: 'Drafted walk', capacity: 10, concessions: [{ title: 'Adult', concessionPrice: 500 }] })
  made.push(event)
  const draftTitle = `${event.title} (draft)`
  await saveEventDraft(request, event, { title: draftTitle })
  // A fresh render, not a kept copy, still shows the published title.
  const rendered = await freshRender(event.uri)
  expect(rendered.headers()['x-cache-status']).toBe('BYPASS')
  expect(await rendered.text()).toContain(event.title)
  expect(await rendered.text()).not.toContain(draftTitle)
  expect(await (await freshRender(`/events?term=${encodeURIComponent(event.title)}`)).text()).not.toContain(draftTitle)

  await updateEvent(request, event, { title: draftTitle, _status: 'published' })
  await expect.poll(async () => (await visitor.get(event.uri)).text(), { timeout: WITHIN_SECONDS }).toContain(draftTitle)
})
