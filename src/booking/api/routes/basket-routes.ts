import { basketClearCookie, basketIdFromCookieHeader, basketSetCookie } from '../../basket/cookie'
import type { RouteGroup } from '../booking-api'
import { basketEventParamsSchema, basketParamsSchema, checkoutRequestSchema } from '../schemas'

/** A failed basket call answers a basket with nothing in it and the errorCode (spec 000 section 7). */
const basketErrors = { errorBody: 'basket' } as const

/** The basket calls (spec 000 section 7). The basket cookie (cookie.ts) names the buyer's current basket. */
export const basketRoutes: RouteGroup = (app, { basketService }) => {
  /** Takes the tickets; the previous basket the cookie names is cleared in the same transaction, and the cookie names the new one. */
  app.post('/baskets/checkout', { schema: { body: checkoutRequestSchema }, config: basketErrors }, async (request, reply) => {
    const basket = await basketService.checkoutBasket(request.body, { previousBasketId: basketIdFromCookieHeader(request.headers.cookie) ?? null })
    return reply.code(201).header('set-cookie', basketSetCookie(basket.id)).send(basket)
  })

  app.get('/baskets/:basketId', { schema: { params: basketParamsSchema }, config: basketErrors }, async (request) =>
    basketService.getBasket(request.params.basketId),
  )

  /** Gives the event's tickets back at once; the cookie goes too when it names this basket and nothing is left in it. */
  app.delete('/baskets/:basketId/events/:eventId', { schema: { params: basketEventParamsSchema }, config: basketErrors }, async (request, reply) => {
    const { basketId, eventId } = request.params
    const basket = await basketService.removeEventFromBasket(basketId, eventId)
    if (basket.basketLines.length === 0 && basketIdFromCookieHeader(request.headers.cookie) === basketId) reply.header('set-cookie', basketClearCookie())
    return basket
  })
}
