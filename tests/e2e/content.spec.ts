import { LISTINGS } from '../../src/domain/listings'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'

import { expect, test } from './support/fixtures'

/*
 * The server under test started on an empty database, migrated it and seeded the demo content
 * (tests/e2e/serve.ts does what `npm start` does), so these pages prove that whole path.
 */
test.describe('listings and event pages on the seeded database', () => {
  for (const listing of LISTINGS) {
    test(`${listing.path} lists published events by date`, async ({ page, checkA11y }) => {
      const response = await page.goto(listing.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible()
      await expect(page.getByText(/^Showing 1 - \d+ of \d+ results$/)).toBeVisible()
      const cards = page.getByRole('list', { name: `${listing.title} events` }).getByRole('listitem')
      expect(await cards.count()).toBeGreaterThan(0)
      await checkA11y()
    })
  }

  test('a published event has its page; a draft one is not found', async ({ page, checkA11y }) => {
    const published = await page.goto(`/step2skills/${SEED_SLUGS.paid}`)
    expect(published?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Watercolour painting for beginners' })).toBeVisible()
    await expect(page).toHaveTitle(/^Watercolour painting for beginners \| /)
    await checkA11y()

    const draft = await page.goto(`/step2skills/${SEED_SLUGS.draft}`)
    expect(draft?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "Sorry, this page isn't working" })).toBeVisible()
    await checkA11y()
  })
})
