import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'

import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyServerFactory, type RawReplyDefaultExpression, type RawRequestDefaultExpression } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import pino from 'pino'

import { env } from '../../config/env'
import { serverErrorCode } from '../../domain/server-errors'
import { holdsNulByte, urlHoldsNulByte } from '../../domain/validation/nul-byte'
import { purgeBaskets, purgeSummary, type PurgeReport } from '../basket/basket-purge'
import * as basketService from '../basket/basket-service.server'
import { BOOKING_MESSAGES } from '../booking-messages'
import { CheckoutValidationError } from '../checkout/errors'
import { InvalidBookingRequestError, TooManyRequestsError } from '../errors'
import * as holdExtensionService from '../basket/hold-extension-service.server'
import type { PostCheckoutBasket } from '../checkout/checkout-contract'
import { checkoutService, type CheckoutService } from '../checkout/checkout-service.server'
import { reconcileSummary } from '../checkout/payment-reconcile'
import { bookingPool } from '../db/pool.server'
import { TooManyPrivateAssetsAttemptsError } from '../private-assets/errors'
import { privateAssetsDeps } from '../private-assets/private-assets-deps.server'
import { lookUpPrivateAssets } from '../private-assets/private-assets-service'
import { emailContentOutsideNext } from '../../server/email-content'
import { payloadOutsideNext } from '../../server/payload-outside-next'
import { emailPreviewOf, sendDueEmailsWith } from '../email/email-outbox.server'
import { cancellationService } from '../cancellation/cancellation-service.server'
import { scheduleJob, type ScheduledJob } from '../jobs/scheduled-job'
import { offersSummary, type OffersRunReport } from '../waiting-list/offers'
import { waitingListService } from '../waiting-list/waiting-list-service.server'
import { outboxSummary, type OutboxLog, type OutboxRunReport } from '../email/email-outbox-job'
import { checkHealth, type HealthReport } from '../health'
import { eventEndsFrom } from '../retention/event-ends'
import { anonymiseDueData, retentionSummary, type RetentionReport } from '../retention/retention-job'

import { basketCreationLimit, clientKeyOf, limitsFromEnv, sameSiteOnly, sessionKeyOf, trustProxyOption, type BasketCreationHook, type BookingApiLimits } from './abuse-limits'
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
import { privateAssetsRoutes, type PrivateAssetsLookUp } from './routes/private-assets-routes'
import { errorBasket } from './schemas'
import { payloadStaffAuth, type StaffAuth } from './staff-caller'

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

/** Clients (and sessions) whose basket counts each server remembers; the least recent go first. */
const RATE_LIMIT_KEYS = 20_000

