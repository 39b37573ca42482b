import 'server-only'

import type { PaymentHandOff } from '../../integrations/payment/payment-provider'

import type { ConfirmedBooking, FinishResponse, PostCheckoutBasket, StartCheckoutRequest, StartCheckoutResponse } from './checkout-contract'

/**
 * The checkout service (issue 11): SCAFFOLD. These signatures are the contract between the parts being
 * built on branches issue11-core (which replaces every body here), issue11-checkout and
 * issue11-outcome. Every function throws a typed BookingError (../basket/errors.ts) on refusal.
 */

export interface CheckoutContext {
  now?: Date
  /** The site's origin as the browser sees it, for return addresses. */
  currentDomain?: string
  /** The basket cookie's basket: only its owner may start, read or finish it. */
  cookieBasketId?: string | null
}

/** Validates, stores the order, starts a payment (or confirms a free order) and says where the browser goes. */
export async function startCheckout(_basketId: string, _request: StartCheckoutRequest, _context: CheckoutContext = {}): Promise<StartCheckoutResponse> {
  throw new Error('startCheckout: built on branch issue11-core')
}

/** GET /checkout/{basketId}/finish (spec 000 section 7). */
export async function finishCheckout(_basketId: string, _context: CheckoutContext = {}): Promise<FinishResponse> {
  throw new Error('finishCheckout: built on branch issue11-core')
}

/** The post-checkout basket: whether the payment completed (spec 000 section 3). */
export async function postCheckoutBasket(_basketId: string, _context: CheckoutContext = {}): Promise<PostCheckoutBasket> {
  throw new Error('postCheckoutBasket: built on branch issue11-core')
}

/** A confirmed booking, or null when the basket has none (yet). */
export async function confirmedBooking(_basketId: string): Promise<ConfirmedBooking | null> {
  throw new Error('confirmedBooking: built on branch issue11-core')
}

/**
 * Staff bypass (spec 000 section 7 checkout/{basketId}/bypass): confirms the order without a payment.
 * The caller has already checked that `staffEmail` belongs to a signed-in staff member.
 */
export async function bypassCheckout(_basketId: string, _request: StartCheckoutRequest, _context: CheckoutContext & { staffEmail: string }): Promise<StartCheckoutResponse> {
  throw new Error('bypassCheckout: built on branch issue11-core')
}

/**
 * The hand-off of a started order's payment to the provider, for the /checkout/payment page:
 * SCAFFOLD on branch issue11-pay so the page compiles; the lead keeps issue11-core's version.
 */
export async function paymentHandOff(_basketId: string, _context: CheckoutContext = {}): Promise<PaymentHandOff> {
  throw new Error('paymentHandOff: built on branch issue11-core')
}
