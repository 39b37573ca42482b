import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import QRCode from 'qrcode'

import { bookThroughStaffBypass, createBookableEvent, createStaffUser, signInToConsole, TestLeftovers } from './support/booking-events'
import { uniqueEmail } from './support/checkout-steps'
import { expect, test } from './support/fixtures'
import { mailsTo } from './support/mail-catcher'

/*
 * Checking tickets in at the door (issue 26 point 2, decision 0044) in Chromium: the QR codes from the
 * confirmation e-mail are fed to the console's check-in page as photos (this browser has no camera); a
 * second scan says when and by whom; a forged code is refused; a resident without a code is found by
 * the booking reference and checked in by keyboard; the register shows them present. axe at 375 and
 * 1280 px.
 */
const made = new TestLeftovers()

test.afterEach(({ request }) => made.clean(request))

test('staff check tickets in from their QR codes and by the booking reference; a second scan and a forged code are refused', async ({ page, request, checkA11y }, testInfo) => {
  test.setTimeout(120_000)
  const event = await createBookableEvent(request, testInfo, { name: 'Door', capacity: 5, concessions: [{ title: 'Adult', concessionPrice: 0, maxNumberAvailable: 5 }] })
  made.events.push(event)
  const staff = await createStaffUser(request, testInfo)
  made.staff.push(staff)
  const email = uniqueEmail(testInfo, 'door')
  const { redirectUrl } = await bookThroughStaffBypass(request, event, staff, {
    purchaser: { firstName: 'Dora', lastName: 'Door', email },
    holders: [
      { first: 'Quinn', last: 'Scanner' },
      { first: 'Rory', last: 'Reference' },
    ],
  })
  const reference = new URL(redirectUrl, 'http://localhost').searchParams.get('bookingReference')!

  // The door codes, as the resident has them: the confirmation e-mail's QR images, in the tickets' order.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  const codes = (await mailsTo(email))[0]!.attachments.filter((attachment) => attachment.contentType === 'image/png').map((attachment) => attachment.content)
  expect(codes).toHaveLength(2)

  await signInToConsole(page, staff)
  const view = (await (await request.get(`/eventsbookingapi/events/booking/${event.slug}`)).json()) as { id: string }
  // The register may not use the camera; the check-in page may, itself only (Permissions-Policy).
  const register = await page.goto(`/console/register?id=${view.id}`)
  expect(register!.headers()['permissions-policy']).toContain('camera=()')
  await page.getByRole('link', { name: 'Check tickets in at the door' }).click()
  await expect(page).toHaveURL(/\/console\/check-in\?/)
  const checkInPage = await page.reload()
  expect(checkInPage!.headers()['permissions-policy']).toContain('camera=(self)')
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Check in: ${event.title} - `) })).toBeVisible()
  const photo = page.getByLabel('Or read the code from a photo')
  const result = page.getByRole('status')

  await photo.setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: codes[0]! })
  await expect(result.getByRole('heading', { name: 'Checked in' })).toBeVisible()
  await expect(result).toContainText('Quinn Scanner')
  await expect(result).toContainText('Adult')
  await expect(result.getByRole('heading', { name: 'Checked in' })).toBeFocused()
  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport)
    await checkA11y()
  }

  // The same code again: already checked in, saying when and by whom.
  await photo.setInputFiles({ name: 'ticket-again.png', mimeType: 'image/png', buffer: codes[0]! })
  await expect(result.getByRole('heading', { name: 'Already checked in' })).toBeVisible()
  await expect(result).toContainText(`by ${staff.email}`)

  // A code that looks right but is not ours: the ticket id of the second ticket with the first's signature.
  const first = readCode(codes[0]!)
  const second = readCode(codes[1]!)
  const forged = `${second.split('.').slice(0, 2).join('.')}.${first.split('.')[2]}`
  await photo.setInputFiles({ name: 'forged.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(forged, { width: 240 }) })
  await expect(result.getByRole('heading', { name: 'Not checked in' })).toBeVisible()
  await expect(result).toContainText('This code is not one of our tickets.')
  await checkA11y()

  // No code: the booking reference, typed and checked in by keyboard alone.
  await page.getByLabel('Booking reference').fill(reference.toLowerCase())
  await page.keyboard.press('Enter')
  const checkInRory = page.getByRole('button', { name: /^Check in Rory Reference/ })
  await expect(checkInRory).toBeVisible()
  await checkInRory.focus()
  await page.keyboard.press('Enter')
  await expect(result.getByRole('heading', { name: 'Checked in' })).toBeVisible()
  await expect(result).toContainText('Rory Reference')

  // Both present on the register.
  await page.getByRole('link', { name: 'Take the register instead' }).click()
  await expect(page.getByText('Present: 2 of 2 booked')).toBeVisible()
})

/** The text of a QR code image. */
function readCode(png: Buffer): string {
  const image = PNG.sync.read(png)
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)!.data
}
