import type pg from 'pg'

import { sessionsJson } from '../inventory/inventory-repository'

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/** What a calendar entry needs of a confirmed booking: the event as the booking module keeps it. */
export interface CalendarBookingRow {
  basketId: string
  bookingReference: string | null
  eventTitle: string
  eventUri: string
  eventDateTime: Date
  /** When the event ends; null when it has no end time. */
  eventEndDateTime: Date | null
  /** The venue or room name of the listing projection; null when the event has none. */
  locationTitle: string | null
  /** A course's sessions in the order they meet (issue 26), each with its own place when it has one; none for an event that meets once. */
  sessions: Array<{ startsAt: Date; endsAt: Date; place: string | null }>
}

/**
 * The confirmed booking of a basket, for its calendar (spec 000 section 7 GET
 * /baskets/{basketId}/calendar). Only an order in state 'confirmed' has one: a placed, failed or
 * refunded order gives nothing. Read from schema `booking` alone (ARCHITECTURE.md, "Data
 * ownership"): the event and its place from booking_events. The place is given only while the event
 * is published, as when it came from the listing projection (issue 24 kept the behaviour).
 */
export async function findCalendarBooking(db: Queryable, basketId: string): Promise<CalendarBookingRow | null> {
  const { rows } = await db.query<{
    basket_id: string
    booking_reference: string | null
    title: string
    uri: string
    date_time: Date
    end_date_time: Date | null
    location_title: string | null
    sessions: Array<{ startsAt: string; endsAt: string; place: string | null }>
  }>(
    `SELECT o.basket_id, o.booking_reference, e.title, e.uri, e.date_time, e.end_date_time,
            CASE WHEN e.published THEN e.location_title END AS location_title,
            ${sessionsJson('e.event_id')} AS sessions
       FROM booking.orders o
       JOIN booking.booking_events e ON e.event_id = o.event_id
      WHERE o.basket_id = $1::uuid AND o.state = 'confirmed'`,
    [basketId],
  )
  const row = rows[0]
  if (!row) return null
  return {
    basketId: row.basket_id,
    bookingReference: row.booking_reference,
    eventTitle: row.title,
    eventUri: row.uri,
    eventDateTime: row.date_time,
    eventEndDateTime: row.end_date_time,
    locationTitle: row.location_title,
    sessions: row.sessions.map((session) => ({ startsAt: new Date(session.startsAt), endsAt: new Date(session.endsAt), place: session.place })),
  }
}
