import type pg from 'pg'
import { z } from 'zod'

import { BasketNotFoundError } from '../basket/errors'
import { bookingEngagement } from '../calendar/booking-engagement'
import { prepared } from '../db/prepared'
import { sessionsJson } from '../inventory/inventory-repository'

import { isBookingCancelled, paymentOutcomeOf, paymentProgressOf, type PaymentFacts } from '../../domain/payment-outcome'

import { FINISH_STATUS, purchaserDataSchema, ticketHolderSchema, type ConfirmedBooking, type FinishResponse, type PostCheckoutBasket } from '../../contracts/checkout'
import { ORDER_JSON, PAYMENT_JSON, type OrderRow, type PaymentRow } from './checkout-repository'

/**
 * What the outcome pages read (spec 000 sections 3, 4 and 7): the finish response, the post-checkout
 * basket and a confirmed booking. Reads only; the customer call records a receipt number at most.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** POST /baskets/{basketId}/customer: the customer info payload of spec 000 section 3. */
export const customerInfoSchema = z.object({
  basketId: z.string().max(100).optional(),
  byPass: z.boolean().optional(),
  callingApplicationTransactionReference: z.string().max(200).nullish(),
  incomeManagementReceiptNumber: z.string().max(200).nullish(),
  purchaserData: purchaserDataSchema.partial().optional(),
  ticketNameAndRequirements: z.array(ticketHolderSchema.partial()).max(1000).optional(),
})
export type CustomerInfo = z.infer<typeof customerInfoSchema>

interface EventFacts {
  title: string
  /** The venue's name (or 'Online') from the event's row while it is published; null when it has none. */
  locationTitle: string | null
  uri: string
  contentType: string
  dateTime: Date
  /** ISO 8601 from the JSON; null when the event has no end time. */
  endDateTime: string | null
  serviceTermsHtml: string
  /** A course's sessions in the order they meet (issue 26), ISO 8601 from the JSON; none for an event that meets once. */
  sessions: Array<{ startsAt: string; endsAt: string }>
}

/** The attempt a return named, else the latest (a return whose reference is not this basket's says nothing of it). */
function namedAttempt(payments: readonly PaymentRow[], transactionReference: string | undefined): PaymentRow | null {
  return payments.find((payment) => payment.transactionReference === transactionReference) ?? payments[0] ?? null
}

function factsOf(order: OrderRow | null, payments: readonly PaymentRow[], transactionReference: string | undefined): PaymentFacts {
  const attempt = namedAttempt(payments, transactionReference)
  return { orderState: order?.state ?? null, attempt: attempt && { state: attempt.state, description: attempt.providerDescription } }
}

function paidAttempt(payments: readonly PaymentRow[]): PaymentRow | undefined {
  return payments.find((payment) => payment.state === 'success') ?? payments.find((payment) => payment.state === 'refunded')
}

/** How many of the basket's tickets are booked (sold) and how many were cancelled after the booking. */
interface TicketCounts {
  booked: number
  cancelled: number
}

/**
 * The finish response's status for an order and its latest attempt (FINISH_STATUS; 6 is cancelled,
 * spec 000 section 4). A confirmed booking whose every ticket was cancelled since is cancelled too.
 */
function finishStatus(order: OrderRow | null, latest: PaymentRow | undefined, tickets: TicketCounts): number {
  if (!order) return FINISH_STATUS.failed
  switch (order.state) {
    case 'confirmed':
      return isBookingCancelled(tickets) ? FINISH_STATUS.cancelled : FINISH_STATUS.confirmed
    case 'refund_due':
    case 'refunded':
      return FINISH_STATUS.refunded
    case 'abandoned':
      return FINISH_STATUS.cancelled
    case 'failed':
      return latest?.state === 'cancelled' ? FINISH_STATUS.cancelled : FINISH_STATUS.failed
    case 'placed':
      if (!latest || latest.state === 'created') return FINISH_STATUS.pending
      return latest.state === 'cancelled' ? FINISH_STATUS.cancelled : FINISH_STATUS.failed
  }
}

