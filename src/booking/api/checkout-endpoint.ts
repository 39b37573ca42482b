import { checkoutBasket } from '../basket/basket-service.server'
import { BOOKING_MESSAGES } from '../basket/errors'
import { serverErrorCode } from '../../domain/server-errors'

import { errorBasket, type Basket } from './schemas'

/**
 * POST /eventsbookingapi/baskets/checkout without the framework (spec 000 section 7): the request's
 * body text and basket cookie in, the status, the basket and the basket id the cookie must name
 * out. Both ways in call this, so they answer alike: Next.js's route handler
 * (src/app/eventsbookingapi/baskets/checkout/route.ts, used by `next dev`) and the production
 * server's direct route for the rush (src/server/http-server.ts, decision 0010).
 */
export interface CheckoutAnswer {
  status: number
  body: Basket
  /** Set on success: the new basket, which the httpOnly basket cookie must now name. */
  basketCookie?: string
}

export const CHECKOUT_PATH = '/eventsbookingapi/baskets/checkout'

/** A checkout request is a few hundred bytes; anything past this is refused unread. */
export const CHECKOUT_BODY_LIMIT_BYTES = 64 * 1024

function unreadableCheckoutAnswer(): CheckoutAnswer {
  return { status: 400, body: errorBasket(serverErrorCode(BOOKING_MESSAGES.invalidRequest('the request body is not JSON'))) }
}

export function oversizedCheckoutAnswer(): CheckoutAnswer {
  return { status: 413, body: errorBasket(serverErrorCode(BOOKING_MESSAGES.invalidRequest('the request body is too large'))) }
}

export async function answerCheckout(bodyText: string, basketCookie: string | undefined): Promise<CheckoutAnswer> {
  let input: unknown
  try {
    input = JSON.parse(bodyText) as unknown
  } catch {
    return unreadableCheckoutAnswer()
  }
  const result = await checkoutBasket(input, { previousBasketId: basketCookie ?? null })
  return result.body.errorCode === '' ? { ...result, basketCookie: result.body.id } : result
}
