import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'

import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyServerFactory, type RawReplyDefaultExpression, type RawRequestDefaultExpression } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import pino from 'pino'

import { env } from '../../config/env'
import { serverErrorCode } from '../../domain/server-errors'
import * as basketService from '../basket/basket-service.server'
import { BOOKING_MESSAGES } from '../basket/errors'
import { bookingPool } from '../db/pool.server'
import { checkHealth, type HealthReport } from '../health'

import { errorAnswerOf } from './error-answer'
import { NO_STORE } from './headers'
import { basketRoutes } from './routes/basket-routes'
import { bookingViewRoutes } from './routes/booking-view-routes'
import { healthRoutes } from './routes/health-routes'
import { errorBasket } from './schemas'

/**
 * The booking API's one HTTP edge (docs/decisions/0011-booking-api-edge.md): every /eventsbookingapi
 * path, in development, tests and production alike, is a Fastify route here. A route parses its input
 * with a zod schema (fastify-type-provider-zod), calls one booking service, and answers its typed
 * result; a typed error thrown on the way is mapped to HTTP once, by the error handler below
 * (error-answer.ts). The web server (src/server/http-server.ts) hands this app every request whose
 * path starts /eventsbookingapi and everything else to Next.js.
 */
export const BOOKING_API_PREFIX = '/eventsbookingapi'

/** A booking request is a few hundred bytes; a body past this is refused (413) unread. */
export const BOOKING_API_BODY_LIMIT_BYTES = 64 * 1024

/** The header carrying the reference of a fault, which the resident is also told and the log records. */
export const ERROR_REFERENCE_HEADER = 'x-error-reference'

/** What the routes call: the booking services, wired in one place (bookingApiDeps) so a test can swap one. */
export interface BookingApiDeps {
  basketService: Pick<typeof basketService, 'getBookingView' | 'checkoutBasket' | 'getBasket' | 'removeEventFromBasket'>
  health: () => Promise<HealthReport>
}

export function bookingApiDeps(): BookingApiDeps {
  return { basketService, health: () => checkHealth(bookingPool()) }
}

export type BookingApiApp = FastifyInstance<Server, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>

/** One group of routes: registers its routes, each with its zod schemas, on the app. */
export type RouteGroup = (app: BookingApiApp, deps: BookingApiDeps) => void

/**
 * Every route of the booking API, by group. A new call (checkout, the console, waiting lists) is a
 * route in a group here: a file in routes/ like basket-routes.ts, listed once, and documented in
 * docs/api/openapi.json (openapi.ts; its test fails when a route is missing from the document).
 */
const ROUTE_GROUPS: readonly RouteGroup[] = [healthRoutes, bookingViewRoutes, basketRoutes]

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'basket': a failed call answers a basket with the errorCode (spec 000 section 7); otherwise `{ errorCode }`. */
    errorBody?: 'basket'
  }
}

export interface BookingApiOptions {
  /** Where faults are logged; pino at LOG_LEVEL by default. */
  logger?: FastifyBaseLogger
  /** The web server's own (http-server.ts), which decides which requests reach this app. */
  serverFactory?: FastifyServerFactory<Server>
}

function errorBody(errorCode: string, shape: 'basket' | undefined) {
  return shape === 'basket' ? errorBasket(errorCode) : { errorCode }
}

export function createBookingApi(deps: BookingApiDeps, options: BookingApiOptions = {}): BookingApiApp {
  const fastify = Fastify({
    loggerInstance: options.logger ?? pino({ level: env().LOG_LEVEL }),
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
    }
    return reply.code(answer.status).send(errorBody(serverErrorCode(message), request.routeOptions.config.errorBody))
  })

  void app.register(
    async (api) => {
      for (const group of ROUTE_GROUPS) group(api, deps)
    },
    { prefix: BOOKING_API_PREFIX },
  )
  return app
}
