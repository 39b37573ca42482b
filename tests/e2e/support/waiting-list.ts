import type { Page } from '@playwright/test'

import { expect } from './fixtures'
import { mailsTo } from './mail-catcher'

/** The subject of the e-mail a waiting-list join sends (issue 23 point 5), before the event's title. */
export const CONFIRM_SUBJECT = 'Confirm your place on the waiting list'

/** The site path of the confirmation link in the newest confirmation e-mail to `address`, once it has come. */
export async function confirmationLinkFor(address: string): Promise<string> {
  const find = async () => {
    const mails = (await mailsTo(address)).filter((mail) => mail.subject?.startsWith(CONFIRM_SUBJECT))
    const url = (mails.at(-1)?.text ?? '').match(/https?:\/\/\S+/g)?.map((link) => new URL(link)).find((link) => link.pathname === '/manage/waiting-list/confirm')
    return url ? `${url.pathname}${url.search}` : undefined
  }
  await expect.poll(find, { timeout: 30_000, message: `a confirmation e-mail to ${address}` }).toBeDefined()
  return (await find())!
}

/** Confirms a waiting-list join as its resident does: the e-mail's link, then 'Confirm my place'. */
export async function confirmWaitingListJoin(page: Page, address: string): Promise<void> {
  await page.goto(await confirmationLinkFor(address))
  await page.getByRole('button', { name: 'Confirm my place' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are on the waiting list' })).toBeVisible()
}
