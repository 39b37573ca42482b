import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

/**
 * Every page a test visits gets an axe check (WCAG 2.2 A and AA): call `checkA11y()` after each
 * navigation. A violation fails the test with the rule ids and the offending selectors.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

export const test = base.extend<{ checkA11y: () => Promise<void> }>({
  checkA11y: async ({ page }, provide) => {
    await provide(() => expectNoAxeViolations(page))
  },
})

export { expect }
