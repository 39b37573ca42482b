import { env } from '../../config/env'
import { configuredMailer } from '../../integrations/email/smtp-mailer'
import type { Mailer } from '../../integrations/email/mailer'
import { bookingPool } from '../db/pool.server'

import { sendDueEmails, type OutboxLog, type OutboxRunReport } from './email-outbox-job'
import { emailPreviewHtml } from './email-preview'
import { emailSettings } from './email-settings'
import { eventPlaceOf, processPayload, publicEventByUri } from './event-place'
import type { EmailSources } from './outbox-messages'
import { refundNoticeFacts } from './outbox-repository'
import { privateAssetsContent } from '../private-assets/private-assets-content'

/** The production sources of an e-mail's content: the checkout service and Payload. */
export function emailSources(): EmailSources {
  return {
    // Imported when first needed: the scaffold of the checkout service imports 'server-only', which
    // refuses to load outside Next.js's bundle (the booking API's edge runs in plain Node).
    confirmedBooking: async (basketId) => (await import('../checkout/checkout-service.server')).confirmedBooking(basketId),
    eventPlace: async (uri) => {
      const payload = await processPayload()
      const event = await publicEventByUri(payload, uri)
      if (!event) return null
      // The e-mail only says whether there are private resources; what they are stays behind the look-up.
      const resources = await privateAssetsContent(payload, { eventId: event.id, title: event.title })
      return { ...eventPlaceOf(event), privateResources: resources.assets.length > 0 || resources.description.trim() !== '' }
    },
    refundFacts: (basketId, paymentId) => refundNoticeFacts(bookingPool(), basketId, paymentId),
    settings: emailSettings(),
  }
}

let mailer: Mailer | null | undefined

/** One run of the outbox job as this server runs it (booking-api.ts schedules it): SMTP_URL's mailer, or none. */
export function sendDueEmailsWith(log: OutboxLog): (now: Date) => Promise<OutboxRunReport> {
  return (now) => {
    mailer ??= configuredMailer(env())
    return sendDueEmails({ pool: bookingPool(), mailer, sources: emailSources(), log }, now)
  }
}

/** The preview of the event at `eventPath` (GET /eventsbookingapi/baskets/email), read from Payload. */
export async function emailPreviewOf(eventPath: string): Promise<string | null> {
  const event = await publicEventByUri(await processPayload(), eventPath)
  return event ? emailPreviewHtml(event, emailSettings(), new Date()) : null
}
