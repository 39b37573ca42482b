import type { CalendarEngagement } from '../../contracts/checkout'
import { ConfirmedBookingNotFoundError } from './errors'
import { bookingPool } from '../db/pool.server'

import { calendarEntryEnd } from '../../domain/calendar-entry'
import type { BookingIcsInput } from '../../integrations/calendar/booking-ics'

import { bookingEngagement } from './booking-engagement'
import { findCalendarBooking, type CalendarBookingRow } from './calendar-repository'

/**
 * The calendar of a confirmed booking (spec 000 sections 7 and 9): its engagements for the
 * add-to-calendar control, and what its .ics file holds. Server only (.server.ts, for the same
 * reason as the booking pool: the booking API's edge loads it outside React).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface BookingCalendar {
  engagements: CalendarEngagement[]
  ics: BookingIcsInput
}

/**
 * The booking's calendar; ConfirmedBookingNotFoundError when the basket has no confirmed booking.
 * `withReference` false leaves the booking reference out of the entry's description, for a reader
 * who is neither the basket's owner nor the e-mailed link's holder (decision 0034).
 */
export async function bookingCalendar(basketId: string, siteUrl: string, options: { withReference: boolean } = { withReference: true }): Promise<BookingCalendar> {
  const row = UUID.test(basketId) ? await findCalendarBooking(bookingPool(), basketId) : null
  if (!row) throw new ConfirmedBookingNotFoundError()
  return calendarOf(options.withReference ? row : { ...row, bookingReference: null }, siteUrl)
}

/**
 * A course (issue 26 point 1): its .ics holds one entry per session, each with its real end and its
 * own place; the add-to-calendar links name the first session and say how many there are (a link can
 * hold one entry).
 */
export function calendarOf(row: CalendarBookingRow, siteUrl: string): BookingCalendar {
  const start = row.eventDateTime
  const url = new URL(row.eventUri, siteUrl).href
  const [first] = row.sessions
  return {
    engagements: [bookingEngagement(row.eventTitle, start, row.eventEndDateTime, row.sessions)],
    ics: {
      ...(first
        ? { sessions: row.sessions.map((session) => ({ start: session.startsAt, end: session.endsAt, ...(session.place ? { location: session.place } : {}) })) }
        : {}),
      uid: `${row.basketId}@${new URL(siteUrl).hostname}`,
      title: row.eventTitle,
      start,
      end: calendarEntryEnd(start, row.eventEndDateTime),
      ...(row.locationTitle ? { location: row.locationTitle } : {}),
      url,
      description: row.bookingReference ? `Booking reference: ${row.bookingReference}\n${url}` : url,
    },
  }
}
