import { formatLongDate } from '../../domain/dates'

import type { EmailSettings, RenderedEmail } from './booking-confirmation'
import { emailDocument, escapeHtml, HEADING_L, mailtoLink, PARAGRAPH } from './email-html'

/**
 * A ticket released by staff from the console (spec 001 section 2, 'Release Ticket page'; issue 22):
 * what the booker is told. A release gives the place back and refunds nothing (a refund is the
 * console's 'Cancel tickets', decision 0029), so the e-mail says so and where to ask.
 */
export interface TicketReleasedNotice {
  basketId: string
  /** The reference the booker has from the confirmation e-mail. */
  bookingReference: string
  eventTitle: string
  /** ISO 8601 UTC. */
  eventDateTime: string
  /** The ticket holder's name ('' when none was given). */
  holderName: string
  /** The concession ('Adult'), or ''. */
  ticketType: string
  /** Tickets of the booking still booked after the release. */
  ticketsLeft: number
}

export function renderTicketReleased(notice: TicketReleasedNotice, settings: EmailSettings): RenderedEmail {
  const subject = `A ticket for ${notice.eventTitle} has been released`
  const which = [notice.holderName && `of ${notice.holderName}`, notice.ticketType && `(${notice.ticketType})`].filter(Boolean).join(' ')
  const paragraphs = [
    `The ticket ${which ? `${which} ` : ''}for ${notice.eventTitle} on ${formatLongDate(notice.eventDateTime)} has been released by the council's events team. It is no longer booked, and its place may be given to someone else.`,
    notice.ticketsLeft === 0
      ? 'Your booking has no tickets left.'
      : `${notice.ticketsLeft} ${notice.ticketsLeft === 1 ? 'ticket of your booking is' : 'tickets of your booking are'} still booked.`,
    'Releasing a ticket does not refund it. If you paid for it and think a refund is due, or you did not expect this, contact us.',
    `Booking reference: ${notice.bookingReference}`,
  ]
  const help = `E-mail the web team at ${settings.webTeamEmail} with the booking reference.`
  const body = [
    `<h1 style="${HEADING_L}">A ticket has been released</h1>`,
    ...paragraphs.map((text) => `<p style="${PARAGRAPH}">${escapeHtml(text)}</p>`),
    `<p style="${PARAGRAPH}">E-mail the web team at ${mailtoLink(settings.webTeamEmail)} with the booking reference.</p>`,
  ].join('\n')
  return { subject, html: emailDocument(subject, settings.councilName, body), text: [subject, '', ...paragraphs, '', help].join('\n'), attachments: [] }
}
