/**
 * The venue's opening hours as table rows (spec 000 section 2 "an opening hours table"; section 3
 * openTime1, closeTime1, openTime2, closeTime2). Times are stored as 24-hour 'HH:mm' wall-clock
 * texts with no date, so there is no time zone to apply; they are shown in the GOV.UK style
 * ('9am', '5:30pm', 'midday', 'midnight').
 */

export interface OpeningHoursEntry {
  day: string
  openTime1?: string | null
  closeTime1?: string | null
  openTime2?: string | null
  closeTime2?: string | null
}

export interface OpeningHoursRow {
  day: string
  times: string
}

export const CLOSED_TEXT = 'Closed'

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/

/** '09:00' -> '9am', '17:30' -> '5:30pm', '12:00' -> 'midday', '00:00' -> 'midnight'; undefined when unreadable. */
export function formatTimeOfDay(value: string | null | undefined): string | undefined {
  const match = TIME_OF_DAY.exec(value?.trim() ?? '')
  if (!match) return undefined
  const hours = Number(match[1])
  const minutes = match[2] as string
  if (minutes === '00' && hours === 12) return 'midday'
  if (minutes === '00' && hours === 0) return 'midnight'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  const suffix = hours < 12 ? 'am' : 'pm'
  return minutes === '00' ? `${hour12}${suffix}` : `${hour12}:${minutes}${suffix}`
}

/** One opening: '9am to 5pm'; 'from 9am' or 'until 5pm' when an editor gave only one end. */
function openingText(open: string | null | undefined, close: string | null | undefined): string | undefined {
  const from = formatTimeOfDay(open)
  const to = formatTimeOfDay(close)
  if (from && to) return `${from} to ${to}`
  if (from) return `from ${from}`
  if (to) return `until ${to}`
  return undefined
}

/**
 * A day's times: the first opening and, for a venue that closes for lunch, the second joined with
 * 'and'; 'Closed' when neither pair has a time.
 */
export function openingTimesText(entry: OpeningHoursEntry): string {
  const openings = [openingText(entry.openTime1, entry.closeTime1), openingText(entry.openTime2, entry.closeTime2)].filter(
    (text): text is string => text !== undefined,
  )
  if (openings.length === 0) return CLOSED_TEXT
  const text = openings.join(' and ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The table rows in the editor's order; rows without a day are left out. Empty when there are none. */
export function openingHoursRows(entries: readonly OpeningHoursEntry[] | null | undefined): OpeningHoursRow[] {
  return (entries ?? [])
    .filter((entry) => entry.day.trim() !== '')
    .map((entry) => ({ day: entry.day, times: openingTimesText(entry) }))
}
