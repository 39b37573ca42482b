import { BOOKING_MESSAGES } from '../booking-messages'
import { BookingError } from '../errors'

/** The staff console's refusals (issue 12, decision 0025). */

/** A console call naming an event the booking module does not know (404). */
export class ConsoleEventNotFoundError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.consoleEventNotFound)
  }
}

/** A release or a register mark of a ticket that is not booked (held, ended, or released) (409). */
export class TicketNotBookedError extends BookingError {
  constructor(message: string = BOOKING_MESSAGES.ticketNotBooked) {
    super(message)
  }
}
