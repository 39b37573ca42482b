import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { expect, PAYLOAD_ADMIN_KNOWN_VIOLATIONS, test } from './support/fixtures'

test.describe('content admin', () => {
  test('an editor can log in to /admin and reach the events collection', async ({ page, checkA11y }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByLabel(/email/i)).toBeVisible()
    await checkA11y()
    await page.getByLabel(/email/i).fill(DEMO_USERS.editor.email)
    await page.getByLabel(/password/i).fill(DEMO_USERS.editor.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/collections/events')
    await expect(page.getByRole('heading', { name: /events/i }).first()).toBeVisible()
    // Editors see drafts in the admin, which the public never sees (tests/e2e/content.spec.ts).
    await page.getByRole('textbox', { name: /^Search by/ }).fill('spring gardening')
    const row = page.getByRole('row', { name: /spring gardening workshop/i })
    await expect(row.getByRole('link', { name: /spring gardening workshop/i })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Draft', exact: true })).toBeVisible()
    await checkA11y({ tolerate: PAYLOAD_ADMIN_KNOWN_VIOLATIONS })
  })

  test('a wrong password is refused', async ({ page, checkA11y }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(DEMO_USERS.editor.email)
    await page.getByLabel(/password/i).fill('not-the-password')
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
    await checkA11y()
  })
})
