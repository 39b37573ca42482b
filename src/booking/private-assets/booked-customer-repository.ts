import type pg from 'pg'

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/**
 * Whether a confirmed booking with this reference and e-mail address exists for one of these
 * events: the check behind private assets (spec 000 section 5; issue 10 point 6).
 *
 * A booking is confirmed when its basket is `paid` (booking.basket_state). The booking reference is
 * the basket's id (a UUID, the part before '::'): confirmation writes it as the order's
 * booking_reference, which the confirmation e-mail and the outcome pages show. The e-mail is the
 * buyer's, which placing the order stores in `customer_email`. E-mail addresses compare
 * case-insensitively. Callers run it under the limit on failed look-ups (docs/decisions/0026).
 */
export async function hasConfirmedBooking(
  db: Queryable,
  booking: { bookingId: string; email: string; eventIds: readonly number[] },
): Promise<boolean> {
  if (booking.eventIds.length === 0 || !UUID.test(booking.bookingId)) return false
  const { rowCount } = await db.query(
    `SELECT 1 FROM booking.baskets
      WHERE id = $1::uuid AND state = 'paid' AND event_id = ANY($2::int[])
        AND lower(customer_email) = lower($3)
      LIMIT 1`,
    [booking.bookingId, booking.eventIds, booking.email.trim()],
  )
  return (rowCount ?? 0) > 0
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
