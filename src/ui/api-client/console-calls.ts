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
