import type { Browser, BrowserContext, LaunchOptions, Page } from '@playwright/test'

import { asAdmin } from './support/booking-events'
import { expect, expectNoAxeViolations, test } from './support/fixtures'

/*
 * The cookie banner and the tag manager (issue 26 point 4, decision 0046). The e2e server names one
 * host in TAG_MANAGER_HOSTS, events-live.test (tests/e2e/serve.ts), which a browser of this spec's own
 * maps to 127.0.0.1; no other spec uses it, so the banner never reaches their pages. The tag manager's
 * address is answered here by a stand-in script (the machine has no Internet), and every request for
 * an analytics address is recorded: the network log is the proof.
 */
const LIVE_HOST = 'events-live.test'
const CONTAINER = 'GTM-E2ETEST1'
const ANALYTICS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/
/** The banner's region, named after the site's title in Site config. */
const BANNER = /^Cookies on /

let liveBrowser: Browser
let liveBase: string

async function setContainer(request: import('@playwright/test').APIRequestContext, id: string | null) {
  // As the admin through asAdmin: a sign-in of ours must not drop another test's admin session for good.
  const response = await asAdmin(request, (headers) => request.post('/api/globals/settings', { headers, data: { tagManagerContainerId: id } }))
  expect(response.ok(), await response.text()).toBe(true)
}

/** A context on the live host whose analytics requests are recorded, the tag manager's answered by a stand-in. */
async function liveContext(options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; analytics: string[] }> {
  const context = await liveBrowser.newContext({ baseURL: liveBase, reducedMotion: 'reduce', ...options })
  const analytics: string[] = []
  context.on('request', (request) => {
    if (ANALYTICS.test(request.url())) analytics.push(request.url())
  })
  // What the real container would do first: set Google Analytics' cookie.
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'document.cookie = "_ga=GA1.1.e2e; path=/; max-age=600"; window.__tagManagerRuns = (window.__tagManagerRuns || 0) + 1;' }),
  )
  await context.route(/google-analytics\.com|analytics\.google\.com/, (route) => route.abort())
  return { context, page: await context.newPage(), analytics }
}

/** The page's analytics requests can only have been made once it has loaded and hydrated. */
async function loaded(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForLoadState('load')
}

