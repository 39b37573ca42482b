import { placedSessions } from '../../domain/sessions'
import type { Event } from '../../payload-types'

import type { EmailEventPlace } from './booking-confirmation'

/**
 * The place of an event as the e-mail shows it, from its content: the booking schema holds the
 * title, date and terms, but the venue lives in Payload (ARCHITECTURE.md, "Data ownership").
 */
export function eventPlaceOf(event: Pick<Event, 'elearning' | 'venue' | 'roomSpace' | 'endDateTime'> & Partial<Pick<Event, 'sessions'>>): EmailEventPlace {
  const venue = event.venue && typeof event.venue === 'object' ? event.venue : null
  const sessions = placedSessions(event.sessions).map(({ startsAt, endsAt, place }) => ({ startsAt, endsAt, ...(place ? { place } : {}) }))
  return {
    online: Boolean(event.elearning),
    endDateTime: event.endDateTime ?? null,
    ...(sessions.length > 0 ? { sessions } : {}),
    venue: venue
      ? {
          name: venue.name,
          room: event.roomSpace?.trim() || undefined,
          addressLines: [venue.address.streetAddress, venue.address.addressLocality, venue.address.addressRegion, venue.address.postalCode].filter(
            (line): line is string => Boolean(line?.trim()),
          ),
        }
      : null,
  }
}
