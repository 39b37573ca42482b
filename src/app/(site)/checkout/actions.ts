'use server'

import { redirect } from 'next/navigation'

import { getBasket, removeEventFromBasket } from '@/booking/basket/basket-service.server'
import { paths } from '@/domain/paths'
import { basketIdFromCookie, clearBasketCookie } from '@/site/basket-cookie.server'

/**
 * 'Remove from basket' without JavaScript (spec 000 section 4: "clears the basket and returns"):
 * the event line of the cookie's basket is deleted on the server, the cookie cleared, and the
 * person goes back to the event. With JavaScript the page calls the booking API instead and also
 * removes the local copy (src/ui/booking/checkout-view.tsx).
 */
export async function removeFromBasket(): Promise<void> {
  const basketId = await basketIdFromCookie()
  if (!basketId) redirect(paths.home())
  const { body } = await getBasket(basketId)
  if (body.eventId) await removeEventFromBasket(basketId, body.eventId)
  await clearBasketCookie()
  redirect(body.eventUri ? paths.event(body.eventUri) : paths.home())
}
