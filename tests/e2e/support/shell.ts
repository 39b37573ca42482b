import type { Locator, Page } from '@playwright/test'

import { expect, test as base } from './fixtures'

/**
 * The shell's end-to-end tests fail on any uncaught exception or console error in the page: a
 * hydration mismatch, for one, is only ever reported there (React recovers and carries on), and
 * the shell is on every page.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, provide) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`)
      })
      await provide(errors)
      expect(errors, 'errors reported by the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Viewports either side of the 769px breakpoint (spec 000 section 9). */
export const PHONE = { width: 375, height: 740 } as const
export const DESKTOP = { width: 1280, height: 800 } as const

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page;
 * fails if it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<void> {
  await expect(target).toBeVisible()
  // Matched by Playwright's own selector engine rather than a script in the page, so this works
  // on a page with JavaScript off too.
  const focusedTarget = target.and(page.locator(':focus'))
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if ((await focusedTarget.count()) > 0) return
  }
  throw new Error(`tabTo: not reached after ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`)
}

/** The number of pixels the window has scrolled. */
export function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY)
}

/**
 * An event at a venue embeds OpenStreetMap's page in an iframe. Tests must not depend on another
 * site (the test machines may have no internet), so its address answers with a small stand-in.
 */
export async function stubOpenStreetMap(page: Page): Promise<void> {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map stand-in</p></body></html>',
    }),
  )
}
