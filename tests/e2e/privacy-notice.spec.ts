import { expect, test } from './support/fixtures'
import { DESKTOP, PHONE } from './support/shell'

/**
 * The booking service's privacy notice (issue 13 point 5, decision 0027). The days are the server's
 * RETENTION_DAYS (the server inherits this process's environment), so run with RETENTION_DAYS=400
 * the page must say 400.
 */
const RETENTION_DAYS = Number(process.env.RETENTION_DAYS || 365)
const WEB_TEAM_EMAIL = process.env.WEB_TEAM_EMAIL || 'events@example.gov.uk'

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width}px the privacy notice says when personal details are anonymised and whom to ask, and passes axe`, async ({ page, checkA11y }) => {
    await page.setViewportSize(viewport)
    await page.goto('/events')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice for bookings', exact: true }).click()
    await expect(page).toHaveURL(/\/privacy-notice$/)
    await expect(page).toHaveTitle(/^Privacy notice for event and course bookings \| /)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice for event and course bookings')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'How long we keep it' })).toBeVisible()
    await expect(main).toContainText(
      `The personal details in bookings, tickets, answers and waiting-list entries are anonymised ${RETENTION_DAYS} days after the event ends`,
    )
    await expect(main).toContainText('After that we keep only numbers')
    await expect(main.getByRole('link', { name: WEB_TEAM_EMAIL })).toHaveAttribute('href', `mailto:${WEB_TEAM_EMAIL}`)
    await checkA11y()
  })
}

test('the privacy notice is shared like the listings: any cache may keep it', async ({ playwright, baseURL }) => {
  // A visitor of its own: no cookie of another test's.
  const visitor = await playwright.request.newContext({ baseURL })
  try {
    const answer = await visitor.get('/privacy-notice?utm_source=leaflet')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    await expect.poll(async () => (await visitor.get('/privacy-notice?utm_source=leaflet')).headers()['x-cache-status'], { timeout: 30_000 }).toBe('HIT')
  } finally {
    await visitor.dispose()
  }
})
