import { calendarEntryEnd } from '../../domain/calendar-entry'
import { formatLongDate, formatSessionTimes } from '../../domain/dates'
import { formatPounds } from '../../domain/money'
import { paths } from '../../domain/paths'
import { lineTotal, orderTotal } from '../../domain/prices'
import { bookingIcs } from '../../integrations/calendar/booking-ics'
import type { MailAttachment, TextMessage } from '../../integrations/email/mailer'
import { qrPng } from '../../integrations/qr/qr-code'
import { sanitizeRichHtml } from '../../domain/rich-text'
import type { ConfirmedBooking } from '../../contracts/checkout'

import { emailDocument, escapeHtml, HEADING_L, HEADING_M, LINK, mailtoLink, PARAGRAPH } from './email-html'

/** Where the event happens, from the event's content (Payload), which the booking schema does not hold. */
export interface EmailEventPlace {
  /** Null when the event is online (e-learning) or has no venue. */
  venue: { name: string; addressLines: readonly string[]; room?: string | undefined } | null
  online: boolean
  /** ISO 8601; null when the event has none (the calendar entry then lasts an hour: calendarEntryEnd). */
  endDateTime: string | null
  /** True when booked customers have files, links or a message on the event's private assets page. */
  privateResources?: boolean
  /** A course's sessions in the order they meet (issue 26), each with its own place when it has one; none for an event that meets once. */
  sessions?: ReadonlyArray<{ startsAt: string; endsAt: string; place?: string }>
}

export interface EmailSettings {
  councilName: string
  webTeamEmail: string
  /** SITE_URL: the event's link is made from it. */
  siteUrl: string
  /** The booking's own cancellation link (issue 14), absolute; none in the preview. */
  cancelBookingUrl?: (basketId: string) => string
  /** The booking's page with its signed token (decision 0034), absolute; none in the preview. */
  viewBookingUrl?: (basketId: string) => string
  /** The booking's printable tickets, each with its door code, with the same token (issue 26 point 2); none in the preview. */
  viewTicketsUrl?: (basketId: string) => string
  /** A ticket's signed door code (src/booking/check-in/ticket-code.ts); none in the preview. */
  ticketCode?: (ticketId: string) => string
}

/** A ticket's door code as an image of the e-mail: shown inline by its content id. */
export interface TicketImage {
  ticketId: string
  cid: string
  pngBase64: string
}

/** Said beside the tickets' door codes. */
export const DOOR_CODES_SENTENCE = 'Show each ticket\u2019s code at the door, on your phone or printed, and staff will scan it.'

/** Each ticket's door code as a QR image for the e-mail (none without `ticketCode`). */
export async function ticketImagesOf(booking: Pick<ConfirmedBooking, 'tickets' | 'basketId'>, settings: Pick<EmailSettings, 'ticketCode'>): Promise<TicketImage[]> {
  const codeOf = settings.ticketCode
  if (!codeOf) return []
  return Promise.all(
    booking.tickets.map(async (ticket, index) => ({
      ticketId: ticket.ticketId,
      cid: `ticket-${index + 1}.${booking.basketId}@door-code`,
      pngBase64: (await qrPng(codeOf(ticket.ticketId), 240)).toString('base64'),
    })),
  )
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
  attachments: MailAttachment[]
  /** Sent beside the e-mail where the channel sends text messages (a session's reminder through GOV.UK Notify). */
  textMessage?: TextMessage
}

export const CALENDAR_FILE_NAME = 'booking.ics'

function holderName(ticket: ConfirmedBooking['tickets'][number]): string {
  return `${ticket.holderFirstName} ${ticket.holderLastName}`.trim()
}

function placeLines(place: EmailEventPlace): string[] {
  if (place.online || !place.venue) return ['Online']
  return [place.venue.room, place.venue.name, ...place.venue.addressLines].filter((line): line is string => Boolean(line?.trim()))
}

function eventUrl(booking: ConfirmedBooking, settings: EmailSettings): string {
  return new URL(booking.eventUri, settings.siteUrl).toString()
}

