'use server'

import { fieldErrorsOf } from '@/domain/validation/field-errors'
import { waitingListJoinSchema } from '@/domain/validation/waiting-list'
import { joinWaitingList as joinWaitingListOperation } from '@/operations/join-waiting-list'
import { runOperation } from '@/wiring/services.server'
import { actionCaller } from '@/loaders/site/action-caller.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import type { WaitingListJoinState } from '@/ui/event/waiting-list-join-state'

/**
 * The waiting-list join form on a sold-out or closed event (spec 001 sections 2 and 5; issue 13
 * point 1), with and without JavaScript: the join operation (src/operations/join-waiting-list.ts)
 * that POST /events/waitlist runs, under its limit. The form's fields are checked here first so each
 * message sits by its field. Joining twice changes nothing and reads the same.
 */
export async function joinWaitingList(_previous: WaitingListJoinState, formData: FormData): Promise<WaitingListJoinState> {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = { firstName: text('firstName'), lastName: text('lastName'), email: text('email') }
  const parsed = waitingListJoinSchema.safeParse({ event: text('event'), ...values })
  if (!parsed.success) return { status: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error) }
  const caller = await actionCaller()
  const joined = await bookingOutcome(() => runOperation(joinWaitingListOperation, { eventID: parsed.data.event, ...values }, caller))
  if (!joined.ok) return { status: 'refused', values, fieldErrors: {}, message: joined.message }
  return { status: 'joined', values: { firstName: parsed.data.firstName, lastName: parsed.data.lastName, email: parsed.data.email }, fieldErrors: {} }
}
