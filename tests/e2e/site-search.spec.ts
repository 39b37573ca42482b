import type { Page } from '@playwright/test'

import { LISTINGS } from '../../src/domain/listings'

import { expect, test } from './support/fixtures'
import { stubOpenStreetMap } from './support/shell'

/*
 * Site search (spec 000 section 2: the header's search box, paths beginning /search) and the
 * not-found page (spec 000 sections 2 and 8), with and without JavaScript, on the seeded demo
 * content. 'family' matches events of several services, more than one page of 9; other tests may
 * add events meanwhile, so totals are read from the page rather than written down.
 */

const SERVICE_NAMES = LISTINGS.map((listing) => listing.title)
const resultsStatus = (page: Page) => page.getByRole('status').filter({ hasText: /results|Loading/ })
const results = (page: Page) => page.getByRole('list', { name: 'Search results' })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Results pages' })

/** The service named on each card of the page, in order. */
async function serviceNames(page: Page): Promise<string[]> {
  const texts = await results(page).locator('.app-card__service').allTextContents()
  return texts.map((text) => text.replace(/^Service:\s*/, '').trim())
}

/** Types words into the header's search box and sends them, as a resident does. */
async function searchFromHeader(page: Page, words: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search events' })
  await box.fill(words)
  await page.getByRole('banner').getByRole('button', { name: 'Search events' }).click()
}

/** Results of more than one service, each card naming one of the six, and linking to its event's own address. */
async function expectCardsFromSeveralServices(page: Page): Promise<void> {
  await expect(results(page).getByRole('listitem')).toHaveCount(9)
  const names = await serviceNames(page)
  expect(names).toHaveLength(9)
  for (const name of names) expect(SERVICE_NAMES).toContain(name)
  expect(new Set(names).size).toBeGreaterThan(1)
  const links = results(page).getByRole('heading').getByRole('link')
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
    expect(LISTINGS.some((listing) => href?.startsWith(`${listing.path}/`))).toBe(true)
  }
}

async function pagesThroughAndFindsNothingForNonsense(page: Page, checkA11y: () => Promise<void>): Promise<void> {
  await expect(page).toHaveURL(/\/search\?term=family$/)
  await expect(page).toHaveTitle(/^Search results for family \| /)
  await expect(resultsStatus(page)).toHaveText(/^Showing 1 - 9 of \d+ results for family$/)
  const total = Number(/of (\d+) results/.exec((await resultsStatus(page).textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(9)
  await expectCardsFromSeveralServices(page)
  await checkA11y()

  await pagination(page).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/search\?term=family&pageIndex=2$/)
  await expect(resultsStatus(page)).toHaveText(`Showing 10 - ${Math.min(18, total)} of ${total} results for family`)
  for (const name of await serviceNames(page)) expect(SERVICE_NAMES).toContain(name)
  await checkA11y()
  await pagination(page).getByRole('link', { name: 'Page 1' }).click()
  await expect(page).toHaveURL(/\/search\?term=family$/)

  await page.getByRole('searchbox', { name: 'Search words' }).fill('zzyzzxq qqvvx')
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?term=zzyzzxq\+qqvvx$/)
  await expect(resultsStatus(page)).toHaveText('Sorry, no results were found.')
  await expect(results(page)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Reset Search' })).toHaveAttribute('href', '/search')
  await checkA11y()
}

test.describe('site search with JavaScript', () => {
  test('the header search finds events of several services, pages through them and says when nothing matches', async ({ page, checkA11y }) => {
    await page.goto('/events')
    await searchFromHeader(page, 'family')
    await pagesThroughAndFindsNothingForNonsense(page, checkA11y)
  })

  test("a result's card opens its event page", async ({ page, checkA11y }) => {
    await stubOpenStreetMap(page)
    await page.goto('/search?term=family')
    await checkA11y()
    const first = results(page).getByRole('heading').getByRole('link').first()
    const title = (await first.textContent())!.trim()
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await checkA11y()
  })
})

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header search, paging and the no-results text all work as plain forms and links', async ({ page, checkA11y }) => {
    await page.goto('/events')
    await searchFromHeader(page, 'family')
    await pagesThroughAndFindsNothingForNonsense(page, checkA11y)
  })

  test('no words show a prompt, and words over 255 characters a message and a 400 status instead of results', async ({ page, checkA11y }) => {
    const response = await page.goto('/search')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Enter words to search for events and courses from every service.')).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search words' })).toHaveAttribute('maxlength', '255')
    await checkA11y()

    const refused = await page.goto(`/search?term=${'a'.repeat(256)}`)
    expect(refused?.status()).toBe(400)
    await expect(page.getByRole('link', { name: 'Search words must be 255 characters or fewer' })).toBeVisible()
    await expect(page).toHaveTitle(/^Error: Search events and courses \| /)
    await expect(results(page)).toHaveCount(0)
    await checkA11y()
  })
})

test.describe('the not-found page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ['/404', '/no-such-page', '/events/no-such-event/deeper', '/a/b/c/d', '/events/no-such-event', '/booking/no-such-event']) {
    test(`${path} answers 404 with the heading, a homepage link and a title that says what it is`, async ({ page, checkA11y }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: "Sorry, this page isn't working" })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
      await expect(page).toHaveTitle(/^Page not found \| /)
      await checkA11y()
    })
  }
})
