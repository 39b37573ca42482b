import { BOOKING_MESSAGES } from './booking-messages'

/**
 * The base of every typed booking error (STYLE.md "Errors"), and the errors no one capability owns:
 * a request that cannot be read, an unknown event, a caller over a limit, a call from another site, a
 * staff-only call without the right member of staff, an unknown ticket. Each capability keeps its own
 * refusals beside it (basket/errors.ts, checkout/errors.ts, waiting-list/errors.ts, ...). Messages
 * come from one catalogue (booking-messages.ts); the edge maps errors to HTTP status by class
 * (api/http-status.ts), never by the text.
 */

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

/** A client over a limit on how often it may call (429 with Retry-After). */
export class TooManyRequestsError extends BookingError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message)
  }
}

/** A state-changing call sent by a page on another site (Origin / Sec-Fetch-Site; decision 0016). */
export class CrossSiteRequestError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.crossSite)
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

/** A call naming a ticket that does not exist: a console mark or release, a cancellation by ticket (404). */
export class TicketNotFoundError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.ticketNotFound)
  }
}
