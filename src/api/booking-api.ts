import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'

import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyServerFactory } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import pino from 'pino'

import { env } from '../config/env'
import { BOOKING_API_PREFIX } from '../domain/paths'
import type { OperationServices } from '../operations/services'
import { processJobServices, processServices } from '../wiring/services.server'
import { serverErrorCode } from '../domain/server-errors'
import { holdsNulByte, urlHoldsNulByte } from '../domain/validation/nul-byte'
import * as basketService from '../booking/basket/basket-service.server'
import { BOOKING_MESSAGES } from '../booking/booking-messages'
import { CheckoutValidationError } from '../booking/checkout/errors'
import { InvalidBookingRequestError, TooManyRequestsError } from '../booking/errors'
import * as holdExtensionService from '../booking/basket/hold-extension-service.server'
import { checkoutService } from '../booking/checkout/checkout-service.server'
import { TooManyPrivateAssetsAttemptsError } from '../booking/private-assets/errors'
import { payloadOutsideNext } from '../server/payload-outside-next'
import { emailPreviewOf } from '../booking/email/email-outbox.server'
import { emailContentOutsideNext } from '../server/email-content'

import { limitsFromEnv, sameSiteOnly, trustProxyOption, type BookingApiLimits } from './abuse-limits'
import { errorAnswerOf } from './error-answer'
import { NO_STORE } from './headers'
import { basketRoutes } from './routes/basket-routes'
import { bookingViewRoutes } from './routes/booking-view-routes'
import { calendarRoutes } from './routes/calendar-routes'
import { checkoutRoutes } from './routes/checkout-routes'
import { consoleRoutes } from './routes/console-routes'
import { waitingListRoutes } from './routes/waiting-list-routes'
import { emailRoutes } from './routes/email-routes'
import { govUkPayRoutes } from './routes/govuk-pay-routes'
import { healthRoutes } from './routes/health-routes'
import { postCheckoutRoutes } from './routes/post-checkout-routes'
import { privateAssetsRoutes } from './routes/private-assets-routes'
import { operationDoor } from './request-caller'
import type { BookingApiDeps, RouteContext, RouteGroup, ServedDeps, BookingApiApp } from './route-group'
import { errorBasket } from '../contracts/basket'
import { payloadStaffAuth } from './staff-caller'

/**
 * The booking API's one HTTP edge (docs/decisions/0011-booking-api-edge.md): every /eventsbookingapi
 * path, in development, tests and production alike, is a Fastify route here. A route parses its input
 * with a zod schema (fastify-type-provider-zod), calls one booking service, and answers its typed
 * result; a typed error thrown on the way is mapped to HTTP once, by the error handler below
 * (error-answer.ts). It runs in a process of its own (src/server/booking-api-server.ts), which nginx
 * sends every path below /eventsbookingapi (decision 0039).
 */

/** A booking request is a few hundred bytes; a body past this is refused (413) unread. */
export const BOOKING_API_BODY_LIMIT_BYTES = 64 * 1024

/** The header carrying the reference of a fault, which the resident is also told and the log records. */
export const ERROR_REFERENCE_HEADER = 'x-error-reference'

/** The checkout service of this process, made on first call (its provider is read from the environment then). */
const lazyCheckout: NonNullable<BookingApiDeps['checkout']> = {
  startCheckout: (...args) => checkoutService().startCheckout(...args),
  bypassCheckout: (...args) => checkoutService().bypassCheckout(...args),
  finishCheckout: (...args) => checkoutService().finishCheckout(...args),
  paymentReturn: (...args) => checkoutService().paymentReturn(...args),
  recordCustomer: (...args) => checkoutService().recordCustomer(...args),
  reconcilePayments: () => checkoutService().reconcilePayments(),
  paymentWebhook: (...args) => checkoutService().paymentWebhook(...args),
}

export function bookingApiDeps(): BookingApiDeps {
  return {
    basketService,
    holdExtension: holdExtensionService,
    health: processJobServices().health,
    emailPreview: emailPreviewOf(emailContentOutsideNext),
    warmPayload: () => payloadOutsideNext(),
    checkout: lazyCheckout,
    staffAuth: payloadStaffAuth,
    postCheckoutBasket: (basketId, context) => checkoutService().postCheckoutBasket(basketId, context),
    privateAssets: processServices().privateAssets,
  }
}

/**
 * Every route of the booking API, by group. A new call (checkout, the console, waiting lists) is a
 * route in a group here: a file in routes/ like basket-routes.ts, listed once, and documented in
 * docs/api/openapi.json (openapi.ts; its test fails when a route is missing from the document).
 */
const ROUTE_GROUPS: readonly RouteGroup[] = [healthRoutes, bookingViewRoutes, basketRoutes, checkoutRoutes, calendarRoutes, postCheckoutRoutes, emailRoutes, consoleRoutes(), waitingListRoutes, privateAssetsRoutes, govUkPayRoutes]

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'basket': a failed call answers a basket with the errorCode (spec 000 section 7); otherwise `{ errorCode }`. */
    errorBody?: 'basket'
  }
}

