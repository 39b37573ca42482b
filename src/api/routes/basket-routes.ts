import { extendHold } from '../../operations/extend-hold'
import { removeFromBasket } from '../../operations/remove-from-basket'
import { reserveTickets } from '../../operations/reserve-tickets'
import { viewBasket } from '../../operations/view-basket'
import { basketClearCookie, basketSetCookie, bookingSessionSetCookie } from '../../booking/basket/cookie'
import { env } from '../../config/env'
import type { RouteGroup } from '../route-group'
import { basketEventParamsSchema, basketParamsSchema, checkoutRequestSchema } from '../../contracts/basket'

/** A failed basket call answers a basket with nothing in it and the errorCode (spec 000 section 7). */
const basketErrors = { errorBody: 'basket' } as const

/** The basket calls (spec 000 section 7). The basket cookie (cookie.ts) names the buyer's current basket. */
export const basketRoutes: RouteGroup = (app, _deps, { operations }) => {
  /**
   * Reserve tickets (src/operations/reserve-tickets.ts); the cookie names the new basket. Its limits
   * are counted before the body is read (limitedEarly), so a refused flood costs no parsing.
   */
  app.post('/baskets/checkout', { schema: { body: checkoutRequestSchema }, config: basketErrors, onRequest: operations.limitedEarly(reserveTickets) }, async (request, reply) => {
    const { basket, newBookingSession } = await operations.run(reserveTickets, request.body, request)
    const cookies = [basketSetCookie(basket.id, env().PAYLOAD_SECRET)]
    if (newBookingSession) cookies.push(bookingSessionSetCookie(newBookingSession))
    return reply.code(201).header('set-cookie', cookies).send(basket)
  })

  // Only the basket's owner may read or change it (the operations' basketOwner access, issue 10 point 4).
  app.get('/baskets/:basketId', { schema: { params: basketParamsSchema }, config: basketErrors }, async (request) => operations.run(viewBasket, request.params, request))

  /** Remove from basket (src/operations/remove-from-basket.ts); the cookie goes too when nothing is left in the basket. */
  app.delete('/baskets/:basketId/events/:eventId', { schema: { params: basketEventParamsSchema }, config: basketErrors }, async (request, reply) => {
    const basket = await operations.run(removeFromBasket, request.params, request)
    if (basket.basketLines.length === 0) reply.header('set-cookie', basketClearCookie())
    return basket
  })

  /** Time to finish (src/operations/extend-hold.ts): the basket with its new basketTime, which the page stores so its clean-up rule agrees. */
  app.post('/baskets/:basketId/extend', { schema: { params: basketParamsSchema }, config: basketErrors }, async (request) => operations.run(extendHold, request.params, request))
}