/** The basket's event, order, payment attempts, ticket counts and refunds (checkoutReads' state). */
const CHECKOUT_STATE = prepared(
  'checkout-state',
  `SELECT json_build_object('title', e.title, 'uri', e.uri, 'contentType', e.content_type, 'dateTime', e.date_time,
           'endDateTime', e.end_date_time, 'serviceTermsHtml', e.service_terms_html,
           'locationTitle', CASE WHEN e.published THEN e.location_title END,
           'sessions', ${sessionsJson('e.event_id')}) AS event,
         (SELECT ${ORDER_JSON} FROM booking.orders o WHERE o.basket_id = b.id) AS "order",
         coalesce((SELECT json_agg(${PAYMENT_JSON} ORDER BY p.created_at DESC, p.id) FROM booking.payments p WHERE p.basket_id = b.id), '[]') AS payments,
         (SELECT json_build_object('booked', count(*) FILTER (WHERE t.state = 'sold'), 'cancelled', count(*) FILTER (WHERE t.state = 'cancelled'))
            FROM booking.tickets t WHERE t.basket_id = b.id) AS tickets,
         (SELECT coalesce(sum(r.amount_pence), 0)::int FROM booking.refunds r WHERE r.basket_id = b.id AND r.state <> 'failed') AS "refundPence"
       FROM booking.baskets b JOIN booking.booking_events e ON e.event_id = b.event_id WHERE b.id = $1`,
)

