import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Browser, type Page } from '@playwright/test'

/**
 * Rules that Payload's own admin list view breaks today (docs/decisions/0002-admin-accessibility.md).
 * Only checks of Payload admin pages may pass these; every page of ours passes axe in full.
 */
export const PAYLOAD_ADMIN_KNOWN_VIOLATIONS = ['color-contrast', 'label', 'target-size'] as const

export interface A11yOptions {
  /** Rule ids to tolerate: only for third-party UI we do not author (the Payload admin). */
  tolerate?: readonly string[]
}

/**
 * Waits for the page's finite CSS animations (the cards' entrance fade, spec 000 section 9) to end:
 * axe measures colour contrast as painted, and text half-way through a fade-in is paler than it
 * will ever stay.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  )
}

/**
 * Every page a test visits gets an axe check (WCAG 2.2 A and AA): call `checkA11y()` after each
 * navigation. A violation fails the test with the rule ids and the offending selectors.
 */
export async function expectNoAxeViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // After a client-side navigation Next.js streams the new page's metadata after its content, so
  // for a moment the document can have no title. Every page of ours has one: wait for it (a page
  // that never gets one fails here, which is what axe's document-title rule would say).
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 10_000 })
  // axe measures the page as laid out. Under load a test can reach here before a stylesheet has
  // arrived (the DOM is already there), and unstyled links all fail target-size: wait until the
  // document has loaded and every stylesheet link has its sheet.
  await page.waitForLoadState('load')
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null),
    undefined,
    { timeout: 10_000 },
  )
  await settleAnimations(page)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = results.violations
    .filter((v) => !options.tolerate?.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * axe is a script, and a page opened with javaScriptEnabled: false runs none, not even Playwright's
 * evaluate. Such a page is checked by opening its address again with scripts allowed but every
 * script file blocked: the same server markup, never hydrated. Only GET pages can be checked so.
 */
async function expectNoAxeViolationsWithoutScripts(browser: Browser, page: Page, options: A11yOptions): Promise<void> {
  // The test runner gives new contexts the test's options, javaScriptEnabled: false among them.
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
  })
  try {
    const checker = await context.newPage()
    await checker.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()))
    await checker.goto(page.url())
    // The page's one inline script (FrontendSupportedScript) still ran and switched the layout to
    // the JavaScript one; take its classes off so axe sees what a browser without JavaScript shows.
    await checker.evaluate(() => document.body.classList.remove('js-enabled', 'govuk-frontend-supported'))
    await expectNoAxeViolations(checker, options)
  } finally {
    await context.close()
  }
}

export const test = base.extend<{ checkA11y: (options?: A11yOptions) => Promise<void> }>({
  checkA11y: async ({ page, browser, javaScriptEnabled }, provide) => {
    await provide((options = {}) =>
      javaScriptEnabled === false ? expectNoAxeViolationsWithoutScripts(browser, page, options) : expectNoAxeViolations(page, options),
    )
  },
})

export { expect }