/** What the routes call: the booking services, wired in one place (bookingApiDeps) so a test can swap one. */
export interface BookingApiDeps {
  basketService: Pick<typeof basketService, 'getBookingView' | 'checkoutBasket' | 'getBasket' | 'removeEventFromBasket'>
  health: () => Promise<HealthReport>
  /** Time to finish (decision 0022); absent, the route calls the real service. */
  holdExtension?: Pick<typeof holdExtensionService, 'extendBasketHold'>
  /** The periodic basket purge (basket-purge.ts); absent, this app runs none. */
  purgeBaskets?: (now: Date, graceMinutes: number) => Promise<PurgeReport>
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
  /** One run of the e-mail outbox job (email-outbox-job.ts); absent, this app sends none. */
  sendDueEmails?: (log: OutboxLog) => (now: Date) => Promise<OutboxRunReport>
  /** The confirmation e-mail preview of the event at a path; null for an unknown or private event. */
  emailPreview?: (eventPath: string) => Promise<string | null>
  /** The checkout service (decision 0020): a test passes one made with a fake payment provider. */
  checkout?: Pick<CheckoutService, 'startCheckout' | 'bypassCheckout' | 'finishCheckout' | 'paymentReturn' | 'recordCustomer' | 'reconcilePayments' | 'paymentWebhook'>
  /** The secret GOV.UK Pay signs its webhooks with; from the environment by default (govuk-pay-settings.ts). */
  govUkPayWebhookSecret?: string
  /** Who a staff-only call comes from (staff-caller.ts): Payload's session by default. */
  staffAuth?: StaffAuth
  /** Seconds between payment reconciliation runs on this server; 0 or absent: none. */
  paymentReconcileIntervalSeconds?: number
  /** Refunds of cancellations that the provider did not make yet, tried again (cancellation-service.server.ts); absent or 0: none. */
  refundRetries?: { intervalSeconds: number; run: () => Promise<number> }
  /** The waiting lists' offers job (waiting-list/offers.ts) and how often it runs here; absent or 0: none. */
  waitingListOffers?: { intervalSeconds: number; run: () => Promise<OffersRunReport> }
  /** One run of retention (retention-job.ts), run every RETENTION_INTERVAL_SECONDS; absent, this app runs none. */
  anonymiseDueData?: (now: Date) => Promise<RetentionReport>
  /** GET /events/assets (decision 0026); absent, the route calls the real service. */
  privateAssets?: PrivateAssetsLookUp
}

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
    health: () => checkHealth(bookingPool()),
    purgeBaskets: (now, grace) => purgeBaskets(bookingPool(), now, grace),
    sendDueEmails: sendDueEmailsWith(emailContentOutsideNext),
    emailPreview: emailPreviewOf(emailContentOutsideNext),
    warmPayload: () => payloadOutsideNext(),
    checkout: lazyCheckout,
    staffAuth: payloadStaffAuth,
    paymentReconcileIntervalSeconds: env().PAYMENT_RECONCILE_INTERVAL_SECONDS,
    anonymiseDueData: (now) => anonymiseDueData(bookingPool(), now, { retentionDays: env().RETENTION_DAYS, eventEnds: eventEndsFrom(() => payloadOutsideNext()) }),
    postCheckoutBasket: (basketId, context) => checkoutService().postCheckoutBasket(basketId, context),
    waitingListOffers: { intervalSeconds: env().WAITING_LIST_OFFERS_INTERVAL_SECONDS, run: () => waitingListService().runOffers() },
    refundRetries: { intervalSeconds: env().PAYMENT_RECONCILE_INTERVAL_SECONDS, run: () => cancellationService().retryDueRefunds() },
    privateAssets: processPrivateAssets,
  }
}

/** The private assets look-up as this process serves it: the booking pool and the edge's Payload. */
const processPrivateAssets: PrivateAssetsLookUp = (query, context) => lookUpPrivateAssets(query, context, privateAssetsDeps(() => payloadOutsideNext()))

export type BookingApiApp = FastifyInstance<Server, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>

/** What a route group may need besides the services: the limits, and the basket-creation hook. */
export interface RouteContext {
  limits: BookingApiLimits
  /** onRequest hook of the calls that create a basket: the per-client and per-session rate limits. */
  limitBasketCreation: BasketCreationHook
}

/** One group of routes: registers its routes, each with its zod schemas, on the app. */
export type RouteGroup = (app: BookingApiApp, deps: ServedDeps, context: RouteContext) => void

/** The deps as the routes see them: the checkout service and staff check defaulted when a test gives none. */
export type ServedDeps = BookingApiDeps & Required<Pick<BookingApiDeps, 'checkout' | 'staffAuth' | 'privateAssets'>>

/**
 * Every route of the booking API, by group. A new call (checkout, the console, waiting lists) is a
 * route in a group here: a file in routes/ like basket-routes.ts, listed once, and documented in
 * docs/api/openapi.json (openapi.ts; its test fails when a route is missing from the document).
 */
