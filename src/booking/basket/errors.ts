/**
 * Typed booking errors (STYLE.md "Errors"): each carries the message a resident reads, from one
 * catalogue. The HTTP status is chosen at the edge by class (src/booking/api/http-status.ts), never
 * by the text.
 */
export const BOOKING_MESSAGES = {
  invalidRequest: (detail: string) =>
    `We could not read your ticket choice (${detail}). Go back to the event and choose your tickets again.`,
  nothingChosen: 'Choose at least one ticket before checking out.',
  eventNotFound: 'We could not find this event. It may have been removed; go back to the events list.',
  eventNotOnSale: 'Tickets for this event are not on sale at the moment.',
  soldOut: 'Sorry, this event is sold out.',
  notEnoughTickets: (left: number) =>
    left === 1
      ? 'Sorry, there is only 1 ticket left for this event. Choose fewer tickets and try again.'
      : `Sorry, there are only ${left} tickets left for this event. Choose fewer tickets and try again.`,
  concessionNotFound: 'One of the ticket types you chose is no longer on sale. Go back to the event and choose again.',
  concessionSoldOut: (title: string) => `Sorry, ${title} tickets are sold out. Choose another ticket type.`,
  concessionNotEnough: (title: string, left: number) =>
    `Sorry, there ${left === 1 ? 'is' : 'are'} only ${left} ${title} left. Choose fewer and try again.`,
  concessionMaximum: (title: string, max: number) => `You can book at most ${max} ${title} in one booking.`,
  basketLimit: (limit: number) => `You can book at most ${limit} tickets in one booking.`,
  basketNotFound: 'We could not find your basket. It may have expired; go back to the event and check out again.',
  basketOrdered: 'An order has already been placed for this basket, so it can no longer be changed.',
  // Time to finish (docs/decisions/0022): why a hold could not be extended.
  holdExtensionLimit: 'Your tickets have already been held for as long as we can hold them, so the time cannot be extended again.',
  holdExpired: 'Your time to finish has ended and your tickets have been released. Go back to the event and choose your tickets again.',
  confirmedBookingNotFound: 'We could not find a confirmed booking for this basket.',
  // What the booking API's edge says about a request it could not route or read (src/booking/api/error-answer.ts).
  notJson: 'the request body is not JSON',
  emptyBody: 'the request body is empty',
  tooLarge: 'the request body is too large',
  notJsonMediaType: 'the request body must be sent as application/json',
  unreadable: 'the request could not be read',
  tooManyBaskets:
    'You have started too many bookings in a short time. Please wait a few minutes, then choose your tickets again. Tickets you already hold stay reserved for 30 minutes.',
  tooManyOpenBaskets:
    'You already have as many bookings in progress as we allow at once. Finish or remove one, or wait for its 30 minutes to end, then try again.',
  crossSite:
    'This booking request came from another website, so we did not act on it. Go to the event on our website and book there.',
  noSuchPath: 'There is no such booking API address. Check the address against docs/api/openapi.json.',
  // Checkout (issue 11, decision 0020). The first is spec 000 section 8's text, verbatim.
  basketNoLongerValid: 'Basket is no longer valid, please checkout again',
  checkoutInvalid: 'There is a problem with your booking details. Check the highlighted answers and try again.',
  ticketsMismatch: 'The tickets in your booking details do not match the tickets in your basket. Go back to the checkout and try again.',
  orderConfirmed: 'This booking has already been confirmed.',
  staffSignInRequired: 'Sign in as a member of staff to bypass payment.',
  staffOnly: 'Only staff who take bookings may bypass payment.',
  // The staff console (issue 12, decision 0025).
  consoleSignInRequired: 'Sign in to the staff console to use this call.',
  consoleStaffOnly: 'The staff console is for staff who handle bookings. Ask an administrator if you need it.',
  consoleEventNotFound: 'There is no event with this id.',
  ticketNotFound: 'There is no ticket with this ticket ID.',
  ticketNotReleasable: 'Only a booked ticket can be released.',
  ticketNotBooked: 'Only a booked ticket can be marked present or absent.',
  consoleAreaUnknown: 'There is no console area of that name.',
  // Waiting lists (issue 13).
  waitingListHasTickets: 'This event still has tickets. Book them instead of joining the waiting list.',
  waitingListPast: 'This event has already taken place, so it has no waiting list.',
  waitingListLinkInvalid: 'This link has expired or is not valid. Enter your email on the Waitlist Management page to get a new one.',
  waitingListEntryNotFound: 'There is no waiting-list entry with this id for your email address.',
  tooManyWaitingListRequests: 'There have been too many requests from your connection. Please wait a few minutes and try again.',
  // Private assets (issue 13 point 4, decision 0026): the same words whichever detail was wrong.
  privateAssetsNoBooking:
    'We could not find a booking for this event with that email and booking reference. Check both against your booking confirmation e-mail.',
  nulCharacter: 'The request contains a NUL character, which no field can hold. Remove it and try again.',
  privateAssetsBookingCancelled: 'This booking has been cancelled, so it no longer gives access to the private resources for this event.',
  tooManyPrivateAssetsAttempts: (wait: string) =>
    `Too many attempts with an email and booking reference that do not match a booking for this event. Wait ${wait}, then try again.`,
  tooManyPrivateAssetsCalls: (wait: string) => `Too many requests for private resources from your connection. Wait ${wait}, then try again.`,
  tooManyPaymentAttempts: 'You have tried to pay for this booking too many times. Please contact us to complete it.',
  residentCancellationClosed: 'This booking can no longer be cancelled online because the deadline has passed. Please contact us to change it.',
  cancellationLinkInvalid: 'This cancellation link is not valid. Use the link in your booking confirmation e-mail.',
  bookingNotCancellable: 'Only a confirmed booking with booked tickets can be cancelled.',
  webhookSignature: 'The webhook signature does not match its body.',
  paymentUnavailable: 'We could not reach the payment service, so nothing has been taken. Please try again in a few minutes.',
  fault: (reference: string) =>
    `Something went wrong on our side and nothing was booked. Please try again; if it keeps happening, contact us quoting reference ${reference}.`,
} as const

