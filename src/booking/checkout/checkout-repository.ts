import type pg from 'pg'

import type { BasketState } from '../../domain/basket-state'
import type { OrderState, PaymentState } from '../../domain/order-state'
import { prepared } from '../db/prepared'

/**
 * SQL for orders, payment attempts and the outbox (the repository owns the SQL; STYLE.md). The
 * transactions themselves are the service's (checkout-service.server.ts, confirm-payment.ts); these
 * run on the client they are given.
 */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

export interface OrderRow {
  basketId: string
  eventId: number
  state: OrderState
  purchaser: { firstName: string; lastName: string; email: string; telephoneNumber: string; bookingQuestions: Record<string, string | string[]>; address: Record<string, string> }
  ticketHolders: Array<{ ticketId: string; firstName: string; lastName: string; specialRequirements: string; ticketQuestions: Record<string, string | string[]> }>
  newsletter: boolean
  totalPence: number
  bookingReference: string | null
  bypassedBy: string | null
  confirmedAt: Date | null
}

export interface PaymentRow {
  id: string
  basketId: string
  provider: string
  transactionReference: string
  amountPence: number
  state: PaymentState
  providerReference: string | null
  providerDescription: string | null
  createdAt: Date
  nextCheckAt: Date | null
}

const ORDER_COLUMNS = `o.basket_id AS "basketId", o.event_id AS "eventId", o.state, o.purchaser, o.ticket_holders AS "ticketHolders",
  o.newsletter, o.total_pence AS "totalPence", o.booking_reference AS "bookingReference", o.bypassed_by AS "bypassedBy", o.confirmed_at AS "confirmedAt"`

const PAYMENT_COLUMNS = `p.id, p.basket_id AS "basketId", p.provider, p.transaction_reference AS "transactionReference", p.amount_pence AS "amountPence",
  p.state, p.provider_reference AS "providerReference", p.provider_description AS "providerDescription", p.created_at AS "createdAt", p.next_check_at AS "nextCheckAt"`

/** The same columns as one JSON object (timestamps as ISO text), for reads that fold several rows into one query. */
export const ORDER_JSON = `json_build_object('basketId', o.basket_id, 'eventId', o.event_id, 'state', o.state, 'purchaser', o.purchaser,
  'ticketHolders', o.ticket_holders, 'newsletter', o.newsletter, 'totalPence', o.total_pence, 'bookingReference', o.booking_reference,
  'bypassedBy', o.bypassed_by, 'confirmedAt', o.confirmed_at)`

export const PAYMENT_JSON = `json_build_object('id', p.id, 'basketId', p.basket_id, 'provider', p.provider, 'transactionReference', p.transaction_reference,
  'amountPence', p.amount_pence, 'state', p.state, 'providerReference', p.provider_reference, 'providerDescription', p.provider_description,
  'createdAt', p.created_at, 'nextCheckAt', p.next_check_at)`

const ORDER_OF_BASKET = prepared('order-of-basket', `SELECT ${ORDER_COLUMNS} FROM booking.orders o WHERE o.basket_id = $1`)
const PAYMENT_BY_ID = prepared('payment-by-id', `SELECT ${PAYMENT_COLUMNS} FROM booking.payments p WHERE p.id = $1`)
const PAYMENT_OF_BASKET_BY_REFERENCE = prepared(
  'payment-of-basket-by-reference',
  `SELECT ${PAYMENT_COLUMNS} FROM booking.payments p WHERE p.transaction_reference = $1 AND p.basket_id = $2`,
)
const PAYMENT_BY_PROVIDER_REFERENCE = prepared(
  'payment-by-provider-reference',
  `SELECT ${PAYMENT_COLUMNS} FROM booking.payments p WHERE p.provider = $1 AND p.provider_reference = $2 LIMIT 1`,
)
const PAYMENTS_OF_BASKET = prepared('payments-of-basket', `SELECT ${PAYMENT_COLUMNS} FROM booking.payments p WHERE p.basket_id = $1 ORDER BY p.created_at DESC, p.id`)

export async function findOrder(db: Queryable, basketId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>({ ...ORDER_OF_BASKET, values: [basketId] })
  return rows[0] ?? null
}

export async function findPayment(db: Queryable, paymentId: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>({ ...PAYMENT_BY_ID, values: [paymentId] })
  return rows[0] ?? null
}

