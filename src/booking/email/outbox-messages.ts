import { z } from 'zod'

import type { ConfirmedBooking } from '../../contracts/checkout'

import { renderBookingConfirmation, ticketImagesOf, type EmailEventPlace, type EmailSettings, type RenderedEmail } from './booking-confirmation'
import { renderBookingCancelled } from './booking-cancelled'
import { renderPaymentRefunded } from './payment-refunded'
import { renderSessionReminder } from './session-reminder'
import { renderTicketReleased } from './ticket-released'
import { renderWaitingListConfirm, renderWaitingListLink, renderWaitingListOffer } from './waiting-list-emails'

/** The payload each kind of outbox row carries (the checkout service writes them; decision 0023). */
export const outboxPayloadSchemas = {
  booking_confirmation: z.object({ basketId: z.uuid() }),
  // amountPence is optional only for rows queued before the settlement wrote it (they carry the
  // paymentId, and the amount is read from the payment row when rendered).
  payment_refunded: z.object({
    basketId: z.uuid(),
    paymentId: z.uuid().optional(),
    amountPence: z.number().int().min(0).optional(),
    eventTitle: z.string().optional(),
  }),
  booking_cancelled: z.object({
    basketId: z.uuid(),
    eventTitle: z.string(),
    ticketsCancelled: z.number().int().min(1),
    ticketsLeft: z.number().int().min(0),
    refundPence: z.number().int().min(0),
  }),
  ticket_released: z.object({
    basketId: z.uuid(),
    bookingReference: z.string().min(1),
    eventTitle: z.string(),
    eventDateTime: z.iso.datetime({ offset: true }),
    holderName: z.string(),
    ticketType: z.string(),
    ticketsLeft: z.number().int().min(0),
  }),
  waiting_list_link: z.object({ token: z.string().min(20), expiresAt: z.iso.datetime({ offset: true }) }),
  waiting_list_confirm: z.object({
    token: z.string().min(20),
    eventTitle: z.string(),
    eventDateTime: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  waiting_list_offer: z.object({
    token: z.string().min(20),
    firstName: z.string(),
    eventTitle: z.string(),
    eventDateTime: z.iso.datetime({ offset: true }),
    places: z.number().int().min(1),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  session_reminder: z.object({
    basketId: z.uuid(),
    sessionId: z.string().min(1),
    eventTitle: z.string(),
    eventUri: z.string(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    place: z.string().nullable(),
    number: z.number().int().min(1),
    of: z.number().int().min(1),
  }),
} as const

export type OutboxKind = keyof typeof outboxPayloadSchemas

/** A message the job cannot make (an unknown kind, a payload of the wrong shape): it is not retried for ever. */
export class UnrenderableEmailError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnrenderableEmailError'
  }
}

/**
 * A message no longer wanted when its turn came (a session's reminder for a booking cancelled since it
 * was written): recorded as withdrawn, never sent and never tried again.
 */
export class WithdrawnEmailError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WithdrawnEmailError'
  }
}

/** What rendering needs from the rest of the system, wired once (email-outbox-job.ts) so tests pass their own. */
export interface EmailSources {
  /** Null while the basket has no confirmed booking: the message waits and is tried again. */
  confirmedBooking(basketId: string): Promise<ConfirmedBooking | null>
  /** The event's place from its content, by its uri; null when the content has no such event. */
  eventPlace(eventUri: string): Promise<EmailEventPlace | null>
  /** A refunded payment's amount and event title from its rows; null when the basket has no such payment. */
  refundFacts(basketId: string, paymentId: string): Promise<{ amountPence: number; eventTitle: string | null } | null>
  settings: EmailSettings
}

const NO_PLACE: EmailEventPlace = { venue: null, online: false, endDateTime: null }

/** Renders one outbox row from its kind and payload. */
export async function renderOutboxMessage(kind: string, payload: unknown, sources: EmailSources): Promise<RenderedEmail> {
  if (kind === 'booking_confirmation') {
    const { basketId } = parsed(kind, payload)
    const booking = await sources.confirmedBooking(basketId)
    if (!booking) throw new Error(`Basket ${basketId} has no confirmed booking yet`)
    const place = (await sources.eventPlace(booking.eventUri)) ?? NO_PLACE
    return renderBookingConfirmation(booking, place, sources.settings, await ticketImagesOf(booking, sources.settings))
  }
  if (kind === 'payment_refunded') {
    const notice = parsed(kind, payload)
    if (notice.amountPence !== undefined) return renderPaymentRefunded({ ...notice, amountPence: notice.amountPence }, sources.settings)
    if (!notice.paymentId) throw new UnrenderableEmailError('The payload of a payment_refunded e-mail names neither the amount nor the payment')
    const facts = await sources.refundFacts(notice.basketId, notice.paymentId)
    if (!facts) throw new UnrenderableEmailError(`Basket ${notice.basketId} has no payment ${notice.paymentId} to say the refund of`)
    return renderPaymentRefunded({ basketId: notice.basketId, amountPence: facts.amountPence, eventTitle: notice.eventTitle ?? facts.eventTitle ?? undefined }, sources.settings)
  }
  if (kind === 'booking_cancelled') return renderBookingCancelled(parsed(kind, payload), sources.settings)
  if (kind === 'ticket_released') return renderTicketReleased(parsed(kind, payload), sources.settings)
  if (kind === 'waiting_list_link') return renderWaitingListLink(parsed(kind, payload), sources.settings)
  if (kind === 'waiting_list_confirm') return renderWaitingListConfirm(parsed(kind, payload), sources.settings)
  if (kind === 'waiting_list_offer') return renderWaitingListOffer(parsed(kind, payload), sources.settings)
  if (kind === 'session_reminder') {
    const reminder = parsed(kind, payload)
    const booking = await sources.confirmedBooking(reminder.basketId)
    if (!booking || booking.ticketsBooked === 0) throw new WithdrawnEmailError(`Basket ${reminder.basketId} has no tickets booked any more: no reminder`)
    return renderSessionReminder(reminder, booking, sources.settings)
  }
  throw new UnrenderableEmailError(`No e-mail is made for the kind '${kind}'`)
}

function parsed<K extends OutboxKind>(kind: K, payload: unknown): z.infer<(typeof outboxPayloadSchemas)[K]> {
  const result = outboxPayloadSchemas[kind].safeParse(payload)
  if (!result.success) throw new UnrenderableEmailError(`The payload of a ${kind} e-mail is not valid: ${z.prettifyError(result.error)}`)
  return result.data as z.infer<(typeof outboxPayloadSchemas)[K]>
}
