import { randomUUID } from 'node:crypto'

import { env } from '../../config/env'
import { basketTimeAt, holdExpiresAtMs } from '../../domain/basket-hold'
import { basketStateAt } from '../../domain/basket-state'
import { selectableMaximums, ticketsTaken } from '../../domain/concession-selection'
import { earlyBirdPercentInForce, eventStatus, isExternallyListed, isWithinWindow } from '../../domain/event-status'
import { concessionUnitPrice, lineTotal } from '../../domain/prices'
import { checkoutQuestionSchema } from '../../domain/validation/checkout-questions'
import { checkoutRequestSchema, MAX_EVENT_ID, type Basket, type BookingView, type CheckoutQuestionOutput, type CheckoutRequest } from '../../contracts/basket'
import { BOOKING_MESSAGES } from '../booking-messages'
import { bookingPool } from '../db/pool.server'
import { BookingError, EventNotFoundError, InvalidBookingRequestError, invalidRequestError } from '../errors'

import {
  BasketNotChangeableError,
  findBasket,
  findBookableEventById,
  findBookableEventBySlug,
  findLiveHolds,
  releaseBasket,
  takeTicketsWithOthers,
  TakeRefusedError,
  type BookableEvent,
  type BookingEventRow,
  type InventoryConcession,
  type HoldRow,
  type QuestionRow,
  type TakeRefusal,
} from './basket-repository'
import {
  BasketLimitError,
  BasketNotFoundError,
  BasketStateError,
  ConcessionMaximumError,
  ConcessionNotFoundError,
  ConcessionStockError,
  EventNotOnSaleError,
  NotEnoughTicketsError,
  TooManyBasketsError,
} from './errors'
import { cachedEvent } from './event-cache'

/**
 * The booking page's service (issue 5): the booking view, checkout (the atomic take), reading a basket
 * and removing an event from it. It never speaks HTTP (STYLE.md "One way in per operation"): each call
 * answers a typed result or throws a typed BookingError (errors.ts). The booking API's edge
 * (src/api/) and the site's server actions (src/loaders/site/booking-outcome.ts) each turn those into
 * their answer in one place. Inventory is read only from schema booking, never from Payload, so the
 * hot path is two queries.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

function ticketLimit(): number {
  return env().BASKET_TICKET_LIMIT
}

function statusInputOf(event: BookingEventRow, ticketsAvailable: number) {
  return {
    price: event.price,
    freeOrPaid: event.freeOrPaid,
    earlyBirdDiscount: event.earlyBirdDiscount,
    externalListingUrl: event.externalListingUrl,
    ticketsAvailable,
    ticketSalesDateWindow: { from: event.salesFrom, to: event.salesTo },
    discountWindow: { from: event.discountFrom, to: event.discountTo },
  }
}

function isOnSale(event: BookingEventRow, now: Date): boolean {
  return isWithinWindow({ from: event.salesFrom, to: event.salesTo }, now) && !isExternallyListed(event)
}

/** The per-booking cap lowered to the concession's own stock (src/domain/concession-selection.ts expects that). */
function capOf(concession: InventoryConcession): number | null {
  const caps = [concession.maxNumberAvailable, concession.unitsLeft === null ? null : Math.max(0, concession.unitsLeft)].filter(
    (cap): cap is number => cap !== null,
  )
  return caps.length === 0 ? null : Math.min(...caps)
}

function questionsOf(rows: readonly QuestionRow[]): CheckoutQuestionOutput[] {
  return rows.flatMap((row) => {
    const parsed = checkoutQuestionSchema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
}

/** GET /eventsbookingapi/events/booking/{slug}: null when there is no published event with that slug. */
export async function getBookingView(slug: string, now: Date = new Date()): Promise<BookingView | null> {
  if (typeof slug !== 'string' || !SLUG.test(slug)) return null
  const event = await findBookableEventBySlug(bookingPool(), slug, now)
  if (!event) return null
  const limit = ticketLimit()
  const left = Math.max(0, event.ticketsAvailable)
  const status = eventStatus(statusInputOf(event, left), now)
  const pool = isOnSale(event, now) ? Math.min(left, limit) : 0
  const percent = earlyBirdPercentInForce({ earlyBirdDiscount: event.earlyBirdDiscount, discountWindow: { from: event.discountFrom, to: event.discountTo } }, now)
  const maxima = selectableMaximums(
    pool,
    event.concessions.map((c) => ({ id: c.id, numTicketsUsed: c.numTicketsUsed, maxNumberAvailable: capOf(c), numberSelected: 0 })),
  )
  return {
    id: String(event.eventId),
    slug: event.slug,
    title: event.title,
    dateTime: event.dateTime.toISOString(),
    eventContentTypeId: event.contentType,
    uri: event.uri,
    status,
    serviceTerms: event.serviceTermsHtml,
    gl: event.gl,
    costCode: event.costCode,
    totalNumberOfTicketsAvailable: left,
    maxTicketsPerBasket: limit,
    ticketsSelectable: pool,
    concessions: event.concessions.map((c, i) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      numberSelected: 0,
      numberAvailable: maxima[i]!.numberAvailable,
      maxNumberAvailable: capOf(c),
      numTicketsUsed: c.numTicketsUsed,
      concessionPrice: c.concessionPrice,
      discountedConcessionPrice: c.discountedConcessionPrice,
      unitPrice: concessionUnitPrice(c, percent),
      totalPrice: 0,
    })),
  }
}

