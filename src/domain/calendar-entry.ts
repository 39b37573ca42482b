/**
 * How long a calendar entry for an event lasts (decision 0024): from its start to its end time
 * when the event has one; an hour only when the end is truly unknown (none set, unreadable, or
 * not after the start, which an editor's slip can give). One rule for the confirmation e-mail's
 * .ics, the booking's calendar.ics and engagements, and the add-to-calendar links.
 */
export const UNKNOWN_END_DURATION_MS = 60 * 60 * 1000

export function calendarEntryEnd(start: Date, end: Date | string | null | undefined): Date {
  const given = end === null || end === undefined || end === '' ? null : new Date(end)
  return given !== null && given.getTime() > start.getTime() ? given : new Date(start.getTime() + UNKNOWN_END_DURATION_MS)
}
