import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** Spec 000 section 9: "Calendar time zone Europe/London". */
export const CALENDAR_TIME_ZONE = 'Europe/London'

function inLondon(instant: Date): TZDate {
  return new TZDate(instant.getTime(), CALENDAR_TIME_ZONE)
}

/** London wall-clock time in iCalendar's basic form, '20261201T100000' (a TZID names the zone). */
export function londonBasic(instant: Date): string {
  return format(inLondon(instant), "yyyyMMdd'T'HHmmss")
}

/** London wall-clock time as ISO 8601 with its offset, '2026-07-01T10:00:00+01:00'. */
export function londonIso(instant: Date): string {
  return format(inLondon(instant), "yyyy-MM-dd'T'HH:mm:ssxxx")
}

/** UTC in iCalendar's basic form, '20261201T100000Z'. */
export function utcBasic(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')
}