export function checkoutReads(pool: pg.Pool) {
  /**
   * The basket's event, order and payment attempts (newest first) in one round trip: the outcome
   * pages poll these, so each read is one query, not three.
   */
  async function state(basketId: string) {
    if (!UUID.test(basketId)) throw new BasketNotFoundError()
    const id = basketId.toLowerCase()
    const { rows } = await pool.query<{ event: EventFacts & { dateTime: string }; order: OrderRow | null; payments: PaymentRow[]; tickets: TicketCounts; refundPence: number }>({ ...CHECKOUT_STATE, values: [id] })
    const row = rows[0]
    if (!row) throw new BasketNotFoundError()
    const order = row.order && { ...row.order, confirmedAt: row.order.confirmedAt && new Date(row.order.confirmedAt) }
    const payments = row.payments.map((payment) => ({ ...payment, createdAt: new Date(payment.createdAt), nextCheckAt: payment.nextCheckAt && new Date(payment.nextCheckAt) }))
    return { id, event: { ...row.event, dateTime: new Date(row.event.dateTime) }, order, payments, tickets: row.tickets, refundPence: row.refundPence }
  }

  /**
   * The finish response. The booking reference only for a reader who may see the booking's personal
   * data (`showReference`, booking-access.ts): with an e-mail address it opens private assets.
   */
  async function finishCheckout(basketId: string, showReference = true): Promise<FinishResponse> {
    const { event, order, payments, tickets } = await state(basketId)
    const confirmed = order?.state === 'confirmed' && !isBookingCancelled(tickets)
    return {
      success: confirmed,
      bookingReference: confirmed && showReference ? order.bookingReference : null,
      transactionReference: paidAttempt(payments)?.transactionReference ?? payments[0]?.transactionReference ?? null,
      engagements: confirmed ? [bookingEngagement(event.title, event.dateTime, event.endDateTime, event.sessions)] : [],
      status: finishStatus(order, payments[0], tickets),
    }
  }

  function postCheckoutAnswer({ order, payments }: { order: OrderRow | null; payments: readonly PaymentRow[] }): PostCheckoutBasket {
    const facts = factsOf(order, payments, undefined)
    return {
      paymentCompleted: order?.state === 'confirmed',
      callingApplicationTransactionReference: paidAttempt(payments)?.transactionReference ?? payments[0]?.transactionReference ?? null,
      // What the provider has said so far, so the page stops asking about a payment that failed.
      paymentOutcome: paymentProgressOf(paymentOutcomeOf({ kind: 'pending' }, facts)),
    }
  }

  async function postCheckoutBasket(basketId: string): Promise<PostCheckoutBasket> {
    return postCheckoutAnswer(await state(basketId))
  }

  /**
   * The basket's order state and the attempt a return named (by its transaction reference), else
   * the latest, with the row itself so the service can ask the provider about it. Null for a
   * basket id that names no basket.
   */
  async function paymentFacts(basketId: string, transactionReference: string | undefined): Promise<{ facts: PaymentFacts; attempt: PaymentRow | null } | null> {
    const current = await state(basketId).catch((error: unknown) => {
      if (error instanceof BasketNotFoundError) return null
      throw error
    })
    if (!current) return null
    const attempt = namedAttempt(current.payments, transactionReference)
    return { facts: factsOf(current.order, current.payments, transactionReference), attempt }
  }

  /**
   * The outcome page sends the customer details again after a payment (spec 000 section 4). The order
   * was stored at start, so this writes nothing: it answers the post-checkout basket. It used to
   * record the body's incomeManagementReceiptNumber as the payment's provider reference when none
   * was known, and the status check asks the provider about that reference, so a browser could name
   * another payment of the provider's as ours (issue 23 point 7). The provider reference is now only
   * what the provider answered at start or on a status call (decision 0034). Idempotent.
   */
  async function recordCustomer(basketId: string, _info: CustomerInfo): Promise<PostCheckoutBasket> {
    return postCheckoutAnswer(await state(basketId))
  }

  async function confirmedBooking(basketId: string): Promise<ConfirmedBooking | null> {
    if (!UUID.test(basketId)) return null
    const { id, event, order, payments, tickets: counts, refundPence } = await state(basketId).catch(() => ({ id: '', event: null, order: null, payments: [] as PaymentRow[], tickets: { booked: 0, cancelled: 0 }, refundPence: 0 }))
    if (!event || !order || order.state !== 'confirmed' || !order.bookingReference || !order.confirmedAt) return null
    const { rows: tickets } = await pool.query<ConfirmedBooking['tickets'][number]>(
      `SELECT t.id::text AS "ticketId", c.title AS "concessionTitle", coalesce(t.holder_first_name, '') AS "holderFirstName",
         coalesce(t.holder_last_name, '') AS "holderLastName", coalesce(t.special_requirements, '') AS "specialRequirements"
       FROM booking.tickets t JOIN booking.holds h ON h.id = t.hold_id JOIN booking.concession_inventory c ON c.concession_id = t.concession_id
       WHERE t.basket_id = $1 AND t.state = 'sold' ORDER BY h.id, t.position`,
      [id],
    )
    const { firstName, lastName, email, telephoneNumber } = order.purchaser
    return {
      basketId: id,
      bookingReference: order.bookingReference,
      transactionReference: paidAttempt(payments)?.transactionReference ?? null,
      eventId: order.eventId,
      eventTitle: event.title,
      eventUri: event.uri,
      eventContentType: event.contentType,
      eventDateTime: event.dateTime.toISOString(),
      locationTitle: event.locationTitle ?? null,
      serviceTermsHtml: event.serviceTermsHtml,
      purchaser: { firstName, lastName, email, telephoneNumber },
      tickets,
      totalPence: order.totalPence,
      confirmedAt: order.confirmedAt.toISOString(),
      bypassed: order.bypassedBy !== null,
      ticketsBooked: counts.booked,
      ticketsCancelled: counts.cancelled,
      refundPence,
      personalDataShown: true,
    }
  }

  return { finishCheckout, postCheckoutBasket, paymentFacts, recordCustomer, confirmedBooking }
}
