import { BOOKING_MESSAGES } from '../booking-messages'
import { BookingError } from '../errors'

/** The waiting list's refusals (issue 13). */

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
