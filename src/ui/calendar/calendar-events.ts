import type { CalendarEngagement } from '@/contracts/checkout'
import { calendarEntryEnd } from '@/domain/calendar-entry'
import type { CalendarEvent } from '@/integrations/calendar/calendar-links'

/**
 * Spec 000 section 3's calendar engagements ({name, dates}) as calendar entries, one per date,
 * each ending at its `endDates` entry (ours, beyond the spec): the event's end time, as the
 * booking's .ics file has it. A date with no readable end lasts an hour (calendarEntryEnd,
 * decision 0024). Dates that are not dates are left out.
 */
export function calendarEventsOf(engagements: readonly CalendarEngagement[]): CalendarEvent[] {
  return engagements.flatMap((engagement) =>
    engagement.dates.flatMap((date, index) => {
      const start = new Date(date)
      if (Number.isNaN(start.getTime())) return []
      return [{ title: engagement.name, start, end: calendarEntryEnd(start, engagement.endDates?.[index]) }]
    }),
  )
}
