import { BOOKING_MESSAGES } from '../booking-messages'
import { BookingError } from '../errors'

/** The checkout's refusals (issue 11, decision 0020): booking details, payment, and the provider's webhooks. */

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