export abstract class BookingError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}

/** The request body is not a checkout request (or names nothing to book). */
export class InvalidBookingRequestError extends BookingError {}

/** A zod issue as both zod and Fastify's zod validator report it: where, and what is wrong. */
export interface RequestIssue {
  path: ReadonlyArray<PropertyKey>
  message: string
}

/**
 * The error for input a schema refused, naming the first problem ('concessionsToAddList.0.ticketsToAdd:
 * ticketsToAdd must be a whole number'). The service (parseCheckoutRequest) and the API's edge (a
 * Fastify validation error) both build it here, so a resident reads the same words either way.
 */
export function invalidRequestError(issues: ReadonlyArray<RequestIssue>): InvalidBookingRequestError {
  const first = issues[0]
  const where = first && first.path.length > 0 ? `${first.path.map(String).join('.')}: ` : ''
  return new InvalidBookingRequestError(BOOKING_MESSAGES.invalidRequest(`${where}${first?.message ?? 'not a checkout request'}`))
}
/** No published event with this id or slug. */
export class EventNotFoundError extends BookingError {}
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
/** The basket has no confirmed booking (yet): nothing to put in a calendar (issue 11, decision 0024). */
export class ConfirmedBookingNotFoundError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.confirmedBookingNotFound)
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
/** A client over a limit on how often it may call (429 with Retry-After). */
export class TooManyRequestsError extends BookingError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message)
  }
}

export class TooManyBasketsError extends TooManyRequestsError {}
/** A state-changing call sent by a page on another site (Origin / Sec-Fetch-Site; decision 0016). */
export class CrossSiteRequestError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.crossSite)
  }
}

/** A field of the checkout form and what is wrong with it (spec 000 section 5's messages). */
export interface FieldError {
  /** Where: 'purchaserData.firstName', 'purchaserData.bookingQuestions.0', 'ticketNameAndRequirements.1.ticketHolderName'. */
  field: string
  message: string
}

/** The checkout's purchaser or ticket details break a rule of spec 000 section 5; one entry per field. */
export class CheckoutValidationError extends BookingError {
  constructor(readonly fieldErrors: readonly FieldError[], message: string = fieldErrors[0]?.message ?? BOOKING_MESSAGES.checkoutInvalid) {
    super(message)
  }
}

/** The basket has no live tickets to check out with (its hold ran out, or it was cleared). */
export class BasketNoLongerValidError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.basketNoLongerValid)
  }
}

/** A staff-only call (a bypass, the console) without a signed-in member of staff (401). */
export class StaffSignInRequiredError extends BookingError {
  constructor(message: string = BOOKING_MESSAGES.staffSignInRequired) {
    super(message)
  }
}

/** A staff-only call by a signed-in user whose role may not make it (403). */
export class StaffRoleRequiredError extends BookingError {
  constructor(message: string = BOOKING_MESSAGES.staffOnly) {
    super(message)
  }
}

/** A waiting list that cannot be joined now: the event has tickets on sale, or has taken place (409). */
export class WaitingListClosedError extends BookingError {}

/** A waiting-list management call without a live link token, or with one for another address (401). */
export class WaitingListLinkError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.waitingListLinkInvalid)
  }
}

/** Removing an entry that is not the link's address's, or no longer exists (404: the same either way). */
export class WaitingListEntryNotFoundError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.waitingListEntryNotFound)
  }
}

/** A console call naming an event the booking module does not know (404). */
export class ConsoleEventNotFoundError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.consoleEventNotFound)
  }
}

/** A console call naming a ticket that does not exist (404). */
export class TicketNotFoundError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.ticketNotFound)
  }
}

/** A release or a register mark of a ticket that is not booked (held, ended, or released) (409). */
export class TicketNotBookedError extends BookingError {
  constructor(message: string = BOOKING_MESSAGES.ticketNotBooked) {
    super(message)
  }
}

/** A cancellation of a booking that is not confirmed, or with no booked tickets left to cancel (409). */
export class BookingNotCancellableError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.bookingNotCancellable)
  }
}

/** A resident's own cancellation after the event's cut-off (409): staff can still cancel. */
export class ResidentCancellationClosedError extends BookingError {
  constructor(readonly deadline: Date) {
    super(BOOKING_MESSAGES.residentCancellationClosed)
  }
}

/** A cancellation link that is not the e-mail's (404, the same as for no booking). */
export class CancellationLinkError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.cancellationLinkInvalid)
  }
}

/** A payment provider's webhook whose signature does not match its body (401): nothing is read from it. */
export class WebhookSignatureError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.webhookSignature)
  }
}

/** The payment provider failed a start: nothing was taken (503). */
export class PaymentUnavailableError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.paymentUnavailable)
  }
}

/** A basket's order has had as many payment attempts as one order may (429). */
export class TooManyPaymentAttemptsError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.tooManyPaymentAttempts)
  }
}
