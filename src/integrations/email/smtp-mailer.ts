import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

import type { Mailer } from './mailer'

/**
 * Timeouts that bound how long the outbox job holds a row's lock while it sends (decision 0023):
 * a server that never answers costs at most these, then the attempt counts as failed.
 */
const CONNECTION_TIMEOUT_MS = 10_000
const GREETING_TIMEOUT_MS = 10_000
const SOCKET_TIMEOUT_MS = 30_000

/**
 * A mailer over SMTP (nodemailer). `smtpUrl` is SMTP_URL: smtp:// upgrades with STARTTLS when the
 * server offers it, smtps:// is TLS from the start. Its user name and password are reported as
 * secrets, so the outbox takes them out of any error text it keeps.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl)
  const secrets = [decodeURIComponent(url.username), decodeURIComponent(url.password)].filter((secret) => secret !== '')
  const options: SMTPTransport.Options = {
    host: url.hostname,
    secure: url.protocol === 'smtps:',
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Not pooled: one connection per message, so no socket outlives a run of the job.
  }
  if (url.port !== '') options.port = Number(url.port)
  if (secrets.length > 0) options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
  const transport = nodemailer.createTransport(options)
  return {
    secrets,
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments?.map((attachment) => ({ ...attachment })),
      })
    },
    close: () => transport.close(),
  }
}
