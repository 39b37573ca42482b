import { signedBasketCookieValue } from '../../../src/booking/basket/cookie'
import { env } from '../../../src/config/env'

/** The Cookie header the booking API gave the browser that owns `basketId` (signed, decision 0034). */
export function basketCookie(basketId: string): string {
  return `basketId=${signedBasketCookieValue(basketId, env().PAYLOAD_SECRET)}`
}
