import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { expect, PAYLOAD_ADMIN_KNOWN_VIOLATIONS, test } from './support/fixtures'

/** A seeded public event (src/content/seed). */
const EVENT_PATH = '/step2skills/watercolour-painting-for-beginners'

test.describe('the confirmation e-mail preview (spec 000 sections 2 and 7)', () => {
  test("shows the event's confirmation e-mail with sample booking data, as the booking API answers it", async ({ page, request, checkA11y }) => {
    const response = await page.goto(`${EVENT_PATH}/email`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    await expect(page.getByText('SAMPLE')).toBeVisible()
    // One sample ticket of each of the event's concessions, and the total they cost (not £0.00).
    await expect(page.getByText('Alex Example: Adult')).toBeVisible()
    await expect(page.getByText('Sam Example: Concession')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Total' }).getByRole('cell')).toHaveText(/^£[1-9]\d*\.\d{2}$/)
    await expect(page.getByRole('link', { name: /Watercolour/ })).toHaveAttribute('href', new RegExp(`${EVENT_PATH}$`))
    await checkA11y()

    const fromApi = await request.get(`/eventsbookingapi/baskets/email?eventSlug=${encodeURIComponent(EVENT_PATH)}`)
    expect(fromApi.status()).toBe(200)
    expect(fromApi.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect(await fromApi.text()).toBe(await response!.text())
  })

  test("an unknown event's preview is the not-found page", async ({ page }) => {
    const response = await page.goto('/step2skills/no-such-event/email')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "Sorry, this page isn't working" })).toBeVisible()
  })
})

test.describe('the e-mail outbox in the console', () => {
  async function signIn(page: import('@playwright/test').Page, who: { email: string; password: string }) {
    await page.goto('/login')
    await page.getByLabel('Username').fill(who.email)
    await page.getByLabel('Password').fill(who.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/console\/home$/)
  }

  test('staff reach the outbox from the console home', async ({ page, checkA11y }) => {
    await signIn(page, DEMO_USERS.staff)
    await page.getByRole('list', { name: 'Staff tasks' }).getByRole('link', { name: 'E-mail outbox' }).click()
    await expect(page).toHaveURL(/\/console\/outbox$/)
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible()
    await checkA11y()
  })

  test('a content editor cannot read it', async ({ page }) => {
    await signIn(page, DEMO_USERS.editor)
    // The console's one guard refuses an editor every console page (decision 0025), the outbox included.
    const response = await page.goto('/console/outbox')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'You cannot use the staff console' })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })

  test('a visitor who is not signed in is sent to /login', async ({ page }) => {
    await page.goto('/console/outbox')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('the e-mail outbox in the Payload admin', () => {
  async function adminSignIn(page: import('@playwright/test').Page, who: { email: string; password: string }) {
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(who.email)
    await page.getByLabel(/password/i).fill(who.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
  }

  test('an administrator opens it from the navigation', async ({ page, checkA11y }) => {
    await adminSignIn(page, DEMO_USERS.admin)
    // Payload's navigation may be folded away at this width: the link is checked, then followed.
    await expect(page.getByRole('link', { name: 'E-mail outbox' })).toHaveAttribute('href', '/admin/email-outbox')
    await page.goto('/admin/email-outbox')
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible()
    await checkA11y({ tolerate: PAYLOAD_ADMIN_KNOWN_VIOLATIONS })
  })

  test('a content editor has no link to it and is refused', async ({ page }) => {
    await adminSignIn(page, DEMO_USERS.editor)
    await expect(page.getByRole('link', { name: 'E-mail outbox' })).toHaveCount(0)
    await page.goto('/admin/email-outbox')
    await expect(page.getByText('Only booking staff and administrators can read the e-mail outbox.')).toBeVisible()
  })
})
