'use server'

import { headers } from 'next/headers'

import { countAgainst, waitingListJoinLimit } from '@/booking/waiting-list/waiting-list-limits'
import { waitingListService } from '@/booking/waiting-list/waiting-list-service.server'
import { fieldErrorsOf } from '@/domain/validation/field-errors'
import { waitingListJoinSchema } from '@/domain/validation/waiting-list'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
import { bookingOutcome } from '@/site/booking-outcome'
import type { WaitingListJoinState } from '@/ui/event/waiting-list-join-state'

/**
 * The waiting-list join form on a sold-out or closed event (spec 001 sections 2 and 5; issue 13
 * point 1), with and without JavaScript: the same rules and service as the booking API's
 * POST /events/waitlist. Joining twice changes nothing and reads the same.
 */
export async function joinWaitingList(_previous: WaitingListJoinState, formData: FormData): Promise<WaitingListJoinState> {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = { firstName: text('firstName'), lastName: text('lastName'), email: text('email') }
  const parsed = waitingListJoinSchema.safeParse({ event: text('event'), ...values })
  if (!parsed.success) return { status: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error) }
  // The booking API's limit on joins, one count for both doors (waiting-list-limits.ts).
  const client = (await headers()).get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
  const joined = await bookingOutcome(async () => {
    await countAgainst(waitingListJoinLimit, client)
    return waitingListService().join({ eventID: parsed.data.event, ...values })
  })
  if (!joined.ok) return { status: 'refused', values, fieldErrors: {}, message: joined.message }
  return { status: 'joined', values: { firstName: parsed.data.firstName, lastName: parsed.data.lastName, email: parsed.data.email }, fieldErrors: {} }
}
