import type { CheckInResponse, ConsoleBooking } from '@/contracts/console'
import { bookingApiPaths } from '@/domain/paths'

/**
 * The console's two writes as the browser makes them (spec 001 section 7): whether the booking API
 * took the call. A network failure counts as not taken, so the page can put things back.
 */
export async function postAttendance(ticketId: string, attended: boolean, sessionId: string | null = null): Promise<boolean> {
  return answeredOk(() =>
    fetch(bookingApiPaths.consoleUpdateAttendance(ticketId, attended, sessionId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    }),
  )
}

/** A check-in's answer: the ticket checked in (or already), or the booking's refusal in its words. */
export type CheckInAnswer = { ok: true; value: CheckInResponse } | { ok: false; message: string }

/** Checks a ticket in at the door (decision 0044) by its code or its id; a network failure is a refusal that says so. */
export async function postCheckIn(body: { eventId: string; sessionId: string | null; code?: string; ticketId?: string }): Promise<CheckInAnswer> {
  try {
    const response = await fetch(bookingApiPaths.consoleCheckIn(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, sessionId: body.sessionId ?? undefined }),
      credentials: 'same-origin',
    })
    const answer = (await response.json().catch(() => null)) as (CheckInResponse & { errorCode?: string }) | null
    if (response.ok && answer) return { ok: true, value: answer }
    return { ok: false, message: answer?.errorCode?.replace(/^ERROR: /, '') ?? CHECK_IN_UNREACHABLE }
  } catch {
    return { ok: false, message: CHECK_IN_UNREACHABLE }
  }
}

/** A booking found by its reference, as the check-in page lists its tickets; null when the call failed. */
export async function findBookingsByReference(reference: string): Promise<ConsoleBooking[] | null> {
  try {
    const response = await fetch(bookingApiPaths.consoleBookings(reference), { credentials: 'same-origin' })
    return response.ok ? ((await response.json()) as ConsoleBooking[]) : null
  } catch {
    return null
  }
}

export const CHECK_IN_UNREACHABLE = 'The check-in could not reach the server. Check the connection and scan again.'

/** The release: no body (spec 001 section 7: 'no body'). */
export async function postRelease(ticketId: string): Promise<boolean> {
  return answeredOk(() => fetch(bookingApiPaths.consoleReleaseTicket(ticketId), { method: 'POST', credentials: 'same-origin' }))
}

async function answeredOk(call: () => Promise<Response>): Promise<boolean> {
  try {
    return (await call()).ok
  } catch {
    return false
  }
}
