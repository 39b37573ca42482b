import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { signInToConsole } from './support/booking-events'
import { expect, test } from './support/fixtures'

/*
 * The debug search page (spec 001 section 2: "A debug search page shows facets and a minilist"; issue 26
 * point 4): staff only; the site's own search for some words, per service and facet, and its best matches.
 */
test.describe('the debug search page', () => {
  test('is for staff only', async ({ page }) => {
    await page.goto('/console/search-debug?term=jewellery')
    await expect(page).toHaveURL(/\/login/)
  })

  test('searches as staff type, once they pause, and shows the facets and the best matches', async ({ page, checkA11y }) => {
    await signInToConsole(page, DEMO_USERS.staff)
    await page.getByRole('link', { name: 'Debug search' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Debug search' })).toBeVisible()
    await checkA11y()

    const box = page.getByRole('searchbox', { name: 'Search words' })
    await box.pressSequentially('jewellery', { delay: 30 })
    // No button pressed: the address follows the words 500 ms after the last key, and the box keeps its focus.
    await expect(page).toHaveURL(/\/console\/search-debug\?term=jewellery$/)
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for jewellery$/)
    await expect(box).toBeFocused()
    const services = page.getByRole('table', { name: 'Service' })
    await expect(services.getByRole('row', { name: /^Adult Learning and Skills [1-9]\d*$/ })).toBeVisible()
    await expect(services.getByRole('row', { name: /^SEND Local Offer 0$/ })).toBeVisible()
    const minilist = page.getByRole('list', { name: 'Best matches' })
    await expect(minilist.getByRole('link', { name: 'Jewellery making' }).first()).toHaveAttribute('href', /^\/hals\//)
    await checkA11y()

    // One service, chosen and sent by keyboard.
    await page.getByLabel('Service').selectOption('/step2skills')
    await box.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/term=jewellery&service=%2Fstep2skills$/)
    await expect(minilist.getByRole('link', { name: 'Jewellery making' })).toHaveCount(0)
  })

  test('says when the words are too long', async ({ page, checkA11y }) => {
    await signInToConsole(page, DEMO_USERS.staff)
    await page.goto(`/console/search-debug?term=${'a'.repeat(300)}`)
    await expect(page).toHaveTitle(/^Error: Debug search/)
    await expect(page.getByRole('link', { name: 'Search words must be 255 characters or fewer' })).toBeVisible()
    await checkA11y()
  })
})

test.describe('the debug search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('searches with the button', async ({ page, checkA11y }) => {
    await signInToConsole(page, DEMO_USERS.staff)
    await page.goto('/console/search-debug')
    await page.getByRole('searchbox', { name: 'Search words' }).fill('jewellery')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByText(/^\d+ results? for jewellery$/)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Best matches' }).getByRole('link', { name: 'Jewellery making' }).first()).toBeVisible()
    await checkA11y()
  })
})
