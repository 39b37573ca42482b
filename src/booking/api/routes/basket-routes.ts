import { randomBytes } from 'node:crypto'

import type { FastifyRequest } from 'fastify'

import { basketClearCookie, basketIdFromCookieHeader, basketSetCookie, bookingSessionFromCookieHeader, bookingSessionSetCookie } from '../../basket/cookie'
import { BasketNotFoundError } from '../../basket/errors'
import * as holdExtensionService from '../../basket/hold-extension-service.server'
import { env } from '../../../config/env'
import { clientKeyOf } from '../abuse-limits'
import type { RouteGroup } from '../booking-api'
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
export const basketRoutes: RouteGroup = (app, { basketService, holdExtension = holdExtensionService }, { limits, limitBasketCreation }) => {
  /**
   * Takes the tickets; the previous basket the cookie names is cleared in the same transaction, and
   * the cookie names the new one. Rate-limited per client and per session before the body is read,
   * and capped at limits.openBasketsPerClient open baskets per client (decision 0016).
   */
  app.post('/baskets/checkout', { schema: { body: checkoutRequestSchema }, config: basketErrors, onRequest: limitBasketCreation }, async (request, reply) => {
    const basket = await basketService.checkoutBasket(request.body, {
      previousBasketId: basketIdFromCookieHeader(request.headers.cookie, env().PAYLOAD_SECRET) ?? null,
      clientKey: clientKeyOf(request),
      openBasketLimit: limits.openBasketsPerClient,
    })
    const cookies = [basketSetCookie(basket.id, env().PAYLOAD_SECRET)]
    if (!bookingSessionFromCookieHeader(request.headers.cookie)) cookies.push(bookingSessionSetCookie(randomBytes(18).toString('base64url')))
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
