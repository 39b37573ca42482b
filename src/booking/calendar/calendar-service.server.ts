import type { CalendarEngagement } from '../checkout/checkout-contract'
import { ConfirmedBookingNotFoundError } from '../basket/errors'
import { bookingPool } from '../db/pool.server'

import type { BookingIcsInput } from '../../integrations/calendar/booking-ics'

import { findCalendarBooking, type CalendarBookingRow } from './calendar-repository'

/**
 * The calendar of a confirmed booking (spec 000 sections 7 and 9): its engagements for the
 * add-to-calendar control, and what its .ics file holds. Server only (.server.ts, for the same
 * reason as the booking pool: the booking API's edge loads it outside React).
 */

/**
 * Events carry no end time in the booking module (booking_events has a start only, and Payload's
 * duration is free text such as '2 hours' or '6 weeks'), so a calendar entry lasts one hour from
 * the start. Decision 0024 records the choice; a real end time belongs to the event model.
 */
export const ASSUMED_EVENT_DURATION_MS = 60 * 60 * 1000

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface BookingCalendar {
  engagements: CalendarEngagement[]
  ics: BookingIcsInput
}

/** The booking's calendar; ConfirmedBookingNotFoundError when the basket has no confirmed booking. */
export async function bookingCalendar(basketId: string, siteUrl: string): Promise<BookingCalendar> {
  const row = UUID.test(basketId) ? await findCalendarBooking(bookingPool(), basketId) : null
  if (!row) throw new ConfirmedBookingNotFoundError()
  return calendarOf(row, siteUrl)
}

export function calendarOf(row: CalendarBookingRow, siteUrl: string): BookingCalendar {
  const start = row.eventDateTime
  const url = new URL(row.eventUri, siteUrl).href
  return {
    engagements: [{ name: row.eventTitle, dates: [start.toISOString()] }],
    ics: {
      uid: `${row.basketId}@${new URL(siteUrl).hostname}`,
      title: row.eventTitle,
      start,
      end: new Date(start.getTime() + ASSUMED_EVENT_DURATION_MS),
      ...(row.locationTitle ? { location: row.locationTitle } : {}),
      url,
      description: row.bookingReference ? `Booking reference: ${row.bookingReference}\n${url}` : url,
    },
  }
}
