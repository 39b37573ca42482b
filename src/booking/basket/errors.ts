import { BOOKING_MESSAGES } from '../booking-messages'
import { BookingError, TooManyRequestsError } from '../errors'

/** The basket's refusals: choosing tickets, holding them, and time to finish (docs/decisions/0022). */

/** Outside the sales window, or booked on another site. */
export class EventNotOnSaleError extends BookingError {}

/** Fewer tickets left than the selection takes (0 left: sold out). */
export class NotEnoughTicketsError extends BookingError {
  constructor(readonly ticketsLeft: number) {
    super(ticketsLeft <= 0 ? BOOKING_MESSAGES.soldOut : BOOKING_MESSAGES.notEnoughTickets(ticketsLeft))
  }
}

/** A concession id that the event does not (or no longer) sell. */
export class ConcessionNotFoundError extends BookingError {
  constructor(readonly concessionId: string) {
    super(BOOKING_MESSAGES.concessionNotFound)
  }
}

/** A concession's own stock (numberAvailable) is short. */
export class ConcessionStockError extends BookingError {
  constructor(readonly concessionId: string, title: string, readonly unitsLeft: number) {
    super(unitsLeft <= 0 ? BOOKING_MESSAGES.concessionSoldOut(title) : BOOKING_MESSAGES.concessionNotEnough(title, unitsLeft))
  }
}

/** More of a concession than one booking may take (maxNumberAvailable). */
export class ConcessionMaximumError extends BookingError {
  constructor(readonly concessionId: string, title: string, readonly maximum: number) {
    super(BOOKING_MESSAGES.concessionMaximum(title, maximum))
  }
}

/** More tickets than BASKET_TICKET_LIMIT. */
export class BasketLimitError extends BookingError {
  constructor(readonly limit: number) {
    super(BOOKING_MESSAGES.basketLimit(limit))
  }
}

export class BasketNotFoundError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.basketNotFound)
  }
}

/** The basket's state does not allow the request (src/domain/basket-state.ts). */
export class BasketStateError extends BookingError {
  constructor(readonly state: string) {
    super(BOOKING_MESSAGES.basketOrdered)
  }
}

/** The hold cannot be extended (docs/decisions/0022): it has ended, or both extensions are used. */
export class HoldExtensionRefusedError extends BookingError {
  constructor(readonly reason: 'expired' | 'limitReached') {
    super(reason === 'expired' ? BOOKING_MESSAGES.holdExpired : BOOKING_MESSAGES.holdExtensionLimit)
  }
}

/**
 * Too many baskets from one client or session (decision 0016): the rate limit at the edge, or the
 * open-basket cap in take_tickets. `retryAfterSeconds` becomes the Retry-After header.
 */
export class TooManyBasketsError extends TooManyRequestsError {}
