import type { Payload } from 'payload'

import type { EmailContent } from '../booking/email/email-outbox.server'
import { EVENT_BY_ADDRESS_CONTEXT } from '../content/access'
import type { Event } from '../payload-types'

import { payloadOutsideNext } from './payload-outside-next'

/**
 * The published event at a uri, read as the public reads it (access control on; a private event is
 * reachable by its address, as its page is), with its venue.
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
 * What the booking e-mails read from the content in a process outside Next.js's bundle (the booking
 * API's edge runs the outbox job and the preview): this process's Payload, loaded on first use, so a
 * server that never sends an e-mail never loads it. Handed to the booking engine, which does not
 * import the web server or Payload's access rules (issue 24).
 */
export const emailContentOutsideNext: EmailContent = {
  publicEventByUri: async (uri) => publicEventByUri(await payloadOutsideNext(), uri),
  payload: () => payloadOutsideNext(),
}
