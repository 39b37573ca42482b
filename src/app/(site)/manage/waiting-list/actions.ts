'use server'

import { env } from '@/config/env'
import { fieldErrorsOf } from '@/domain/validation/field-errors'
import { waitingListManagementSchema } from '@/domain/validation/waiting-list'
import { removeWaitingListEntry as removeEntryOperation } from '@/operations/remove-waiting-list-entry'
import { sendWaitingListLink } from '@/operations/send-waiting-list-link'
import { runOperation } from '@/wiring/services.server'
import { actionCaller } from '@/loaders/site/action-caller.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import type { WaitingListRemoveState, WaitingListSearchState } from '@/ui/waiting-list/waiting-list-texts'

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * 'Search Email' (spec 001 section 2; issue 13 point 2), with and without JavaScript: the operation
 * POST /events/waitlist/link runs (src/operations/send-waiting-list-link.ts), under its limit. It never shows entries: the address is e-mailed a link to them, and the answer is the same
 * whether or not the address is on a list (docs/decisions/0028).
 */
export async function searchWaitingLists(_previous: WaitingListSearchState, formData: FormData): Promise<WaitingListSearchState> {
  const email = textOf(formData, 'email')
  const parsed = waitingListManagementSchema.safeParse({ email })
  if (!parsed.success) return { status: 'invalid', email, fieldErrors: fieldErrorsOf(parsed.error) }
  const caller = await actionCaller()
  const sent = await bookingOutcome(() => runOperation(sendWaitingListLink, { email: parsed.data.email }, caller))
  if (!sent.ok) return { status: 'refused', email, fieldErrors: {}, message: sent.message }
  return { status: 'sent', email: parsed.data.email, fieldErrors: {}, linkHours: env().WAITING_LIST_LINK_HOURS }
}

/**
 * 'Remove' on a row of the management table: the link's owner leaves one list (DELETE
 * /events/waitlist's operation, src/operations/remove-waiting-list-entry.ts). The token and the
 * entry travel in hidden fields. Without
 * JavaScript the page renders again without the row; with it the row has gone already.
 */
export async function removeWaitingListEntry(_previous: WaitingListRemoveState, formData: FormData): Promise<WaitingListRemoveState> {
  const caller = await actionCaller()
  const removed = await bookingOutcome(() => runOperation(removeEntryOperation, { token: textOf(formData, 'token'), waitingListID: textOf(formData, 'waitingListID') }, caller))
  if (!removed.ok) return { status: 'refused', message: removed.message }
  return { status: 'removed', eventTitle: textOf(formData, 'eventTitle') }
}
