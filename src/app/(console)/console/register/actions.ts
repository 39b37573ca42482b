'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'

import { unlessStaffRefused } from '@/loaders/console/staff-outcome.server'
import { paths } from '@/domain/paths'
import { markAttendance as markAttendanceOperation } from '@/operations/mark-attendance'
import { runOperation } from '@/wiring/services.server'
import { actionCaller } from '@/loaders/site/action-caller.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import type { AttendanceFormState } from '@/ui/console/console-action-state'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'

const attendanceForm = z.object({
  eventId: z.string().max(40),
  sessionId: z.string().max(40).optional(),
  ticketId: z.string().max(40),
  attended: z.enum(['true', 'false']),
})

/**
 * A register mark posted without JavaScript (spec 001 section 2, "Register page"): the member of
 * staff is checked by the operation (src/operations/mark-attendance.ts), as for the API's call, the
 * mark saved, and the browser sent back to the register. With JavaScript the page calls the booking API instead.
 */
export async function markAttendance(_previous: AttendanceFormState, formData: FormData): Promise<AttendanceFormState> {
  const parsed = attendanceForm.safeParse({ eventId: formData.get('eventId'), sessionId: formData.get('sessionId') ?? undefined, ticketId: formData.get('ticketId'), attended: formData.get('attended') })
  if (!parsed.success) return { message: CONSOLE_TEXTS.formUnreadable }
  const { eventId, sessionId, ticketId } = parsed.data
  const attended = parsed.data.attended === 'true'
  const caller = await actionCaller()
  const outcome = unlessStaffRefused(await bookingOutcome(() => runOperation(markAttendanceOperation, { ticketId, attended, sessionId }, caller)))
  if (!outcome.ok) return { message: outcome.message, attended }
  redirect(paths.consoleRegister(eventId, sessionId))
}
