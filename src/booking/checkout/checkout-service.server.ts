import { randomUUID } from 'node:crypto'

import type pg from 'pg'
import pino from 'pino'

import { env } from '../../config/env'
import { basketStateAt, basketStatesThatMayBecome } from '../../domain/basket-state'
import { isClosedAttempt, PAYMENT_SUCCESS_CODE } from '../../domain/order-state'
import { transactionReference } from '../../domain/payment'
import type { PaymentFacts } from '../../domain/payment-outcome'
import { bookingApiPaths, paths } from '../../domain/paths'
import { lineTotal } from '../../domain/prices'
import { configuredPaymentProvider } from '../../integrations/payment/configured-provider'
import { configuredNewsletter, type Newsletter } from '../../integrations/newsletter/newsletter'
import { handOffAddress, type PaymentHandOff, type PaymentProvider, type PaymentRequest } from '../../integrations/payment/payment-provider'
import { findBasket, findBasketWithLiveHolds, type BasketRow, type HoldRow } from '../basket/basket-repository'
import { BasketNotFoundError, BasketStateError } from '../basket/errors'
import { BasketNoLongerValidError, PaymentUnavailableError, TooManyPaymentAttemptsError } from './errors'
import { bringSubmittedRefundsForward } from '../cancellation/cancellation-repository'
import { bookingPool } from '../db/pool.server'

import { mayReadBooking, withoutPersonalData } from './booking-access'
import { checkoutReads, type CustomerInfo } from './checkout-reads'
import type { ConfirmedBooking, FinishResponse, PostCheckoutBasket, StartCheckoutRequest, StartCheckoutResponse } from '../../contracts/checkout'
import {
  findOrder,
  findPaymentByProviderReference,
  findPayments,
  movePayment,
  placeOrderRow,
  setProviderReference,
  type OrderRow,
  type PaymentRow,
} from './checkout-repository'
import { validateCheckout, type ValidCheckout } from './checkout-validation'
import { createSettlement, type ConfirmOutcome, type SettlementLog } from './order-settlement'
import { handlePaymentReturn, type PaymentReturnQuery } from './payment-return'
import { applyProviderStatus } from './payment-status'
import { providerAsks } from './provider-asks'
import { reconcilePaymentsOnce, type ReconcileReport } from './payment-reconcile'

/**
 * The checkout service (issue 11; docs/decisions/0020): places the order, starts a payment, confirms
 * exactly once (confirmOrder in order-settlement.ts), answers the outcome pages. Made with its
 * dependencies (createCheckoutService) so a test passes a fake PaymentProvider, the one edge of the
 * world; the module-level functions below delegate to a default instance made on first use.
 * Server only: named .server.ts rather than importing 'server-only', because the booking API's edge
 * (Fastify, outside React) calls it too. It never speaks HTTP: typed results, typed BookingErrors.
 */
export interface CheckoutContext {
  now?: Date
  /** The site's origin as the browser sees it, for return addresses. */
  currentDomain?: string
  /** The basket cookie's basket: only its owner may start, read or finish it. */
  cookieBasketId?: string | null
  /** The `token` of the confirmation e-mail's link, where the outcome page was reached by it (booking-access.ts). */
  linkToken?: string | null
}

export interface CheckoutServiceDeps {
  pool: pg.Pool
  provider: PaymentProvider
  clock?: () => Date
  log?: SettlementLog
  /** Absolute origin for the provider's return addresses; SITE_URL by default. */
  siteUrl?: string
  /** Seconds after a start before the job first asks the provider (PAYMENT_RETURN_GRACE_SECONDS). */
  returnGraceSeconds?: number
  /** The e-mail marketing sign-up (spec 000 section 7); none when absent. */
  newsletter?: Newsletter
  /** The site's secret the e-mailed booking links are signed with; PAYLOAD_SECRET by default. */
  linkSecret?: () => string
}

/** Payment attempts one order may have: each is a row and a call to the provider (a declined card is tried again). */
export const MAX_PAYMENT_ATTEMPTS = 10

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const quietLog: SettlementLog = { info: () => undefined, warn: () => undefined, error: () => undefined }

function ownedBasketId(basketId: string, context: CheckoutContext): string {
  if (!UUID.test(basketId) || context.cookieBasketId !== basketId) throw new BasketNotFoundError()
  return basketId.toLowerCase()
}