/** A payment by its transaction reference, only if it belongs to this basket (a return names both). */
export async function findBasketPayment(db: Queryable, basketId: string, transactionReference: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>({ ...PAYMENT_OF_BASKET_BY_REFERENCE, values: [transactionReference, basketId] })
  return rows[0] ?? null
}

/** A payment by the provider's own id for it (GOV.UK Pay's payment_id, named by its webhooks). */
export async function findPaymentByProviderReference(db: Queryable, provider: string, providerReference: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>({ ...PAYMENT_BY_PROVIDER_REFERENCE, values: [provider, providerReference] })
  return rows[0] ?? null
}

/** The basket's payment attempts, newest first. */
export async function findPayments(db: Queryable, basketId: string): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>({ ...PAYMENTS_OF_BASKET, values: [basketId] })
  return rows
}

export interface LockedBasket {
  id: string
  state: BasketState
  eventId: number
  expiresAt: Date
}

/** When the basket's hold ends (or ended); null for an unknown basket. */
export async function findBasketExpiry(db: Queryable, basketId: string): Promise<Date | null> {
  const { rows } = await db.query<{ expiresAt: Date }>('SELECT expires_at AS "expiresAt" FROM booking.baskets WHERE id = $1', [basketId])
  return rows[0]?.expiresAt ?? null
}

/** Locks the basket row for the rest of the transaction; null when there is none. */
export async function lockBasket(db: Queryable, basketId: string): Promise<LockedBasket | null> {
  const { rows } = await db.query<LockedBasket>(
    `SELECT b.id, b.state, b.event_id AS "eventId", b.expires_at AS "expiresAt" FROM booking.baskets b WHERE b.id = $1 FOR UPDATE`,
    [basketId],
  )
  return rows[0] ?? null
}

/**
 * Locks an event's inventory row, as take_tickets and release_basket do: always before the basket's
 * row, in that order, so a confirmation never deadlocks with a take or a removal.
 */
export async function lockEventInventory(db: Queryable, eventId: number): Promise<void> {
  await db.query('SELECT 1 FROM booking.event_inventory i WHERE i.event_id = $1 FOR UPDATE', [eventId])
}

export async function setBasketState(db: Queryable, basketId: string, state: BasketState, now: Date): Promise<void> {
  await db.query('UPDATE booking.baskets SET state = $2, updated_at = $3 WHERE id = $1', [basketId, state, now])
}

export async function setOrderState(db: Queryable, basketId: string, from: OrderState, to: OrderState, now: Date): Promise<boolean> {
  const result = await db.query('UPDATE booking.orders SET state = $3, updated_at = $4 WHERE basket_id = $1 AND state = $2', [basketId, from, to, now])
  return result.rowCount === 1
}

export interface OrderToPlace {
  basketId: string
  eventId: number
  now: Date
  purchaser: unknown
  ticketHolders: ReadonlyArray<{ ticketId: string; firstName: string; lastName: string; specialRequirements: string; ticketQuestions: unknown }>
  newsletter: boolean
  totalPence: number
  email: string
  /** The basket states that may become 'ordered' (src/domain/basket-state.ts). */
  orderFrom: readonly BasketState[]
  /** The new payment attempt, or null for an order with nothing to pay. */
  payment: { id: string; provider: string; references: readonly string[]; nextCheckAt: Date; maxAttempts: number } | null
}

export type PlaceOrderResult =
  | { outcome: 'placed'; transactionReference: string | null }
  | { outcome: 'not_found' | 'no_longer_valid' | 'too_many_attempts'; basketState: BasketState | null }
  | { outcome: 'state'; basketState: BasketState }

/**
 * Places the order in one round trip (booking.place_order, src/booking/db/sql/place_order.sql): the basket locked and
 * moved to ordered, the order (or a repeated start's correction), the holders on their tickets, the
 * purchaser's e-mail and, when given, a payment attempt with the first free reference. A refusal
 * writes nothing.
 */
const PLACE_ORDER = prepared(
  'place-order',
  'SELECT outcome, basket_state, transaction_reference FROM booking.place_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)',
)

