import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Mailer } from './mailer'

/**
 * Payload's e-mail (password resets, and anything else Payload sends to staff accounts) through the
 * project's own mail path, so Payload neither warns that e-mail is not configured nor writes
 * messages to the console (issue 22 point 6):
 * - with a mailer (SMTP_URL, or GOV.UK Notify: EMAIL_CHANNEL=notify), each message is sent at once
 *   through the same mailer as the outbox (configured-mailer.ts), and Payload's caller learns whether
 *   it was accepted;
 * - without it, the message is kept in the e-mail outbox as 'Kept (not sent: no SMTP)', like every
 *   other e-mail (decision 0023), but with its links withheld: the outbox is read by the staff role
 *   as well as administrators, and a password-reset link read there would let one member of staff
 *   take over another's account (an administrator's included).
 */
export interface StaffAccountEmail {
  to: string
  subject: string
  html: string
  text: string
}

export interface PayloadEmailDeps {
  /** The configured mailer, or null when none is. Asked for on each message, so it is made only when needed. */
  mailer: () => Mailer | null
  /** Keeps a message in the outbox, unsent (SMTP_URL unset). */
  keep: (message: StaffAccountEmail) => Promise<void>
  /** EMAIL_FROM, 'Name <address>' or a bare address: what Payload shows as its default sender. */
  from: string
}

export const LINK_WITHHELD = '[link withheld: sent only by e-mail, through SMTP]'

export function payloadEmailAdapter(deps: PayloadEmailDeps): EmailAdapter<void> {
  const sender = parseSender(deps.from)
  return () => ({
    name: 'council-events',
    defaultFromName: sender.name,
    defaultFromAddress: sender.address,
    async sendEmail(options: SendEmailOptions) {
      const message = staffAccountEmail(options)
      const mailer = deps.mailer()
      if (mailer) {
        await mailer.send(message)
        return
      }
      await deps.keep({ ...message, html: withoutLinks(message.html), text: withoutLinks(message.text) })
    },
  })
}

/** One message in the mailer's shape from Payload's nodemailer-style options. */
export function staffAccountEmail(options: SendEmailOptions): StaffAccountEmail {
  const to = addressList(options.to)
  if (to === '') throw new Error('An e-mail from Payload has no recipient')
  const html = contentText(options.html)
  const text = contentText(options.text) || textOf(html)
  return { to, subject: String(options.subject ?? ''), html: html || escapeHtml(text).replace(/\n/g, '<br>'), text }
}

type Recipients = SendEmailOptions['to']

function addressList(to: Recipients): string {
  const list = Array.isArray(to) ? to : to === undefined ? [] : [to]
  return list
    .map((entry) => (typeof entry === 'string' ? entry : entry.address))
    .filter((address) => address.trim() !== '')
    .join(', ')
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (Buffer.isBuffer(content)) return content.toString('utf8')
  return ''
}

/** A plain-text part for a message Payload sent as HTML only. */
export function textOf(html: string): string {
  return html
    .replace(/<a\b[^>]*href\s*=\s*(["'])(.*?)\1[^>]*>(.*?)<\/a>/gis, (_match, _quote, href: string, label: string) => (label.trim() === href ? href : `${label} (${href})`))
    .replace(/<(br|\/p|\/div|\/h\d|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The message with every web address taken out (see the module comment). */
export function withoutLinks(content: string): string {
  return content.replace(/href\s*=\s*("[^"]*"|'[^']*')/gi, 'href="#"').replace(/https?:\/\/[^\s<>"']+/gi, LINK_WITHHELD)
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** 'Council events <events@example.gov.uk>' as Payload's default sender's name and address. */
export function parseSender(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  if (match) return { name: match[1]!.trim(), address: match[2]!.trim() }
  return { name: '', address: from.trim() }
}
