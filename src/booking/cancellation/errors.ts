import { BOOKING_MESSAGES } from '../booking-messages'
import { BookingError } from '../errors'

/** Cancellation's refusals, by a resident's link or by staff. */

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
