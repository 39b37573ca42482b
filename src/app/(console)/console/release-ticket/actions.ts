'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'

import { unlessStaffRefused } from '@/loaders/console/staff-outcome.server'
import { paths } from '@/domain/paths'
import { checkMayRun } from '@/operations/operation'
import { releaseTicket as releaseTicketOperation } from '@/operations/release-ticket'
import { runOperation } from '@/wiring/services.server'
import { actionCaller } from '@/loaders/site/action-caller.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import type { ReleaseFormState } from '@/ui/console/console-action-state'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'

const releaseForm = z.object({
  eventId: z.string().max(40),
  ticketId: z.string().max(40),
  confirm: z.literal('yes').optional(),
})

/**
 * A release posted without JavaScript (spec 001 section 2, "Release Ticket page"). The row's button
 * only asks: the answer is the confirmation step. The ticket is released only by the form that
 * carries confirm=yes, then the browser goes back to the page, where the row is gone. With
 * JavaScript the page confirms in a dialog and calls the booking API instead.
 */
export async function releaseTicket(_previous: ReleaseFormState, formData: FormData): Promise<ReleaseFormState> {
  const parsed = releaseForm.safeParse({ eventId: formData.get('eventId'), ticketId: formData.get('ticketId'), confirm: formData.get('confirm') ?? undefined })
  if (!parsed.success) return { message: CONSOLE_TEXTS.formUnreadable }
  const { eventId, ticketId, confirm } = parsed.data
  const caller = await actionCaller()
  if (confirm !== 'yes') {
    // Only staff the release would let in are asked to confirm it.
    const allowed = unlessStaffRefused(await bookingOutcome(() => checkMayRun(releaseTicketOperation, { ticketId }, caller)))
    return allowed.ok ? { confirming: true } : { message: allowed.message }
  }
  const outcome = unlessStaffRefused(await bookingOutcome(() => runOperation(releaseTicketOperation, { ticketId }, caller)))
  if (!outcome.ok) return { message: outcome.message }
  redirect(paths.consoleReleaseTicket(eventId))
}
