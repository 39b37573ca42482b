import { waitText } from '../../domain/private-assets-limit'
import { BOOKING_MESSAGES } from '../booking-messages'
import { BookingError } from '../errors'

/**
 * The private assets look-up's refusals (issue 13 point 4, docs/decisions/0026), typed so the
 * booking API's edge (http-status.ts) and the page (booking-outcome.ts) map them by class.
 */

/** The form breaks a rule of spec 000 section 5 ('Email is required', ...) (400). */
export class PrivateAssetsRequestError extends BookingError {}

/** No confirmed booking of this event has that e-mail and reference (403); which one was wrong is not said. */
export class PrivateAssetsNoBookingError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.privateAssetsNoBooking)
  }
}

/**
 * The e-mail and reference match a booking of this event whose tickets were all cancelled (403, issue
 * 23 point 7): it no longer opens the private assets, and the resident is told why rather than that
 * the details are wrong.
 */
export class PrivateAssetsBookingCancelledError extends BookingError {
  constructor() {
    super(BOOKING_MESSAGES.privateAssetsBookingCancelled)
  }
}

/**
 * Too many failed look-ups by this client for this event, or (`calls`) too many look-ups of any
 * outcome from this client to this server (429); `retryAfterSeconds` becomes Retry-After.
 */
export class TooManyPrivateAssetsAttemptsError extends BookingError {
  constructor(readonly retryAfterSeconds: number, readonly limit: 'failures' | 'calls' = 'failures') {
    const wait = waitText(Math.max(1, Math.ceil(retryAfterSeconds)))
    super(limit === 'calls' ? BOOKING_MESSAGES.tooManyPrivateAssetsCalls(wait) : BOOKING_MESSAGES.tooManyPrivateAssetsAttempts(wait))
  }
}
