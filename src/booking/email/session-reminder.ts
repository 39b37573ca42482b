import type { ConfirmedBooking } from '../../contracts/checkout'
import { formatSessionTimes } from '../../domain/dates'
import { ukMobileNumber } from '../../domain/phone-numbers'

import { CANCEL_SENTENCE, type EmailSettings, type RenderedEmail } from './booking-confirmation'
import { emailDocument, escapeHtml, HEADING_L, LINK, PARAGRAPH } from './email-html'

/**
 * The reminder before a session of a course (issue 26 point 1, decision 0043): written by the reminder
 * job (src/booking/reminders/) a set number of days before each session, once per booking and session,
 * and rendered when sent, from the booking as it is then (its tickets still booked).
 */
export interface SessionReminder {
  basketId: string
  sessionId: string
  eventTitle: string
  /** The event page's path, as the listing links it. */
  eventUri: string
  /** ISO 8601 UTC. */
  startsAt: string
  endsAt: string
  /** Where the session meets when not at the event's own place. */
  place: string | null
  /** Its number in the course (1-based) and how many sessions the course has. */
  number: number
  of: number
}

export function renderSessionReminder(reminder: SessionReminder, booking: ConfirmedBooking, settings: EmailSettings): RenderedEmail {
  const when = formatSessionTimes(reminder.startsAt, reminder.endsAt)
  const subject = `Reminder: ${reminder.eventTitle}, session ${reminder.number} of ${reminder.of}`
  const where = reminder.place ?? booking.locationTitle ?? null
  const holders = booking.tickets.map((ticket) => `${ticket.holderFirstName} ${ticket.holderLastName}`.trim()).filter(Boolean)
  const eventUrl = new URL(reminder.eventUri, settings.siteUrl).toString()
  const cancelUrl = settings.cancelBookingUrl?.(booking.basketId) ?? null
  const paragraphs = [
    `Session ${reminder.number} of ${reminder.of} of ${reminder.eventTitle} is on ${when}.`,
    ...(where ? [`Where: ${where}`] : []),
    `${booking.ticketsBooked === 1 ? 'One place is' : `${booking.ticketsBooked} places are`} booked${holders.length > 0 ? ` for ${holders.join(', ')}` : ''}.`,
    `Booking reference: ${booking.bookingReference}`,
  ]
  const body = [
    `<h1 style="${HEADING_L}">${escapeHtml(`${reminder.eventTitle}: session ${reminder.number} of ${reminder.of}`)}</h1>`,
    ...paragraphs.map((text) => `<p style="${PARAGRAPH}">${escapeHtml(text)}</p>`),
    `<p style="${PARAGRAPH}"><a href="${escapeHtml(eventUrl)}" style="${LINK}">The course's page, with every session</a></p>`,
    cancelUrl ? `<p style="${PARAGRAPH}">${escapeHtml(CANCEL_SENTENCE)} <a href="${escapeHtml(cancelUrl)}" style="${LINK}">Cancel your booking</a></p>` : '',
    `<p style="${PARAGRAPH}">Questions? E-mail the web team at ${escapeHtml(settings.webTeamEmail)} with the booking reference.</p>`,
  ]
    .filter(Boolean)
    .join('\n')
  const text = [
    subject,
    '',
    ...paragraphs,
    '',
    `The course's page, with every session: ${eventUrl}`,
    ...(cancelUrl ? [`${CANCEL_SENTENCE} Cancel your booking: ${cancelUrl}`] : []),
    `Questions? E-mail the web team at ${settings.webTeamEmail} with the booking reference.`,
  ].join('\n')
  // A text message too, where the booker gave a UK mobile number and the channel sends them (GOV.UK
  // Notify, decision 0045): short, with what to do and where, and no one's name but the course's.
  const mobile = ukMobileNumber(booking.purchaser.telephoneNumber)
  const textMessage = mobile
    ? { to: mobile, body: `Reminder: ${reminder.eventTitle}, session ${reminder.number} of ${reminder.of}, ${when}.${where ? ` ${where}.` : ''} Booking ${booking.bookingReference}. ${eventUrl}` }
    : undefined
  return { subject, html: emailDocument(subject, settings.councilName, body), text, attachments: [], ...(textMessage ? { textMessage } : {}) }
}
