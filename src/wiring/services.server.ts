import type { Payload } from 'payload'

import * as basketService from '../booking/basket/basket-service.server'
import * as holdExtensionService from '../booking/basket/hold-extension-service.server'
import { cancellationService } from '../booking/cancellation/cancellation-service.server'
import { checkoutService } from '../booking/checkout/checkout-service.server'
import { consoleService } from '../booking/console/console-service.server'
import { privateAssetsDeps } from '../booking/private-assets/private-assets-deps.server'
import { lookUpPrivateAssets } from '../booking/private-assets/private-assets-service'
import { purgeBaskets } from '../booking/basket/basket-purge'
import { bookingPool, closeBookingPool } from '../booking/db/pool.server'
import { checkHealth } from '../booking/health'
import { sendDueEmailsWith } from '../booking/email/email-outbox.server'
import { reopenSoldOutEvents } from '../booking/inventory/availability.server'
import { eventEndsFrom } from '../booking/retention/event-ends'
import { anonymiseDueData } from '../booking/retention/retention-job'
import { queueDueSessionReminders } from '../booking/reminders/session-reminders'
import type { ListingSearchDependencies } from '../booking/search/listing-search'
import { waitingListService } from '../booking/waiting-list/waiting-list-service.server'
import { env } from '../config/env'
import { createPostcodeLookup, type PostcodeLookup } from '../integrations/postcode'
import { emailContentOutsideNext } from '../server/email-content'
import { payloadOutsideNext } from '../server/payload-outside-next'

import { limitSettingsFromEnv } from '../operations/limits'
import type { Caller } from '../operations/caller'
import { runOperationWith, type Operation, type OperationRuntime } from '../operations/operation'
import type { OperationServices } from '../operations/services'

/**
 * The one place the operations' services are wired for this process (issue 24): the booking pool
 * behind each service, the payment provider (checkoutService, read from the environment on first
 * use), Payload for the private assets. The booking API (booking-api.ts) and the server actions
 * both run operations over these; a test of the API passes its own (BookingApiDeps). `payload` is
 * how this process reaches Payload: loaded outside Next.js by default (the booking API's edge);
 * Next.js's own instance for a server action (payloadClient).
 */
export function processServices(payload: () => Promise<Payload> = outsideNext): OperationServices {
  return {
    basket: basketService,
    holdExtension: holdExtensionService,
    checkout: {
      startCheckout: (...args) => checkoutService().startCheckout(...args),
      bypassCheckout: (...args) => checkoutService().bypassCheckout(...args),
    },
    waitingList: waitingListService,
    privateAssets: (query, context) => lookUpPrivateAssets(query, context, privateAssetsDeps(payload)),
    cancellation: cancellationService,
    console: consoleService,
  }
}

const outsideNext = () => payloadOutsideNext()

const runtimes = new Map<() => Promise<Payload>, OperationRuntime>()

/** The process's runtime: its services, and the limits from the environment. */
export function processRuntime(payload: () => Promise<Payload> = outsideNext): OperationRuntime {
  let runtime = runtimes.get(payload)
  if (!runtime) {
    runtime = { services: processServices(payload), settings: limitSettingsFromEnv(env()) }
    runtimes.set(payload, runtime)
  }
  return runtime
}

/** Runs an operation over this process's services (the server actions' door; `payload` as processServices takes it). */
export function runOperation<I, R>(operation: Operation<I, R>, rawInput: unknown, caller: Caller, payload?: () => Promise<Payload>): Promise<R> {
  return runOperationWith(processRuntime(payload), operation, rawInput, caller)
}

let postcodeLookup: PostcodeLookup | undefined

/** The listing and site search's dependencies (the pages' reads): the booking pool and the postcode lookup. */
export function listingSearchDependencies(): ListingSearchDependencies {
  // A lookup that fails shows the person a 'try again' message; the cause goes to the log.
  postcodeLookup ??= createPostcodeLookup(
    { provider: env().POSTCODE_LOOKUP, postcodesIoUrl: env().POSTCODES_IO_URL, timeoutMs: env().POSTCODE_LOOKUP_TIMEOUT_MS },
    { onError: (cause) => console.error('Postcode lookup failed', cause) },
  )
  return { pool: bookingPool(), postcodeLookup }
}

/**
 * The background jobs' work (src/worker/jobs.ts's JobWork) and the booking API's health check over
 * this process's pool: the one place besides the services above that hands the pool to the engine.
 */
export function processJobServices() {
  return {
    health: () => checkHealth(bookingPool()),
    purgeBaskets: (now: Date) => purgeBaskets(bookingPool(), now, env().BASKET_PURGE_GRACE_MINUTES),
    sendDueEmails: sendDueEmailsWith(emailContentOutsideNext),
    reconcilePayments: () => checkoutService().reconcilePayments(),
    retryDueRefunds: () => cancellationService().retryDueRefunds(),
    runOffers: () => waitingListService().runOffers(),
    queueSessionReminders: (now: Date) => queueDueSessionReminders(bookingPool(), now),
    anonymiseDueData: (now: Date) =>
      anonymiseDueData(bookingPool(), now, { retentionDays: env().RETENTION_DAYS, eventEnds: eventEndsFrom(() => payloadOutsideNext()) }),
    reopenSoldOutEvents,
    /** Ends the process's connections (the worker's stop). */
    close: () => closeBookingPool(),
  }
}

/** The pool the demonstration's test card-payment service records its payments through (its own schema, test_card_payment). */
export const testCardPaymentPool = bookingPool
