'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { unlessStaffRefused } from '@/loaders/console/staff-outcome.server'
import { paths } from '@/domain/paths'
import { cancelBooking } from '@/operations/cancel-booking'
import { checkMayRun } from '@/operations/operation'
import { runOperation } from '@/wiring/services.server'
import { actionCaller } from '@/loaders/site/action-caller.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import type { CancelFormState } from '@/ui/console/cancel-booking-form'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'

const cancelForm = z.object({
  basketId: z.string().max(40),
  ticketIds: z.array(z.string().max(40)).max(200),
  refund: z.literal('yes').optional(),
  confirm: z.literal('yes').optional(),
})

/**
 * Cancelling tickets of a booking from 'Find a booking' (issue 14 point 3), with or without
 * JavaScript. The first press only asks: the answer is the confirmation step, which carries
 * confirm=yes. Then the cancellation service cancels, refunds through the provider that took the
 * money and e-mails the booker; the page shows the booking as it now is.
 */
export async function cancelTickets(_previous: CancelFormState, formData: FormData): Promise<CancelFormState> {
  const parsed = cancelForm.safeParse({
    basketId: formData.get('basketId'),
    ticketIds: formData.getAll('ticketId'),
    refund: formData.get('refund') ?? undefined,
    confirm: formData.get('confirm') ?? undefined,
  })
  if (!parsed.success) return { status: 'refused', message: CONSOLE_TEXTS.formUnreadable }
  const { basketId, ticketIds, refund, confirm } = parsed.data
  if (ticketIds.length === 0) return { status: 'refused', message: CONSOLE_TEXTS.cancelChooseTickets }
  const caller = await actionCaller()
  const input = { basketId, ticketIds, refund: refund === 'yes' }
  if (confirm !== 'yes') {
    // The confirmation step names the booking's tickets back, so only to staff the cancel would let in.
    const allowed = unlessStaffRefused(await bookingOutcome(() => checkMayRun(cancelBooking, input, caller)))
    if (!allowed.ok) return { status: 'refused', message: allowed.message }
    return { status: 'confirming', ticketIds, refund: input.refund }
  }
  const outcome = unlessStaffRefused(await bookingOutcome(() => runOperation(cancelBooking, input, caller)))
  if (!outcome.ok) return { status: 'refused', message: outcome.message }
  revalidatePath(paths.consoleBookings())
  return { status: 'cancelled', cancelled: outcome.value.cancelled.length, refundPence: outcome.value.refund?.amountPence ?? 0, refundState: outcome.value.refund?.state ?? null }
}
