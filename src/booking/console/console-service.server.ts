import type pg from 'pg'

import { env } from '../../config/env'
import { readTypedBookingReference } from '../../domain/booking-reference'
import { eventTypeName, isConsoleArea, type ConsoleArea } from '../../domain/console'
import { defaultRegisterSession } from '../../domain/sessions'
import { ticketIdOfCode } from '../check-in/ticket-code'
import { labelledCheckoutAnswers, reportQuestionsOf } from '../../domain/reports'
import { BOOKING_MESSAGES } from '../booking-messages'
import { ConsoleEventNotFoundError, TicketNotBookedError } from './errors'
import { InvalidBookingRequestError, TicketNotFoundError } from '../errors'
import { inTransaction } from '../db/transaction'
import { bookingPool } from '../db/pool.server'
import type { Queryable } from '../checkout/checkout-repository'
import type { TicketReleasedNotice } from '../email/ticket-released'
import { offerFreePlaces, offerSettingsFromEnv, type OfferSettings } from '../waiting-list/offers'
import { queueEmail } from '../waiting-list/waiting-list-repository'

import type {
  Attendee,
  AttendanceUpdate,
  AttendeesResponse,
  BookingsPerDay,
  ConsoleBooking,
  ConsoleEvent,
  ConsoleEventData,
  ConsoleSearchResult,
  ConsoleSession,
  CheckInResponse,
  ReleaseResponse,
  WaitingListResponse,
} from '../../contracts/console'
import {
  countBookingsPerDay,
  findAreaEvents,
  findAttendees,
  findBookingPayments,
  findBookingRefunds,
  findBookingTickets,
  findConsoleEvent,
  findEventQuestions,
  findEventSessions,
  checkInTicket,
  findOrdersBy,
  findWaitingList,
  countUnconfirmed,
  markAttendance,
  releaseTicketRow,
  releasedTicketNotice,
  eventOfTicket,
  searchEventTitles,
  type EventRow,
} from './console-repository'

/**
 * The staff console's service (issue 12; decision 0025): what the console pages render on the
 * server and what the booking API's /console calls answer. It never checks who calls: the pages'
 * layout and the API's edge do that first (src/domain/console-access.ts). Writes name the member
 * of staff (`actor`, their e-mail) for the ticket's columns and the audit log.
 */
export interface StaffActor {
  email: string
}

/** The most events one list page shows; the search finds the rest. */
export const AREA_EVENT_LIMIT = 500
/** The most results of one event search or booking look-up. */
export const CONSOLE_RESULT_LIMIT = 100