export async function placeOrderRow(db: Queryable, order: OrderToPlace): Promise<PlaceOrderResult> {
  const { rows } = await db.query<{ outcome: PlaceOrderResult['outcome']; basket_state: BasketState | null; transaction_reference: string | null }>(
    {
      ...PLACE_ORDER,
      values: [
      order.basketId,
      order.eventId,
      order.now,
      JSON.stringify(order.purchaser),
      JSON.stringify(order.ticketHolders),
      order.newsletter,
      order.totalPence,
      order.email,
      order.orderFrom,
      order.payment?.id ?? null,
      order.payment?.provider ?? null,
      order.payment?.references ?? null,
      order.payment?.nextCheckAt ?? null,
      order.payment?.maxAttempts ?? null,
      ],
    },
  )
  const row = rows[0]!
  if (row.outcome === 'placed') return { outcome: 'placed', transactionReference: row.transaction_reference }
  if (row.outcome === 'state') return { outcome: 'state', basketState: row.basket_state! }
  return { outcome: row.outcome, basketState: row.basket_state }
}

export async function setProviderReference(db: Queryable, paymentId: string, providerReference: string): Promise<void> {
  await db.query('UPDATE booking.payments SET provider_reference = coalesce(provider_reference, $2) WHERE id = $1', [paymentId, providerReference])
}

/** Moves a payment from one state to another; false when it was not in `from` (someone else moved it). */
export async function movePayment(
  db: Queryable,
  paymentId: string,
  from: readonly PaymentState[],
  to: PaymentState,
  now: Date,
  details: { providerReference?: string | undefined; description?: string | undefined } = {},
): Promise<boolean> {
  const settled = to !== 'created'
  const result = await db.query(
    `UPDATE booking.payments SET state = $3, updated_at = $4, settled_at = CASE WHEN $5 THEN coalesce(settled_at, $4) ELSE settled_at END,
       next_check_at = NULL, provider_reference = coalesce($6, provider_reference), provider_description = coalesce($7, provider_description)
     WHERE id = $1 AND state = ANY($2::booking.payment_state[])`,
    [paymentId, from, to, now, settled, details.providerReference ?? null, details.description ?? null],
  )
  return result.rowCount === 1
}

/**
 * When the job may next look at a payment: an unsettled one to ask the provider about, one we closed
 * that its provider may still take (decision 0032), or a successful one that is owed back (a refund
 * not yet made; decision 0020). Null: never again. Only while the payment is in one of `states`.
 */
export async function setNextCheck(db: Queryable, paymentId: string, at: Date | null, states: readonly PaymentState[] = ['created']): Promise<void> {
  await db.query('UPDATE booking.payments SET next_check_at = $2 WHERE id = $1 AND state = ANY($3::booking.payment_state[])', [paymentId, at, states])
}

/**
 * Records that the provider took a different amount than we asked on an attempt that is not (and
 * will not be) confirmed: what it took, why, and no further look. Staff refund it by hand; it is
 * listed among the payments that need attention.
 */
export async function recordTakenAmount(db: Queryable, paymentId: string, states: readonly PaymentState[], takenPence: number, description: string, now: Date): Promise<boolean> {
  const result = await db.query(
    `UPDATE booking.payments SET taken_pence = $3, provider_description = $4, next_check_at = NULL, updated_at = $5
     WHERE id = $1 AND state = ANY($2::booking.payment_state[])`,
    [paymentId, states, takenPence, description, now],
  )
  return result.rowCount === 1
}

/** The basket's hold rows: how many are still held, and the counts a re-take needs. */
export interface BasketHold {
  id: number
  concessionId: string
  quantity: number
  tickets: number
  unitPrice: number
  state: 'held' | 'released' | 'expired' | 'sold'
}

export async function findHolds(db: Queryable, basketId: string): Promise<BasketHold[]> {
  const { rows } = await db.query<BasketHold>(
    `SELECT h.id::float8 AS id, h.concession_id AS "concessionId", h.quantity, h.tickets, h.unit_price AS "unitPrice", h.state
     FROM booking.holds h WHERE h.basket_id = $1 ORDER BY h.id`,
    [basketId],
  )
  return rows
}

export interface OutboxEmail {
  kind: 'booking_confirmation' | 'payment_refunded'
  basketId: string
  toAddress: string
  payload: Record<string, unknown>
  now: Date
}

/** An e-mail to send, written in the same transaction as what it announces (decision 0020). */
export async function enqueueEmail(db: Queryable, email: OutboxEmail): Promise<void> {
  await db.query(
    `INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, state, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, 'pending', $5, $5)`,
    [email.kind, email.basketId, email.toAddress, JSON.stringify(email.payload), email.now],
  )
}
