import { readFile } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recentAuditEntries } from '../../src/booking/audit/audit-log-repository'
import { createCheckoutService } from '../../src/booking/checkout/checkout-service.server'
import { createConsoleService } from '../../src/booking/console/console-service.server'
import { bookingPool, closeBookingPool } from '../../src/booking/db/pool.server'
import { basketStatesThatMayBecome } from '../../src/domain/basket-state'
import { BOOKING_REFERENCE_PATTERN, parseBookingReference } from '../../src/domain/booking-reference'
import { orderStatesThatMayBecome, paymentStatesThatMayBecome } from '../../src/domain/order-state'
import { paths } from '../../src/domain/paths'

import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'

/**
 * Short booking references (issue 22 point 5; decision 0031) on a real PostgreSQL: what
 * booking.confirm_order gives a booking, what it does when a drawn reference is taken, what
 * migration 0017 gives orders confirmed before it, and the look-ups staff type one into.
 */
let pool: pg.Pool
const staff = { email: 'staff@example.gov.uk' }

const checkout = () => createCheckoutService({ pool: bookingPool(), provider: new FakePaymentProvider() })

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await migratedBookingDatabase(), max: 4 })
})

afterAll(async () => {
  await pool?.end()
  await closeBookingPool()
})

/** A booking confirmed through the checkout (staff bypass): its basket, its reference and where the bypass sent staff. */
async function confirmedBooking(email = 'ada@example.org') {
  const { event, concessionId } = await paidEvent(pool)
  const basket = await basketOf(event.eventId, concessionId, 2)
  const { redirectUrl } = await checkout().bypassCheckout(basket.id, startBody(basket, { email }), { staffEmail: staff.email })
  const { order } = await orderAndPayments(pool, basket.id)
  return { event, basketId: basket.id, reference: order!.bookingReference!, redirectUrl }
}

/** A placed order (a payment started, not yet confirmed). */
async function placedOrder() {
  const { event, concessionId } = await paidEvent(pool)
  const basket = await basketOf(event.eventId, concessionId, 1)
  await checkout().startCheckout(basket.id, startBody(basket), { cookieBasketId: basket.id })
  return basket.id
}

/** booking.confirm_order as the settlement calls it, without a payment (a bypass), on one connection. */
function confirmOn(client: pg.PoolClient, basketId: string) {
  return client.query<{ step: string }>('SELECT booking.confirm_order($1, NULL, now(), $2, NULL, now(), $3, $4, $5, $6) AS step', [
    basketId,
    staff.email,
    basketStatesThatMayBecome('paid'),
    basketStatesThatMayBecome('cancelled'),
    paymentStatesThatMayBecome('success'),
    orderStatesThatMayBecome('confirmed'),
  ])
}

describe('a confirmed booking', () => {
  it('gets a short reference in the written form, which the finish answer, the bypass and the booking all carry', async () => {
    const first = await confirmedBooking()
    const second = await confirmedBooking()
    for (const booking of [first, second]) {
      expect(booking.reference).toMatch(BOOKING_REFERENCE_PATTERN)
      expect(parseBookingReference(booking.reference)).toBe(booking.reference)
      expect(booking.redirectUrl).toBe(paths.bypassSuccess({ bookingReference: booking.reference, basketId: booking.basketId }))
      expect((await checkout().finishCheckout(booking.basketId, { cookieBasketId: booking.basketId })).bookingReference).toBe(booking.reference)
      expect((await checkout().confirmedBooking(booking.basketId))?.bookingReference).toBe(booking.reference)
    }
    expect(first.reference).not.toBe(second.reference)
  })

  it('draws another reference, inside the confirming transaction, when the one drawn is taken', async () => {
    const taken = (await confirmedBooking()).reference
    const basketId = await placedOrder()
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      // For this transaction only (rolled back below): the first draw is a reference another order holds.
      await client.query('CREATE TEMPORARY SEQUENCE reference_draws')
      await client.query(`CREATE OR REPLACE FUNCTION booking.new_booking_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT CASE WHEN nextval('pg_temp.reference_draws') = 1 THEN '${taken}' ELSE 'HCC-ZZZZ-ZZZ2' END $$`)
      expect((await confirmOn(client, basketId)).rows[0]!.step).toBe('confirmed')
      const { rows } = await client.query<{ state: string; reference: string; draws: string }>(
        `SELECT state::text, booking_reference AS reference, (SELECT last_value FROM pg_temp.reference_draws)::text AS draws FROM booking.orders WHERE basket_id = $1`,
        [basketId],
      )
      expect(rows[0]).toEqual({ state: 'confirmed', reference: 'HCC-ZZZZ-ZZZ2', draws: '2' })
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })

  it('is not confirmed at all when every reference drawn is taken, so nothing half-done is kept', async () => {
    const taken = (await confirmedBooking()).reference
    const basketId = await placedOrder()
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`CREATE OR REPLACE FUNCTION booking.new_booking_reference() RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT '${taken}'::text $$`)
      await client.query('SAVEPOINT confirming')
      await expect(confirmOn(client, basketId)).rejects.toMatchObject({ code: '23505', constraint: 'orders_booking_reference_idx' })
      await client.query('ROLLBACK TO SAVEPOINT confirming')
      const { rows } = await client.query<{ state: string; reference: string | null }>('SELECT state::text, booking_reference AS reference FROM booking.orders WHERE basket_id = $1', [basketId])
      expect(rows[0]).toEqual({ state: 'placed', reference: null })
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })
})

