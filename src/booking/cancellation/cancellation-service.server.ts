import type pg from 'pg'

import { nextRefundAttempt, refundForCancellation } from '../../domain/cancellation'
import { env } from '../../config/env'
import { configuredPaymentProvider, paymentProviderNamed } from '../../integrations/payment/configured-provider'
import type { PaymentProvider, ProviderRefundState } from '../../integrations/payment/payment-provider'
import { canResidentCancel, residentCancellationDeadline } from '../../domain/cancellation'
import { BookingNotCancellableError, CancellationLinkError, ResidentCancellationClosedError } from './errors'
import { TicketNotFoundError } from '../errors'
import { inTransaction } from '../db/transaction'
import { bookingPool } from '../db/pool.server'
import { offerFreePlaces, offerSettingsFromEnv, type OfferSettings } from '../waiting-list/offers'
import { queueEmail } from '../waiting-list/waiting-list-repository'

import {
  auditCancellation,
  claimRefund,
  findCancellableBooking,
  insertRefund,
  lockBookedTickets,
  recordRefundOutcome,
  refundablePayment,
  releaseTicket,
  type DueRefund,
} from './cancellation-repository'
import { isResidentCancellationToken } from './resident-link'

/**
 * Cancelling a confirmed booking, whole or some of its tickets, with or without a refund (issue 14
 * point 3). One transaction, under the event's lock (the order every booking write keeps): each
 * ticket is released as a staff release is (booking.release_ticket: the place back, the audit log),
 * the places go to the waiting list's offers, the refund is recorded as owed, and the e-mail to the
 * booker is queued. Then the refund is sent to the provider that took the money; one that fails is
 * tried again by the reconciliation job, and is safe to retry (the provider is held to what our
 * records say was refundable before it).
 */
export interface CancellationDeps {
  pool: pg.Pool
  /** The provider of this deployment; a payment another took is refunded by `providerFor`. */
  provider: PaymentProvider
  /** The provider a payment row names, when it is not `provider` (configured-provider.ts paymentProviderNamed). */
  providerFor?: (name: string) => PaymentProvider | null
  offers: () => OfferSettings
  clock?: () => Date
  /** The site's secret the e-mailed cancellation links are signed with (PAYLOAD_SECRET). */
  linkSecret?: () => string
}

/** What the resident's cancellation page shows of a booking. */
export interface ResidentCancellationView {
  eventTitle: string
  eventDateTime: Date
  eventUri: string
  ticketsBooked: number
  deadline: Date
  canCancel: boolean
  refund: boolean
}

export interface CancellationRequest {
  basketId: string
  /** The tickets to cancel; all the booking's booked tickets when absent. */
  ticketIds?: readonly string[]
  refund: boolean
  /** Who asked: a member of staff's e-mail, or 'resident'. */
  actor: string
  reason: 'staff' | 'resident'
}

/** A refund's state as a caller sees it: made, sent and being finished by the provider, owed (tried again), or given up for staff. */
export type RefundState = 'pending' | 'submitted' | 'succeeded' | 'failed'

export interface CancellationResult {
  cancelled: string[]
  ticketsLeft: number
  refund: { id: string; amountPence: number; state: RefundState } | null
}

/** Said on a refund the provider accepted and is still making. */
const SUBMITTED_NOTE = 'sent; the provider is finishing it'
const PROVIDER_GAVE_UP = 'the provider could not finish the refund it had accepted'

