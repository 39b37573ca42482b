/**
 * Retention (issue 13 point 5, docs/decisions/0027-retention.md): the personal details in an
 * event's bookings, tickets, answers and waiting-list entries are anonymised RETENTION_DAYS after
 * the event, keeping only what the reports count. These are the rules; the job that applies them
 * is src/booking/retention/retention-job.ts.
 */

const DAY_MS = 86_400_000

/** The default, and the bounds RETENTION_DAYS is held to (src/config/env.ts). */
export const RETENTION_DAYS_DEFAULT = 365
/**
 * Not sooner than 30 days: staff still answer refunds, complaints and attendance certificates in
 * the weeks after an event, and a typo such as 0 or 1 must not wipe last week's registers.
 */
export const RETENTION_DAYS_MIN = 30
/** Not later than 10 years: past that it is not retention but keeping for ever. */
export const RETENTION_DAYS_MAX = 3650

/** What every anonymised personal field says instead (NOT NULL columns included). */
export const ANONYMISED = 'anonymised'

/** When an event is over, as far as retention goes: its end, or its start when it has no end. */
export interface RetainedEvent {
  startsAt: Date
  endsAt: Date | null
}

/**
 * The instant from which an event's personal details are anonymised. An end before the start
 * (a slip in the content) counts the later of the two, so a mistake never shortens the time kept.
 */
export function anonymiseAfter(event: RetainedEvent, days: number): Date {
  const over = event.endsAt && event.endsAt.getTime() > event.startsAt.getTime() ? event.endsAt : event.startsAt
  return new Date(over.getTime() + days * DAY_MS)
}

/** Whether an event's personal details are due to be anonymised at `now`: its time ended before now. */
export function isDueForAnonymisation(event: RetainedEvent, now: Date, days: number): boolean {
  return anonymiseAfter(event, days).getTime() < now.getTime()
}

/**
 * Events that started before this instant may be due (an end is never before the start); events
 * that started at or after it cannot be. The job's first, cheap filter in SQL.
 */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS)
}
