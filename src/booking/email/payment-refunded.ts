import { formatPounds } from '../../domain/money'

import { emailDocument, escapeHtml, HEADING_L, mailtoLink, PARAGRAPH } from './email-html'
import type { EmailSettings, RenderedEmail } from './booking-confirmation'

export interface RefundNotice {
  basketId: string
  amountPence: number
  /** When the sender knows it; the message reads well without. */
  eventTitle?: string | undefined
}

/**
 * A payment that arrived after the basket's tickets had gone (its hold ended and another buyer took
 * them) is refunded; this tells the payer so, in a few lines.
 */
export function renderPaymentRefunded(notice: RefundNotice, settings: EmailSettings): RenderedEmail {
  const amount = formatPounds(notice.amountPence)
  const what = notice.eventTitle ? `for ${notice.eventTitle}` : ''
  const subject = notice.eventTitle ? `Your payment for ${notice.eventTitle} has been refunded` : 'Your payment has been refunded'
  const sentence = `The tickets ${what ? `${what} ` : ''}had gone by the time your payment arrived, so no booking was made. We have refunded ${amount} to the card you paid with; it can take a few working days to show.`
  const body = [
    `<h1 style="${HEADING_L}">Your payment has been refunded</h1>`,
    `<p style="${PARAGRAPH}">${escapeHtml(sentence)}</p>`,
    `<p style="${PARAGRAPH}">Basket reference: ${escapeHtml(notice.basketId)}</p>`,
    `<p style="${PARAGRAPH}">If you have a question, e-mail the web team at ${mailtoLink(settings.webTeamEmail)} with the basket reference.</p>`,
  ].join('\n')
  const text = [
    'Your payment has been refunded',
    '',
    sentence,
    '',
    `Basket reference: ${notice.basketId}`,
    '',
    `If you have a question, e-mail the web team at ${settings.webTeamEmail} with the basket reference.`,
  ].join('\n')
  return { subject, html: emailDocument(subject, settings.councilName, body), text, attachments: [] }
}
