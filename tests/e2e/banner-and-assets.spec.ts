import type { Page } from '@playwright/test'

import { LISTINGS } from '../../src/domain/listings'

import { DESKTOP, expect, PHONE, test } from './support/shell'

/**
 * Issue 9 points 4 and 5: the events home's banner is real text on the page grid, readable by axe's
 * colour-contrast rule at a phone's width and a desktop's; the home has one card per service; and
 * what a page loads (images, their srcset, preload links, inline backgrounds) uses paths that work
 * on whichever host served the page (docs/decisions/0014-home-banner-and-root-relative-assets.md).
 */

/** Every address a page asks the browser to load from its own markup. */
async function loadedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const addresses: string[] = []
    for (const image of document.querySelectorAll('img')) {
      addresses.push(image.getAttribute('src') ?? '')
      if (image.getAttribute('srcset')) addresses.push(image.getAttribute('srcset')!)
    }
    for (const source of document.querySelectorAll('source[srcset]')) addresses.push(source.getAttribute('srcset')!)
    for (const link of document.querySelectorAll('link[rel="preload"], link[rel="stylesheet"], link[rel="icon"]')) {
      addresses.push(link.getAttribute('href') ?? '')
      if (link.getAttribute('imagesrcset')) addresses.push(link.getAttribute('imagesrcset')!)
    }
    for (const element of document.querySelectorAll<HTMLElement>('[style]')) {
      const style = element.getAttribute('style') ?? ''
      if (style.includes('url(')) addresses.push(style)
    }
    return addresses.filter(Boolean)
  })
}

/** Waits for every <img> to finish loading or fail, lazy ones included (they are asked to load now). */
async function settleImages(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images, (image) => {
        image.loading = 'eager'
        if (image.complete) return undefined
        return new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true })
          image.addEventListener('error', resolve, { once: true })
        })
      }),
    ),
  )
}

test.describe('the events home', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width}px the banner's heading and strapline are text on the page grid, and pass axe`, async ({ page, checkA11y }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const banner = page.locator('.app-hero')
      const heading = banner.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(/events and courses/i)
      await expect(banner.locator('.app-hero__strapline')).not.toBeEmpty()
      // On the page grid: inside the width container, not a full-bleed band under the header.
      await expect(page.locator('.govuk-width-container .app-hero')).toHaveCount(1)
      const [hero, container] = await Promise.all([banner.boundingBox(), page.locator('main').boundingBox()])
      expect(hero!.x).toBeGreaterThanOrEqual(container!.x)
      expect(hero!.x + hero!.width).toBeLessThanOrEqual(container!.x + container!.width + 0.5)
      // The whole heading is on screen at a phone's width, not cut off or spilling sideways.
      const box = await heading.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
      await checkA11y()
    })
  }

  test('shows one card per service, each with a heading and one link to its listing', async ({ page, checkA11y }) => {
    await page.goto('/')
    const cards = page.getByRole('list', { name: 'Services' }).getByRole('listitem')
    await expect(cards).toHaveCount(LISTINGS.length)
    for (const [index, listing] of LISTINGS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2, name: listing.title })).toBeVisible()
      await expect(card.getByRole('link')).toHaveCount(1)
      await expect(card.getByRole('link', { name: listing.title })).toHaveAttribute('href', listing.path)
      await expect(card.getByText(listing.summary)).toBeVisible()
    }
    await checkA11y()
  })

  test('the banner is part of the events home, not of the shell: a listing, an event and its booking page have none', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 1, name: 'Corporate events' })).toBeVisible()
    await expect(page.locator('.app-hero')).toHaveCount(0)
    const eventPath = await page.locator('main a[href^="/events/"]').first().getAttribute('href')
    const slug = eventPath!.split('/').at(-1)!
    for (const path of [eventPath!, `/booking/${slug}`]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.app-hero')).toHaveCount(0)
    }
  })
})

test.describe('assets on any host', () => {
  test('the home, a listing and an event page load every image from a root-relative path', async ({ page, baseURL }) => {
    await page.goto('/events')
    const eventPath = await page.locator('main a[href^="/events/"]').first().getAttribute('href')
    expect(eventPath).toBeTruthy()
    const origin = new URL(baseURL!).origin
    for (const path of ['/', '/events', eventPath!]) {
      await page.goto(path)
      const addresses = await loadedAddresses(page)
      expect(addresses.length, `${path} loads something`).toBeGreaterThan(0)
      for (const address of addresses) {
        expect(address, `${path}: ${address}`).not.toContain('localhost')
        expect(address, `${path}: ${address}`).not.toContain(origin)
      }
      await settleImages(page)
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('img')].filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
      )
      expect(broken, `${path}: images that did not load`).toEqual([])
    }
  })

  test('og:image stays absolute, built from SITE_URL, as Open Graph requires', async ({ page, baseURL }) => {
    await page.goto('/events')
    const eventPath = await page.locator('main a[href^="/events/"]').first().getAttribute('href')
    await page.goto(eventPath!)
    // tests/e2e/serve.ts sets SITE_URL to the address the tests use.
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', new RegExp(`^${new URL(baseURL!).origin}/api/media/file/`))
  })
})