test.describe('analytics cookies and the tag manager', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({ playwright, request, baseURL }, testInfo) => {
    const launchOptions = (testInfo.project.use.launchOptions ?? {}) as LaunchOptions
    liveBrowser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${LIVE_HOST} 127.0.0.1`] })
    liveBase = baseURL!.replace('localhost', LIVE_HOST)
    await setContainer(request, CONTAINER)
    // Settings are read through the content cache, and pages kept for seconds by the proxy (decision 0040).
    const { context, page } = await liveContext()
    await expect
      .poll(async () => {
        await page.goto('/events')
        return page.getByRole('region', { name: BANNER }).isVisible()
      }, { timeout: 15_000 })
      .toBe(true)
    await context.close()
  })

  test.afterAll(async ({ request }) => {
    await setContainer(request, null)
    await liveBrowser?.close()
  })

  test('nothing of analytics before consent; accepting by keyboard loads the tag manager, here and on the next page', async () => {
    const { context, page, analytics } = await liveContext()
    await loaded(page, '/events')
    const banner = page.getByRole('region', { name: BANNER })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('We use some essential cookies to make this service work.')
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(analytics).toEqual([])
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga')

    // The banner comes first in the page, before the skip link, as GOV.UK's does.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Accept analytics cookies' })).toBeFocused()
    await page.keyboard.press('Enter')

    const confirmation = banner.getByRole('alert')
    await expect(confirmation).toContainText('You’ve accepted analytics cookies. You can change your cookie settings at any time.')
    await expect(confirmation).toBeFocused()
    await expect.poll(() => analytics).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`])
    expect((await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value).toBe('yes')
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('_ga')
    await expectNoAxeViolations(page)

    await banner.getByRole('button', { name: 'Hide cookie message' }).click()
    await expect(banner).toHaveCount(0)

    // The next page loads it at once, and never asks again.
    await loaded(page, '/hals')
    await expect(page.getByRole('region', { name: BANNER })).toBeHidden()
    await expect.poll(() => analytics.length).toBe(2)
    await context.close()
  })

  test('rejecting loads nothing, then or later, and takes away analytics cookies set before', async () => {
    const { context, page, analytics } = await liveContext()
    await context.addCookies([{ name: '_ga', value: 'GA1.1.earlier', domain: LIVE_HOST, path: '/' }])
    await loaded(page, '/events')
    await page.getByRole('button', { name: 'Reject analytics cookies' }).click()
    await expect(page.getByRole('region', { name: BANNER }).getByRole('alert')).toContainText('You’ve rejected analytics cookies.')
    expect((await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value).toBe('no')
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga')

    await loaded(page, '/events')
    await expect(page.getByRole('region', { name: BANNER })).toBeHidden()
    await loaded(page, '/step2skills')
    expect(analytics).toEqual([])
    await context.close()
  })

  test('without JavaScript: no banner, no analytics, and the cookies page records a choice', async () => {
    const { context, page, analytics } = await liveContext({ javaScriptEnabled: false })
    await loaded(page, '/events')
    await expect(page.getByRole('region', { name: BANNER })).toBeHidden()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
    await page.getByRole('radio', { name: 'Yes' }).check()
    await page.getByRole('button', { name: 'Save cookie settings' }).click()
    await expect(page).toHaveURL(`${liveBase}/cookies?saved=1`)
    await expect(page.getByRole('alert').filter({ hasText: 'You’ve set your cookie preferences.' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked()
    expect((await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value).toBe('yes')
    // Scripts are off: whatever was chosen, nothing of analytics can load.
    await loaded(page, '/events')
    expect(analytics).toEqual([])
    await context.close()
  })

  test('the cookies page passes axe and keeps its choice with JavaScript too', async () => {
    const { context, page } = await liveContext()
    await loaded(page, '/cookies')
    await expect(page.getByRole('cell', { name: 'analytics_consent' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('radio', { name: 'No' }).check()
    await page.getByRole('button', { name: 'Save cookie settings' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'You’ve set your cookie preferences.' })).toBeVisible()
    await expectNoAxeViolations(page)
    await context.close()
  })

  test('a test host never loads the tag manager, even with consent, nor allows it in its policy', async ({ page, context, baseURL }) => {
    const analytics: string[] = []
    page.on('request', (request) => {
      if (ANALYTICS.test(request.url())) analytics.push(request.url())
    })
    await context.addCookies([{ name: 'analytics_consent', value: 'yes', url: baseURL! }])
    const response = await page.goto('/events')
    await page.waitForLoadState('load')
    await expect(page.locator('.app-cookie-banner')).toHaveCount(0)
    expect(response!.headers()['content-security-policy']).not.toContain('googletagmanager')
    expect(analytics).toEqual([])

    const live = await liveContext()
    const liveResponse = await live.page.goto('/events')
    expect(liveResponse!.headers()['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    await live.context.close()
  })

  test('the choice is refused when it is not one, comes from another site, or is too large; it only ever sends residents back here', async ({ request }) => {
    const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      request.post('/cookies/preferences', { form, headers, maxRedirects: 0 })
    const bad = await post({ analytics: 'maybe' })
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toBe('Choose whether to accept analytics cookies.')
    expect((await post({ analytics: 'yes' }, { origin: 'https://evil.example' })).status()).toBe(403)
    expect((await post({ analytics: 'yes', returnTo: 'x'.repeat(3000) })).status()).toBe(413)
    const offSite = await post({ analytics: 'yes', returnTo: 'https://evil.example/' })
    expect(offSite.status()).toBe(303)
    expect(offSite.headers()['location']).toBe('/cookies?saved=1')
    const back = await post({ analytics: 'no', returnTo: '/events?category=3' })
    expect(back.headers()['location']).toBe('/events?category=3')
    expect(back.headers()['set-cookie']).toMatch(/^analytics_consent=no; Path=\/; .*Max-Age=31536000.*SameSite=lax/i)
  })
})
