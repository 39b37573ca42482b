import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

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
 * Every page a test visits gets an axe check (WCAG 2.2 A and AA): call `checkA11y()` after each
 * navigation. A violation fails the test with the rule ids and the offending selectors.
 */
export async function expectNoAxeViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = results.violations
    .filter((v) => !options.tolerate?.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

export const test = base.extend<{ checkA11y: (options?: A11yOptions) => Promise<void> }>({
  checkA11y: async ({ page }, provide) => {
    await provide((options) => expectNoAxeViolations(page, options))
  },
})

export { expect }
