'use server'

import { redirect } from 'next/navigation'

import { StaffRoleRequiredError, StaffSignInRequiredError } from '@/booking/errors'
import { env } from '@/config/env'
import { paths } from '@/domain/paths'
import { extendHold as extendHoldOperation } from '@/operations/extend-hold'
import { removeFromBasket as removeFromBasketOperation } from '@/operations/remove-from-basket'
import { runOperation } from '@/wiring/services.server'
import { bypassCheckout, startCheckout } from '@/operations/start-checkout'
import { viewBasket } from '@/operations/view-basket'
import { actionCaller } from '@/loaders/site/action-caller.server'
import { clearBasketCookie } from '@/loaders/site/basket-cookie.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { BASKET_NO_LONGER_VALID_TEXT } from '@/ui/booking/booking-messages'
import { checkoutFormResult, checkoutFormValues } from '@/ui/checkout/checkout-form-data'
import { BASKET_ID_FIELD, BYPASS_INTENT, checkoutFormBasketOf, INTENT_FIELD, type CheckoutFormState } from '@/ui/checkout/checkout-form-state'
import { BYPASS_REFUSED_TEXT } from '@/ui/checkout/checkout-messages'

/**
 * 'Remove from basket' without JavaScript (spec 000 section 4: "clears the basket and returns"):
 * the event line of the cookie's basket is deleted on the server, the cookie cleared, and the
 * person goes back to the event. With JavaScript the page calls the booking API instead and also
 * removes the local copy (src/ui/booking/checkout-view.tsx). A basket the server no longer knows,
 * or one already ordered, leaves nothing to remove: the cookie goes all the same.
 */
export async function removeFromBasket(): Promise<void> {
  const caller = await actionCaller()
  const basketId = caller.basketId
  if (!basketId) redirect(paths.home())
  const read = await bookingOutcome(() => runOperation(viewBasket, { basketId }, caller))
  const basket = read.ok ? read.value : null
  // A refusal (already ordered) changes nothing here: the person still goes back to the event.
  if (basket?.eventId) await bookingOutcome(() => runOperation(removeFromBasketOperation, { basketId, eventId: Number(basket.eventId) }, caller))
  await clearBasketCookie()
  redirect(basket?.eventUri ? paths.event(basket.eventUri) : paths.home())
}

/**
 * 'Place order' and the staff-only 'Bypass' (spec 000 sections 2 and 4), with and without JavaScript:
 * the one way an order is placed from the site. The form is checked by checkoutFormResult (the same
 * function the page runs before sending); a refusal of the basket or the order comes back as the
 * message under the form. On success the browser goes to the payment hand-off page, or where the
 * checkout service says (a provider's own page, the outcome page of a free or bypassed order).
 */
export async function placeOrder(previous: CheckoutFormState, formData: FormData): Promise<CheckoutFormState> {
  const attempt = previous.attempt + 1
  const caller = await actionCaller()
  const basketId = caller.basketId
  if (!basketId) redirect(paths.home())
  const read = await bookingOutcome(() => runOperation(viewBasket, { basketId }, caller))
  if (!read.ok) return { values: {}, errors: {}, message: read.message, attempt }
  const basket = read.value
  const formBasket = checkoutFormBasketOf(basket)
  const values = checkoutFormValues(formData, formBasket)
  // The page's basket must be the cookie's: another tab may have checked out a new one since.
  if (basket.basketLines.length === 0 || formData.get(BASKET_ID_FIELD) !== basketId) {
    return { values, errors: {}, message: BASKET_NO_LONGER_VALID_TEXT, attempt }
  }
  const currentDomain = new URL(env().SITE_URL).origin
  const result = checkoutFormResult(formData, formBasket, { currentDomain })
  if (!result.ok) return { values, errors: result.errors, attempt }

  // Spec 000 section 6: only staff who take bookings may bypass payment; the operation checks it.
  const bypass = formData.get(INTENT_FIELD) === BYPASS_INTENT
  const order = { basketId, order: result.payload }
  const outcome = await bookingOutcome(async (): Promise<{ redirectUrl: string; handOffPage?: string | null }> =>
    bypass ? runOperation(bypassCheckout, order, caller) : runOperation(startCheckout, order, caller),
  )
  if (!outcome.ok) {
    // The form's own words for a bypass by someone who may not (the API says the catalogue's).
    const refusedBypass = outcome.error instanceof StaffSignInRequiredError || outcome.error instanceof StaffRoleRequiredError
    return { values, errors: {}, message: refusedBypass ? BYPASS_REFUSED_TEXT : outcome.message, attempt }
  }
  // A form hand-off goes through our hand-off page (its hidden form is sent by itself, or by its
  // button without JavaScript); anything else straight to where the service says.
  redirect(outcome.value.handOffPage ?? outcome.value.redirectUrl)
}

/**
 * 'Extend by 10 minutes' without JavaScript (WCAG 2.2.1; docs/decisions/0022): the same service as
 * the booking API's POST /baskets/{basketId}/extend, then the page again with its new countdown.
 * A refusal (the time has ended, or both extensions are used) changes nothing, and the page shows
 * the basket as it now is.
 */
export async function extendHold(): Promise<void> {
  const caller = await actionCaller()
  const basketId = caller.basketId
  if (!basketId) redirect(paths.home())
  await bookingOutcome(() => runOperation(extendHoldOperation, { basketId }, caller))
  redirect(paths.checkout())
}
