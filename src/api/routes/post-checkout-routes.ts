import { env } from '../../config/env'
import { basketIdFromCookieHeader } from '../../booking/basket/cookie'
import { BasketNotFoundError } from '../../booking/basket/errors'
import { postCheckoutBasketSchema } from '../../contracts/checkout'
import type { RouteGroup } from '../route-group'
import { basketParamsSchema } from '../../contracts/basket'

/**
 * GET /baskets/{basketId}/post-checkout: the post-checkout basket (spec 000 section 3:
 * paymentCompleted, callingApplicationTransactionReference), which the payment return page polls to
 * verify the payment (spec 000 section 4; decision 0024). The checkout service answers it
 * (deps.postCheckoutBasket) with the basket cookie as context; where none is wired, no basket is found.
 */
export const postCheckoutRoutes: RouteGroup = (app, deps) => {
  app.get('/baskets/:basketId/post-checkout', { schema: { params: basketParamsSchema, response: { 200: postCheckoutBasketSchema } } }, async (request) => {
    if (!deps.postCheckoutBasket) throw new BasketNotFoundError()
    return deps.postCheckoutBasket(request.params.basketId, { cookieBasketId: basketIdFromCookieHeader(request.headers.cookie, env().PAYLOAD_SECRET) ?? null })
  })
}
