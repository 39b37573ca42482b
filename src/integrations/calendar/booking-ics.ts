import { createEvents, type EventAttributes } from 'ics'

import { CALENDAR_TIME_ZONE, londonBasic } from './london-time'

/**
 * A booked event as an iCalendar file (RFC 5545), built with the `ics` library (ARCHITECTURE.md,
 * "Stack"): the outcome pages' 'Apple' and 'iCal' options download it, and the confirmation e-mail
 * attaches it. Times are written in Europe/London (spec 000 section 9) with a TZID and the zone's
 * VTIMEZONE, so a calendar shows 10:00 for a 10:00 class whatever the season or the reader's zone;
 * `ics` writes only floating or UTC times, so the TZID and VTIMEZONE are added to its output.
 */
export interface BookingIcsInput {
  uid: string
  title: string
  start: Date
  end: Date
  location?: string
  url?: string
  description?: string
  /**
   * A course's sessions (issue 26): one entry each, with its real end and its own place (else
   * `location`), in place of start and end; the entries share the booking's title, address and
   * description, each saying which session it is.
   */
  sessions?: ReadonlyArray<{ start: Date; end: Date; location?: string }>
}

export const ICS_PRODUCT_ID = '-//County Council//Events booking//EN'

/** Europe/London since 1996: BST from the last Sunday of March at 01:00 UTC to the last Sunday of October. */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]
  .map((line) => `${line}\r\n`)
  .join('')

export class BookingIcsError extends Error {}

export function bookingIcs(input: BookingIcsInput): string {
  const entries = input.sessions && input.sessions.length > 0 ? input.sessions : [{ start: input.start, end: input.end, location: input.location }]
  for (const entry of entries) {
    if (!(entry.end.getTime() > entry.start.getTime())) throw new BookingIcsError('A calendar event must end after it starts')
  }
  const many = entries.length > 1
  const events: EventAttributes[] = entries.map((entry, index) => {
    const location = entry.location ?? input.location
    return {
      productId: ICS_PRODUCT_ID,
      method: 'PUBLISH',
      uid: many ? `session-${index + 1}-${input.uid}` : input.uid,
      title: many ? `${input.title} (session ${index + 1} of ${entries.length})` : input.title,
      // A string is written as given: London wall-clock time, which the TZID below names.
      start: londonBasic(entry.start),
      end: londonBasic(entry.end),
      ...(location ? { location } : {}),
      ...(input.url ? { url: input.url } : {}),
      ...(input.description ? { description: input.description } : {}),
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    }
  })
  const { error, value } = createEvents(events)
  if (error || !value) throw new BookingIcsError(`The calendar file could not be built: ${error?.message ?? 'no output'}`)
  return value
    .replace(/^DTSTART:(\d{8}T\d{6})\r$/gm, `DTSTART;TZID=${CALENDAR_TIME_ZONE}:$1\r`)
    .replace(/^DTEND:(\d{8}T\d{6})\r$/gm, `DTEND;TZID=${CALENDAR_TIME_ZONE}:$1\r`)
    .replace('BEGIN:VEVENT\r\n', `${LONDON_VTIMEZONE}BEGIN:VEVENT\r\n`)
}
