import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { APIResponse, Page } from '@playwright/test'

import { planDemoEvents } from '../../src/content/seed/event-plans'
import { DEMO_USERS } from '../../src/content/seed/demo-users'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'
import { eventUri } from '../../src/domain/listings'

import { signIn } from './support/payload-api'
import { expect, test } from './support/fixtures'

/**
 * Issue 10 point 7: a page that can be framed, sniffed or run an injected script. Every kind of
 * answer carries the security headers (a page, the Payload admin, a Payload REST call, a booking API
 * call), and every kind of page loads in Chromium with no Content-Security-Policy violation: its own
 * scripts carry the render's nonce, and nothing it needs is refused.
 */
const paid = planDemoEvents(new Date()).find((plan) => plan.slug === SEED_SLUGS.paid)!
const EVENT_PATH = eventUri(paid.idea.contentType, paid.slug)

function expectSecurityHeaders(response: APIResponse | null, what: string) {
  expect(response, what).not.toBeNull()
  const headers = response!.headers()
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=(), ')
  expect(headers['permissions-policy'], what).toContain('microphone=()')
  expect(headers['permissions-policy'], what).toContain('geolocation=()')
  // SITE_URL is http://localhost in the tests: no HSTS (it is sent when the site is https).
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

/** Collects the browser's CSP refusals ('Refused to ...' console messages and securitypolicyviolation events). */
async function watchCsp(page: Page): Promise<string[]> {
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refusals.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return refusals
}

async function stubOpenStreetMap(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map</p></body></html>' }),
  )
}

test('a page, the admin, a Payload REST call and a booking API call all carry the security headers', async ({ request }) => {
  for (const path of ['/', '/events', EVENT_PATH, '/search?term=pottery', '/login', '/admin/login', '/api/events?limit=1', '/eventsbookingapi/health']) {
    expectSecurityHeaders(await request.get(path), path)
  }
  const page = await request.get('/events')
  const csp = page.headers()['content-security-policy']
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/)
  expect(csp).toContain('frame-src')
  expect(csp).toContain('https://www.openstreetmap.org')
  expect(page.headers()['x-frame-options']).toBe('DENY')
  // The nonce is fresh for every render a visitor gets: a signed-in officer's view is never shared.
  const auth = await signIn(request, DEMO_USERS.editor.email, DEMO_USERS.editor.password)
  const first = (await request.get('/login', { headers: auth })).headers()['content-security-policy']
  const second = (await request.get('/login', { headers: auth })).headers()['content-security-policy']
  expect(first).not.toBe(second)
})

test('the inline script of a page carries the nonce of its policy', async ({ request }) => {
  const response = await request.get('/hals?term=security-nonce')
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  expect(nonce).toBeTruthy()
  const html = await response.text()
  expect(html).toContain(`<script nonce="${nonce}">document.body.className`)
})

for (const path of ['/', '/events', '/step2skills?term=pottery', EVENT_PATH, '/search?term=pottery', '/login', '/no-such-page']) {
  test(`no Content-Security-Policy violation on ${path}`, async ({ page, checkA11y }) => {
    await stubOpenStreetMap(page)
    const refusals = await watchCsp(page)
    await page.goto(path)
    await page.waitForLoadState('load')
    // The inline govuk-frontend snippet ran (it needs the nonce), and React hydrated the page.
    await expect(page.locator('body.govuk-frontend-supported')).toHaveCount(1)
    await checkA11y()
    expect(refusals).toEqual([])
  })
}

test('a page served from the shared cache runs its scripts like a rendered one', async ({ page }) => {
  const refusals = await watchCsp(page)
  await expect.poll(async () => (await page.goto('/hals'))?.headers()['x-cache-status'], { timeout: 30_000 }).toBe('HIT')
  await expect(page.locator('body.govuk-frontend-supported')).toHaveCount(1)
  await page.getByRole('link', { name: 'Next' }).first().click()
  await expect(page).toHaveURL(/\/hals\?pageIndex=2$/)
  expect(refusals).toEqual([])
})

test('the Payload admin works under its policy: sign in and open a collection with no violation', async ({ page }) => {
  const refusals = await watchCsp(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/email/i).fill(DEMO_USERS.editor.email)
  await page.getByLabel(/password/i).fill(DEMO_USERS.editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/events')
  await expect(page.getByRole('heading', { name: /events/i }).first()).toBeVisible()
  await page.waitForLoadState('load')
  expect(refusals).toEqual([])
  await page.goto('/admin/collections/venues')
  await expect(page.getByRole('heading', { name: /venues/i }).first()).toBeVisible()
  await page.waitForLoadState('load')
  expect(refusals).toEqual([])
})

test('a page of the site cannot be framed by another', async ({ page, baseURL }) => {
  const loginUrl = new URL('/login', baseURL).href
  // Another site on this machine, framing the login page (a real server: the browser lets only a
  // local page frame a local address).
  const framer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(`<!doctype html><title>Framer</title><iframe src="${loginUrl}"></iframe>`)
  })
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve))
  try {
    const framed = page.waitForResponse(loginUrl)
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`)
    expect((await framed).status()).toBe(200)
    // The answer came, and the browser refused to show it: the frame never holds the login form.
    await page.waitForLoadState('load')
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    expect(frame).toBeDefined()
    expect(await frame!.evaluate(() => document.querySelector('form') !== null).catch(() => false)).toBe(false)
  } finally {
    framer.close()
  }
})

test('TRACE is refused with 405, and a server action posted from another site with 403, by the real server', async ({ request }) => {
  // nginx, in front of every process (decision 0039), refuses TRACE itself; a method no page serves is
  // refused by the web server's proxy (src/proxy.ts), with the methods it allows.
  const trace = await request.fetch('/', { method: 'TRACE' })
  expect(trace.status()).toBe(405)
  const put = await request.fetch('/events', { method: 'PUT' })
  expect(put.status()).toBe(405)
  expect(put.headers()['allow']).toBe('GET, HEAD, POST')
  expect(await put.text()).toBe('The method PUT is not allowed here.')
  expectSecurityHeaders(put, 'PUT /events')
  const action = await request.post('/login', {
    headers: { origin: 'https://evil.example', 'next-action': '0123456789abcdef0123456789abcdef01234567', 'content-type': 'text/plain;charset=UTF-8' },
    data: '[]',
  })
  expect(action.status()).toBe(403)
  expect(await action.text()).toContain('sent from another website')
})
