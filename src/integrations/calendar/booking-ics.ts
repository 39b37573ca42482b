import { createEvent } from 'ics'

/**
 * An iCalendar file (.ics) of one booked event. The "outcome" branch owns this file; this is a
 * minimal implementation of the agreed signature so the confirmation e-mail builds and is tested
 * (the lead keeps one at merge).
 */
export function bookingIcs(input: { uid: string; title: string; start: Date; end: Date; location?: string; url?: string; description?: string }): string {
  const { error, value } = createEvent({
    uid: input.uid,
    title: input.title,
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(input.location ? { location: input.location } : {}),
    ...(input.url ? { url: input.url } : {}),
    ...(input.description ? { description: input.description } : {}),
    productId: 'council-events',
  })
  if (error || !value) throw error ?? new Error('The calendar file could not be made')
  return value
}