describe('migration 0017', () => {
  it('gives every order confirmed before it a short reference in place of its long id, and leaves orders never confirmed without one', async () => {
    const old = await confirmedBooking()
    await pool.query('UPDATE booking.orders SET booking_reference = basket_id::text WHERE basket_id = $1', [old.basketId])
    const placed = await placedOrder()
    const migration = await readFile(path.resolve('src/booking/db/migrations/0017_short_booking_references.sql'), 'utf8')
    // Its last statement is the one that gives the references; the rest ran when the database was migrated.
    await pool.query(migration.split('--> statement-breakpoint').at(-1)!)
    const { rows } = await pool.query<{ basketId: string; reference: string | null }>(
      'SELECT basket_id::text AS "basketId", booking_reference AS reference FROM booking.orders WHERE basket_id = ANY($1::uuid[]) ORDER BY basket_id = $2',
      [[old.basketId, placed], placed],
    )
    expect(rows).toEqual([
      { basketId: old.basketId, reference: expect.stringMatching(BOOKING_REFERENCE_PATTERN) },
      { basketId: placed, reference: null },
    ])
  })
})

/** Staff release a booking's first ticket (booking.release_ticket writes the audit log); its id. */
async function firstTicketReleased(basketId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id::text FROM booking.tickets WHERE basket_id = $1 ORDER BY position LIMIT 1', [basketId])
  await createConsoleService(pool).releaseTicket(rows[0]!.id, staff)
  return rows[0]!.id
}

describe('typing a reference in the console', () => {
  it('finds a booking by its short reference typed in lower case with spaces, as a resident reads it out, and by its long id', async () => {
    const booking = await confirmedBooking('caller@example.org')
    const consoleService = createConsoleService(pool)
    for (const typed of [booking.reference.toLowerCase().replace(/-/g, ' '), booking.reference.replace(/-/g, ''), booking.basketId.toUpperCase(), `${booking.basketId}::x`]) {
      const found = await consoleService.findBookings(typed)
      expect(found, typed).toEqual([expect.objectContaining({ bookingReference: booking.reference, basketId: booking.basketId, purchaser: expect.objectContaining({ email: 'caller@example.org' }) })])
    }
    expect(await consoleService.findBookings('HCC-2222-2222')).toEqual([])
  })

  it("finds a booking's entries in the audit log by its short reference, showing that reference", async () => {
    const [booking, other] = [await confirmedBooking(), await confirmedBooking()]
    const released = await Promise.all([booking, other].map((each) => firstTicketReleased(each.basketId)))
    for (const search of [booking.reference.toLowerCase().replace(/-/g, ' '), booking.basketId]) {
      const entries = await recentAuditEntries(pool, { limit: 10, search })
      expect(entries, search).toEqual([expect.objectContaining({ action: 'ticket.released', subjectId: released[0], bookingReference: booking.reference })])
    }
  })
})