export interface BookingApiOptions {
  /** Where faults are logged; pino at LOG_LEVEL by default. */
  logger?: FastifyBaseLogger
  /** Its own server's (booking-api-server.ts), which decides which requests reach this app. */
  serverFactory?: FastifyServerFactory<Server>
  /** Overrides of the abuse limits (abuse-limits.ts); the rest come from the environment. */
  limits?: Partial<BookingApiLimits>
  /** Which proxies to believe about the client's address: TRUST_PROXY's forms; TRUST_PROXY by default. */
  trustProxy?: string
  /** The only origin allowed to change a basket (sameSiteOnly): SITE_URL's by default. */
  siteOrigin?: string
}

function errorBody(errorCode: string, shape: 'basket' | undefined) {
  return shape === 'basket' ? errorBasket(errorCode) : { errorCode }
}

export function createBookingApi(deps: BookingApiDeps, options: BookingApiOptions = {}): BookingApiApp {
  const settings = env()
  const limits: BookingApiLimits = { ...limitsFromEnv(settings), ...options.limits }
  const fastify = Fastify({
    // Who the client is behind a proxy (decision 0016): off unless TRUST_PROXY says which to believe.
    trustProxy: trustProxyOption(options.trustProxy ?? settings.TRUST_PROXY),
    loggerInstance: options.logger ?? pino({ level: settings.LOG_LEVEL }),
    // Faults are logged by the error handler; a line per request would cost the rush its speed.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BOOKING_API_BODY_LIMIT_BYTES,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    // A path Fastify cannot even decode ('%E0%A4%A') is refused in the API's own shape.
    // (Fastify types this reply for a route schema it does not have; it is a plain reply.)
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).headers(NO_STORE).send({ errorCode: serverErrorCode(BOOKING_MESSAGES.invalidRequest(BOOKING_MESSAGES.unreadable)) })
    },
  })
  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ errorCode: serverErrorCode(BOOKING_MESSAGES.noSuchPath) }))
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // JSON only: Fastify would also read text/plain, which no booking call sends (415 instead).
  app.removeContentTypeParser('text/plain')

  // Every booking answer is personal and current, errors and 404s included.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(NO_STORE)
    done()
  })
  // A NUL byte in the address or the body reaches no query (issue 23 point 7): 400, not a failed query's 500.
  app.addHook('onRequest', (request, _reply, done) => {
    done(urlHoldsNulByte(request.url) ? new InvalidBookingRequestError(BOOKING_MESSAGES.nulCharacter) : undefined)
  })
  app.addHook('preValidation', (request, _reply, done) => {
    done(holdsNulByte(request.body) ? new InvalidBookingRequestError(BOOKING_MESSAGES.nulCharacter) : undefined)
  })
  // No cross-site booking: a state-changing call from another site's page is refused (403) unread.
  app.addHook('onRequest', sameSiteOnly(options.siteOrigin ?? new URL(settings.SITE_URL).origin))

  // Per-route call caps of the staff console (@fastify/rate-limit, in this process's memory; decision 0016).
  // The limits of the operations (src/operations/limits.ts) are counted by the operations themselves.
  void app.register(fastifyRateLimit, { global: false })

  // Payload starts loading when the server is ready, so the first request that needs it usually
  // finds it loaded. Not awaited: readiness never waits on Payload (Fastify would fail the start
  // after its plugin timeout on a slow machine); a caller waits at most PAYLOAD_WAIT_MS.
  const warmPayload = deps.warmPayload
  if (warmPayload) {
    app.addHook('onReady', (done) => {
      void warmPayload().catch((error: unknown) => app.log.warn({ err: error }, 'Payload could not be loaded at start; the first call that needs it will try again'))
      done()
    })
  }

  app.setErrorHandler((error, request, reply) => {
    const answer = errorAnswerOf(error)
    let message: string
    if (answer.fault) {
      const reference = randomBytes(6).toString('hex')
      request.log.error({ err: error, errorReference: reference, method: request.method, url: request.url }, 'booking API fault')
      reply.header(ERROR_REFERENCE_HEADER, reference)
      message = BOOKING_MESSAGES.fault(reference)
    } else {
      message = answer.message
      // A limit says when to come back (decision 0016).
      if (error instanceof TooManyRequestsError || error instanceof TooManyPrivateAssetsAttemptsError) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))))
    }
    const body = errorBody(serverErrorCode(message), request.routeOptions.config.errorBody)
    // The checkout form's refusals name each field (spec 000 section 5's messages).
    if (error instanceof CheckoutValidationError) return reply.code(answer.status).send({ ...body, fieldErrors: error.fieldErrors })
    return reply.code(answer.status).send(body)
  })

  void app.register(
    async (api) => {
      const served: ServedDeps = {
        ...deps,
        checkout: deps.checkout ?? lazyCheckout,
        staffAuth: deps.staffAuth ?? payloadStaffAuth,
        privateAssets: deps.privateAssets ?? processServices().privateAssets,
      }
      // The operations run over the process's services, with the ones this app was given in their place.
      const services: OperationServices = {
        ...processServices(),
        basket: deps.basketService,
        holdExtension: deps.holdExtension ?? holdExtensionService,
        checkout: served.checkout,
        privateAssets: served.privateAssets,
      }
      const context: RouteContext = { operations: operationDoor({ services, settings: limits }, served.staffAuth) }
      for (const group of ROUTE_GROUPS) group(api, served, context)
    },
    { prefix: BOOKING_API_PREFIX },
  )
  return app
}