type RefundOutcome = {
  state: 'succeeded' | 'failed' | 'pending'
  providerReference?: string | null
  forgetProviderReference?: boolean
  error?: string | null
  nextAttemptAt: Date
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createCancellationService(deps: CancellationDeps) {
  const clock = deps.clock ?? (() => new Date())

  /**
   * Sends one claimed refund to the provider, or asks where one it accepted earlier has got to, and
   * records what it said. A refund the provider accepted but has not finished stays pending with the
   * provider's id of it (shown as 'submitted'); one it then gave up on is sent again on a later try.
   */
  async function sendRefund(refundId: string | null): Promise<RefundState | null> {
    return inTransaction(deps.pool, async (client) => {
      const now = clock()
      const due: DueRefund | null = await claimRefund(client, refundId, now)
      if (!due) return null
      const provider = due.provider === deps.provider.name ? deps.provider : (deps.providerFor?.(due.provider) ?? null)
      const later = (error: string, keep: { providerReference?: string | null; forgetProviderReference?: boolean } = {}) => {
        const next = nextRefundAttempt(due.attempts + 1, now)
        return next ? { state: 'pending' as const, error, nextAttemptAt: next, ...keep } : { state: 'failed' as const, error, nextAttemptAt: now, ...keep }
      }
      /** Where a refund the provider accepted has got to; `sent` says whether it was sent just now. */
      const settleSubmitted = async (refundReference: string, sent: boolean): Promise<RefundOutcome> => {
        let state: ProviderRefundState = 'submitted'
        try {
          if (due.providerReference && provider?.refundStatus) state = await provider.refundStatus({ providerReference: due.providerReference, refundReference })
        } catch (error) {
          // Its id is kept whatever happened to the question: the refund is asked after, never sent again.
          return later(`${SUBMITTED_NOTE}; asking failed (${error instanceof Error ? error.message : String(error)})`, { providerReference: refundReference })
        }
        if (state === 'success') return { state: 'succeeded', providerReference: refundReference, nextAttemptAt: now }
        if (state === 'error') return later(`${PROVIDER_GAVE_UP} (${provider?.name ?? due.provider}); it will be sent again`, { forgetProviderReference: true })
        return later(sent ? SUBMITTED_NOTE : `${SUBMITTED_NOTE} (still ${state})`, { providerReference: refundReference })
      }
      let outcome: RefundOutcome
      try {
        if (!provider) throw new Error(`the provider that took this payment (${due.provider}) is not configured on this server`)
        if (due.refundReference) outcome = await settleSubmitted(due.refundReference, false)
        else {
          const result = await provider.refund({
            paymentId: due.paymentId,
            transactionReference: due.transactionReference,
            providerReference: due.providerReference,
            amountPence: due.amountPence,
            refundableBeforePence: due.refundableBeforePence,
          })
          if (!result.ok) outcome = later(result.description ?? 'refused')
          else if (result.settled === false && result.providerReference) outcome = await settleSubmitted(result.providerReference, true)
          else outcome = { state: 'succeeded', providerReference: result.providerReference ?? null, nextAttemptAt: now }
        }
      } catch (error) {
        outcome = later(error instanceof Error ? error.message : String(error))
      }
      await recordRefundOutcome(client, due.id, { ...outcome, now })
      if (outcome.state === 'pending' && (outcome.providerReference ?? (outcome.forgetProviderReference ? null : due.refundReference))) return 'submitted'
      return outcome.state
    })
  }

  async function residentBooking(basketId: string, token: string | undefined) {
    const secret = deps.linkSecret?.() ?? ''
    if (!UUID.test(basketId) || secret === '' || !isResidentCancellationToken(basketId, token, secret)) throw new CancellationLinkError()
    const booking = await findCancellableBooking(deps.pool, basketId.toLowerCase())
    if (!booking || booking.orderState !== 'confirmed') throw new CancellationLinkError()
    return booking
  }

  const service = {
    /** The booking behind an e-mailed cancellation link, as its page shows it. */
    async residentView(basketId: string, token: string | undefined): Promise<ResidentCancellationView> {
      const booking = await residentBooking(basketId, token)
      return {
        eventTitle: booking.eventTitle,
        eventDateTime: booking.eventDateTime,
        eventUri: booking.eventUri,
        ticketsBooked: booking.ticketsBooked,
        deadline: residentCancellationDeadline(booking.eventDateTime, booking.cancellationCutoffDays),
        canCancel: booking.ticketsBooked > 0 && canResidentCancel(booking.eventDateTime, booking.cancellationCutoffDays, clock()),
        refund: booking.refundOnCancellation,
      }
    },

    /** A resident cancels their whole booking from the e-mail's link, until the event's cut-off, refunded where its terms say. */
    async cancelAsResident(basketId: string, token: string | undefined): Promise<CancellationResult> {
      const booking = await residentBooking(basketId, token)
      if (!canResidentCancel(booking.eventDateTime, booking.cancellationCutoffDays, clock())) {
        throw new ResidentCancellationClosedError(residentCancellationDeadline(booking.eventDateTime, booking.cancellationCutoffDays))
      }
      return service.cancel({ basketId: booking.basketId, refund: booking.refundOnCancellation, actor: 'resident', reason: 'resident' })
    },

    async cancel(request: CancellationRequest): Promise<CancellationResult> {
      if (!UUID.test(request.basketId)) throw new BookingNotCancellableError()
      const now = clock()
      const booking = await findCancellableBooking(deps.pool, request.basketId)
      if (!booking || booking.orderState !== 'confirmed') throw new BookingNotCancellableError()
      const result = await inTransaction(deps.pool, async (client) => {
        await client.query('SELECT 1 FROM booking.event_inventory WHERE event_id = $1 FOR UPDATE', [booking.eventId])
        const tickets = await lockBookedTickets(client, booking.basketId)
        const booked = tickets.filter((ticket) => ticket.state === 'sold')
        const wanted = request.ticketIds ? booked.filter((ticket) => request.ticketIds!.includes(ticket.id)) : booked
        if (request.ticketIds && wanted.length !== new Set(request.ticketIds).size) throw new TicketNotFoundError()
        if (wanted.length === 0) throw new BookingNotCancellableError()
        for (const ticket of wanted) await releaseTicket(client, ticket.id, request.actor, now)
        await offerFreePlaces(client, booking.eventId, now, deps.offers())

        const pence = refundForCancellation(wanted.map((ticket) => ({ holdId: ticket.holdId, unitPrice: ticket.unitPrice, ticketsPerUnit: ticket.ticketsPerUnit, cancelledInHoldBefore: ticket.cancelledInHold })))
        let refund: CancellationResult['refund'] = null
        if (request.refund && pence > 0) {
          const payment = await refundablePayment(client, booking.basketId)
          const amountPence = payment ? Math.min(pence, payment.refundablePence) : 0
          if (payment && amountPence > 0) {
            const id = await insertRefund(client, { basketId: booking.basketId, paymentId: payment.paymentId, amountPence, refundableBeforePence: payment.refundablePence, reason: request.reason, requestedBy: request.actor, now })
            refund = { id, amountPence, state: 'pending' }
          }
        }
        const ticketsLeft = booked.length - wanted.length
        await auditCancellation(client, { actor: request.actor, basketId: booking.basketId, now, details: { tickets: wanted.map((ticket) => ticket.id), refundPence: refund?.amountPence ?? 0, reason: request.reason } })
        await queueEmail(client, {
          kind: 'booking_cancelled',
          to: booking.purchaserEmail,
          basketId: booking.basketId,
          now,
          payload: { basketId: booking.basketId, eventTitle: booking.eventTitle, ticketsCancelled: wanted.length, ticketsLeft, refundPence: refund?.amountPence ?? 0 },
        })
        return { cancelled: wanted.map((ticket) => ticket.id), ticketsLeft, refund }
      })
      // The money after the commit: the cancellation stands whatever the provider says, and a refund
      // it did not make is tried again.
      if (result.refund) result.refund.state = (await sendRefund(result.refund.id)) ?? result.refund.state
      return result
    },

    /** The reconciliation job's part: refunds due again, one at a time, until none is due. */
    async retryDueRefunds(limit = 20): Promise<number> {
      let sent = 0
      for (; sent < limit; sent += 1) if ((await sendRefund(null)) === null) break
      return sent
    },
  }
  return service
}

export type CancellationService = ReturnType<typeof createCancellationService>

let defaultService: CancellationService | undefined

/** The service of this server process: the booking pool and the configured provider, made on first use. */
export function cancellationService(): CancellationService {
  defaultService ??= createCancellationService({ pool: bookingPool(), provider: configuredPaymentProvider(), providerFor: paymentProviderNamed, offers: offerSettingsFromEnv, linkSecret: () => env().PAYLOAD_SECRET })
  return defaultService
}
