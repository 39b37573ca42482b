import type { CalendarEngagement } from '@/booking/checkout/checkout-contract'
import type { CalendarEvent } from '@/integrations/calendar/calendar-links'

/**
 * Spec 000 section 3's calendar engagements ({name, dates}) as calendar entries, one per date.
 * An engagement has no end time: each entry lasts an hour, as the booking's .ics does
 * (ASSUMED_EVENT_DURATION_MS, decision 0024). Dates that are not dates are left out.
 */
export const ENGAGEMENT_DURATION_MS = 60 * 60 * 1000

export function calendarEventsOf(engagements: readonly CalendarEngagement[]): CalendarEvent[] {
  return engagements.flatMap((engagement) =>
    engagement.dates
      .map((date) => new Date(date))
      .filter((start) => !Number.isNaN(start.getTime()))
      .map((start) => ({ title: engagement.name, start, end: new Date(start.getTime() + ENGAGEMENT_DURATION_MS) })),
  )
}
