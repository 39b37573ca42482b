import { calendarEntryEnd } from '../../domain/calendar-entry'
import type { CalendarEngagement } from '../../contracts/checkout'
import { sessionCountText } from '../../domain/sessions'

/**
 * A booking's calendar engagement (spec 000 section 3: name, dates) with, beyond the spec, the end
 * of each date: the event's end time, or an hour after the start when it has none (decision 0024),
 * so the add-to-calendar links built from it last as long as the booking's .ics file. Shared by
 * GET /baskets/{id}/calendar and the finish response.
 */
export function bookingEngagement(
  title: string,
  start: Date,
  end: Date | string | null,
  sessions: ReadonlyArray<{ startsAt: Date | string; endsAt: Date | string }> = [],
): CalendarEngagement {
  // A course (issue 26): a link holds one entry, so it is the first session's, named as the first of
  // how many; the .ics file holds every session.
  const [first] = sessions
  if (first) {
    const count = sessionCountText(sessions.length)
    const firstStart = new Date(first.startsAt)
    return { name: count ? `${title}: first of ${count}` : title, dates: [firstStart.toISOString()], endDates: [calendarEntryEnd(firstStart, first.endsAt).toISOString()] }
  }
  return { name: title, dates: [start.toISOString()], endDates: [calendarEntryEnd(start, end).toISOString()] }
}
