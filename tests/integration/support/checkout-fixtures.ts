import type pg from 'pg'

import type { Basket } from '../../../src/contracts/basket'
import { checkoutBasket } from '../../../src/booking/basket/basket-service.server'
import type { StartCheckoutRequest } from '../../../src/contracts/checkout'
import { upsertInventory } from '../../../src/booking/inventory/inventory-repository'

import { concessionRow, inventoryRow } from './booking-factory'

/** Checkout test data: an event, a basket taken at a chosen time, a valid start body, and the counts that matter. */
export async function paidEvent(pool: pg.Pool, overrides: Parameters<typeof inventoryRow>[0] = {}) {
  const adult = concessionRow({ concessionPrice: 1250 })
  const event = inventoryRow({ capacity: 10, concessions: [adult], ...overrides })
  await upsertInventory(pool, event)
  return { event, concessionId: event.concessions[0]!.concessionId }
}

/** A basket taken through the basket service, at `now` (the past, for a hold that has run out). */
export async function basketOf(eventId: number, concessionId: string, tickets: number, now = new Date()): Promise<Basket> {
  return checkoutBasket({ eventId: String(eventId), concessionsToAddList: [{ concessionId, ticketsToAdd: tickets }] }, { now })
}

export function startBody(basket: Pick<Basket, 'basketLines'>, overrides: Partial<StartCheckoutRequest['purchaserData']> = {}): StartCheckoutRequest {
  const tickets = basket.basketLines.flatMap((line) => line.tickets)
  return {
    purchaserData: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      telephoneNumber: '01234 567890',
      currentDomain: '',
      bookingQuestions: '{}',
      userAddress: { streetAddress: '1 High Street', postOfficeBoxNumber: '', addressLocality: 'Hertford', addressRegion: '', country: '', postalCode: 'SG13 8DQ' },
      ...overrides,
    },
    ticketNameAndRequirements: tickets.map((ticket, index) => ({
      ticketId: ticket.id,
      ticketHolderName: `Guest;${index} Holder`,
      ticketSpecialRequirements: 'Step-free; please',
      ticketQuestions: '{}',
    })),
    newsletter: false,
  }
}

export interface BookingCounts {
  ordersConfirmed: number
  ticketsSold: number
  inventorySold: number
  inventoryHeld: number
  confirmationEmails: number
  refundEmails: number
}

export async function bookingCounts(pool: pg.Pool, eventId: number): Promise<BookingCounts> {
  const { rows } = await pool.query<BookingCounts>(
    `SELECT
       (SELECT count(*)::int FROM booking.orders o WHERE o.event_id = $1 AND o.state = 'confirmed') AS "ordersConfirmed",
       (SELECT count(*)::int FROM booking.tickets t WHERE t.event_id = $1 AND t.state = 'sold') AS "ticketsSold",
       (SELECT i.sold FROM booking.event_inventory i WHERE i.event_id = $1) AS "inventorySold",
       (SELECT i.held FROM booking.event_inventory i WHERE i.event_id = $1) AS "inventoryHeld",
       (SELECT count(*)::int FROM booking.email_outbox e JOIN booking.baskets b ON b.id = e.basket_id WHERE b.event_id = $1 AND e.kind = 'booking_confirmation') AS "confirmationEmails",
       (SELECT count(*)::int FROM booking.email_outbox e JOIN booking.baskets b ON b.id = e.basket_id WHERE b.event_id = $1 AND e.kind = 'payment_refunded') AS "refundEmails"`,
    [eventId],
  )
  return rows[0]!
}

export async function orderAndPayments(pool: pg.Pool, basketId: string) {
  const order = await pool.query<{ state: string; totalPence: number; bypassedBy: string | null; bookingReference: string | null; newsletter: boolean }>(
    `SELECT state, total_pence AS "totalPence", bypassed_by AS "bypassedBy", booking_reference AS "bookingReference", newsletter FROM booking.orders WHERE basket_id = $1`,
    [basketId],
  )
  const payments = await pool.query<{ state: string; amountPence: number; transactionReference: string }>(
    `SELECT state, amount_pence AS "amountPence", transaction_reference AS "transactionReference" FROM booking.payments WHERE basket_id = $1 ORDER BY created_at, id`,
    [basketId],
  )
  const basket = await pool.query<{ state: string; customerEmail: string | null }>(`SELECT state, customer_email AS "customerEmail" FROM booking.baskets WHERE id = $1`, [basketId])
  return { order: order.rows[0] ?? null, payments: payments.rows, basket: basket.rows[0]! }
}
