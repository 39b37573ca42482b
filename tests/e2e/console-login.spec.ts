import { DEMO_USERS } from '../../src/content/seed/demo-users'

import { createStaffUser, deleteStaffUsers, signInToConsole, type TestStaffUser } from './support/booking-events'
import { expect, test } from './support/fixtures'

/**
 * The tests that sign in and out use an account of their own (createStaffUser): Payload keeps one list
 * of sessions per account, and a sign-out of the shared demo account beside another worker's sign-in
 * could drop that sign-in's session (the no-JavaScript sign-in then landed back on /login).
 */
const ownUsers: TestStaffUser[] = []
test.afterEach(async ({ request }) => {
  await deleteStaffUsers(request, ownUsers.splice(0))
})

test.describe('staff login and the console home', () => {
  test('the console home sends a visitor who is not signed in to /login', async ({ page, checkA11y }) => {
    await page.goto('/console/home')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Staff log in' })).toBeVisible()
    await checkA11y()
  })

  test('an empty form shows both required messages in the error summary and beside the fields', async ({ page, checkA11y }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Log in' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary.getByRole('link', { name: 'Username is a required field' })).toHaveAttribute('href', '#username')
    await expect(summary.getByRole('link', { name: 'Password is a required field' })).toHaveAttribute('href', '#password')
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveTitle(/^Error: Staff log in/)
    await checkA11y()
  })

  test('a wrong password is refused with a message under the form', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Username').fill(DEMO_USERS.staff.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('The username or password is not right. Check them and try again.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Username')).toHaveValue(DEMO_USERS.staff.email)
  })

  test('staff sign in by keyboard, reach the console home and log out', async ({ page, request, checkA11y }, testInfo) => {
    const staff = await createStaffUser(request, testInfo)
    ownUsers.push(staff)
    await page.goto('/login')
    await page.getByLabel('Username').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/console\/home$/)
    const tasks = page.getByRole('list', { name: 'Staff tasks' })
    for (const name of ['Attendance reports', 'Take event register', 'Waiting list reports', 'Release Ticket', 'Event Search']) {
      await expect(tasks.getByRole('link', { name })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Go to events' })).toHaveAttribute('href', '/')
    await checkA11y()

    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/console/home')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('staff can still sign in', async ({ page, request }, testInfo) => {
    const staff = await createStaffUser(request, testInfo)
    ownUsers.push(staff)
    await signInToConsole(page, staff)
    await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible()
  })
})

test('the booking API reports its health', async ({ request }) => {
  const response = await request.get('/eventsbookingapi/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
})
