'use server'

import { redirect } from 'next/navigation'

import { getBasket, removeEventFromBasket } from '@/booking/basket/basket-service.server'
import { paths } from '@/domain/paths'
import { basketIdFromCookie, clearBasketCookie } from '@/site/basket-cookie.server'
import { bookingOutcome } from '@/site/booking-outcome'

/**
 * 'Remove from basket' without JavaScript (spec 000 section 4: "clears the basket and returns"):
 * the event line of the cookie's basket is deleted on the server, the cookie cleared, and the
 * person goes back to the event. With JavaScript the page calls the booking API instead and also
 * removes the local copy (src/ui/booking/checkout-view.tsx). A basket the server no longer knows,
 * or one already ordered, leaves nothing to remove: the cookie goes all the same.
 */
export async function removeFromBasket(): Promise<void> {
  const basketId = await basketIdFromCookie()
  if (!basketId) redirect(paths.home())
  const read = await bookingOutcome(() => getBasket(basketId))
  const basket = read.ok ? read.value : null
  // A refusal (already ordered) changes nothing here: the person still goes back to the event.
  if (basket?.eventId) await bookingOutcome(() => removeEventFromBasket(basketId, Number(basket.eventId)))
  await clearBasketCookie()
  redirect(basket?.eventUri ? paths.event(basket.eventUri) : paths.home())
}
