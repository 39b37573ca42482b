import type { FastifyRequest } from 'fastify'

import { reserveTickets } from '../../../operations/reserve-tickets'
import { basketClearCookie, basketIdFromCookieHeader, basketSetCookie, bookingSessionSetCookie } from '../../basket/cookie'
import { BasketNotFoundError } from '../../basket/errors'
import * as holdExtensionService from '../../basket/hold-extension-service.server'
import { env } from '../../../config/env'
import type { RouteGroup } from '../route-group'
import { basketEventParamsSchema, basketParamsSchema, checkoutRequestSchema } from '../schemas'

/** A failed basket call answers a basket with nothing in it and the errorCode (spec 000 section 7). */
const basketErrors = { errorBody: 'basket' } as const

/**
 * Only the basket's owner may read or empty it (issue 10 point 4): the basket cookie, which only
 * the browser that checked out holds (httpOnly), must name it. Anyone else is told it is not found,
 * as for a basket that does not exist, so a basket id alone reveals nothing and gives nothing back.
 */
function ownBasket(request: Pick<FastifyRequest, 'headers'> & { params: { basketId: string } }): void {
  if (basketIdFromCookieHeader(request.headers.cookie, env().PAYLOAD_SECRET) !== request.params.basketId) throw new BasketNotFoundError()
}

/** The basket calls (spec 000 section 7). The basket cookie (cookie.ts) names the buyer's current basket. */
export const basketRoutes: RouteGroup = (app, { basketService, holdExtension = holdExtensionService }, { operations }) => {
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

  app.get('/baskets/:basketId', { schema: { params: basketParamsSchema }, config: basketErrors }, async (request) => {
    ownBasket(request)
    return basketService.getBasket(request.params.basketId)
  })

  /** Gives the event's tickets back at once; the cookie goes too when nothing is left in the basket. */
  app.delete('/baskets/:basketId/events/:eventId', { schema: { params: basketEventParamsSchema }, config: basketErrors }, async (request, reply) => {
    ownBasket(request)
    const { basketId, eventId } = request.params
    const basket = await basketService.removeEventFromBasket(basketId, eventId)
    if (basket.basketLines.length === 0) reply.header('set-cookie', basketClearCookie())
    return basket
  })

  /**
   * Time to finish (WCAG 2.2.1, decision 0022): 10 more minutes, at most twice. The answer is the
   * basket with its new basketTime, which the page stores so its clean-up rule agrees.
   */
  app.post('/baskets/:basketId/extend', { schema: { params: basketParamsSchema }, config: basketErrors }, async (request) => {
    ownBasket(request)
    return holdExtension.extendBasketHold(request.params.basketId)
  })
}
