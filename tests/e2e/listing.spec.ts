import type { Page } from '@playwright/test'

import { planDemoEvents } from '../../src/content/seed/event-plans'
import { DEMO_PROMO_CARDS } from '../../src/content/seed/promo-cards'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'
import { formatCardDate } from '../../src/domain/dates'

import { expect, test } from './support/fixtures'

/*
 * The listing pages (spec 000 section 2 'Event listing') on the seeded demo content, used the way
 * a resident uses them. The seed places its events relative to the day it ran, so the tests read
 * dates from the page instead of writing them down.
 */

const resultsStatus = (page: Page) => page.getByRole('status').filter({ hasText: /results|Loading|no results/ })
const results = (page: Page, listingTitle: string) => page.getByRole('list', { name: `${listingTitle} events` })
const eventLink = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true })

test.describe('a listing with JavaScript', () => {
  test('a word search finds the matching event and says what was searched for', async ({ page, checkA11y }) => {
    await page.goto('/step2skills')
    await checkA11y()
    await page.getByLabel('Search words').fill('watercolour')
    await page.getByRole('button', { name: 'Apply filters' }).click()

    await expect(page).toHaveURL(/\/step2skills\?term=watercolour$/)
    await expect(resultsStatus(page)).toHaveText('Showing 1 - 1 of 1 results for watercolour')
    await expect(eventLink(page, 'Watercolour painting for beginners')).toBeVisible()
    await expect(page.getByLabel('Search words')).toHaveValue('watercolour')
    await checkA11y()
  })

  test("'Loading results...' shows while the new results are on their way", async ({ page, checkA11y }) => {
    await page.goto('/events')
    await checkA11y()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // Hold the page's data request (React Server Components payload) until the text is seen.
    await page.route(
      (url) => url.searchParams.has('_rsc'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.getByLabel('Search words').fill('music')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(resultsStatus(page)).toHaveText('Loading results...')
    release()
    await expect(resultsStatus(page)).toHaveText(/^Showing 1 - \d+ of \d+ results for music$/)
    await checkA11y()
  })

  test('ticking a category narrows the results at once and shows the count beside each category', async ({ page, checkA11y }) => {
    await page.goto('/step2skills')
    const languages = page.getByRole('checkbox', { name: /^Languages \(\d+\)$/ })
    const label = await languages.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '')
    const count = Number(/\((\d+)\)/.exec(label)?.[1])
    expect(count).toBeGreaterThan(0)

    await languages.check()
    await expect(page).toHaveURL(/category=\d+/)
    await expect(resultsStatus(page)).toHaveText(`Showing 1 - ${count} of ${count} results`)
    await expect(eventLink(page, 'Spanish for holidays')).toBeVisible()
    await expect(eventLink(page, 'Watercolour painting for beginners')).toHaveCount(0)
    await expect(languages).toBeChecked()
    await expect(languages).toBeFocused()
    await checkA11y()

    await page.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/step2skills$/)
    await expect(languages).not.toBeChecked()
    await checkA11y()
  })

  test('the district filter of Step 2 Skills keeps only courses in that district', async ({ page, checkA11y }) => {
    await page.goto('/step2skills')
    await page.getByRole('group', { name: 'District' }).getByRole('checkbox', { name: /^North Herts/ }).check()
    await expect(page).toHaveURL(/district=North\+Herts/)
    // Hitchin Library is in North Herts; Borehamwood (Spanish for holidays) is in Hertsmere.
    await expect(eventLink(page, 'Watercolour painting for beginners')).toBeVisible()
    await expect(eventLink(page, 'Spanish for holidays')).toHaveCount(0)
    await checkA11y()
  })

  test('the age range filter of the SEND Local Offer keeps only events for that age', async ({ page, checkA11y }) => {
    await page.goto('/local-offer')
    await expect(page.getByRole('group', { name: 'Age range' }).getByRole('checkbox')).toHaveCount(5)
    await page.getByRole('checkbox', { name: /^19 - 25/ }).check()
    await expect(page).toHaveURL(/ageRange=19\+-\+25/)
    await expect(eventLink(page, 'Supported internships information session')).toBeVisible()
    await expect(eventLink(page, 'Messy play for under-fives')).toHaveCount(0)
    await checkA11y()
  })

  test('a date range shows only events on those days, and a range needs both dates', async ({ page, checkA11y }) => {
    await page.goto('/hals')
    const firstDate = await results(page, 'Adult Learning and Skills').locator('time').first().getAttribute('datetime')
    const day = (firstDate ?? '').slice(0, 10)
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    await page.getByLabel('Start date').fill(day)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'End date is required' })).toBeVisible()
    await expect(page.getByText('Error: End date is required')).toBeVisible()
    await expect(page).toHaveTitle(/^Error: Adult Learning and Skills \| /)
    await checkA11y()

    await page.getByLabel('End date').fill(day)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(new RegExp(`date=${day}T00%3A00%3A00.000Z--${day}T23%3A59%3A59.999Z`))
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toHaveCount(0)
    const times = results(page, 'Adult Learning and Skills').locator('time')
    await expect(times.first()).toBeVisible()
    for (const datetime of await times.evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime')))) {
      expect(datetime?.slice(0, 10)).toBe(day)
    }
    await expect(page.getByLabel('Start date')).toHaveValue(day)
    await expect(page.getByLabel('End date')).toHaveValue(day)
    await checkA11y()
  })

  test('a postcode and distance find events near it; a wrong or unknown postcode says so', async ({ page, checkA11y }) => {
    await page.goto('/hals')
    const postcode = page.getByRole('textbox', { name: 'Postcode' })
    await expect(page.getByLabel('Distance')).toHaveValue('5')

    await postcode.fill('SG14 1DR')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/postcode=SG14/)
    // Jewellery making is at Hertford Library; the GCSE class is at Rickmansworth, 20 miles away.
    await expect(eventLink(page, 'Jewellery making')).toBeVisible()
    await expect(results(page, 'Adult Learning and Skills').getByText('Hertford Library')).toBeVisible()
    await expect(eventLink(page, 'GCSE English evening class')).toHaveCount(0)
    await checkA11y()

    await page.getByLabel('Distance').selectOption('25')
    await expect(page).toHaveURL(/distance=25/)
    await expect(eventLink(page, 'GCSE English evening class')).toBeVisible()

    await postcode.fill('ABC 123')
    await expect(page.getByText('Error: Please enter a valid postcode')).toBeVisible() // as it is typed
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByRole('link', { name: 'Please enter a valid postcode' })).toBeVisible()
    await expect(postcode).toHaveAttribute('aria-invalid', 'true')
    await checkA11y()

    // Well formed, but no postcode district ZZ9 exists.
    await postcode.fill('ZZ9 9ZZ')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByRole('link', { name: 'Postcode could not be found' })).toBeVisible()
    await expect(page.getByText('Error: Postcode could not be found')).toBeVisible()
    await checkA11y()

    // A real district, a postcode in it that does not exist: postcodes.io (the run's stand-in,
    // tests/support/postcodes-io-fake.ts) says so, where the offline district table would place it.
    await postcode.fill('SG14 9ZZ')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/postcode=SG14/)
    await expect(page.getByRole('link', { name: 'Postcode could not be found' })).toBeVisible()
  })

  test("the organisers of the page's events have their cards under the results", async ({ page, checkA11y }) => {
    // The seed names an organiser on every fourth event (its service's): Step 2 Skills' first page has some.
    await page.goto('/step2skills')
    const organisers = page.getByRole('region', { name: 'Organised by' })
    const cards = organisers.getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents()
    expect(names.length).toBeGreaterThan(0)
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length)
    await expect(cards.first().getByRole('link', { name: `Visit the ${names[0]} website` })).toHaveAttribute('href', 'https://www.hertfordshire.gov.uk')
    await checkA11y()
  })

  test('paging goes forward and back, with Back disabled on the first page and Next on the last', async ({ page, checkA11y }) => {
    await page.goto('/step2skills')
    const pagination = page.getByRole('navigation', { name: 'Results pages' })
    await expect(pagination.getByRole('link', { name: 'Back' })).toHaveAttribute('aria-disabled', 'true')
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(resultsStatus(page)).toHaveText(/^Showing 1 - 12 of \d+ results$/)
    await checkA11y()

    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/step2skills\?pageIndex=2$/)
    await expect(resultsStatus(page)).toHaveText(/^Showing 13 - \d+ of \d+ results$/)
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
    await checkA11y()

    await pagination.getByRole('link', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/step2skills$/)
    await expect(resultsStatus(page)).toHaveText(/^Showing 1 - 12 of \d+ results$/)

    await page.goBack()
    await expect(page).toHaveURL(/\/step2skills\?pageIndex=2$/)
    await expect(resultsStatus(page)).toHaveText(/^Showing 13 - /)
  })

  test('promo cards of the listing take the 6th and 12th places', async ({ page, checkA11y }) => {
    await page.goto('/step2skills')
    const items = results(page, 'Step 2 Skills').getByRole('listitem')
    await expect(items).toHaveCount(14)
    const promoTitles = DEMO_PROMO_CARDS.filter((card) => card.brand === 'hafls').map((card) => card.title)
    for (const slot of [5, 11]) {
      const title = await items.nth(slot).getByRole('heading').innerText()
      expect(promoTitles).toContain(title)
    }
    await checkA11y()
  })

  test('with no results it says sorry and Reset Search brings every event back', async ({ page, checkA11y }) => {
    await page.goto('/send-academy?term=xylophone')
    await expect(resultsStatus(page)).toHaveText('Sorry, no results were found.')
    await expect(results(page, 'SEND Academy')).toHaveCount(0)
    await checkA11y()

    await page.getByRole('link', { name: 'Reset Search' }).click()
    await expect(page).toHaveURL(/\/send-academy$/)
    await expect(resultsStatus(page)).toHaveText(/^Showing 1 - \d+ of \d+ results$/)
    await expect(page.getByLabel('Search words')).toHaveValue('')
    await checkA11y()
  })
})

