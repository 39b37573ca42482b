import { formatShortDate } from '@/domain/dates'

/**
 * The geometry of the attendance report's bookings-per-day bar chart (beyond the spec): plain
 * numbers for an inline SVG, so the chart needs no library and its scaling is unit-tested.
 */

/** Confirmed bookings and tickets of one London calendar day ('yyyy-MM-dd'), as the service counts them. */
export interface BookingDay {
  day: string
  bookings: number
  tickets: number
}

export interface ChartBar extends BookingDay {
  /** 'Tue, 5 Mar'. */
  label: string
  /** The axis label ('5 Mar'), or '' where labels would crowd. */
  axisLabel: string
  x: number
  y: number
  width: number
  height: number
}

export interface ChartTick {
  value: number
  y: number
}

export interface BookingsChart {
  width: number
  height: number
  /** The plot area inside the axes. */
  plot: { left: number; top: number; right: number; bottom: number }
  /** The top of the scale: a round number at or above the busiest day. */
  scaleMax: number
  ticks: ChartTick[]
  bars: ChartBar[]
}

/** The SVG's own coordinates (its viewBox); CSS scales it to the page. */
export const CHART_SIZE = { width: 640, height: 260, left: 44, right: 12, top: 12, bottom: 40 } as const
/** A bar is at most this share of its slot and this wide. */
const BAR_SHARE = 0.7
const BAR_MAX_WIDTH = 48
/** About this many axis labels fit under the chart; more bars get every nth label. */
const MAX_AXIS_LABELS = 10
/** Gaps between booking days are filled with zero days up to this span; a longer span shows booking days only. */
export const MAX_FILLED_DAYS = 92

const DAY_MS = 86_400_000

/** Noon UTC of a calendar day: the same day in London in summer and winter. */
function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`)
}

/** 'Tue, 5 Mar' for '2026-03-05'. */
export function dayLabel(day: string): string {
  return formatShortDate(noonOf(day))
}

/**
 * The days in order with the days between them that had no bookings as zeros, so the bars stand on
 * a true time line; a span longer than maxDays keeps the booking days only (one bar each).
 */
export function fillMissingDays(days: readonly BookingDay[], maxDays: number = MAX_FILLED_DAYS): BookingDay[] {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day))
  const first = sorted[0]
  const last = sorted.at(-1)
  if (!first || !last) return []
  const span = Math.round((noonOf(last.day).getTime() - noonOf(first.day).getTime()) / DAY_MS) + 1
  if (span > maxDays) return sorted
  const byDay = new Map(sorted.map((day) => [day.day, day]))
  return Array.from({ length: span }, (_, index) => {
    const day = new Date(noonOf(first.day).getTime() + index * DAY_MS).toISOString().slice(0, 10)
    return byDay.get(day) ?? { day, bookings: 0, tickets: 0 }
  })
}

/** The smallest of 1, 2, 5, 10, 20, 50 ... at or above the value (at least 1). */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1
  const magnitude = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude
  }
  return 10 * magnitude
}

/** The chart of the days given (already filled): bar positions, heights and the scale's ticks. */
export function bookingsChart(days: readonly BookingDay[]): BookingsChart {
  const { width, height } = CHART_SIZE
  const plot = { left: CHART_SIZE.left, top: CHART_SIZE.top, right: width - CHART_SIZE.right, bottom: height - CHART_SIZE.bottom }
  const plotWidth = plot.right - plot.left
  const plotHeight = plot.bottom - plot.top
  const scaleMax = niceCeiling(Math.max(0, ...days.map((day) => day.bookings)))
  const yOf = (value: number) => plot.bottom - (value / scaleMax) * plotHeight
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth
  const barWidth = Math.min(BAR_MAX_WIDTH, slot * BAR_SHARE)
  const labelEvery = Math.max(1, Math.ceil(days.length / MAX_AXIS_LABELS))
  const bars = days.map((day, index) => {
    const label = dayLabel(day.day)
    return {
      ...day,
      label,
      axisLabel: index % labelEvery === 0 ? label.replace(/^\w+, /, '') : '',
      x: plot.left + index * slot + (slot - barWidth) / 2,
      y: yOf(day.bookings),
      width: barWidth,
      height: plot.bottom - yOf(day.bookings),
    }
  })
  const tickValues = scaleMax >= 2 && scaleMax % 2 === 0 ? [0, scaleMax / 2, scaleMax] : [0, scaleMax]
  return { width, height, plot, scaleMax, ticks: tickValues.map((value) => ({ value, y: yOf(value) })), bars }
}

/** What the chart shows, in words: its accessible name (role="img"). */
export function bookingsChartSummary(days: readonly BookingDay[]): string {
  const withBookings = days.filter((day) => day.bookings > 0)
  const first = withBookings[0]
  const last = withBookings.at(-1)
  if (!first || !last) return 'Bar chart of bookings per day: no bookings yet.'
  const bookings = withBookings.reduce((sum, day) => sum + day.bookings, 0)
  const tickets = withBookings.reduce((sum, day) => sum + day.tickets, 0)
  const busiest = withBookings.reduce((best, day) => (day.bookings > best.bookings ? day : best), first)
  const span = first === last ? `on ${dayLabel(first.day)}` : `from ${dayLabel(first.day)} to ${dayLabel(last.day)}`
  return (
    `Bar chart of bookings per day: ${plural(bookings, 'booking')} with ${plural(tickets, 'ticket')} ${span}. ` +
    `The busiest day was ${dayLabel(busiest.day)} with ${plural(busiest.bookings, 'booking')}.`
  )
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
