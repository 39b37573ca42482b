import { LONDON, calendarDay, londonOffsetMs, londonWallClock, pad } from '../../domain/dates'

/** Spec 000 section 9: "Calendar time zone Europe/London". */
export const CALENDAR_TIME_ZONE = LONDON

/** 'HHmmss' or, with a separator, 'HH:mm:ss' of a wall clock. */
function wallTime(wall: Date, separator = ''): string {
  return [wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()].map((field) => pad(field)).join(separator)
}

/** London wall-clock time in iCalendar's basic form, '20261201T100000' (a TZID names the zone). */
export function londonBasic(instant: Date): string {
  const wall = londonWallClock(instant)
  return `${calendarDay(wall).replace(/-/g, '')}T${wallTime(wall)}`
}

/** London wall-clock time as ISO 8601 with its offset, '2026-07-01T10:00:00+01:00'. */
export function londonIso(instant: Date): string {
  // London is never behind UTC: +00:00 in winter, +01:00 in summer.
  const offsetMinutes = londonOffsetMs(instant.getTime()) / 60_000
  const wall = londonWallClock(instant)
  return `${calendarDay(wall)}T${wallTime(wall, ':')}+${pad(Math.floor(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`
}

/** UTC in iCalendar's basic form, '20261201T100000Z'. */
export function utcBasic(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')
}
