import { expect, test } from './support/fixtures'
import { DESKTOP, PHONE } from './support/shell'

/**
 * The booking service's own accessibility statement (issue 26 point 4): reached from every footer,
 * following GOV.UK's model statement, with the web team's address for reporting a problem.
 */
const WEB_TEAM_EMAIL = process.env.WEB_TEAM_EMAIL || 'events@example.gov.uk'
const LINK = 'Accessibility statement for bookings'

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width}px the accessibility statement says what is not accessible and how to report a problem, and passes axe`, async ({ page, checkA11y }) => {
    await page.setViewportSize(viewport)
    await page.goto('/events')
    await page.getByRole('contentinfo').getByRole('link', { name: LINK, exact: true }).click()
    await expect(page).toHaveURL(/\/accessibility-statement$/)
    await expect(page).toHaveTitle(/^Accessibility statement for event and course bookings \| /)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement for event and course bookings')
    const main = page.getByRole('main')
    for (const heading of ['How accessible this service is', 'Feedback and contact information', 'Reporting accessibility problems with this service', 'Enforcement procedure', 'Compliance status', 'Non-accessible content', 'Preparation of this accessibility statement']) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(main).toContainText('This service is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard')
    await expect(main.getByRole('link', { name: WEB_TEAM_EMAIL }).first()).toHaveAttribute('href', `mailto:${WEB_TEAM_EMAIL}`)
    await checkA11y()
  })
}

test('every footer links to the statement', async ({ page }) => {
  // The default, SEND, Step 2 Skills and Adult Learning footers (spec 000 section 2).
  for (const path of ['/events', '/local-offer', '/step2skills', '/hals']) {
    await page.goto(path)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: LINK, exact: true }), path).toHaveAttribute('href', '/accessibility-statement')
  }
})

test('the statement is shared like the privacy notice: any cache may keep it', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  try {
    const answer = await visitor.get('/accessibility-statement')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
  } finally {
    await visitor.dispose()
  }
})
