import { BOOKING_MESSAGES } from '../booking-messages'
import { BookingError } from '../errors'

/** The calendar file's refusal (decision 0024). */

/** The basket has no confirmed booking (yet): nothing to put in a calendar (issue 11, decision 0024). */
export class ConfirmedBookingNotFoundError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.confirmedBookingNotFound)
  }
}
