import { expect, test } from './support/fixtures'

test.describe('the events home and the shell', () => {
  test('the events home links to each of the six listings', async ({ page, checkA11y }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: /events and courses/i })).toBeVisible()
    const services = page.getByRole('list', { name: 'Services' })
    for (const name of [
      'Corporate events',
      'Step 2 Skills',
      'Adult Learning and Skills',
      'SEND Local Offer',
      'SEND Academy',
      'Public health training',
    ]) {
      await expect(services.getByRole('link', { name })).toBeVisible()
    }
    await checkA11y()
  })

  test('the skip link is the first thing the keyboard reaches and moves focus to main', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('the header links home and offers a search box of at most 255 characters', async ({ page }) => {
    await page.goto('/events')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/')
    const search = banner.getByRole('searchbox').or(banner.getByRole('textbox', { name: /search/i })).first()
    await expect(search).toHaveAttribute('maxlength', '255')
  })

  test('/zenInfo shows the version, commit and build time rendered on the server', async ({ page, checkA11y }) => {
    await page.goto('/zenInfo')
    await expect(page.getByTestId('zen-version')).toHaveText(/^\d+\.\d+\.\d+/)
    await expect(page.getByTestId('zen-commit')).not.toBeEmpty()
    await expect(page.getByTestId('zen-build-time')).toHaveText(/^\d{4}-\d{2}-\d{2}T/)
    await checkA11y()
  })
})

test.describe('not found', () => {
  for (const path of ['/404', '/no-such-listing', '/events/no-such-event', '/a/b/c/d']) {
    test(`${path} says the page isn't working, with a homepage link and a 404 status`, async ({ page, checkA11y }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: "Sorry, this page isn't working" })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: /homepage/i })).toHaveAttribute('href', '/')
      await checkA11y()
    })
  }
})
