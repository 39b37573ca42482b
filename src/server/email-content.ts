import type { EmailContent } from '../booking/email/email-outbox.server'
import { findPublicEvent } from '../content/public-event'

import { payloadOutsideNext } from './payload-outside-next'

/**
 * What the booking e-mails read from the content in a process outside Next.js's bundle (the booking
 * API's edge runs the outbox job and the preview): this process's Payload, loaded on first use, so a
 * server that never sends an e-mail never loads it. Handed to the booking engine, which does not
 * import the web server or Payload's access rules (issue 24).
 */
export const emailContentOutsideNext: EmailContent = {
  publicEventByUri: async (uri) => findPublicEvent(await payloadOutsideNext(), { uri }, 1),
  payload: () => payloadOutsideNext(),
}
