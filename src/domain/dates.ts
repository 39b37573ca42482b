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

/**
 * One session of a course (issue 26 point 1): its day in full, its start and its real end, e.g.
 * 'Tuesday 5 March 2026, 6:30pm to 8:30pm'; an end on another day names that day too.
 */
export function formatSessionTimes(startsAt: Date | string, endsAt: Date | string): string {
  const start = inLondon(startsAt)
  const end = inLondon(endsAt)
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd')
  return `${format(start, 'EEEE d MMMM yyyy, h:mmaaa')} to ${format(end, sameDay ? 'h:mmaaa' : 'EEEE d MMMM yyyy, h:mmaaa')}`
}

/** A day as staff read it in a report's column: '13 Jan 2026'. */
export function formatDayMonthYear(date: Date | string): string {
  return format(inLondon(date), 'd MMM yyyy')
}

/**
 * The closing time of sales on cards: 'Booking until {date} at {time}' (spec 000 section 9), the
 * date as on the rest of the site ('ddd, D MMM') and the time as on cards ('h:mma'), e.g.
 * 'Booking until Tue, 5 Mar at 6:30pm'.
 */
export function formatBookingUntil(date: Date | string): string {
  const london = inLondon(date)
  return `Booking until ${format(london, 'EEE, d MMM')} at ${format(london, 'h:mmaaa')}`
}

/**
 * The date in the Release Ticket heading: short weekday, day and month (spec 001 section 2),
 * e.g. 'Tue, 5 Mar'; the same format as formatShortDate.
 */
export function formatReleaseTicketDate(date: Date | string): string {
  return formatShortDate(date)
}

/**
 * The calendar day in London of an instant, as 'yyyy-MM-dd' (the value of an <input type="date">).
 * Used for "today", the earliest day a date filter allows (spec 000 section 5).
 */
export function londonCalendarDay(instant: Date | string): string {
  return format(inLondon(instant), 'yyyy-MM-dd')
}

/** A machine-readable timestamp for <time dateTime>. */
export function isoDateTime(date: Date | string): string {
  return new Date(date).toISOString()
}