/** A basket line as the answer shows it: a hold without its expiry. */
type BasketLineData = Omit<HoldRow, 'expiresAt'>

function basketBody(event: BookingEventRow, basket: { id: string; state: Basket['state']; basketTime: number }, lines: readonly BasketLineData[]): Basket {
  const eventId = String(event.eventId)
  return {
    id: basket.id,
    eventId,
    state: basket.state,
    basketTime: basket.basketTime,
    numberOfTicketsInBasket: lines.reduce((sum, line) => sum + line.tickets, 0),
    concessions: lines.map((line) => ({
      id: line.concessionId,
      title: line.title,
      numberSelected: line.quantity,
      totalPrice: lineTotal(line.unitPrice, line.quantity),
      concessionPrice: line.concessionPrice,
      discountedConcessionPrice: line.discountedConcessionPrice,
      unitPrice: line.unitPrice,
      numTicketsUsed: line.tickets / line.quantity,
    })),
    eventContentTypeId: event.contentType,
    serviceTerms: event.serviceTermsHtml,
    eventUri: event.uri,
    gl: event.gl,
    costCode: event.costCode,
    basketLines: lines.map((line) => ({
      eventId,
      concessionId: line.concessionId,
      title: line.title,
      quantity: line.quantity,
      tickets: line.ticketIds.map((id) => ({ id })),
    })),
    checkoutGuidance: event.checkoutGuidanceHtml,
    bookingQuestions: questionsOf(event.bookingQuestions),
    ticketingQuestions: questionsOf(event.ticketQuestions),
    // Where the page sends the buyer when the hold ends (spec 000 section 4): back to the event.
    completeURI: event.uri,
    errorCode: '',
  }
}

/**
 * A checkout request read from anything (a server action's form): the same zod schema the API's edge
 * validates its body with, and the same InvalidBookingRequestError when it does not fit.
 */
export function parseCheckoutRequest(input: unknown): CheckoutRequest {
  const parsed = checkoutRequestSchema.safeParse(input)
  if (!parsed.success) throw invalidRequestError(parsed.error.issues)
  return parsed.data
}

function refusalError(refusal: TakeRefusal, event: Pick<BookableEvent, 'concessions'>): BookingError {
  const titleOf = (id: string) => event.concessions.find((c) => c.id === id)?.title ?? 'these'
  switch (refusal.reason) {
    case 'eventNotFound':
      return new EventNotFoundError(BOOKING_MESSAGES.eventNotFound)
    case 'eventNotOnSale':
      return new EventNotOnSaleError(BOOKING_MESSAGES.eventNotOnSale)
    case 'notEnoughTickets':
      return new NotEnoughTicketsError(refusal.ticketsLeft)
    case 'concessionStock':
      return new ConcessionStockError(refusal.concessionId, titleOf(refusal.concessionId), refusal.unitsLeft)
    case 'concessionNotFound':
      return new ConcessionNotFoundError(refusal.concessionId)
    case 'concessionMaximum':
      return new ConcessionMaximumError(refusal.concessionId, titleOf(refusal.concessionId), refusal.maximum)
    case 'basketLimit':
      return new BasketLimitError(refusal.limit)
    case 'tooManyOpenBaskets':
      return new TooManyBasketsError(BOOKING_MESSAGES.tooManyOpenBaskets, refusal.retryAfterSeconds)
  }
}

/**
 * POST /eventsbookingapi/baskets/checkout: takes the tickets and opens a basket for 30 minutes. The
 * checks here (on the event as cached for two seconds, event-cache.ts) give the resident a clear answer
 * without a database call; take_tickets makes them again with the live counts, under the lock, and is
 * the one that counts. `previousBasketId` (the basket cookie) is
 * cleared in the same transaction when the take succeeds, and its tickets count as free for it.
 * `clientKey` (the API's edge passes the client's address) is held to `openBasketLimit` open
 * baskets at once (BASKET_OPEN_LIMIT_PER_CLIENT by default; decision 0016); without one, no cap.
 */
