import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { expect, test } from './support/fixtures'

test.describe('content admin', () => {
  test('an editor can log in to /admin and reach the events collection', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel(/email/i).fill(DEMO_USERS.editor.email)
    await page.getByLabel(/password/i).fill(DEMO_USERS.editor.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/collections/events')
    await expect(page.getByRole('heading', { name: /events/i }).first()).toBeVisible()
    await expect(page.getByText(/draft-/).first()).toBeVisible()
  })

  test('a wrong password is refused', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(DEMO_USERS.editor.email)
    await page.getByLabel(/password/i).fill('not-the-password')
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
