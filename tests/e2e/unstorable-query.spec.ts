import { REFUSED_QUERY_MESSAGE } from '../../src/domain/validation/page-query'
import { expect, test } from './support/fixtures'

/*
 * Issue 23 point 7: a page query PostgreSQL cannot take (a category id past its integer, a NUL
 * byte) answered an anonymous 500 with a stack trace. The proxy answers 400 and the page is drawn
 * without those values (src/domain/validation/page-query.ts), against the production build.
 */

test('a listing asked for a category id past the integer range answers 400 with the listing, not a server error', async ({ page, checkA11y }) => {
  const response = await page.goto('/events?category=2147483648')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // It says why, in the error summary, and the title says there is a problem.
  await expect(page.getByRole('alert').getByRole('link', { name: REFUSED_QUERY_MESSAGE })).toBeVisible()
  await expect(page).toHaveTitle(/^Error: /)
  await checkA11y()
})

test('a NUL byte in a listing or search query answers 400, never 500', async ({ page, request }) => {
  for (const path of ['/events?term=%00', '/events?category=music%00', '/search?term=a%00b']) {
    expect((await request.get(path)).status(), path).toBe(400)
  }
  // The same listing with values it can take is unchanged.
  expect((await request.get('/events?category=2147483647')).status()).toBe(200)
  const response = await page.goto('/events?term=yoga%00')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(REFUSED_QUERY_MESSAGE)).toBeVisible()
  // A plain listing never shows it, even to a client that sends the proxy's header itself.
  await page.setExtraHTTPHeaders({ 'x-refused-query': '1' })
  const plain = await page.goto('/events')
  expect(plain?.status()).toBe(200)
  await expect(page.getByText(REFUSED_QUERY_MESSAGE)).toHaveCount(0)
})

test('a NUL byte or an out-of-range number in a page address is never a server error', async ({ request }) => {
  for (const path of ['/events/a%00b', '/booking/a%00b', '/booking/2147483648', '/events/2147483648', '/booking-status?basketId=a%00b&responseCode=02001']) {
    const status = (await request.get(path)).status()
    expect(status, path).toBeGreaterThanOrEqual(400)
    expect(status, path).toBeLessThan(500)
  }
})
