import type { Env } from '../../config/env'

import type { Mailer } from './mailer'
import { NOTIFY_FAKE_TEMPLATES, notifyFakeCredentials } from './notify-fake'
import { notifyMailer, type NotifySettings } from './notify-mailer'
import { smtpMailer } from './smtp-mailer'

type MailSettings = Pick<
  Env,
  | 'EMAIL_CHANNEL'
  | 'SMTP_URL'
  | 'EMAIL_FROM'
  | 'NOTIFY_API_URL'
  | 'NOTIFY_API_KEY'
  | 'NOTIFY_EMAIL_TEMPLATE_ID'
  | 'NOTIFY_SMS_TEMPLATE_ID'
  | 'NOTIFY_EMAIL_REPLY_TO_ID'
  | 'NOTIFY_FAKE'
  | 'PAYLOAD_SECRET'
>

/** GOV.UK Notify's settings from the environment: the real service's, or the local fake's key and templates (NOTIFY_FAKE=on). */
export function notifySettingsFrom(settings: MailSettings): NotifySettings {
  if (settings.NOTIFY_FAKE === 'on') {
    const [email, sms] = NOTIFY_FAKE_TEMPLATES
    return { apiUrl: settings.NOTIFY_API_URL, apiKey: notifyFakeCredentials(settings.PAYLOAD_SECRET).apiKey, emailTemplateId: email!.id, smsTemplateId: sms!.id }
  }
  return {
    apiUrl: settings.NOTIFY_API_URL,
    apiKey: settings.NOTIFY_API_KEY ?? '',
    emailTemplateId: settings.NOTIFY_EMAIL_TEMPLATE_ID ?? '',
    smsTemplateId: settings.NOTIFY_SMS_TEMPLATE_ID,
    emailReplyToId: settings.NOTIFY_EMAIL_REPLY_TO_ID,
  }
}

/**
 * The mailer the environment configures (decision 0045): GOV.UK Notify with EMAIL_CHANNEL=notify,
 * else SMTP_URL's, else none (messages are then kept in the outbox, not sent).
 */
export function configuredMailer(settings: MailSettings): Mailer | null {
  if (settings.EMAIL_CHANNEL === 'notify') return notifyMailer(notifySettingsFrom(settings))
  return settings.SMTP_URL ? smtpMailer(settings.SMTP_URL, settings.EMAIL_FROM) : null
}

/** What the configured mailer depends on, to know when a changed environment needs a new one. */
export function mailSettingsKey(settings: MailSettings): string {
  const notify = settings.EMAIL_CHANNEL === 'notify' ? notifySettingsFrom(settings) : null
  return JSON.stringify([settings.EMAIL_CHANNEL, settings.SMTP_URL ?? '', settings.EMAIL_FROM, notify])
}
