import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** Dates are stored in UTC and shown in Europe/London (ARCHITECTURE.md, "Booking rules"). */
export const LONDON = 'Europe/London'

function inLondon(date: Date | string): TZDate {
  return new TZDate(new Date(date).getTime(), LONDON)
}

/** Cards: 'ddd, D MMM, h:mma' (spec 000 section 9), e.g. 'Tue, 5 Mar, 6:30pm'. */
export function formatCardDate(date: Date | string): string {
  return format(inLondon(date), 'EEE, d MMM, h:mmaaa')
}

/** Elsewhere: 'ddd, D MMM' (spec 001 section 9), e.g. 'Tue, 5 Mar'. */
export function formatShortDate(date: Date | string): string {
  return format(inLondon(date), 'EEE, d MMM')
}

/** Event page: full weekday (spec 000 section 2), e.g. 'Tuesday 5 March 2026, 6:30pm'. */
export function formatLongDate(date: Date | string): string {
  return format(inLondon(date), 'EEEE d MMMM yyyy, h:mmaaa')
}

/** A machine-readable timestamp for <time dateTime>. */
export function isoDateTime(date: Date | string): string {
  return new Date(date).toISOString()
}