/**
 * The confirmation e-mail of a booking (issue 11 point 9): its reference, every ticket with its
 * holder and concession, the event, its date and time in Europe/London, the venue, the link to the
 * event's private resources when it has some, the service terms, the cancellation link, the web
 * team's address and a calendar file. Pure: the same booking gives the same e-mail,
 * which is why the preview page (/{area}/{event}/email) can show it with sample data.
 */
/** Said beside the link to the event's private assets page, when it has something on it. */
export const RESOURCES_SENTENCE = 'There are files and links for people who booked this event. Open the resources page and enter your booking reference and the e-mail address this message was sent to.'

/** Said beside the e-mail's cancellation link. */
/** Ours (decision 0034): the link opens the booking's page with its names and requirements; it is this e-mail's reader's alone. */
export const VIEW_BOOKING_SENTENCE = 'Keep this link to yourself: it shows your booking with the names and requirements you gave.'

export const CANCEL_SENTENCE = 'You can cancel your booking online until the deadline in the event\u2019s terms, so the place can go to someone else.'

export function renderBookingConfirmation(booking: ConfirmedBooking, place: EmailEventPlace, settings: EmailSettings, ticketImages: readonly TicketImage[] = []): RenderedEmail {
  const when = formatLongDate(booking.eventDateTime)
  const where = placeLines(place)
  const url = eventUrl(booking, settings)
  const subject = `Booking confirmed: ${booking.eventTitle} (reference ${booking.bookingReference})`
  const total = booking.bypassed ? 'Booked by council staff' : formatPounds(booking.totalPence)
  const terms = sanitizeRichHtml(booking.serviceTermsHtml)
  // The link names the order's long id: the short reference is for people (decision 0031).
  const cancelUrl = settings.cancelBookingUrl?.(booking.basketId) ?? null
  const bookingUrl = settings.viewBookingUrl?.(booking.basketId) ?? null
  const resourcesUrl = place.privateResources ? new URL(paths.eventAssets(booking.eventUri), settings.siteUrl).toString() : null

  // A course (issue 26 point 1): every session, with its real times and its own place.
  const sessions = place.sessions ?? []
  const sessionLines = sessions.map((session) => `${formatSessionTimes(session.startsAt, session.endsAt)}${session.place ? `, ${session.place}` : ''}`)
  const sessionsBlock =
    sessions.length > 1
      ? `<h2 style="${HEADING_M}">Sessions</h2>\n<p style="${PARAGRAPH}">Your booking is a place at all ${sessions.length} sessions.</p>\n<ol style="${PARAGRAPH} padding-left: 20px;">\n${sessionLines.map((line) => `<li style="margin-bottom: 5px;">${escapeHtml(line)}</li>`).join('\n')}\n</ol>`
      : ''
  const whenText = sessions.length > 1 ? `${when} (the first of ${sessions.length} sessions, listed below)` : when

  const ticketsUrl = settings.viewTicketsUrl?.(booking.basketId) ?? null
  const imageOf = new Map(ticketImages.map((image) => [image.ticketId, image]))
  const ticketItems = booking.tickets
    .map((ticket) => {
      const image = imageOf.get(ticket.ticketId)
      const code = image
        ? `<br><img src="cid:${escapeHtml(image.cid)}" width="160" height="160" alt="${escapeHtml(`Door code of the ticket for ${holderName(ticket)}`)}" style="margin: 10px 0;">`
        : ''
      return `<li style="margin-bottom: 5px;">${escapeHtml(holderName(ticket))}: ${escapeHtml(ticket.concessionTitle)}${code}</li>`
    })
    .join('\n')
  const row = (label: string, value: string) =>
    `<tr><th scope="row" style="${PARAGRAPH} text-align: left; vertical-align: top; padding: 10px 20px 10px 0; border-bottom: 1px solid #b1b4b6;">${escapeHtml(label)}</th>` +
    `<td style="${PARAGRAPH} vertical-align: top; padding: 10px 0; border-bottom: 1px solid #b1b4b6;">${value}</td></tr>`

  const body = [
    `<h1 style="${HEADING_L}">Booking confirmed</h1>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background: #00703c; margin: 0 0 30px 0;"><tr><td style="padding: 20px; font-family: Arial, Helvetica, sans-serif; color: #ffffff; font-size: 24px;">Your booking reference<br><strong style="font-size: 36px;">${escapeHtml(booking.bookingReference)}</strong></td></tr></table>`,
    `<p style="${PARAGRAPH}">Dear ${escapeHtml(`${booking.purchaser.firstName} ${booking.purchaser.lastName}`.trim())},</p>`,
    `<p style="${PARAGRAPH}">Thank you for booking. Please keep this e-mail: you may be asked for your booking reference.</p>`,
    `<table cellpadding="0" cellspacing="0" border="0" style="border-collapse: collapse; margin: 0 0 20px 0;">`,
    row('Event', `<a href="${escapeHtml(url)}" style="${LINK}">${escapeHtml(booking.eventTitle)}</a>`),
    row('Date and time', escapeHtml(whenText)),
    row('Venue', where.map(escapeHtml).join('<br>')),
    row('Total', escapeHtml(total)),
    `</table>`,
    sessionsBlock,
    `<h2 style="${HEADING_M}">Your tickets</h2>`,
    `<ul style="${PARAGRAPH} padding-left: 20px;">\n${ticketItems}\n</ul>`,
    ticketsUrl ? `<p style="${PARAGRAPH}">${escapeHtml(DOOR_CODES_SENTENCE)} <a href="${escapeHtml(ticketsUrl)}" style="${LINK}">Print your tickets</a></p>` : '',
    `<p style="${PARAGRAPH}">A calendar file (${CALENDAR_FILE_NAME}) is attached so you can add the event to your calendar.</p>`,
    bookingUrl ? `<p style="${PARAGRAPH}">${escapeHtml(VIEW_BOOKING_SENTENCE)} <a href="${escapeHtml(bookingUrl)}" style="${LINK}">See your booking</a></p>` : '',
    resourcesUrl
      ? `<h2 style="${HEADING_M}">Resources for your booking</h2>\n<p style="${PARAGRAPH}">${escapeHtml(RESOURCES_SENTENCE)} <a href="${escapeHtml(resourcesUrl)}" style="${LINK}">Resources for ${escapeHtml(booking.eventTitle)}</a></p>`
      : '',
    terms ? `<h2 style="${HEADING_M}">Terms of the service</h2>\n<div style="${PARAGRAPH}">${terms}</div>` : '',
    cancelUrl ? `<h2 style="${HEADING_M}">If you can no longer come</h2>\n<p style="${PARAGRAPH}">${escapeHtml(CANCEL_SENTENCE)} <a href="${escapeHtml(cancelUrl)}" style="${LINK}">Cancel your booking</a></p>` : '',
    `<h2 style="${HEADING_M}">Need help?</h2>`,
    `<p style="${PARAGRAPH}">E-mail the web team at ${mailtoLink(settings.webTeamEmail)} with your booking reference.</p>`,
  ]
    .filter(Boolean)
    .join('\n')

  const text = [
    'Booking confirmed',
    '',
    `Your booking reference: ${booking.bookingReference}`,
    '',
    `Event: ${booking.eventTitle}`,
    `Date and time: ${whenText}`,
    `Venue: ${where.join(', ')}`,
    `Total: ${total}`,
    `Event page: ${url}`,
    '',
    ...(sessions.length > 1 ? [`Sessions (your booking is a place at all ${sessions.length}):`, ...sessionLines.map((line, index) => `${index + 1}. ${line}`), ''] : []),
    'Your tickets:',
    ...booking.tickets.map((ticket) => `- ${holderName(ticket)}: ${ticket.concessionTitle}`),
    '',
    ticketsUrl ? `${DOOR_CODES_SENTENCE} Print your tickets: ${ticketsUrl}\n` : '',
    bookingUrl ? `${VIEW_BOOKING_SENTENCE} See your booking: ${bookingUrl}\n` : '',
    resourcesUrl ? `Resources for your booking: ${RESOURCES_SENTENCE} ${resourcesUrl}\n` : '',
    terms ? `Terms of the service:\n${htmlToText(terms)}\n` : '',
    cancelUrl ? `If you can no longer come: ${CANCEL_SENTENCE} Cancel your booking: ${cancelUrl}\n` : '',
    `Need help? E-mail the web team at ${settings.webTeamEmail} with your booking reference.`,
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n')

  const start = new Date(booking.eventDateTime)
  const ics = bookingIcs({
    // The basket id, as the booking's calendar.ics has it, so a calendar sees one booking as one entry.
    uid: `${booking.basketId}@${new URL(settings.siteUrl).hostname}`,
    title: booking.eventTitle,
    start,
    end: calendarEntryEnd(start, place.endDateTime),
    location: where.join(', '),
    url,
    description: `Booking reference ${booking.bookingReference}`,
    ...(sessions.length > 0
      ? { sessions: sessions.map((session) => ({ start: new Date(session.startsAt), end: new Date(session.endsAt), ...(session.place ? { location: session.place } : {}) })) }
      : {}),
  })

  return {
    subject,
    html: emailDocument(subject, settings.councilName, body),
    text,
    attachments: [
      { filename: CALENDAR_FILE_NAME, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
      ...ticketImages.map((image, index) => ({ filename: `ticket-${index + 1}.png`, contentType: 'image/png', content: image.pngBase64, encoding: 'base64' as const, cid: image.cid })),
    ],
  }
}

/** Sanitised HTML as plain text for the text part: tags dropped, entities of the escaper undone. */
function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d|tr)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** A ticket of the preview: a concession's title and the unit price a resident would pay for it now. */
export interface SampleTicket {
  concessionTitle: string
  unitPricePence: number
}

/** Holders of the preview's tickets, in turn: plainly examples. */
const SAMPLE_HOLDERS = ['Alex', 'Sam', 'Jo', 'Chris', 'Robin', 'Kim'] as const

/**
 * Sample booking data for the preview (spec 000 section 2, "Confirmation email preview"): the
 * event's own title, date and terms, with a reference and ticket holders no one could take for
 * real. The tickets are the event's own (one of each concession given), and the total is their
 * prices added up, so the preview's lines and its total agree (issue 22: it said 'Total £0.00' for
 * a paid event). With no tickets given it shows one free 'Adult' ticket.
 */
export function sampleBooking(
  event: { id: number; title: string; uri: string; contentType: string; dateTime: string; serviceTermsHtml: string },
  sampleTickets: readonly SampleTicket[] = [],
): ConfirmedBooking {
  const tickets = sampleTickets.length > 0 ? sampleTickets : [{ concessionTitle: 'Adult', unitPricePence: 0 }]
  return {
    basketId: '00000000-0000-4000-8000-000000000000',
    bookingReference: 'SAMPLE',
    transactionReference: null,
    eventId: event.id,
    eventTitle: event.title,
    eventUri: event.uri,
    eventContentType: event.contentType,
    eventDateTime: event.dateTime,
    serviceTermsHtml: event.serviceTermsHtml,
    purchaser: { firstName: 'Alex', lastName: 'Example', email: 'alex@example.com', telephoneNumber: '01234 567890' },
    tickets: tickets.map((ticket, index) => ({
      ticketId: `sample-ticket-${index + 1}`,
      concessionTitle: ticket.concessionTitle,
      holderFirstName: SAMPLE_HOLDERS[index % SAMPLE_HOLDERS.length]!,
      holderLastName: 'Example',
      specialRequirements: '',
    })),
    totalPence: orderTotal(tickets.map((ticket) => ({ totalPrice: lineTotal(ticket.unitPricePence, 1) }))),
    confirmedAt: event.dateTime,
    bypassed: false,
    ticketsBooked: tickets.length,
    ticketsCancelled: 0,
    refundPence: 0,
    personalDataShown: true,
  }
}
