import { z } from 'zod'

import { env } from '../../config/env'
import { basketIdFromCookieHeader } from '../../booking/basket/cookie'
import { finishResponseSchema, postCheckoutBasketSchema, startCheckoutRequestSchema, startCheckoutResponseSchema } from '../../contracts/checkout'
import { customerInfoSchema } from '../../booking/checkout/checkout-reads'
import { bypassCheckout, startCheckout } from '../../operations/start-checkout'
import type { RouteGroup } from '../route-group'
import { basketParamsSchema, bookingLinkQuerySchema } from '../../contracts/basket'

/**
 * The checkout calls (spec 000 section 7; decision 0020). Each parses its input with the contract's
 * zod schemas, calls the checkout service once and answers its result; a refusal is a typed error
 * the edge's error handler maps (error-answer.ts). POSTs are same-site only, as every booking POST.
 */
export const paymentReturnQuerySchema = z.object({
  callingApplicationTransactionReference: z.string().max(200).optional(),
  transactionReference: z.string().max(200).optional(),
})

export const checkoutRoutes: RouteGroup = (app, { checkout }, { operations }) => {
  /**
   * Validates, places the order and starts the payment; only the basket cookie's owner may. The body's
   * currentDomain is not believed: whether the host is live decides which account the money goes to
   * (spec 000 section 7), so the service uses SITE_URL's.
   */
  app.post('/checkout/:basketId/start', { schema: { params: basketParamsSchema, body: startCheckoutRequestSchema, response: { 200: startCheckoutResponseSchema } } }, async (request) => {
    const { redirectUrl } = await operations.run(startCheckout, { basketId: request.params.basketId, order: request.body }, request)
    return { redirectUrl }
  })

  /** Staff only (src/operations/start-checkout.ts): confirms the order without a payment. */
  app.post('/checkout/:basketId/bypass', { schema: { params: basketParamsSchema, body: startCheckoutRequestSchema, response: { 200: startCheckoutResponseSchema } } }, async (request) =>
    operations.run(bypassCheckout, { basketId: request.params.basketId, order: request.body }, request),
  )

  /** The spec's bypass order: the customer payload, staff only; the same as the bypass call. */
  app.post('/baskets/:basketId/orders', { schema: { params: basketParamsSchema, body: startCheckoutRequestSchema, response: { 200: startCheckoutResponseSchema } } }, async (request) =>
    operations.run(bypassCheckout, { basketId: request.params.basketId, order: request.body }, request),
  )

  /**
   * What became of the checkout. The booking reference only for the basket cookie's owner or the
   * holder of the e-mailed link (`token`); anyone else who knows the basket id gets the rest without it.
   */
  app.get('/checkout/:basketId/finish', { schema: { params: basketParamsSchema, querystring: bookingLinkQuerySchema, response: { 200: finishResponseSchema } } }, async (request) =>
    checkout.finishCheckout(request.params.basketId, { cookieBasketId: basketIdFromCookieHeader(request.headers.cookie, env().PAYLOAD_SECRET) ?? null, linkToken: request.query.token ?? null }),
  )

  /**
   * The provider's return: a top-level navigation from the provider's site, so a cross-site GET. It
   * changes state only after the provider confirms, server to server; 303 to the outcome page.
   */
  app.get('/baskets/:basketId/paid', { schema: { params: basketParamsSchema, querystring: paymentReturnQuerySchema } }, async (request, reply) => {
    const answer = await checkout.paymentReturn(request.params.basketId.toLowerCase(), request.query)
    return reply.redirect(answer.location, 303)
  })

  /**
   * The outcome page's customer details after a payment (spec 000 section 4): idempotent, the basket
   * cookie's owner only (404 for anyone else, as for a basket that does not exist), and it writes
   * nothing the payment check trusts (issue 23 point 7).
   */
  app.post('/baskets/:basketId/customer', { schema: { params: basketParamsSchema, body: customerInfoSchema, response: { 200: postCheckoutBasketSchema } } }, async (request) =>
    checkout.recordCustomer(request.params.basketId, request.body, { cookieBasketId: basketIdFromCookieHeader(request.headers.cookie, env().PAYLOAD_SECRET) ?? null }),
  )
}
