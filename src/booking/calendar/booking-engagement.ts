import { calendarEntryEnd } from '../../domain/calendar-entry'
import type { CalendarEngagement } from '../../contracts/checkout'

/**
 * A booking's calendar engagement (spec 000 section 3: name, dates) with, beyond the spec, the end
 * of each date: the event's end time, or an hour after the start when it has none (decision 0024),
 * so the add-to-calendar links built from it last as long as the booking's .ics file. Shared by
 * GET /baskets/{id}/calendar and the finish response.
 */
export function bookingEngagement(title: string, start: Date, end: Date | string | null): CalendarEngagement {
  return { name: title, dates: [start.toISOString()], endDates: [calendarEntryEnd(start, end).toISOString()] }
}
