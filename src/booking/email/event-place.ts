import type { Payload } from 'payload'

import { EVENT_BY_ADDRESS_CONTEXT } from '../../content/access'
import type { Event } from '../../payload-types'

import type { EmailEventPlace } from './booking-confirmation'
import { payloadOutsideNext } from '../../server/payload-outside-next'

/**
 * The place of an event as the e-mail shows it, from its content: the booking schema holds the
 * title, date and terms, but the venue lives in Payload (ARCHITECTURE.md, "Data ownership").
 */
export function eventPlaceOf(event: Pick<Event, 'elearning' | 'venue' | 'roomSpace' | 'endDateTime'>): EmailEventPlace {
  const venue = event.venue && typeof event.venue === 'object' ? event.venue : null
  return {
    online: Boolean(event.elearning),
    endDateTime: event.endDateTime ?? null,
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

/**
 * The published event at a uri, read as the public reads it (access control on; a private event is
 * reachable by its address, as its page is). `payload` is the process's Payload.
 */
export async function publicEventByUri(payload: Payload, uri: string): Promise<Event | null> {
  const result = await payload.find({
    collection: 'events',
    overrideAccess: false,
    context: { [EVENT_BY_ADDRESS_CONTEXT]: true },
    depth: 1,
    limit: 1,
    where: { uri: { equals: uri } },
  })
  return result.docs[0] ?? null
}

/**
 * This process's Payload, for code outside Next.js's bundle (the booking API's edge, the outbox
 * job): imported on first use, so a server that never sends an e-mail never loads it.
 */
export async function processPayload(): Promise<Payload> {
  return payloadOutsideNext()
}
