import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { expect, test } from './support/fixtures'
import { setMaintenance, signIn } from './support/payload-api'

/*
 * The e2e server treats only 127.0.0.1 as a live host (tests/e2e/serve.ts), so switching
 * maintenance on here redirects requests to 127.0.0.1 and leaves the tests on localhost alone.
 */
test.describe('maintenance', () => {
  test('a live host is sent to /maintenance while maintenance is active, and released after', async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    const live = baseURL!.replace('localhost', '127.0.0.1')
    const auth = await signIn(request, DEMO_USERS.admin.email, DEMO_USERS.admin.password)
    await setMaintenance(request, auth, true)
    try {
      await expect.poll(async () => {
        await page.goto(`${live}/events`)
        return page.url()
      }, { timeout: 10_000 }).toBe(`${live}/maintenance`)
      await expect(page.getByRole('heading', { name: 'Essential maintenance' })).toBeVisible()
      await expect(page.getByText('Bookings are paused while we upgrade the system.')).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: /website/ })).toHaveAttribute('href', /^https:\/\//)
      await checkA11y()

      // A host that is not live is not redirected.
      const notLive = await page.goto('/events')
      expect(notLive?.status()).toBe(200)
      await expect(page).toHaveURL(/localhost:\d+\/events$/)
    } finally {
      await setMaintenance(request, auth, false)
    }
    // The redirect was an anonymous answer, kept like a page for a few seconds (decision 0040).
    await expect.poll(async () => {
      await page.goto(`${live}/events`)
      return page.url()
    }, { timeout: 10_000 }).toBe(`${live}/events`)
  })
})
