import type { APIRequestContext, Page } from '@playwright/test'

import { DEMO_ALERTS } from '../../src/content/seed/site'
import { DISMISSED_ALERTS_COOKIE } from '../../src/domain/alerts'

import { DESKTOP, expect, stubOpenStreetMap, tabTo, test } from './support/shell'

/*
 * Alert banners (spec 000 sections 1, 3 and 4) on the seeded alerts: 'Winter opening hours' has no
 * paths and may show on every page; 'Step 2 Skills enrolment is open' only on paths that begin
 * /step2skills. A page shows one alert (spec 000 section 7 fetches one): the closest path match,
 * so /step2skills shows the Step 2 Skills alert alone, and the winter one once that is dismissed
 * (decision 0030). Each test has its own browser context, so a dismissal never leaks into another.
 */

const [EVERY_PAGE, STEP_2_SKILLS_ONLY] = DEMO_ALERTS.map((alert) => alert.title) as [string, string]

const alertBanner = (page: Page, title: string) => page.getByRole('region', { name: title })
const dismissButton = (page: Page, title: string) => page.getByRole('button', { name: `Dismiss alert: ${title}` })
/** Every banner carries the 'Important' title, so none on the page means no banner at all. */
const anyBanner = (page: Page) => page.getByText('Important', { exact: true })

async function alertId(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get('/api/alerts', { params: { 'where[title][equals]': title, depth: 0 } })
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { id: number | string }[] }
  const id = docs[0]?.id
  if (id === undefined) throw new Error(`no published alert titled ${title}`)
  return String(id)
}

test.use({ viewport: DESKTOP })

test('a page shows one alert: the one for its path over the one for every page', async ({ page, checkA11y }) => {
  await stubOpenStreetMap(page)
  await page.goto('/step2skills')
  await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toBeVisible()
  await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toContainText('Enrolment for next term’s Step 2 Skills courses is now open.')
  await expect(alertBanner(page, EVERY_PAGE)).toHaveCount(0)
  await expect(anyBanner(page)).toHaveCount(1)
  await checkA11y()

  // The path rule is 'starts with': a page below /step2skills shows it too, and only it.
  await page.goto('/step2skills?term=watercolour')
  await page.getByRole('link', { name: 'Watercolour painting for beginners', exact: true }).click()
  await expect(page).toHaveURL(/\/step2skills\/watercolour-painting-for-beginners$/)
  await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toBeVisible()
  await expect(anyBanner(page)).toHaveCount(1)

  for (const path of ['/events', '/hals', '/search?term=step']) {
    await page.goto(path)
    await expect(alertBanner(page, EVERY_PAGE)).toBeVisible()
    await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toHaveCount(0)
    await expect(anyBanner(page)).toHaveCount(1)
    await checkA11y()
  }
})

test('a dismissed alert goes at once, the next one takes its place, and it stays gone after a reload and on other pages', async ({
  page,
  context,
  checkA11y,
}) => {
  await page.goto('/step2skills')
  await dismissButton(page, STEP_2_SKILLS_ONLY).click()
  await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toHaveCount(0)
  await expect(alertBanner(page, EVERY_PAGE)).toBeVisible()
  await expect(anyBanner(page)).toHaveCount(1)
  // The button went with its alert: focus moves to the start of the content, not the page's body.
  await expect(page.locator('main#main')).toBeFocused()
  await checkA11y()

  const cookie = (await context.cookies()).find((candidate) => candidate.name === DISMISSED_ALERTS_COOKIE)
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]+$/)

  await page.reload()
  await expect(alertBanner(page, EVERY_PAGE)).toBeVisible()
  await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toHaveCount(0)

  // The other alert, by keyboard this time: then there is no banner at all.
  await tabTo(page, dismissButton(page, EVERY_PAGE))
  await page.keyboard.press('Enter')
  await expect(alertBanner(page, EVERY_PAGE)).toHaveCount(0)
  await expect(anyBanner(page)).toHaveCount(0)
  await checkA11y()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(anyBanner(page)).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: /events and courses/i })).toBeVisible()
  await expect(anyBanner(page)).toHaveCount(0)
})

test('a dismissal made on one page holds after following links there and back', async ({ page }) => {
  await page.goto('/')
  await dismissButton(page, EVERY_PAGE).click()
  await expect(anyBanner(page)).toHaveCount(0)

  await page.getByRole('list', { name: 'Services' }).getByRole('link', { name: 'Step 2 Skills' }).click()
  await expect(page).toHaveURL(/\/step2skills$/)
  await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toBeVisible()
  await expect(alertBanner(page, EVERY_PAGE)).toHaveCount(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: /events and courses/i })).toBeVisible()
  await expect(anyBanner(page)).toHaveCount(0)
})

test('a page no alert matches shows no banner', async ({ page, context, request, baseURL, checkA11y }) => {
  // The one alert for every page was dismissed earlier (its id in the cookie), which leaves only
  // the /step2skills alert to match anything.
  await context.addCookies([{ name: DISMISSED_ALERTS_COOKIE, value: await alertId(request, EVERY_PAGE), url: baseURL }])
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(anyBanner(page)).toHaveCount(0)
  await checkA11y()

  await page.goto('/step2skills')
  await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toBeVisible()
  await expect(anyBanner(page)).toHaveCount(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the closest alert shows with no Dismiss button, and the server leaves out those the cookie names', async ({
    page,
    context,
    request,
    baseURL,
    checkA11y,
  }) => {
    await page.goto('/step2skills')
    await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toBeVisible()
    await expect(anyBanner(page)).toHaveCount(1)
    await expect(page.getByRole('button', { name: /^Dismiss/ })).toHaveCount(0)
    await checkA11y()

    await context.addCookies([{ name: DISMISSED_ALERTS_COOKIE, value: await alertId(request, STEP_2_SKILLS_ONLY), url: baseURL }])
    await page.reload()
    await expect(alertBanner(page, EVERY_PAGE)).toBeVisible()
    await expect(alertBanner(page, STEP_2_SKILLS_ONLY)).toHaveCount(0)
  })
})
