'use server'

import { cancelOwnBooking as cancelOwnBookingOperation } from '@/operations/cancel-booking'
import { runOperation } from '@/wiring/services.server'
import { actionCaller } from '@/loaders/site/action-caller.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import type { ResidentCancelState } from '@/ui/cancellation/cancellation-texts'

/** A resident cancels their whole booking from the e-mail's link (issue 14 point 3; decision 0029). */
export async function cancelOwnBooking(_previous: ResidentCancelState, formData: FormData): Promise<ResidentCancelState> {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const caller = await actionCaller()
  const outcome = await bookingOutcome(() => runOperation(cancelOwnBookingOperation, { basketId: text('booking'), token: text('token') }, caller))
  if (!outcome.ok) return { status: 'refused', message: outcome.message }
  return { status: 'cancelled', refundPence: outcome.value.refund?.amountPence ?? 0 }
}
