import type { Server } from 'node:http'

import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import type { PrivateAssetsLookUp } from '../operations/services'
import type * as basketService from '../booking/basket/basket-service.server'
import type * as holdExtensionService from '../booking/basket/hold-extension-service.server'
import type { PostCheckoutBasket } from '../contracts/checkout'
import type { CheckoutService } from '../booking/checkout/checkout-service.server'
import type { HealthReport } from '../booking/health'

import type { OperationDoor } from './request-caller'
import type { StaffAuth } from './staff-caller'

/**
 * The booking API's app and route-group types, apart from booking-api.ts so that the route files
 * (routes/*.ts) import them downwards: booking-api.ts imports the routes, never the reverse.
 */
/** What the routes call: the booking services, wired in one place (bookingApiDeps) so a test can swap one. */
export interface BookingApiDeps {
  basketService: Pick<typeof basketService, 'getBookingView' | 'checkoutBasket' | 'getBasket' | 'removeEventFromBasket'>
  health: () => Promise<HealthReport>
  /** Time to finish (decision 0022); absent, the route calls the real service. */
  holdExtension?: Pick<typeof holdExtensionService, 'extendBasketHold'>
  /**
   * The checkout service's postCheckoutBasket, for GET /baskets/{basketId}/post-checkout
   * (post-checkout-routes.ts); absent, that call answers 404. Wired where the checkout service is.
   */
  postCheckoutBasket?: (basketId: string, context: { cookieBasketId?: string | null }) => Promise<PostCheckoutBasket>
  /**
   * Loads this process's Payload before the first request (src/server/payload-outside-next.ts): the
   * bypass calls' staff sign-in and the outbox job's venues use it. Absent, nothing is loaded early.
   */
  warmPayload?: () => Promise<unknown>
  /** The confirmation e-mail preview of the event at a path; null for an unknown or private event. */
  emailPreview?: (eventPath: string) => Promise<string | null>
  /** The checkout service (decision 0020): a test passes one made with a fake payment provider. */
  checkout?: Pick<CheckoutService, 'startCheckout' | 'bypassCheckout' | 'finishCheckout' | 'paymentReturn' | 'recordCustomer' | 'reconcilePayments' | 'paymentWebhook'>
  /** The secret GOV.UK Pay signs its webhooks with; from the environment by default (govuk-pay-settings.ts). */
  govUkPayWebhookSecret?: string
  /** Who a staff-only call comes from (staff-caller.ts): Payload's session by default. */
  staffAuth?: StaffAuth
  /** GET /events/assets (decision 0026); absent, the route calls the real service. */
  privateAssets?: PrivateAssetsLookUp
}

export type BookingApiApp = FastifyInstance<Server, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>

/** What a route group may need besides the services: the door to the operations (request-caller.ts). */
export interface RouteContext {
  operations: OperationDoor
}

/** One group of routes: registers its routes, each with its zod schemas, on the app. */
export type RouteGroup = (app: BookingApiApp, deps: ServedDeps, context: RouteContext) => void

/** The deps as the routes see them: the checkout service and staff check defaulted when a test gives none. */
export type ServedDeps = BookingApiDeps & Required<Pick<BookingApiDeps, 'checkout' | 'staffAuth' | 'privateAssets'>>

