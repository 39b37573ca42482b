'use server'

import { headers } from 'next/headers'

import { countAgainst, waitingListLinkLimit, waitingListManageLimit } from '@/booking/waiting-list/waiting-list-limits'
import { waitingListService } from '@/booking/waiting-list/waiting-list-service.server'
import { env } from '@/config/env'
import { fieldErrorsOf } from '@/domain/validation/field-errors'
import { waitingListManagementSchema } from '@/domain/validation/waiting-list'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
import { bookingOutcome } from '@/site/booking-outcome'
import type { WaitingListRemoveState, WaitingListSearchState } from '@/ui/waiting-list/waiting-list-texts'

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

async function clientAddress(): Promise<string> {
  return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}

/**
 * 'Search Email' (spec 001 section 2; issue 13 point 2), with and without JavaScript: the same rule
 * and service as the booking API's POST /events/waitlist/link, counted against the same per-client
 * limit. It never shows entries: the address is e-mailed a link to them, and the answer is the same
 * whether or not the address is on a list (docs/decisions/0028).
 */
export async function searchWaitingLists(_previous: WaitingListSearchState, formData: FormData): Promise<WaitingListSearchState> {
  const email = textOf(formData, 'email')
  const parsed = waitingListManagementSchema.safeParse({ email })
  if (!parsed.success) return { status: 'invalid', email, fieldErrors: fieldErrorsOf(parsed.error) }
  const client = await clientAddress()
  const sent = await bookingOutcome(async () => {
    await countAgainst(waitingListLinkLimit, client)
    await waitingListService().sendLink({ email: parsed.data.email })
  })
  if (!sent.ok) return { status: 'refused', email, fieldErrors: {}, message: sent.message }
  return { status: 'sent', email: parsed.data.email, fieldErrors: {}, linkHours: env().WAITING_LIST_LINK_HOURS }
}

/**
 * 'Remove' on a row of the management table: the link's owner leaves one list (DELETE
 * /events/waitlist's service and limit). The token and the entry travel in hidden fields. Without
 * JavaScript the page renders again without the row; with it the row has gone already.
 */
export async function removeWaitingListEntry(_previous: WaitingListRemoveState, formData: FormData): Promise<WaitingListRemoveState> {
  const client = await clientAddress()
  const removed = await bookingOutcome(async () => {
    await countAgainst(waitingListManageLimit, client)
    await waitingListService().remove({ token: textOf(formData, 'token'), waitingListID: textOf(formData, 'waitingListID') })
  })
  if (!removed.ok) return { status: 'refused', message: removed.message }
  return { status: 'removed', eventTitle: textOf(formData, 'eventTitle') }
}