const ROUTE_GROUPS: readonly RouteGroup[] = [healthRoutes, bookingViewRoutes, basketRoutes, checkoutRoutes, calendarRoutes, postCheckoutRoutes, emailRoutes, consoleRoutes(), waitingListRoutes(), privateAssetsRoutes, govUkPayRoutes]

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

  // Rate limits on creating baskets (@fastify/rate-limit, in this process's memory; decision 0016).
  // Not global: only the routes that create a basket use them, through limitBasketCreation.
  void app.register(fastifyRateLimit, { global: false })
  let limitBasketCreation: BasketCreationHook = async () => undefined
  app.after(() => {
    // Each limiter keeps its counts in an LRU of this size (the plugin's option for a store of its own).
    const store = { cache: RATE_LIMIT_KEYS } as Record<string, unknown>
    const window = limits.windowSeconds * 1000
    const perClient =
      limits.basketsPerClient > 0 ? app.createRateLimit({ max: limits.basketsPerClient, timeWindow: window, keyGenerator: clientKeyOf, ...store }) : null
    const perSession =
      limits.basketsPerSession > 0
        ? app.createRateLimit({ max: limits.basketsPerSession, timeWindow: window, keyGenerator: sessionKeyOf, allowList: (_request, key) => key === '', ...store })
        : null
    limitBasketCreation = basketCreationLimit(perClient, perSession)
  })

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

  // Jobs every server runs while this app is up (src/booking/jobs/scheduled-job.ts); each shares its
  // work between servers itself. 0 seconds, or no job given: not run here.
  const jobLog = { info: (message: string) => app.log.info(message), warn: (message: string) => app.log.warn(message) }
  const runWhileUp = <R>(name: string, intervalSeconds: number, run: (() => Promise<R>) | undefined, summary: (report: R) => string | null) => {
    if (!run || intervalSeconds <= 0) return
    let job: ScheduledJob<R> | undefined
    app.addHook('onReady', (done) => {
      job = scheduleJob(name, run, summary, intervalSeconds * 1000, jobLog)
      done()
    })
    app.addHook('onClose', (_instance, done) => {
      job?.stop()
      done()
    })
  }
  // Expired and emptied baskets purged (basket-purge.ts; one server at a time).
  const purge = deps.purgeBaskets
  runWhileUp('basket purge', limits.purgeIntervalSeconds, purge && (() => purge(new Date(), limits.purgeGraceMinutes)), purgeSummary)
  // The e-mail outbox sent (decision 0023; rows claimed with SKIP LOCKED, so no message goes twice).
  const sendDueEmails = deps.sendDueEmails?.(jobLog)
  runWhileUp('email outbox', settings.EMAIL_OUTBOX_INTERVAL_SECONDS, sendDueEmails && (() => sendDueEmails(new Date())), outboxSummary)
  // Payments whose return never arrived, settled by asking the provider (payment-reconcile.ts; claimed with SKIP LOCKED).
  runWhileUp('payment reconciliation', deps.paymentReconcileIntervalSeconds ?? 0, () => (deps.checkout ?? lazyCheckout).reconcilePayments(), reconcileSummary)
  // Refunds of cancellations the provider did not make, tried again (each claimed with SKIP LOCKED).
  runWhileUp('refunds', deps.refundRetries?.intervalSeconds ?? 0, deps.refundRetries?.run, (sent) => (sent > 0 ? `${sent} refunds tried again` : null))
  // Returned places offered to waiting lists, ended offers passed on (each event claimed with SKIP LOCKED).
  runWhileUp('waiting-list offers', deps.waitingListOffers?.intervalSeconds ?? 0, deps.waitingListOffers?.run, offersSummary)
  // Personal details anonymised RETENTION_DAYS after their event (decision 0027; one server at a time).
  const anonymise = deps.anonymiseDueData
  runWhileUp('retention', settings.RETENTION_INTERVAL_SECONDS, anonymise && (() => anonymise(new Date())), retentionSummary)

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
      const context: RouteContext = { limits, limitBasketCreation: (request, reply) => limitBasketCreation(request, reply) }
      const served: ServedDeps = {
        ...deps,
        checkout: deps.checkout ?? lazyCheckout,
        staffAuth: deps.staffAuth ?? payloadStaffAuth,
        privateAssets: deps.privateAssets ?? processPrivateAssets,
      }
      for (const group of ROUTE_GROUPS) group(api, served, context)
    },
    { prefix: BOOKING_API_PREFIX },
  )
  return app
}
