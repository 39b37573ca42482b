import {
  BasketLimitError,
  BasketNotFoundError,
  BasketStateError,
  ConcessionMaximumError,
  ConcessionNotFoundError,
  ConcessionStockError,
  EventNotOnSaleError,
  HoldExtensionRefusedError,
  NotEnoughTicketsError,
} from '../booking/basket/errors'
import { ConfirmedBookingNotFoundError } from '../booking/calendar/errors'
import { BookingNotCancellableError, CancellationLinkError, ResidentCancellationClosedError } from '../booking/cancellation/errors'
import {
  BasketNoLongerValidError,
  CheckoutValidationError,
  PaymentUnavailableError,
  TooManyPaymentAttemptsError,
  WebhookSignatureError,
} from '../booking/checkout/errors'
import { ConsoleEventNotFoundError, TicketNotBookedError } from '../booking/console/errors'
import {
  type BookingError,
  CrossSiteRequestError,
  EventNotFoundError,
  InvalidBookingRequestError,
  StaffRoleRequiredError,
  StaffSignInRequiredError,
  TicketNotFoundError,
  TooManyRequestsError,
} from '../booking/errors'
import { WaitingListClosedError, WaitingListEntryNotFoundError, WaitingListLinkError } from '../booking/waiting-list/errors'
import { PrivateAssetsBookingCancelledError, PrivateAssetsNoBookingError, PrivateAssetsRequestError, TooManyPrivateAssetsAttemptsError } from '../booking/private-assets/errors'

/**
 * The HTTP status of each booking error, chosen by its class at the edge (ARCHITECTURE.md: "typed
 * domain errors are mapped to HTTP status at the edge, never by matching message text").
 */
export function httpStatusOf(error: BookingError): number {
  if (error instanceof InvalidBookingRequestError) return 400
  if (error instanceof StaffSignInRequiredError || error instanceof WaitingListLinkError || error instanceof WebhookSignatureError) return 401
  if (error instanceof WaitingListEntryNotFoundError) return 404
  if (error instanceof StaffRoleRequiredError) return 403
  if (error instanceof CheckoutValidationError) return 422
  if (error instanceof BasketNoLongerValidError) return 409
  if (error instanceof PaymentUnavailableError) return 503
  if (error instanceof CrossSiteRequestError) return 403
  // Private assets (decision 0026).
  if (error instanceof PrivateAssetsRequestError) return 400
  if (error instanceof PrivateAssetsNoBookingError || error instanceof PrivateAssetsBookingCancelledError) return 403
  if (error instanceof TooManyPrivateAssetsAttemptsError) return 429
  if (error instanceof TooManyRequestsError || error instanceof TooManyPaymentAttemptsError) return 429
  if (error instanceof EventNotFoundError || error instanceof BasketNotFoundError) return 404
  if (error instanceof ConfirmedBookingNotFoundError || error instanceof ConsoleEventNotFoundError || error instanceof TicketNotFoundError) return 404
  if (error instanceof TicketNotBookedError || error instanceof WaitingListClosedError || error instanceof BookingNotCancellableError || error instanceof ResidentCancellationClosedError) return 409
  if (error instanceof CancellationLinkError) return 404
  // The request was understood but the inventory or the basket's state refuses it now.
  if (error instanceof EventNotOnSaleError || error instanceof NotEnoughTicketsError || error instanceof ConcessionStockError) return 409
  if (error instanceof BasketStateError || error instanceof HoldExtensionRefusedError) return 409
  if (error instanceof ConcessionNotFoundError || error instanceof ConcessionMaximumError || error instanceof BasketLimitError) return 422
  return 400
}
