import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { createBookableEvent, deleteEvents, saveEventDraft, updateEvent, type TestEvent } from './support/booking-events'
import { signIn } from './support/payload-api'
import { signedToken } from '../support/staff-token'
import { expect, test } from './support/fixtures'

/**
 * The page cache of the production server (docs/decisions/0010, 0012): a visitor's repeated view
 * comes from it, an editor's published change empties it at once (a draft does not), and staff are
 * never served from it. The header x-page-cache says which way an answer came; Cache-Control says
 * what any shared cache in front of us may do with the answer.
 */
const SHARED = 'public, s-maxage=10, stale-while-revalidate=20'
const PRIVATE = 'private, no-store'
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

test('anonymous public pages declare themselves shareable, from the cache too', async ({ request }, testInfo) => {
  const event = await createBookableEvent(request, testInfo, { name: 'Shared talk', capacity: 10, concessions: [{ title: 'Adult', concessionPrice: 500 }] })
  made.push(event)
  for (const path of ['/', '/events', '/hals?term=pottery', event.uri]) {
    const response = await visitor.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(SHARED)
  }
  await expect.poll(() => cacheState(visitor, event.uri), { timeout: 30_000 }).toBe('hit')
  const hit = await visitor.get(event.uri)
  expect(hit.headers()['cache-control']).toBe(SHARED)
  expect(hit.headers()['age']).toMatch(/^\d+$/)
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
  // A dismissed alert is private to other caches (they key on the URL alone); ours keys on its ids.
  const dismissed = await visitor.get('/events', { headers: { cookie: 'dismissed_alerts=1' } })
  expect(dismissed.headers()['cache-control']).toBe(PRIVATE)
  for (const path of ['/login', '/checkout', '/booking/no-such-event']) {
    expect((await visitor.get(path, { maxRedirects: 0 })).headers()['cache-control'], path).toBe(PRIVATE)
  }
})

test('cookies the pages never read, a made-up session and an RSC request are answered from the cache (issue 23 point 6)', async ({ baseURL }) => {
  await expect.poll(() => cacheState(visitor, '/step2skills'), { timeout: 30_000 }).toBe('hit')
  const forged = signedToken({ id: 1, collection: 'users', exp: Math.floor(Date.now() / 1000) + 3600 }, 'not this installation\'s secret, but long enough')
  const attempts = [
    'bookingSession=abcdefghijklmnopqrstuvwx',
    'basketId=4f0c2d9e-1111-4aaa-8bbb-123456789abc; bookingSession=x; _ga=GA1.2.3',
    `random${Date.now()}=1`,
    'payload-token=made-up',
    `payload-token=${forged}`,
  ]
  // Each is asked until the cache answers it: another test selling an event out or publishing empties
  // the whole cache at any moment (decision 0012), so one answer may be a fresh render; a cookie that
  // bypassed the cache would never be a hit.
  const answeredFromCache = async (headers: Record<string, string>, label: string) => {
    let answer: Awaited<ReturnType<typeof visitor.get>> | undefined
    await expect
      .poll(async () => {
        answer = await visitor.get('/step2skills', { headers })
        return answer.headers()['x-page-cache']
      }, { message: label, timeout: 30_000 })
      .toBe('hit')
    return answer!
  }
  for (const cookie of attempts) {
    const answer = await answeredFromCache({ cookie }, cookie)
    expect(answer.headers()['cache-control'], cookie).toBe(SHARED)
    expect(await answer.text(), cookie).not.toContain('Log out')
  }
  await answeredFromCache({ authorization: `JWT ${forged}` }, 'a forged JWT header')

  // A navigation payload has its own entry, kept like the document's.
  await expect.poll(async () => (await visitor.get('/step2skills', { headers: { rsc: '1' } })).headers()['x-page-cache'], { timeout: 30_000 }).toBe('hit')
  const payload = await visitor.get('/step2skills', { headers: { rsc: '1', cookie: 'bookingSession=y' } })
  expect(payload.headers()['x-page-cache']).toBe('hit')
  expect(payload.headers()['content-type']).toContain('text/x-component')

  // A dismissed alert is kept under its ids, and a value the page ignores is no dismissal at all.
  await expect.poll(async () => (await visitor.get('/step2skills', { headers: { cookie: 'dismissed_alerts=999999' } })).headers()['x-page-cache'], { timeout: 30_000 }).toBe('hit')
  expect((await visitor.get('/step2skills', { headers: { cookie: 'dismissed_alerts=%3Cx%3E' } })).headers()['x-page-cache']).toBe('hit')

  // A real session is still a personal page, rendered every time.
  const officer = await playwrightRequest.newContext({ baseURL })
  try {
    await signIn(officer, 'editor@example.gov.uk', 'editor-demo-password')
    for (let view = 0; view < 2; view += 1) {
      // As a browser asks (Payload reads the session cookie only with Sec-Fetch-Site or Origin).
      const page = await officer.get('/step2skills', { headers: { 'sec-fetch-site': 'same-origin' } })
      expect(page.headers()['x-page-cache']).toBeUndefined()
      expect(page.headers()['cache-control']).toBe(PRIVATE)
      expect(await page.text()).toContain('Log out')
    }
  } finally {
    await officer.dispose()
  }
})

test('a draft save changes nothing the public sees and keeps the cache; publishing it shows at once', async ({ request }, testInfo) => {
  const event = await createBookableEvent(request, testInfo, { name: 'Drafted walk', capacity: 10, concessions: [{ title: 'Adult', concessionPrice: 500 }] })
  made.push(event)
  const draftTitle = `${event.title} (draft)`
  // Other tests publish and sell out at the same time, which does empty the cache: the step is
  // repeated until a draft save happens in quiet. A draft save that emptied it would never pass.
  await expect
    .poll(
      async () => {
        await expect.poll(() => cacheState(visitor, event.uri), { timeout: 30_000 }).toBe('hit')
        await saveEventDraft(request, event, { title: draftTitle })
        return cacheState(visitor, event.uri)
      },
      { timeout: 45_000 },
    )
    .toBe('hit')
  const rendered = await visitor.get(event.uri, { headers: { 'accept-encoding': 'identity' } })
  expect(await rendered.text()).not.toContain(draftTitle)
  expect(await (await visitor.get(`/events?term=${encodeURIComponent(event.title)}`)).text()).not.toContain(draftTitle)

  await updateEvent(request, event, { title: draftTitle, _status: 'published' })
  const published = await visitor.get(event.uri)
  expect(published.headers()['x-page-cache']).toBe('miss')
  expect(await published.text()).toContain(draftTitle)
})

