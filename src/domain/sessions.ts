import { formatDayMonthYear, formatSessionTimes, londonCalendarDay } from './dates'

/**
 * Courses with sessions (issue 26 point 1): an event that meets more than once lists each meeting as
 * a session, with its own start and end (and, optionally, its own venue or room). One booking is a
 * place on the whole course. The event's own start and end are its first session's start and its last
 * session's end, so every rule that reads them ('starts', 'ended', the cancellation deadline,
 * retention) keeps reading one date.
 */
export interface SessionTimes {
  startsAt: string | Date
  endsAt: string | Date
}

const timeOf = (value: string | Date) => new Date(value).getTime()

/** Whether a session row has both times, each a real date. */
export function isCompleteSession<T extends Partial<SessionTimes>>(session: T | null | undefined): session is T & SessionTimes {
  if (!session || session.startsAt == null || session.endsAt == null || session.startsAt === '' || session.endsAt === '') return false
  return !Number.isNaN(timeOf(session.startsAt)) && !Number.isNaN(timeOf(session.endsAt))
}

/** The sessions in the order they meet (by start, then end); rows without both times are left out. */
export function orderedSessions<T extends Partial<SessionTimes>>(sessions: readonly (T | null | undefined)[] | null | undefined): Array<T & SessionTimes> {
  return (sessions ?? [])
    .filter(isCompleteSession)
    .slice()
    .sort((a, b) => timeOf(a.startsAt) - timeOf(b.startsAt) || timeOf(a.endsAt) - timeOf(b.endsAt))
}

/** The event's start and end from its sessions: the first session's start, the last one's end; null without sessions. */
export function eventSpanOf(sessions: readonly Partial<SessionTimes>[] | null | undefined): { dateTime: string; endDateTime: string } | null {
  const ordered = orderedSessions(sessions)
  if (ordered.length === 0) return null
  const first = ordered[0]!
  const lastEnd = Math.max(...ordered.map((session) => timeOf(session.endsAt)))
  return { dateTime: new Date(first.startsAt).toISOString(), endDateTime: new Date(lastEnd).toISOString() }
}

/** The message for a session whose end is not after its start. */
export const SESSION_END_MESSAGE = 'A session must end after it starts.'

/** Checks one session's end against its start (either missing is the required check's business). */
export function checkSessionEnd(endsAt: string | Date | null | undefined, startsAt: string | Date | null | undefined): true | string {
  if (endsAt == null || startsAt == null || endsAt === '' || startsAt === '') return true
  const end = timeOf(endsAt)
  const start = timeOf(startsAt)
  if (Number.isNaN(end) || Number.isNaN(start)) return 'Enter a valid date.'
  return end > start ? true : SESSION_END_MESSAGE
}

/** Days before each session that its reminder e-mail goes (issue 26 point 1: "default 2 days"), and the most an editor may set. */
export const DEFAULT_REMINDER_DAYS = 2
export const MAX_REMINDER_DAYS = 14

/** How many sessions a course may have (a weekly evening class over a school year is about 40). */
export const MAX_SESSIONS = 100

/** '{n} sessions' (issue 26 point 1), for a course of more than one session; null otherwise. */
export function sessionCountText(count: number): string | null {
  return count > 1 ? `${count} sessions` : null
}

/** A session row as Payload keeps it: its venue an id, or the venue when populated. */
export interface SessionRow extends Partial<SessionTimes> {
  id?: string | null
  venue?: number | { name?: string | null } | null
  roomSpace?: string | null
}

/**
 * A course's sessions in the order they meet, each with its own place when it has one (`sessionPlace`):
 * what the event page, the confirmation e-mail and the booking schema's copy all show.
 */
export function placedSessions(sessions: readonly (SessionRow | null | undefined)[] | null | undefined): Array<{ id?: string | null; startsAt: string; endsAt: string; place?: string }> {
  return orderedSessions(sessions).map((session) => {
    const place = sessionPlace(session.roomSpace, typeof session.venue === 'object' ? session.venue?.name : undefined)
    return { id: session.id, startsAt: new Date(session.startsAt).toISOString(), endsAt: new Date(session.endsAt).toISOString(), ...(place ? { place } : {}) }
  })
}

/** Where a session meets when it has its own place: 'Room, Venue', either alone; undefined when it has neither. */
export function sessionPlace(roomSpace: string | null | undefined, venueName: string | null | undefined): string | undefined {
  const place = [roomSpace?.trim(), venueName?.trim()].filter((part): part is string => Boolean(part)).join(', ')
  return place || undefined
}

/** A session as the register and the attendance report know it (booking.event_sessions). */
export interface RegisterSession {
  id: string
  startsAt: string
  endsAt: string
  place: string | null
}

/**
 * The session a course's register opens on (issue 26 point 1: "today's is chosen by default"): the
 * first one meeting today in London; else the next to come; else, the course over, the last. `sessions`
 * in the order they meet. Null without sessions.
 */
export function defaultRegisterSession<T extends SessionTimes>(sessions: readonly T[], now: Date): T | null {
  const today = londonCalendarDay(now)
  const todays = sessions.find((session) => londonCalendarDay(session.startsAt) === today)
  if (todays) return todays
  return sessions.find((session) => timeOf(session.startsAt) > now.getTime()) ?? sessions.at(-1) ?? null
}

/** How a session is named to staff: 'Session 2 of 6: Tuesday 13 January 2026, 6:00pm to 8:00pm' (and its own place). */
export function sessionLabel(session: RegisterSession, index: number, count: number): string {
  return `Session ${index + 1} of ${count}: ${formatSessionTimes(session.startsAt, session.endsAt)}${session.place ? `, ${session.place}` : ''}`
}

/** A session's column in the attendance report: 'Session 2 (13 Jan 2026)'. */
export function sessionColumn(session: RegisterSession, index: number): string {
  return `Session ${index + 1} (${formatDayMonthYear(session.startsAt)})`
}
