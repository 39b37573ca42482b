import { DEMO_USERS } from '../../src/content/seed/demo-users'
import { LISTINGS } from '../../src/domain/listings'

import { expect, test } from './support/fixtures'
import { signIn } from './support/payload-api'

/*
 * The events home's and the listings' introductions are content (issue 26 point 4): an editor changes
 * them in Site config, and an emptied one falls back to the default that was in code. The one listing
 * changed here (public health training) is one no other spec reads the introduction of.
 */
const listing = LISTINGS.find((entry) => entry.path === '/public-health-training')!

test('an editor rewrites the home and a listing introduction in Site config; emptied, the defaults come back', async ({ page, request, checkA11y }) => {
  const auth = await signIn(request, DEMO_USERS.editor.email, DEMO_USERS.editor.password)
  const write = async (introductions: Record<string, string | null>) => {
    const response = await request.post('/api/globals/site-config', { headers: auth, data: { introductions } })
    expect(response.ok(), await response.text()).toBe(true)
  }
  const home = 'Book a place on a council event or course near you: most are free.'
  const written = 'Courses for care staff and volunteers, led by the public health team.'
  await write({ home, [listing.introductionField]: written })
  try {
    // Pages are kept for seconds by the proxy in front (decision 0040), and content by the content cache.
    await expect.poll(async () => {
      await page.goto('/')
      return page.getByText(home).isVisible()
    }, { timeout: 15_000 }).toBe(true)
    await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem').filter({ hasText: listing.title })).toContainText(written)
    await checkA11y()

    await expect.poll(async () => {
      await page.goto(listing.path)
      return page.locator('main .govuk-body-l').first().textContent()
    }, { timeout: 15_000 }).toBe(written)
  } finally {
    await write({ home: null, [listing.introductionField]: null })
  }
  await expect.poll(async () => {
    await page.goto(listing.path)
    return page.locator('main .govuk-body-l').first().textContent()
  }, { timeout: 15_000 }).toBe(listing.summary)
  await expect.poll(async () => {
    await page.goto('/')
    return page.getByText(home).count()
  }, { timeout: 15_000 }).toBe(0)
})
