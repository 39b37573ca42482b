import type { Payload } from 'payload'

import { env } from '../../config/env'
import { configuredMailer } from '../../integrations/email/configured-mailer'
import type { Mailer } from '../../integrations/email/mailer'
import type { Event } from '../../payload-types'
import { bookingPool } from '../db/pool.server'

import { sendDueEmails, type OutboxLog, type OutboxRunReport } from './email-outbox-job'
import { emailPreviewHtml } from './email-preview'
import { emailSettings } from './email-settings'
import { eventPlaceOf } from './event-place'
import type { EmailSources } from './outbox-messages'
import { refundNoticeFacts } from './outbox-repository'
import { privateAssetsContent } from '../private-assets/private-assets-content'

/**
 * What the e-mails read from the content: an event's venue and private resources live in Payload,
 * which sits above the booking engine (docs/architecture.md, "Data ownership"; issue 24), so the
 * wiring that runs the outbox job or the preview hands it in (src/server/email-content.ts).
 */
export interface EmailContent {
  /** The published event at a uri as the public reads it (a private one by its address), venue populated; null when there is none. */
  publicEventByUri: (uri: string) => Promise<Event | null>
  /** This process's Payload, for the event's private resources (private-assets-content.ts). */
  payload: () => Promise<Payload>
}

/** The production sources of an e-mail's content: the checkout service and the content handed in. */
export function emailSources(content: EmailContent): EmailSources {
  return {
    // Imported when first needed: the scaffold of the checkout service imports 'server-only', which
    // refuses to load outside Next.js's bundle (the booking API's edge runs in plain Node).
    confirmedBooking: async (basketId) => (await import('../checkout/checkout-service.server')).confirmedBooking(basketId),
    eventPlace: async (uri) => {
      const event = await content.publicEventByUri(uri)
      if (!event) return null
      // The e-mail only says whether there are private resources; what they are stays behind the look-up.
      const resources = await privateAssetsContent(await content.payload(), { eventId: event.id, title: event.title })
      return { ...eventPlaceOf(event), privateResources: resources.assets.length > 0 || resources.description.trim() !== '' }
    },
    refundFacts: (basketId, paymentId) => refundNoticeFacts(bookingPool(), basketId, paymentId),
    settings: emailSettings(),
  }
}

let mailer: Mailer | null | undefined

/** One run of the outbox job as this server runs it (the worker schedules it): the configured mailer (SMTP or GOV.UK Notify), or none. */
export function sendDueEmailsWith(content: EmailContent): (log: OutboxLog) => (now: Date) => Promise<OutboxRunReport> {
  return (log) => (now) => {
    mailer ??= configuredMailer(env())
    return sendDueEmails({ pool: bookingPool(), mailer, sources: emailSources(content), log }, now)
  }
}

/** The preview of the event at a path (GET /eventsbookingapi/baskets/email), read from the content. */
export function emailPreviewOf(content: EmailContent): (eventPath: string) => Promise<string | null> {
  return async (eventPath) => {
    const event = await content.publicEventByUri(eventPath)
    return event ? emailPreviewHtml(event, emailSettings(), new Date()) : null
  }
}