/** Where the browser goes after a start: the start call's answer, and the site form's page for a form hand-off. */
export interface StartedCheckout extends StartCheckoutResponse {
  /** The hand-off page (/checkout/payment?basketId=) when the provider takes a form; null otherwise. */
  handOffPage?: string | null
}

interface Placeable {
  basket: BasketRow
  holds: HoldRow[]
  valid: ValidCheckout
  totalPence: number
}

export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { pool } = deps
  const clock = deps.clock ?? (() => new Date())
  const log = deps.log ?? quietLog
  // Every status call is noted, so an outcome page never asks again straight after the return (provider-asks.ts).
  const asks = providerAsks(deps.provider, clock, log)
  const { provider } = asks
  const graceSeconds = deps.returnGraceSeconds ?? env().PAYMENT_RETURN_GRACE_SECONDS
  const origin = () => new URL(deps.siteUrl ?? env().SITE_URL).origin
  const settlement = createSettlement({ pool, provider, clock, log })
  const statusDeps = { pool, provider, clock, log, settlement, graceSeconds }
  const reads = checkoutReads(pool)
  const linkSecret = deps.linkSecret ?? (() => env().PAYLOAD_SECRET)
  const mayRead = (basketId: string, context: CheckoutContext) => mayReadBooking(basketId, context, linkSecret())

  /** The basket as it may be ordered now, and the request checked against it (nothing written). */
  async function placeable(basketId: string, request: StartCheckoutRequest, now: Date): Promise<Placeable> {
    const found = await findBasketWithLiveHolds(pool, basketId)
    if (!found) throw new BasketNotFoundError()
    const { basket, holds } = found
    const state = basketStateAt(basket.state, basket.expiresAt, now)
    if (state === 'paid') throw new BasketStateError(state)
    if ((state !== 'open' && state !== 'ordered') || basket.expiresAt.getTime() <= now.getTime()) throw new BasketNoLongerValidError()
    if (holds.length === 0) throw new BasketNoLongerValidError()
    const valid = validateCheckout(request, { ticketIds: holds.flatMap((hold) => hold.ticketIds), bookingQuestions: basket.bookingQuestions, ticketQuestions: basket.ticketQuestions })
    // The newsletter is offered on eventHAFLS events only (spec 000 section 7).
    if (basket.contentType !== 'eventHAFLS') valid.newsletter = false
    const totalPence = holds.reduce((sum, hold) => sum + lineTotal(hold.unitPrice, hold.quantity), 0)
    return { basket, holds, valid, totalPence }
  }

  /**
   * One round trip (booking.place_order): the basket locked and moved open -> ordered (a repeated
   * start finds it ordered and keeps the order, correcting who comes), the order and the holders
   * written, and, for a total above 0, a new payment attempt. Returns the attempt, or null for a
   * free order. A refusal writes nothing.
   */
  async function placeOrder(order: Placeable, now: Date, withPayment: boolean): Promise<PaymentRow | null> {
    const { basket, valid, totalPence } = order
    const payment = withPayment ? { id: randomUUID(), nextCheckAt: new Date(now.getTime() + graceSeconds * 1000) } : null
    const placed = await placeOrderRow(pool, {
      basketId: basket.id,
      eventId: basket.eventId,
      now,
      purchaser: valid.purchaser,
      ticketHolders: valid.tickets,
      newsletter: valid.newsletter,
      totalPence,
      email: valid.purchaser.email,
      orderFrom: basketStatesThatMayBecome('ordered'),
      // One more reference than attempts allowed: one of them is always free (the basket lock orders the attempts).
      payment: payment && {
        ...payment,
        provider: provider.name,
        maxAttempts: MAX_PAYMENT_ATTEMPTS,
        references: Array.from({ length: MAX_PAYMENT_ATTEMPTS + 1 }, (_, bump) => transactionReference(basket.id, new Date(now.getTime() + bump))),
      },
    })
    switch (placed.outcome) {
      case 'placed':
        if (!payment || placed.transactionReference === null) return null
        return {
          id: payment.id,
          basketId: basket.id,
          provider: provider.name,
          transactionReference: placed.transactionReference,
          amountPence: totalPence,
          state: 'created',
          providerReference: null,
          providerDescription: null,
          createdAt: now,
          nextCheckAt: payment.nextCheckAt,
        }
      case 'not_found':
        throw new BasketNotFoundError()
      case 'state':
        throw new BasketStateError(placed.basketState)
      case 'too_many_attempts':
        throw new TooManyPaymentAttemptsError()
      case 'no_longer_valid':
        throw new BasketNoLongerValidError()
    }
  }

  function paymentRequest(basket: Pick<BasketRow, 'id' | 'title' | 'gl' | 'costCode'>, order: Pick<OrderRow, 'purchaser' | 'ticketHolders'>, payment: PaymentRow, host: string): PaymentRequest {
    const base = origin()
    const address = order.purchaser.address
    return {
      paymentId: payment.id,
      basketId: basket.id,
      transactionReference: payment.transactionReference,
      amountPence: payment.amountPence,
      returnUrl: `${base}${bookingApiPaths.basketPaid(basket.id)}`,
      backButtonUrl: `${base}${paths.checkout()}`,
      receiptFinishUrl: `${base}${paths.checkoutFinish(basket.id)}`,
      host,
      ledger: { gl: basket.gl, costCode: basket.costCode },
      purchaser: {
        firstName: order.purchaser.firstName,
        lastName: order.purchaser.lastName,
        email: order.purchaser.email,
        telephoneNumber: order.purchaser.telephoneNumber,
        bookingQuestions: order.purchaser.bookingQuestions,
        address: {
          streetAddress: address.streetAddress ?? '',
          postOfficeBoxNumber: address.postOfficeBoxNumber ?? '',
          addressLocality: address.addressLocality ?? '',
          addressRegion: address.addressRegion ?? '',
          country: address.country ?? '',
          postalCode: address.postalCode ?? '',
        },
      },
      tickets: order.ticketHolders,
      description: basket.title,
    }
  }

  function outcomeUrl(basketId: string, transactionRef?: string): string {
    return paths.bookingStatus({ responseCode: PAYMENT_SUCCESS_CODE, responseDescription: 'Booking confirmed', basketId, transactionReference: transactionRef })
  }

  async function startCheckout(basketId: string, request: StartCheckoutRequest, context: CheckoutContext = {}): Promise<StartedCheckout> {
    const id = ownedBasketId(basketId, context)
    const now = context.now ?? clock()
    const order = await placeable(id, request, now)
    const payment = await placeOrder(order, now, order.totalPence > 0)
    // The newsletter box (eventHAFLS only; placeable() cleared it elsewhere): the purchaser's e-mail
    // goes to the marketing sign-up at order time. It never fails or delays the order.
    if (order.valid.newsletter && deps.newsletter) {
      void deps.newsletter.signUp(order.valid.purchaser.email, { basketId: id, eventId: order.basket.eventId, eventContentType: order.basket.contentType })
    }
    if (!payment) {
      await settlement.confirmOrder(id, null)
      return { redirectUrl: outcomeUrl(id), handOffPage: null }
    }
    let started
    try {
      started = await provider.start(paymentRequest(order.basket, { purchaser: order.valid.purchaser, ticketHolders: order.valid.tickets }, payment, context.currentDomain ?? origin()))
    } catch (error) {
      await movePayment(pool, payment.id, ['created'], 'error', clock(), { description: 'the provider could not be reached at start' })
      log.error({ basketId: id, paymentId: payment.id, err: error }, 'the payment provider refused or failed a start')
      throw new PaymentUnavailableError()
    }
    if (started.providerReference) await setProviderReference(pool, payment.id, started.providerReference)
    // The start call answers the provider's own address (the GET form's URL), so a browser goes
    // straight there; the site's form goes through the hand-off page, whose hidden form is sent
    // once the order is verified, with a button without JavaScript (decision 0021).
    return { redirectUrl: handOffAddress(started.handOff), handOffPage: started.handOff.kind === 'form' ? paths.checkoutPayment(id) : null }
  }

  /**
   * The hand-off of the basket's latest unsettled payment attempt, rebuilt from the stored order and
   * payment row, so a reload of the hand-off page sends the same form for the same attempt.
   */
  async function paymentHandOff(basketId: string, context: CheckoutContext = {}): Promise<PaymentHandOff> {
    const id = ownedBasketId(basketId, context)
    const [basket, order, payments] = await Promise.all([findBasket(pool, id), findOrder(pool, id), findPayments(pool, id)])
    const payment = payments.find((attempt) => attempt.state === 'created')
    if (!basket || !order || order.state !== 'placed' || !payment) throw new BasketNoLongerValidError()
    const started = await provider.start(paymentRequest(basket, order, payment, context.currentDomain ?? origin()))
    return started.handOff
  }

  /** Staff bypass: the order is placed and confirmed without a payment; the caller checked the staff member. */
  async function bypassCheckout(basketId: string, request: StartCheckoutRequest, context: CheckoutContext & { staffEmail: string }): Promise<StartCheckoutResponse> {
    if (!UUID.test(basketId)) throw new BasketNotFoundError()
    const id = basketId.toLowerCase()
    const now = context.now ?? clock()
    const order = await placeable(id, request, now)
    await placeOrder(order, now, false)
    await settlement.confirmOrder(id, null, { bypassedBy: context.staffEmail })
    const placed = await findOrder(pool, id)
    if (placed?.state !== 'confirmed' || !placed.bookingReference) throw new BasketNoLongerValidError()
    log.info({ basketId: id, staff: context.staffEmail }, 'checkout bypassed by staff')
    return { redirectUrl: paths.bypassSuccess({ bookingReference: placed.bookingReference, basketId: id }) }
  }

  /** What the outcome page shows is decided from these (src/domain/payment-outcome.ts paymentOutcomeOf); null for no such basket. */
  async function paymentCheck(basketId: string, transactionRef: string | undefined): Promise<PaymentFacts | null> {
    if (!UUID.test(basketId)) return null
    const seen = await reads.paymentFacts(basketId, transactionRef)
    if (!seen || !(await asks.askIfDue(statusDeps, seen.attempt))) return seen?.facts ?? null
    return (await reads.paymentFacts(basketId, transactionRef))?.facts ?? seen.facts
  }

  return {
    startCheckout,
    paymentHandOff,
    paymentCheck,
    bypassCheckout,
    /** The one way to confirm a paid attempt (return, job, webhooks): idempotent. */
    confirmPayment: async (paymentId: string): Promise<ConfirmOutcome> => {
      const payment = (await pool.query<{ basketId: string }>('SELECT basket_id AS "basketId" FROM booking.payments WHERE id = $1', [paymentId])).rows[0]
      return payment ? settlement.confirmOrder(payment.basketId, paymentId) : 'already'
    },
    paymentReturn: (basketId: string, query: PaymentReturnQuery) => handlePaymentReturn(statusDeps, basketId, query),
    reconcilePayments: (): Promise<ReconcileReport> => reconcilePaymentsOnce(statusDeps),
    /**
     * A provider's webhook named one of its payments (GOV.UK Pay, issue 14): the message is only a
     * prompt. The state is asked of the provider server to server and applied through the same
     * idempotent confirmation as the return and the job, so duplicates, replays and messages out of
     * order confirm a booking once. 'unknown': no payment of ours; 'already': settled before.
     */
    paymentWebhook: async (providerReference: string): Promise<'settled' | 'already' | 'unknown'> => {
      const payment = await findPaymentByProviderReference(pool, provider.name, providerReference)
      if (!payment) return 'unknown'
      // An attempt we closed is asked again while GOV.UK Pay may still take it (decision 0032).
      if (payment.state !== 'created' && !(isClosedAttempt(payment.state) && payment.nextCheckAt !== null)) {
        // A settled payment's message may be about a refund: the refunds job looks at its unfinished ones next.
        await bringSubmittedRefundsForward(pool, payment.id, clock())
        return 'already'
      }
      await applyProviderStatus(statusDeps, payment)
      return 'settled'
    },
    /** The finish response; the booking reference only for the basket's owner or the e-mailed link's holder (decision 0034). */
    finishCheckout: (basketId: string, context: CheckoutContext = {}): Promise<FinishResponse> => reads.finishCheckout(basketId, mayRead(basketId, context)),
    /** The post-checkout basket the outcome page's script polls; a payment not yet settled is asked about first (provider-asks.ts). */
    postCheckoutBasket: async (basketId: string, _context: CheckoutContext = {}): Promise<PostCheckoutBasket> => {
      const seen = UUID.test(basketId) ? await reads.paymentFacts(basketId, undefined) : null
      if (seen) await asks.askIfDue(statusDeps, seen.attempt)
      return reads.postCheckoutBasket(basketId)
    },
    /** POST /baskets/{basketId}/customer: the basket cookie's owner only; it writes nothing (checkout-reads.ts). */
    recordCustomer: (basketId: string, info: CustomerInfo, context: CheckoutContext = {}): Promise<PostCheckoutBasket> => reads.recordCustomer(ownedBasketId(basketId, context), info),
    /** The whole confirmed booking, for the e-mails and staff's tools: never for an outcome page (confirmedBookingFor). */
    confirmedBooking: (basketId: string): Promise<ConfirmedBooking | null> => reads.confirmedBooking(basketId),
    /** A confirmed booking as this reader may see it: whole for its owner or the e-mailed link, else without personal data. */
    confirmedBookingFor: async (basketId: string, context: CheckoutContext): Promise<ConfirmedBooking | null> => {
      const booking = await reads.confirmedBooking(basketId)
      if (!booking) return null
      return mayRead(booking.basketId, context) ? booking : withoutPersonalData(booking)
    },
    /** Whether this reader may see the booking's personal data (the calendar's reference, the outcome pages). */
    mayReadBooking: (basketId: string, context: CheckoutContext): boolean => mayRead(basketId, context),
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>

let defaultService: CheckoutService | undefined

/** The service of this server process: the booking pool and the configured provider, made on first use. */
export function checkoutService(): CheckoutService {
  defaultService ??= createCheckoutService({
    pool: bookingPool(),
    provider: configuredPaymentProvider(),
    log: pino({ level: env().LOG_LEVEL, name: 'checkout' }),
    newsletter: configuredNewsletter(),
  })
  return defaultService
}

/** Validates, stores the order, starts a payment (or confirms a free order) and says where the browser goes. */
export async function startCheckout(basketId: string, request: StartCheckoutRequest, context: CheckoutContext = {}): Promise<StartedCheckout> {
  return checkoutService().startCheckout(basketId, request, context)
}

/** The hand-off page's form or redirect for the basket's current payment attempt (decision 0020). */
export async function paymentHandOff(basketId: string, context: CheckoutContext = {}): Promise<PaymentHandOff> {
  return checkoutService().paymentHandOff(basketId, context)
}

/** GET /checkout/{basketId}/finish (spec 000 section 7). */
export async function finishCheckout(basketId: string, context: CheckoutContext = {}): Promise<FinishResponse> {
  return checkoutService().finishCheckout(basketId, context)
}

/** What the server knows of a basket's payment, having asked the provider again if it is due (decision 0024). */
export async function paymentCheck(basketId: string, transactionRef: string | undefined): Promise<PaymentFacts | null> {
  return checkoutService().paymentCheck(basketId, transactionRef)
}

/** The post-checkout basket: whether the payment completed (spec 000 section 3). */
export async function postCheckoutBasket(basketId: string, context: CheckoutContext = {}): Promise<PostCheckoutBasket> {
  return checkoutService().postCheckoutBasket(basketId, context)
}

/** A confirmed booking, or null when the basket has none (yet). Whole: for the e-mails, not for a page. */
export async function confirmedBooking(basketId: string): Promise<ConfirmedBooking | null> {
  return checkoutService().confirmedBooking(basketId)
}

/** A confirmed booking as the outcome page's reader may see it (decision 0034), or null. */
export async function confirmedBookingFor(basketId: string, context: CheckoutContext): Promise<ConfirmedBooking | null> {
  return checkoutService().confirmedBookingFor(basketId, context)
}

/** Whether the reader is the basket's owner or holds its e-mailed link (decision 0034). */
export function mayReadBookingAs(basketId: string, context: CheckoutContext): boolean {
  return checkoutService().mayReadBooking(basketId, context)
}

/**
 * Staff bypass (spec 000 section 7 checkout/{basketId}/bypass): confirms the order without a payment.
 * The caller has already checked that `staffEmail` belongs to a signed-in staff member.
 */
export async function bypassCheckout(basketId: string, request: StartCheckoutRequest, context: CheckoutContext & { staffEmail: string }): Promise<StartCheckoutResponse> {
  return checkoutService().bypassCheckout(basketId, request, context)
}

/** Confirms a payment the provider reported as taken; idempotent (decision 0020). */
export async function confirmPayment(paymentId: string): Promise<ConfirmOutcome> {
  return checkoutService().confirmPayment(paymentId)
}
