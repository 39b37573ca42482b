import { londonCalendarDay } from '@/domain/dates'

/** What the split needs of an event: its start, ISO 8601 UTC. */
export interface DatedEvent {
  dateTime: string
}

/**
 * A list page's events in two tables (spec 001 section 2, "List pages"): upcoming, starting today
 * or later (by the London calendar day, so this morning's event is still upcoming this afternoon),
 * soonest first; and past, most recent first.
 */
export function splitUpcomingAndPast<T extends DatedEvent>(events: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const today = londonCalendarDay(now)
  const byStart = [...events].sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime))
  return {
    upcoming: byStart.filter((event) => londonCalendarDay(event.dateTime) >= today),
    past: byStart.filter((event) => londonCalendarDay(event.dateTime) < today).reverse(),
  }
}
