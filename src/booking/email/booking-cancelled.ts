import { formatPounds } from '../../domain/money'

import type { EmailSettings, RenderedEmail } from './booking-confirmation'
import { emailDocument, escapeHtml, HEADING_L, mailtoLink, PARAGRAPH } from './email-html'

/** Tickets of a booking cancelled by staff or by its holder (issue 14 point 3). */
export interface CancellationNotice {
  basketId: string
  eventTitle: string
  ticketsCancelled: number
  ticketsLeft: number
  /** Pence refunded to the card that paid; 0 when nothing is refunded. */
  refundPence: number
}

export function renderBookingCancelled(notice: CancellationNotice, settings: EmailSettings): RenderedEmail {
  const whole = notice.ticketsLeft === 0
  const subject = whole ? `Your booking for ${notice.eventTitle} has been cancelled` : `Tickets of your booking for ${notice.eventTitle} have been cancelled`
  const what = whole
    ? `Your booking for ${notice.eventTitle} has been cancelled.`
    : `${notice.ticketsCancelled} ${notice.ticketsCancelled === 1 ? 'ticket' : 'tickets'} of your booking for ${notice.eventTitle} ${notice.ticketsCancelled === 1 ? 'has' : 'have'} been cancelled; ${notice.ticketsLeft} ${notice.ticketsLeft === 1 ? 'ticket is' : 'tickets are'} still booked.`
  const money =
    notice.refundPence > 0
      ? `We are refunding ${formatPounds(notice.refundPence)} to the card you paid with; it can take a few working days to show.`
      : 'No refund is due for this cancellation.'
  const paragraphs = [what, money, `Booking reference: ${notice.basketId}`]
  const help = `If you have a question, e-mail the web team at ${settings.webTeamEmail} with the booking reference.`
  const body = [
    `<h1 style="${HEADING_L}">${escapeHtml(whole ? 'Your booking has been cancelled' : 'Tickets have been cancelled')}</h1>`,
    ...paragraphs.map((text) => `<p style="${PARAGRAPH}">${escapeHtml(text)}</p>`),
    `<p style="${PARAGRAPH}">If you have a question, e-mail the web team at ${mailtoLink(settings.webTeamEmail)} with the booking reference.</p>`,
  ].join('\n')
  return { subject, html: emailDocument(subject, settings.councilName, body), text: [subject, '', ...paragraphs, '', help].join('\n'), attachments: [] }
}
