import pino from 'pino'

import { env } from '../../config/env'

/**
 * The newsletter tick box's sign-up (spec 000 section 7: "POST to an email-marketing sign-up
 * endpoint with the purchaser email, sent at order time when the newsletter box is ticked (only on
 * eventHAFLS events)"). The checkout service decides whether to sign up; this only delivers it.
 *
 * A sign-up never fails an order: signUp resolves in every case, saying what happened, and a
 * failure is logged as a warning. Neither the log nor an error ever carries the whole address.
 */
export interface NewsletterContext {
  basketId: string
  eventId: number
  eventContentType: string
}

export type SignUpOutcome = 'sent' | 'recorded' | 'failed'

export interface Newsletter {
  signUp(email: string, context: NewsletterContext): Promise<SignUpOutcome>
}

export interface NewsletterLog {
  info(message: string): void
  warn(message: string): void
}

/** How long the marketing service may take before the sign-up is given up (the order does not wait longer). */
export const NEWSLETTER_TIMEOUT_MS = 5000

/** An address as the log may show it: its first character and its domain, 'j***@example.com'. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}

function where(context: NewsletterContext): string {
  return `basket ${context.basketId}, event ${context.eventId}`
}

/** Posts `{ email }` as JSON to the marketing service's sign-up endpoint. */
export function httpNewsletter(url: string, log: NewsletterLog, fetchImpl: typeof fetch = fetch, timeoutMs = NEWSLETTER_TIMEOUT_MS): Newsletter {
  return {
    async signUp(email, context) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        // The body is not read: nothing in it is used, and it could echo the address.
        await response.body?.cancel()
        if (!response.ok) {
          log.warn(`newsletter sign-up refused (${response.status}) for ${maskedEmail(email)} (${where(context)})`)
          return 'failed'
        }
        return 'sent'
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'unknown error'
        log.warn(`newsletter sign-up failed (${reason}) for ${maskedEmail(email)} (${where(context)})`)
        return 'failed'
      }
    },
  }
}

/**
 * Without NEWSLETTER_SIGNUP_URL a sign-up is recorded as an info line in the log, with the address
 * masked: the service has no table for it (decision 0023), and the log is where an operator looks.
 */
export function loggedNewsletter(log: NewsletterLog): Newsletter {
  return {
    async signUp(email, context) {
      log.info(`newsletter sign-up for ${maskedEmail(email)} (${where(context)}) recorded, not sent: NEWSLETTER_SIGNUP_URL is not set`)
      return 'recorded'
    },
  }
}

let configured: Newsletter | undefined

/** The newsletter this server's configuration gives: NEWSLETTER_SIGNUP_URL's endpoint, or the log. */
export function configuredNewsletter(): Newsletter {
  if (!configured) {
    const settings = env()
    const logger = pino({ level: settings.LOG_LEVEL })
    const log: NewsletterLog = { info: (message) => logger.info(message), warn: (message) => logger.warn(message) }
    configured = settings.NEWSLETTER_SIGNUP_URL ? httpNewsletter(settings.NEWSLETTER_SIGNUP_URL, log) : loggedNewsletter(log)
  }
  return configured
}
