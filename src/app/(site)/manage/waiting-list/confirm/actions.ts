'use server'

import { waitingListService } from '@/booking/waiting-list/waiting-list-service.server'
import type { ConfirmJoinState } from '@/ui/waiting-list/waiting-list-texts'

/**
 * 'Confirm my place' on a join's confirmation link (issue 23 point 5, decision 0028): a POST, so a
 * mail scanner that opens the link confirms nothing. Works once; the page says what happened.
 */
export async function confirmWaitingListJoin(_previous: ConfirmJoinState, formData: FormData): Promise<ConfirmJoinState> {
  const token = formData.get('token')
  const done = await waitingListService().confirm(typeof token === 'string' ? token : '')
  if (done.outcome === 'confirmed') return { status: 'confirmed', eventTitle: done.event.title, eventUri: done.event.uri, manageToken: done.manageToken }
  if (done.outcome === 'alreadyConfirmed' && done.event) return { status: 'alreadyConfirmed', eventTitle: done.event.title, eventUri: done.event.uri }
  return { status: 'unknown' }
}
