import { tzOffset } from '@date-fns/tz'

/** Dates are stored in UTC and shown in Europe/London (ARCHITECTURE.md, "Booking rules"). */
export const LONDON = 'Europe/London'

const HOUR_MS = 3_600_000
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

/** London's offset from UTC by UTC hour: it only changes on a whole hour (01:00 UTC, spring and autumn). */
const offsetByHour = new Map<number, number>()
const OFFSETS_KEPT = 20_000

/**
 * How far London's clocks are ahead of UTC at an instant, in milliseconds (0 in winter, an hour in
 * summer): @date-fns/tz's `tzOffset`, asked once per UTC hour and kept. A page of dates then costs a
 * lookup each, where a zoned date object asked Intl again for every field it read (a listing's render
 * spent 5 % of its CPU there, decision 0047).
 */
export function londonOffsetMs(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS)
  let offset = offsetByHour.get(hour)
  if (offset === undefined) {
    offset = tzOffset(LONDON, new Date(hour * HOUR_MS)) * 60_000
    if (offsetByHour.size >= OFFSETS_KEPT) offsetByHour.clear()
    offsetByHour.set(hour, offset)
  }
  return offset
}

/** London's wall-clock time of an instant, read with the getUTC… methods (a Date shifted by the offset). */
export function londonWallClock(date: Date | string): Date {
  const instant = new Date(date).getTime()
  return new Date(instant + londonOffsetMs(instant))
}

/** The instant London's clocks show a wall-clock time (month 0-11, as Date.UTC takes it). */
export function londonInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wall = Date.UTC(year, month, day, hour, minute, second)
  return new Date(wall - londonOffsetMs(wall - londonOffsetMs(wall)))
}

/** A number with leading zeros: pad(7) is '07'. */
export const pad = (value: number, length = 2) => String(value).padStart(length, '0')
const shortWeekday = (wall: Date) => WEEKDAYS[wall.getUTCDay()]!.slice(0, 3)
const shortMonth = (wall: Date) => MONTHS[wall.getUTCMonth()]!.slice(0, 3)

/** '6:30pm', '12:00am' (date-fns's 'h:mmaaa'). */
function clockTime(wall: Date): string {
  const hour = wall.getUTCHours()
  return `${hour % 12 || 12}:${pad(wall.getUTCMinutes())}${hour < 12 ? 'am' : 'pm'}`
}

/** 'Tue, 5 Mar'. */
function shortDay(wall: Date): string {
  return `${shortWeekday(wall)}, ${wall.getUTCDate()} ${shortMonth(wall)}`
}

/** 'Tuesday 5 March 2026, 6:30pm'. */
function longDateTime(wall: Date): string {
  return `${WEEKDAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}, ${clockTime(wall)}`
}

/** 'yyyy-MM-dd' of a wall clock (londonWallClock). */
export function calendarDay(wall: Date): string {
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`
}

/** Cards: 'ddd, D MMM, h:mma' (spec 000 section 9), e.g. 'Tue, 5 Mar, 6:30pm'. */
export function formatCardDate(date: Date | string): string {
  const wall = londonWallClock(date)
  return `${shortDay(wall)}, ${clockTime(wall)}`
}

/** Elsewhere: 'ddd, D MMM' (spec 001 section 9), e.g. 'Tue, 5 Mar'. */
export function formatShortDate(date: Date | string): string {
  return shortDay(londonWallClock(date))
}

/** Event page: full weekday (spec 000 section 2), e.g. 'Tuesday 5 March 2026, 6:30pm'. */
export function formatLongDate(date: Date | string): string {
  return longDateTime(londonWallClock(date))
}

/**
 * One session of a course (issue 26 point 1): its day in full, its start and its real end, e.g.
 * 'Tuesday 5 March 2026, 6:30pm to 8:30pm'; an end on another day names that day too.
 */
export function formatSessionTimes(startsAt: Date | string, endsAt: Date | string): string {
  const start = londonWallClock(startsAt)
  const end = londonWallClock(endsAt)
  const sameDay = calendarDay(start) === calendarDay(end)
  return `${longDateTime(start)} to ${sameDay ? clockTime(end) : longDateTime(end)}`
}

/** A day as staff read it in a report's column: '13 Jan 2026'. */
export function formatDayMonthYear(date: Date | string): string {
  const wall = londonWallClock(date)
  return `${wall.getUTCDate()} ${shortMonth(wall)} ${wall.getUTCFullYear()}`
}

/**
 * A report's date and time as people write them: 'Tue, 5 Mar 2026, 2:30pm' (the spec's 'ddd, D MMM'
 * with the year, since a list can span years, and the cards' time).
 */
export function formatReportDateTime(date: Date | string): string {
  const wall = londonWallClock(date)
  return `${shortDay(wall)} ${wall.getUTCFullYear()}, ${clockTime(wall)}`
}

/**
 * The closing time of sales on cards: 'Booking until {date} at {time}' (spec 000 section 9), the
 * date as on the rest of the site ('ddd, D MMM') and the time as on cards ('h:mma'), e.g.
 * 'Booking until Tue, 5 Mar at 6:30pm'.
 */
export function formatBookingUntil(date: Date | string): string {
  const wall = londonWallClock(date)
  return `Booking until ${shortDay(wall)} at ${clockTime(wall)}`
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
  return calendarDay(londonWallClock(instant))
}

/** A machine-readable timestamp for <time dateTime>. */
export function isoDateTime(date: Date | string): string {
  return new Date(date).toISOString()
}