test.describe('the filters on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('open in a full-screen dialog that holds focus, closes with Close filters or Escape, and shows the result count', async ({ page, checkA11y }) => {
    await page.goto('/local-offer')
    await expect(page.getByRole('textbox', { name: 'Search words' })).toBeHidden()
    await checkA11y()

    const openFilters = page.getByRole('button', { name: 'Open filters' })
    await openFilters.click()
    const dialog = page.getByRole('dialog', { name: 'Filters' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close filters' })).toBeFocused()
    await expect(dialog.getByRole('link', { name: 'Clear all' })).toBeVisible()
    await checkA11y()

    // Each group shows its first 4 items until 'Show more'.
    const ageRanges = dialog.getByRole('group', { name: 'Age range' })
    await expect(ageRanges.getByRole('checkbox', { name: /^19 - 25/ })).toBeHidden()
    await dialog.getByRole('button', { name: 'Show more age ranges' }).click()
    await expect(ageRanges.getByRole('checkbox', { name: /^19 - 25/ })).toBeVisible()

    // Focus stays inside: Shift+Tab from the first control goes round to the last.
    await dialog.getByRole('button', { name: 'Close filters' }).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)

    await dialog.getByRole('button', { name: 'Close filters' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(openFilters).toBeFocused()

    await openFilters.click()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(openFilters).toBeFocused()

    await openFilters.click()
    await dialog.getByRole('checkbox', { name: /^0 - 5/ }).check()
    await expect(page).toHaveURL(/ageRange=0\+-\+5/)
    const total = /of (\d+) results/.exec((await resultsStatus(page).innerText()) ?? '')?.[1]
    const showResults = dialog.getByRole('button', { name: `Show ${total} results` })
    await expect(showResults).toBeVisible()
    await checkA11y()
    await showResults.click()
    await expect(dialog).toHaveCount(0)
    await expect(resultsStatus(page)).toHaveText(`Showing 1 - ${total} of ${total} results`)
  })
})

