import type { Basket } from '@/contracts/basket'
import type { FieldErrors } from '@/domain/validation/field-errors'

import { checkoutFormTickets, type CheckoutFormBasket, type CheckoutFormValues } from './checkout-form-data'

/**
 * What the place-order server action answers when it does not move the person on: the values as
 * sent (shown again), the field errors (summary and inline), and the message of a refused order or
 * basket (spec 000 section 8: "checkout shows customer-info or basket error text under the form").
 */
export interface CheckoutFormState {
  values: CheckoutFormValues
  errors: FieldErrors
  message?: string
  /** Increases with every answer, so the page can tell a new answer from the same one. */
  attempt: number
}

export const INITIAL_CHECKOUT_FORM_STATE: CheckoutFormState = { values: {}, errors: {}, attempt: 0 }

/** The hidden field naming the basket the page shows; the server action checks it against the cookie. */
export const BASKET_ID_FIELD = 'basketId'
/** The submit buttons' name: 'bypass' for the staff-only Bypass, anything else places the order. */
export const INTENT_FIELD = 'intent'
export const BYPASS_INTENT = 'bypass'

/** What the form asks about, from the basket. */
export function checkoutFormBasketOf(basket: Pick<Basket, 'eventContentTypeId' | 'bookingQuestions' | 'ticketingQuestions' | 'basketLines'>): CheckoutFormBasket {
  return {
    eventContentTypeId: basket.eventContentTypeId,
    bookingQuestions: basket.bookingQuestions,
    ticketingQuestions: basket.ticketingQuestions,
    tickets: checkoutFormTickets(basket.basketLines),
  }
}
