import { formatSessionTimes, isoDateTime } from '@/domain/dates'
import { placedSessions } from '@/domain/sessions'
import type { Event } from '@/payload-types'

/** One session as the event page lists it. */
export interface SessionItem {
  startsAt: string
  endsAt: string
  /** Where it meets, when that is not the event's own place: 'Room, Venue'. */
  place?: string
}

/** The event's sessions in the order they meet, each with its own place when it has one (issue 26 point 1). */
export function eventSessionItems(event: Pick<Event, 'sessions'>): SessionItem[] {
  return placedSessions(event.sessions).map(({ startsAt, endsAt, place }) => ({ startsAt, endsAt, ...(place ? { place } : {}) }))
}

/**
 * Every session of a course, in order, with its day, start and real end, and its place when it meets
 * somewhere other than the event's venue (issue 26 point 1). Nothing for an event without sessions.
 */
export function EventSessions({ sessions }: { sessions: readonly SessionItem[] }) {
  if (sessions.length === 0) return null
  return (
    <section className="app-event-section" aria-labelledby="sessions-heading">
      <h2 className="govuk-heading-l" id="sessions-heading">
        Sessions
      </h2>
      <p className="govuk-body">
        {sessions.length === 1 ? 'One booking is a place at this session.' : `One booking is a place at all ${sessions.length} sessions.`}
      </p>
      <ol className="govuk-list govuk-list--number app-event-sessions">
        {sessions.map((session) => (
          <li key={`${session.startsAt}-${session.endsAt}`}>
            <time dateTime={isoDateTime(session.startsAt)}>{formatSessionTimes(session.startsAt, session.endsAt)}</time>
            {session.place ? `, ${session.place}` : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
