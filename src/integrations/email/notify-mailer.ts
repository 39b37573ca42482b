import axios, { isAxiosError } from 'axios'
import { NotifyClient } from 'notifications-node-client'

import { PermanentSendError, type Mailer, type MailMessage, type TextMessage } from './mailer'

/**
 * A mailer through GOV.UK Notify (issue 26 point 3, decision 0045), with Notify's official Node client.
 *
 * Notify sends from templates: the e-mail template's subject is `((subject))` and its body `((body))`,
 * filled with the message's subject and plain text; the text-message template's body is `((body))`
 * (docs/notify-templates.md). Notify cannot carry attachments or inline images, so the e-mails that
 * have them link to the same things on the site (the printable tickets page, the calendar links).
 *
 * Never twice: every message carries the outbox row's reference, and before sending one the adapter
 * asks Notify for notifications with that reference; one found means an earlier attempt was accepted
 * (its answer lost to a timeout, or the process stopped before the outbox recorded it), so the
 * message counts as sent. The outbox holds the row's lock while it sends, so no two workers ask at once.
 *
 * Failures: 429 (Notify's rate and daily limits), 5xx and network errors are thrown as they are and
 * the outbox retries them with its back-off; 400 and 403 (an address or a template Notify refuses, a
 * key it does not know) are PermanentSendErrors, given up at once and reported.
 */
export interface NotifySettings {
  /** https://api.notifications.service.gov.uk, or the local fake's address. */
  apiUrl: string
  /** The API key, `{name}-{service id}-{secret}`: a secret, never logged. */
  apiKey: string
  emailTemplateId: string
  /** Without it, no text messages are sent. */
  smsTemplateId?: string
  emailReplyToId?: string
  /** How long one call to Notify may take before the attempt counts as failed. */
  timeoutMs?: number
}

const NOTIFY_TIMEOUT_MS = 15_000

/** Statuses of an earlier notification by the same reference that mean Notify never sent it, so sending again is right. */
const NOT_SENT_STATUSES = new Set(['technical-failure', 'validation-failed'])

interface NotifyErrorBody {
  status_code?: number
  errors?: { error?: string; message?: string }[]
}

/** The one line an outbox row keeps of a failed call: Notify's status, error and message, never the key. */
function notifyFailure(error: unknown, what: string): Error {
  if (!isAxiosError(error)) return error instanceof Error ? error : new Error(String(error))
  const status = error.response?.status
  if (status === undefined) return new Error(`GOV.UK Notify could not be reached to ${what}: ${error.code ?? error.message}`)
  const body = error.response?.data as NotifyErrorBody | undefined
  const reasons = (body?.errors ?? []).map((reason) => `${reason.error ?? 'Error'}: ${reason.message ?? ''}`.trim()).join('; ')
  const text = `GOV.UK Notify answered ${status} to ${what}${reasons ? ` (${reasons})` : ''}`
  return status === 400 || status === 403 ? new PermanentSendError(text) : new Error(text)
}

export function notifyMailer(settings: NotifySettings): Mailer {
  const client = new NotifyClient(settings.apiUrl, settings.apiKey)
  client.setClient(axios.create({ timeout: settings.timeoutMs ?? NOTIFY_TIMEOUT_MS }))
  const secret = settings.apiKey.slice(-36)

  async function alreadySent(type: 'email' | 'sms', reference: string): Promise<boolean> {
    try {
      const { data } = await client.getNotifications(type, undefined, reference)
      return data.notifications.some((notification) => !NOT_SENT_STATUSES.has(notification.status))
    } catch (error) {
      throw notifyFailure(error, `a look-up of ${type} ${reference}`)
    }
  }

  async function sendEmail(message: MailMessage): Promise<void> {
    if (message.reference && (await alreadySent('email', message.reference))) return
    try {
      await client.sendEmail(settings.emailTemplateId, message.to, {
        personalisation: { subject: message.subject, body: message.text },
        reference: message.reference,
        emailReplyToId: settings.emailReplyToId,
      })
    } catch (error) {
      throw notifyFailure(error, 'an e-mail')
    }
  }

  /** A text message's failure never undoes the e-mail: a refusal is noted, anything else retried (the e-mail is then found sent). */
  async function sendText(textMessage: TextMessage, reference: string | undefined): Promise<string | undefined> {
    const smsReference = reference ? `${reference}-sms` : undefined
    if (smsReference && (await alreadySent('sms', smsReference))) return undefined
    try {
      await client.sendSms(settings.smsTemplateId!, textMessage.to, { personalisation: { body: textMessage.body }, reference: smsReference })
      return undefined
    } catch (error) {
      const failure = notifyFailure(error, 'a text message')
      if (failure instanceof PermanentSendError) return `The e-mail was sent; the text message was refused: ${failure.message}`
      throw failure
    }
  }

  return {
    secrets: [settings.apiKey, secret],
    async send(message) {
      await sendEmail(message)
      if (!message.textMessage || !settings.smsTemplateId) return
      const note = await sendText(message.textMessage, message.reference)
      return note ? { note } : undefined
    },
    close: () => undefined,
  }
}