export async function checkoutBasket(
  request: CheckoutRequest,
  opts: { now?: Date; previousBasketId?: string | null; clientKey?: string | null; openBasketLimit?: number } = {},
): Promise<Basket> {
  const now = opts.now ?? new Date()
  const previousBasketId = typeof opts.previousBasketId === 'string' && UUID.test(opts.previousBasketId) ? opts.previousBasketId : null
  const wanted = request.concessionsToAddList.filter((line) => line.ticketsToAdd > 0)
  if (wanted.length === 0) throw new InvalidBookingRequestError(BOOKING_MESSAGES.nothingChosen)

  const pool = bookingPool()
  const eventId = Number(request.eventId)
  const event = await cachedEvent(eventId, () => findBookableEventById(pool, eventId, now))
  if (!event) throw new EventNotFoundError(BOOKING_MESSAGES.eventNotFound)
  if (!isOnSale(event, now)) throw new EventNotOnSaleError(BOOKING_MESSAGES.eventNotOnSale)

  const limit = ticketLimit()
  const percent = earlyBirdPercentInForce({ earlyBirdDiscount: event.earlyBirdDiscount, discountWindow: { from: event.discountFrom, to: event.discountTo } }, now)
  const lines = wanted.map((line) => {
    const concession = event.concessions.find((c) => c.id === line.concessionId)
    if (!concession) throw new ConcessionNotFoundError(line.concessionId)
    if (concession.maxNumberAvailable !== null && line.ticketsToAdd > concession.maxNumberAvailable) {
      throw new ConcessionMaximumError(concession.id, concession.title, concession.maxNumberAvailable)
    }
    return { concession, quantity: line.ticketsToAdd, unitPrice: concessionUnitPrice(concession, percent) }
  })
  const needed = ticketsTaken(lines.map(({ concession, quantity }) => ({ id: concession.id, numTicketsUsed: concession.numTicketsUsed, numberSelected: quantity })))
  if (needed > limit) throw new BasketLimitError(limit)
  // Counts are checked by take_tickets alone: optimistically first, then under the event's lock.

  const basketId = randomUUID()
  const basketTime = basketTimeAt(now)
  let taken
  try {
    taken = await takeTicketsWithOthers(pool, {
      basketId,
      eventId: event.eventId,
      lines: lines.map(({ concession, quantity, unitPrice }) => ({ concessionId: concession.id, quantity, unitPrice })),
      now,
      basketTime,
      expiresAt: new Date(holdExpiresAtMs(basketTime)),
      ticketLimit: limit,
      previousBasketId,
      clientKey: opts.clientKey ?? null,
      openBasketLimit: opts.openBasketLimit ?? env().BASKET_OPEN_LIMIT_PER_CLIENT,
    })
  } catch (error) {
    if (error instanceof TakeRefusedError) throw refusalError(error.refusal, event)
    throw error
  }
  return basketBody(
    event,
    { id: basketId, state: 'open', basketTime },
    taken.map((hold) => {
      const { concession, unitPrice } = lines.find((line) => line.concession.id === hold.concessionId)!
      return { ...hold, title: concession.title, unitPrice, concessionPrice: concession.concessionPrice, discountedConcessionPrice: concession.discountedConcessionPrice }
    }),
  )
}

/** GET /eventsbookingapi/baskets/{basketId}: the basket, or BasketNotFoundError. */
export async function getBasket(basketId: string, now: Date = new Date()): Promise<Basket> {
  if (typeof basketId !== 'string' || !UUID.test(basketId)) throw new BasketNotFoundError()
  const pool = bookingPool()
  const basket = await findBasket(pool, basketId)
  if (!basket) throw new BasketNotFoundError()
  const state = basketStateAt(basket.state, basket.expiresAt, now)
  // An expired or cleared basket has no lines (spec 001 section 4: the page then says it is no longer valid).
  const holds = state === 'open' || state === 'ordered' ? await findLiveHolds(pool, basketId) : []
  const live = state === 'open' ? holds.filter((hold) => hold.expiresAt.getTime() > now.getTime()) : holds
  return basketBody(basket, { id: basket.id, state, basketTime: basket.basketTime }, live)
}

/**
 * DELETE /eventsbookingapi/baskets/{basketId}/events/{eventId}: gives the basket's tickets on that
 * event back at once. Idempotent: removing again, or from an expired or cleared basket, answers the
 * same empty basket. A basket that has been ordered is refused (BasketStateError).
 */
export async function removeEventFromBasket(basketId: string, eventId: number, now: Date = new Date()): Promise<Basket> {
  if (typeof basketId !== 'string' || !UUID.test(basketId)) throw new BasketNotFoundError()
  if (!Number.isInteger(eventId) || eventId < 1 || eventId > MAX_EVENT_ID) {
    throw new InvalidBookingRequestError(BOOKING_MESSAGES.invalidRequest('the event id is not a number we know'))
  }
  try {
    const state = await releaseBasket(bookingPool(), basketId, eventId, now)
    if (state === null) throw new BasketNotFoundError()
  } catch (error) {
    if (error instanceof BasketNotChangeableError) throw new BasketStateError(error.state)
    throw error
  }
  return getBasket(basketId, now)
}
