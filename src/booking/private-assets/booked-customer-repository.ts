import type pg from 'pg'

import { readTypedBookingReference } from '../../domain/booking-reference'

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/**
 * Whether a confirmed booking with this reference and e-mail address exists for one of these
 * events: the check behind private assets (spec 000 section 5; issue 10 point 6).
 *
 * A booking is confirmed when its basket is `paid` (booking.basket_state). The reference is read by
 * readTypedBookingReference (src/domain/booking-reference.ts; decision 0031): the short reference
 * the confirmation e-mail and the outcome pages show ('HCC-7K4M-2Q9X', any case, spaces or hyphens
 * or none), or the basket's id, which e-mails sent before short references carry. Anything else
 * finds nothing without a query. The e-mail is the buyer's, which placing the order stores in
 * `customer_email`. E-mail addresses compare case-insensitively. Callers run it under the limit on
 * failed look-ups (docs/decisions/0026).
 */
export async function hasConfirmedBooking(
  db: Queryable,
  booking: { bookingId: string; email: string; eventIds: readonly number[] },
): Promise<boolean> {
  const typed = readTypedBookingReference(booking.bookingId)
  if (booking.eventIds.length === 0 || !typed) return false
  const { rowCount } = await db.query(
    `SELECT 1 FROM booking.baskets b
      WHERE b.state = 'paid' AND b.event_id = ANY($2::int[]) AND lower(b.customer_email) = lower($3)
        AND ${typed.kind === 'reference' ? 'b.id = (SELECT o.basket_id FROM booking.orders o WHERE o.booking_reference = $1)' : 'b.id = $1::uuid'}
      LIMIT 1`,
    [typed.kind === 'reference' ? typed.reference : typed.basketId, booking.eventIds, booking.email.trim()],
  )
  return (rowCount ?? 0) > 0
}
