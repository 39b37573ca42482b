import type pg from 'pg'

import { readTypedBookingReference } from '../../domain/booking-reference'

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/** What a look-up found: a booking with tickets still booked, one whose tickets were all cancelled, or none. */
export type BookingStanding = 'confirmed' | 'cancelled' | 'none'

/**
 * The standing of the booking with this reference and e-mail address for one of these events: the
 * check behind private assets (spec 000 section 5; issue 10 point 6).
 *
 * A booking is confirmed when its basket is `paid` (booking.basket_state) and it still has a `sold`
 * ticket (or, as in data written before tickets, none at all). One whose tickets were all cancelled
 * (by staff or the resident, and refunded), or whose basket was cancelled (a payment refunded because
 * its tickets were gone), is `cancelled`: it no longer opens the private assets (issue 23 point 7). The reference is read by
 * readTypedBookingReference (src/domain/booking-reference.ts; decision 0031): the short reference
 * the confirmation e-mail and the outcome pages show ('HCC-7K4M-2Q9X', any case, spaces or hyphens
 * or none), or the basket's id, which e-mails sent before short references carry. Anything else
 * finds nothing without a query. The e-mail is the buyer's, which placing the order stores in
 * `customer_email`. E-mail addresses compare case-insensitively. Callers run it under the limit on
 * failed look-ups (docs/decisions/0026).
 */
export async function bookingStanding(
  db: Queryable,
  booking: { bookingId: string; email: string; eventIds: readonly number[] },
): Promise<BookingStanding> {
  const typed = readTypedBookingReference(booking.bookingId)
  if (booking.eventIds.length === 0 || !typed) return 'none'
  const { rows } = await db.query<{ booked: boolean }>(
    `SELECT b.state = 'paid' AND NOT EXISTS (SELECT 1 FROM booking.tickets t WHERE t.basket_id = b.id AND t.state = 'cancelled'
                                                 AND NOT EXISTS (SELECT 1 FROM booking.tickets s WHERE s.basket_id = b.id AND s.state = 'sold')) AS booked
       FROM booking.baskets b
      WHERE b.state IN ('paid', 'cancelled') AND b.event_id = ANY($2::int[]) AND lower(b.customer_email) = lower($3)
        AND ${typed.kind === 'reference' ? 'b.id = (SELECT o.basket_id FROM booking.orders o WHERE o.booking_reference = $1)' : 'b.id = $1::uuid'}
      LIMIT 1`,
    [typed.kind === 'reference' ? typed.reference : typed.basketId, booking.eventIds, booking.email.trim()],
  )
  const row = rows[0]
  return row === undefined ? 'none' : row.booked ? 'confirmed' : 'cancelled'
}

/** Whether a booking with this reference and e-mail still has tickets booked for one of these events (bookingStanding). */
export async function hasConfirmedBooking(
  db: Queryable,
  booking: { bookingId: string; email: string; eventIds: readonly number[] },
): Promise<boolean> {
  return (await bookingStanding(db, booking)) === 'confirmed'
}