test.describe('a listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('search words, a category and paging all work as plain links and forms', async ({ page, checkA11y }) => {
    await page.goto('/step2skills')
    await expect(page.getByRole('button', { name: 'Open filters' })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Search words' })).toBeVisible()
    await checkA11y()

    await page.getByLabel('Search words').fill('watercolour')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    // The form sends every field; the page answers with the listing's own link for the same search.
    await expect(page).toHaveURL(/\/step2skills\?term=watercolour$/)
    await expect(resultsStatus(page)).toHaveText('Showing 1 - 1 of 1 results for watercolour')
    await expect(eventLink(page, 'Watercolour painting for beginners')).toBeVisible()
    await checkA11y()

    // The categories offered are those of the results, so start again from the whole listing.
    await page.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/step2skills$/)
    await page.getByRole('checkbox', { name: /^Languages/ }).check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\/step2skills\?category=\d+$/)
    await expect(eventLink(page, 'Spanish for holidays')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /^Languages/ })).toBeChecked()
    await checkA11y()

    await page.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/step2skills$/)
    const pagination = page.getByRole('navigation', { name: 'Results pages' })
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/step2skills\?pageIndex=2$/)
    await expect(resultsStatus(page)).toHaveText(/^Showing 13 - \d+ of \d+ results$/)
    await checkA11y()
    await pagination.getByRole('link', { name: 'Page 1' }).click()
    await expect(page).toHaveURL(/\/step2skills$/)
  })

  test('a refused date range keeps what was typed and says what is wrong', async ({ page, checkA11y }) => {
    await page.goto('/public-health-training')
    await page.getByLabel('End date').fill('2099-01-01')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByRole('link', { name: 'Start date is required' })).toBeVisible()
    await expect(page.getByLabel('End date')).toHaveValue('2099-01-01')
    await expect(page).toHaveTitle(/^Error: Public health training \| /)
    await checkA11y()
  })
})

test.describe('a course on its listing (issue 26 point 1)', () => {
  test('its card shows its first session not yet begun and how many sessions it has', async ({ page, checkA11y }) => {
    const course = planDemoEvents(new Date()).find((plan) => plan.slug === SEED_SLUGS.paid)!
    const next = course.sessions!.find((session) => session.startsAt.getTime() >= Date.now())!
    await page.goto(`/step2skills?term=${encodeURIComponent('watercolour painting')}`)
    const card = page.getByRole('article').filter({ has: eventLink(page, course.idea.title) })
    await expect(card.locator('time')).toHaveText(formatCardDate(next.startsAt))
    await expect(card).toContainText(`${formatCardDate(next.startsAt)}, 6 sessions`)
    await checkA11y()
  })
})