const EVENT_ID = /^[1-9]\d{0,9}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An event id as the calls carry it (the spec's guid): the booking module's integer id. */
function eventIdOf(raw: string): number {
  const id = EVENT_ID.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ConsoleEventNotFoundError()
  return id
}

function ticketIdOf(raw: string): string {
  if (!UUID.test(raw)) throw new TicketNotFoundError()
  return raw.toLowerCase()
}

function eventDataOf(row: EventRow): ConsoleEventData {
  return { id: row.id, title: row.title, dateTime: row.dateTime.toISOString(), contentType: row.contentType, uri: row.uri, slug: row.slug }
}

/** A LIKE pattern matching the word anywhere, its own % _ and \ taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function answersOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** Queues the booker's e-mail about a released ticket; a booking without an address gets none. */
async function queueReleaseEmail(client: Queryable, ticketId: string, now: Date): Promise<void> {
  const notice = await releasedTicketNotice(client, ticketId)
  if (!notice || notice.purchaserEmail === '') return
  const payload: TicketReleasedNotice = {
    basketId: notice.basketId,
    bookingReference: notice.bookingReference,
    eventTitle: notice.eventTitle,
    eventDateTime: notice.eventDateTime.toISOString(),
    holderName: notice.holderName,
    ticketType: notice.ticketType,
    ticketsLeft: notice.ticketsLeft,
  }
  await queueEmail(client, { kind: 'ticket_released', to: notice.purchaserEmail, basketId: notice.basketId, payload, now })
}

/**
 * The session whose register a console page or call shows: the one asked for, which must be one of
 * the course's; else today's (defaultRegisterSession). Null for an event without sessions, where a
 * session asked for is refused too.
 */
function registerSessionOf(sessions: readonly ConsoleSession[], asked: string | undefined, now: Date): string | null {
  if (asked !== undefined) {
    if (!sessions.some((session) => session.id === asked)) throw new InvalidBookingRequestError(BOOKING_MESSAGES.sessionUnknown)
    return asked
  }
  return defaultRegisterSession(sessions, now)?.id ?? null
}

export function createConsoleService(pool: pg.Pool, clock: () => Date = () => new Date(), offerSettings: () => OfferSettings = offerSettingsFromEnv, ticketCodeSecret: () => string = () => env().PAYLOAD_SECRET) {
  async function eventOf(eventId: string): Promise<EventRow> {
    const event = await findConsoleEvent(pool, eventIdOf(eventId))
    if (!event) throw new ConsoleEventNotFoundError()
    return event
  }

  /** An event, its sessions and the register asked for (or today's): what every register read and mark starts from. */
  async function registerOf(eventId: string, asked: string | undefined): Promise<{ event: EventRow; sessions: ConsoleSession[]; sessionId: string | null }> {
    const event = await eventOf(eventId)
    const sessions: ConsoleSession[] = (await findEventSessions(pool, Number(event.id))).map((session) => ({
      id: session.id,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      place: session.place,
    }))
    return { event, sessions, sessionId: registerSessionOf(sessions, asked, clock()) }
  }

  return {
    async listAreaEvents(area: string): Promise<ConsoleEvent[]> {
      if (!isConsoleArea(area)) throw new InvalidBookingRequestError(BOOKING_MESSAGES.consoleAreaUnknown)
      const rows = await findAreaEvents(pool, area satisfies ConsoleArea, AREA_EVENT_LIMIT)
      return rows.map((row) => ({ id: row.id, title: row.title, dateTime: row.dateTime.toISOString(), contentType: row.contentType, uri: row.uri, ticketsSold: row.ticketsSold, capacity: row.capacity }))
    },

    /**
     * The booked tickets of an event with their checkout answers keyed by the question's text, the
     * booking's answers on each of its tickets beside the ticket's own (labelledCheckoutAnswers;
     * decision 0025). The texts are the event's questions as they are now: answers are stored by
     * position (checkout-questions.ts answerKey), so an editor who reorders or rewords questions
     * after bookings relabels their answers; one who removes a question leaves its answers under
     * 'Booking question n (no longer asked)'.
     */
    async eventAttendees(eventId: string, sessionId?: string): Promise<AttendeesResponse> {
      const { event, sessions, sessionId: chosen } = await registerOf(eventId, sessionId)
      const [rows, questions] = await Promise.all([findAttendees(pool, Number(event.id), chosen), findEventQuestions(pool, Number(event.id))])
      const labelled = labelledCheckoutAnswers(
        { booking: reportQuestionsOf(questions.bookingQuestions), ticket: reportQuestionsOf(questions.ticketQuestions) },
        rows.map((row) => ({ bookingAnswers: row.bookingAnswers, ticketAnswers: row.ticketAnswers })),
      )
      const attendanceData: Attendee[] = rows.map((row, index) => ({
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        ticketID: row.ticketId,
        bookingReference: row.bookingReference,
        ticketType: row.ticketType,
        specialRequirements: row.specialRequirements,
        attended: row.attended,
        attendedSessions: row.attendedSessions,
        checkoutQuestions: JSON.stringify(labelled.answers[index]),
      }))
      return { eventData: eventDataOf(event), sessions, sessionId: chosen, checkoutQuestionColumns: labelled.columns, attendanceData }
    },

    /** An event's register without its attendees: the event, its sessions and the one chosen (the check-in page's heading). */
    async eventRegister(eventId: string, sessionId?: string): Promise<Pick<AttendeesResponse, 'eventData' | 'sessions' | 'sessionId'>> {
      const register = await registerOf(eventId, sessionId)
      return { eventData: eventDataOf(register.event), sessions: register.sessions, sessionId: register.sessionId }
    },

    /** Marks the register of a session of a course (`sessionId`), or of an event without sessions (none given). */
    async setAttendance(ticketId: string, attended: boolean, actor: StaffActor, sessionId?: string): Promise<AttendanceUpdate> {
      const id = ticketIdOf(ticketId)
      const session = sessionId ?? null
      const outcome = await markAttendance(pool, id, session, attended, actor.email, clock())
      if (outcome === 'missing') throw new TicketNotFoundError()
      if (outcome === 'session required') throw new InvalidBookingRequestError(BOOKING_MESSAGES.sessionRequired)
      if (outcome === 'session unknown') throw new InvalidBookingRequestError(BOOKING_MESSAGES.sessionUnknown)
      if (outcome !== 'marked') throw new TicketNotBookedError()
      return { ticketID: id, attended, sessionId: session }
    },

    /**
     * Checks a ticket in at the door (issue 26 point 2, decision 0044): by the signed code read from it
     * (a made-up or altered one refused before the database is asked) or, after staff found the booking
     * by its reference, by its id; on the register of the event, or of the course's session (today's
     * unless one is named). Refuses a ticket of another event and one not booked (cancelled, released,
     * never paid); a second scan answers when and by whom it was first checked in.
     */
    async checkIn(request: { eventId: string; sessionId?: string; code?: string; ticketId?: string }, actor: StaffActor): Promise<CheckInResponse> {
      if ((request.code === undefined) === (request.ticketId === undefined)) throw new InvalidBookingRequestError(BOOKING_MESSAGES.checkInTicketOrCode)
      const fromCode = request.code === undefined ? null : ticketIdOfCode(request.code, ticketCodeSecret())
      if (request.code !== undefined && !fromCode) throw new InvalidBookingRequestError(BOOKING_MESSAGES.ticketCodeForged)
      const ticketId = fromCode ?? ticketIdOf(request.ticketId!)
      const { event, sessionId } = await registerOf(request.eventId, request.sessionId)
      const row = await checkInTicket(pool, ticketId, Number(event.id), sessionId, actor.email, clock())
      if (row.outcome === 'missing') throw new TicketNotFoundError()
      if (row.outcome === 'other-event') throw new TicketNotBookedError(BOOKING_MESSAGES.checkInOtherEvent(row.eventTitle))
      if (row.outcome === 'not-booked') throw new TicketNotBookedError(row.state === 'cancelled' ? BOOKING_MESSAGES.checkInCancelled : BOOKING_MESSAGES.checkInNotBooked)
      return {
        outcome: row.outcome,
        ticketID: ticketId,
        holderName: row.holderName,
        ticketType: row.ticketType,
        sessionId,
        checkedInAt: row.markedAt?.toISOString() ?? null,
        checkedInBy: row.markedBy,
      }
    },

    /** One transaction (booking.release_ticket): cancelled, the place back at once, the audit log written; twice releases once. */
    async releaseTicket(ticketId: string, actor: StaffActor): Promise<ReleaseResponse> {
      const id = ticketIdOf(ticketId)
      // The release and the offer of its place to the event's waiting list commit together, so a
      // released place is held for the list before anyone else can see it (issue 13 point 3).
      const now = clock()
      const outcome = await inTransaction(pool, async (client) => {
        const released = await releaseTicketRow(client, id, actor.email, now)
        if (released === 'released') {
          await offerFreePlaces(client, await eventOfTicket(client, id), now, offerSettings())
          // The booker is told through the outbox, in the release's own transaction, as a
          // cancellation tells them (decision 0023): sent at least once if the release commits,
          // never if it does not, and only by the release that did it ('already' writes nothing).
          await queueReleaseEmail(client, id, now)
        }
        return released
      })
      if (outcome === 'not_found') throw new TicketNotFoundError()
      if (outcome === 'not_sold') throw new TicketNotBookedError(BOOKING_MESSAGES.ticketNotReleasable)
      return { ticketID: id, released: true, alreadyReleased: outcome === 'already' }
    },

    async eventWaitingList(eventId: string): Promise<WaitingListResponse> {
      const event = await eventOf(eventId)
      const rows = await findWaitingList(pool, Number(event.id))
      return {
        eventData: eventDataOf(event),
        unconfirmed: await countUnconfirmed(pool, Number(event.id), clock()),
        waitingListData: rows.map((row) => ({
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          joinedAt: row.joinedAt.toISOString(),
          offerStatus: row.offerState ?? '',
          offeredAt: row.offeredAt?.toISOString() ?? '',
          offerExpiresAt: row.offerExpiresAt?.toISOString() ?? '',
        })),
      }
    },

    /** Events whose title holds every word typed (case-insensitive), newest first. */
    async searchEvents(searchWords: string): Promise<ConsoleSearchResult[]> {
      const words = searchWords.split(/\s+/).filter((word) => word !== '').slice(0, 10)
      if (words.length === 0) return []
      const rows = await searchEventTitles(pool, words.map(containsPattern), CONSOLE_RESULT_LIMIT)
      return rows.map((row) => ({ eventId: row.id, eventTitle: row.title, eventDate: row.dateTime.toISOString(), eventCategory: eventTypeName(row.contentType) }))
    },

    /**
     * Bookings by reference or by the purchaser's e-mail, with their tickets, answers and payments.
     * A reference is read as the private assets page reads it (readTypedBookingReference, decision
     * 0031): the short one as a resident reads it out ('hcc 7k4m 2q9x' finds HCC-7K4M-2Q9X), or the
     * long id of older e-mails; only the part before '::' counts.
     */
    async findBookings(query: string): Promise<ConsoleBooking[]> {
      const text = query.trim()
      const typed = readTypedBookingReference(text)
      let orders
      if (typed) orders = await findOrdersBy(pool, typed.kind === 'reference' ? { reference: typed.reference } : { basketId: typed.basketId }, CONSOLE_RESULT_LIMIT)
      else if (text.includes('@') && text.length <= 320) orders = await findOrdersBy(pool, { email: text }, CONSOLE_RESULT_LIMIT)
      else return []
      if (orders.length === 0) return []
      const basketIds = orders.map((order) => order.basketId)
      const [tickets, payments, refunds, events] = await Promise.all([
        findBookingTickets(pool, basketIds),
        findBookingPayments(pool, basketIds),
        findBookingRefunds(pool, basketIds),
        Promise.all([...new Set(orders.map((order) => order.eventId))].map((id) => findConsoleEvent(pool, id))),
      ])
      const eventById = new Map(events.filter((event): event is EventRow => event !== null).map((event) => [Number(event.id), event]))
      return orders.flatMap((order) => {
        const event = eventById.get(order.eventId)
        if (!event) return []
        return [
          {
            bookingReference: order.bookingReference ?? order.basketId,
            basketId: order.basketId,
            state: order.state,
            eventData: eventDataOf(event),
            purchaser: {
              firstName: order.purchaser.firstName ?? '',
              lastName: order.purchaser.lastName ?? '',
              email: order.purchaser.email ?? '',
              telephoneNumber: order.purchaser.telephoneNumber ?? '',
            },
            bookingAnswers: answersOf(order.purchaser.bookingQuestions),
            totalPence: order.totalPence,
            confirmedAt: order.confirmedAt ? order.confirmedAt.toISOString() : null,
            bypassedBy: order.bypassedBy,
            tickets: tickets
              .filter((ticket) => ticket.basketId === order.basketId)
              .map((ticket) => ({
                ticketID: ticket.ticketId,
                firstName: ticket.firstName,
                lastName: ticket.lastName,
                ticketType: ticket.ticketType,
                state: ticket.state,
                attended: ticket.attended,
                specialRequirements: ticket.specialRequirements,
                answers: answersOf(ticket.answers),
              })),
            payments: payments
              .filter((payment) => payment.basketId === order.basketId)
              .map((payment) => ({
                state: payment.state,
                amountPence: payment.amountPence,
                transactionReference: payment.transactionReference,
                providerReference: payment.providerReference,
                providerDescription: payment.providerDescription,
                createdAt: payment.createdAt.toISOString(),
              })),
            refunds: refunds
              .filter((refund) => refund.basketId === order.basketId)
              .map((refund) => ({
                state: refund.state,
                amountPence: refund.amountPence,
                reason: refund.reason,
                requestedBy: refund.requestedBy,
                providerReference: refund.providerReference,
                lastError: refund.lastError,
                requestedAt: refund.requestedAt.toISOString(),
                settledAt: refund.settledAt ? refund.settledAt.toISOString() : null,
              })),
          },
        ]
      })
    },

    async bookingsPerDay(eventId: string): Promise<BookingsPerDay> {
      const event = await eventOf(eventId)
      return { eventData: eventDataOf(event), days: await countBookingsPerDay(pool, Number(event.id)) }
    },
  }
}

export type ConsoleService = ReturnType<typeof createConsoleService>

let defaultService: ConsoleService | undefined

/** The console service of this server process, on the booking pool. */
export function consoleService(): ConsoleService {
  defaultService ??= createConsoleService(bookingPool())
  return defaultService
}
