import type { Queryable } from '../checkout/checkout-repository'

/**
 * SQL for the staff console (issue 12; decision 0025). Reads only, except the register mark and the
 * release (booking.release_ticket, src/booking/db/sql/). The booking module owns this schema, so the
 * console reads it here and nowhere else.
 */
export interface EventRow {
  id: string
  title: string
  dateTime: Date
  contentType: string
  uri: string
  slug: string
}

const EVENT_COLUMNS = `e.event_id::text AS id, e.title, e.date_time AS "dateTime", e.content_type AS "contentType", e.uri, e.slug`

export interface AreaEventRow extends EventRow {
  ticketsSold: number
  capacity: number
}

/** The published events of one content type, by date (the list pages split them into coming and past). */
export async function findAreaEvents(db: Queryable, contentType: string, limit: number): Promise<AreaEventRow[]> {
  const { rows } = await db.query<AreaEventRow>(
    `SELECT ${EVENT_COLUMNS}, coalesce(i.sold, 0) AS "ticketsSold", coalesce(i.capacity, 0) AS capacity
     FROM booking.booking_events e LEFT JOIN booking.event_inventory i ON i.event_id = e.event_id
     WHERE e.published AND e.content_type = $1 ORDER BY e.date_time, e.event_id LIMIT $2`,
    [contentType, limit],
  )
  return rows
}

/** An event by id, published or not (a report on an event taken down still has its bookings). */
export async function findConsoleEvent(db: Queryable, eventId: number): Promise<EventRow | null> {
  const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM booking.booking_events e WHERE e.event_id = $1`, [eventId])
  return rows[0] ?? null
}

/** An event's checkout questions as stored (the content hook copies them from Payload); none for an unknown event. */
export async function findEventQuestions(db: Queryable, eventId: number): Promise<{ bookingQuestions: unknown; ticketQuestions: unknown }> {
  const { rows } = await db.query<{ bookingQuestions: unknown; ticketQuestions: unknown }>(
    `SELECT booking_questions AS "bookingQuestions", ticket_questions AS "ticketQuestions" FROM booking.booking_events WHERE event_id = $1`,
    [eventId],
  )
  return rows[0] ?? { bookingQuestions: [], ticketQuestions: [] }
}

export interface AttendeeRow {
  ticketId: string
  firstName: string
  lastName: string
  email: string
  bookingReference: string
  ticketType: string
  specialRequirements: string
  attended: boolean
  attendedSessions: string[]
  bookingAnswers: Record<string, unknown> | null
  ticketAnswers: Record<string, unknown> | null
}

/** A course's sessions in the order they meet (none taken out by an editor); [] for an event without sessions. */
export async function findEventSessions(db: Queryable, eventId: number): Promise<Array<{ id: string; startsAt: Date; endsAt: Date; place: string | null }>> {
  const { rows } = await db.query<{ id: string; startsAt: Date; endsAt: Date; place: string | null }>(
    `SELECT session_id AS id, starts_at AS "startsAt", ends_at AS "endsAt", place FROM booking.event_sessions
     WHERE event_id = $1 AND NOT removed ORDER BY starts_at, ends_at, session_id`,
    [eventId],
  )
  return rows
}

/**
 * The booked tickets of an event (sold, of a confirmed order), by holder name, each with its mark on the
 * register of `sessionId` (null: the event's one occasion) and the sessions of a course it was marked present at.
 */
export async function findAttendees(db: Queryable, eventId: number, sessionId: string | null): Promise<AttendeeRow[]> {
  const { rows } = await db.query<AttendeeRow>(
    `SELECT t.id::text AS "ticketId", coalesce(t.holder_first_name, '') AS "firstName", coalesce(t.holder_last_name, '') AS "lastName",
       coalesce(o.purchaser->>'email', '') AS email, coalesce(o.booking_reference, o.basket_id::text) AS "bookingReference",
       coalesce(c.title, '') AS "ticketType", coalesce(t.special_requirements, '') AS "specialRequirements",
       coalesce((SELECT a.attended FROM booking.attendance a WHERE a.ticket_id = t.id AND a.session_id IS NOT DISTINCT FROM $2), false) AS attended,
       coalesce((SELECT array_agg(a.session_id ORDER BY a.session_id) FROM booking.attendance a WHERE a.ticket_id = t.id AND a.attended AND a.session_id IS NOT NULL), '{}') AS "attendedSessions",
       o.purchaser->'bookingQuestions' AS "bookingAnswers", t.answers AS "ticketAnswers"
     FROM booking.tickets t
     JOIN booking.orders o ON o.basket_id = t.basket_id AND o.state = 'confirmed'
     LEFT JOIN booking.concession_inventory c ON c.concession_id = t.concession_id
     WHERE t.event_id = $1 AND t.state = 'sold'
     ORDER BY lower(coalesce(t.holder_last_name, '')), lower(coalesce(t.holder_first_name, '')), t.id`,
    [eventId, sessionId],
  )
  return rows
}

/** What marking the register came to: marked, or why not (the ticket's state; a course without a session named; a session not of its event). */
export type AttendanceMarkOutcome = 'marked' | 'missing' | 'session required' | 'session unknown' | { state: string }

/**
 * Marks a booked ticket present or absent on the register of `sessionId` (a session of the ticket's
 * course) or, for an event without sessions, of its one occasion (null); marked again, the last mark
 * counts. The ticket is read FOR SHARE, so a release at the same moment waits and a released
 * ticket is never marked.
 */
export async function markAttendance(db: Queryable, ticketId: string, sessionId: string | null, attended: boolean, actor: string, now: Date): Promise<AttendanceMarkOutcome> {
  const { rows } = await db.query<{ state: string; sessions: number; known: boolean; marked: boolean }>(
    `WITH ticket AS (SELECT id, state::text AS state, event_id FROM booking.tickets WHERE id = $1 FOR SHARE),
     course AS (
       SELECT count(s.session_id)::int AS sessions, coalesce(bool_or(s.session_id = $2), false) AS known
       FROM ticket LEFT JOIN booking.event_sessions s ON s.event_id = ticket.event_id AND NOT s.removed
     ),
     marked AS (
       INSERT INTO booking.attendance (ticket_id, session_id, attended, marked_at, marked_by)
       SELECT ticket.id, $2, $3, $5, $4 FROM ticket, course
       WHERE ticket.state = 'sold' AND CASE WHEN $2::text IS NULL THEN course.sessions = 0 ELSE course.known END
       ON CONFLICT (ticket_id, session_id) DO UPDATE SET attended = excluded.attended, marked_at = excluded.marked_at, marked_by = excluded.marked_by
       RETURNING ticket_id
     )
     SELECT ticket.state, course.sessions, course.known, EXISTS (SELECT 1 FROM marked) AS marked FROM ticket, course`,
    [ticketId, sessionId, attended, actor, now],
  )
  const row = rows[0]
  if (!row) return 'missing'
  if (row.marked) return 'marked'
  if (row.state !== 'sold') return { state: row.state }
  return sessionId === null ? 'session required' : 'session unknown'
}

/** What checking a ticket in at the door came to (checkInTicket). */
export type CheckInRow =
  | { outcome: 'missing' }
  | { outcome: 'checked-in' | 'already-checked-in' | 'other-event' | 'not-booked'; state: string; eventTitle: string; holderName: string; ticketType: string; markedAt: Date | null; markedBy: string | null }

/**
 * Marks a ticket present on the register of `sessionId` (null: the event's one occasion) if it is a
 * booked ticket of `eventId` not already marked present there. One statement: two staff scanning one
 * ticket at once insert one row, and the second is told when and by whom (read again after the first
 * commits, since this statement's snapshot was taken before). A ticket marked absent on the register
 * is checked in over it.
 */
export async function checkInTicket(db: Queryable, ticketId: string, eventId: number, sessionId: string | null, actor: string, now: Date): Promise<CheckInRow> {
  const { rows } = await db.query<{ state: string; eventId: number; eventTitle: string; holderName: string; ticketType: string; checkedIn: boolean }>(
    `WITH ticket AS (
       SELECT t.id, t.state::text AS state, t.event_id, trim(coalesce(t.holder_first_name, '') || ' ' || coalesce(t.holder_last_name, '')) AS holder_name,
              coalesce(c.title, '') AS ticket_type
         FROM booking.tickets t LEFT JOIN booking.concession_inventory c ON c.concession_id = t.concession_id
        WHERE t.id = $1 FOR SHARE OF t
     ),
     marked AS (
       INSERT INTO booking.attendance (ticket_id, session_id, attended, marked_at, marked_by)
       SELECT id, $3, true, $5, $4 FROM ticket WHERE state = 'sold' AND event_id = $2
       ON CONFLICT (ticket_id, session_id) DO UPDATE SET attended = true, marked_at = excluded.marked_at, marked_by = excluded.marked_by
         WHERE NOT booking.attendance.attended
       RETURNING ticket_id
     )
     SELECT ticket.state, ticket.event_id AS "eventId", coalesce(e.title, '') AS "eventTitle", ticket.holder_name AS "holderName", ticket.ticket_type AS "ticketType",
            EXISTS (SELECT 1 FROM marked) AS "checkedIn"
       FROM ticket LEFT JOIN booking.booking_events e ON e.event_id = ticket.event_id`,
    [ticketId, eventId, sessionId, actor, now],
  )
  const row = rows[0]
  if (!row) return { outcome: 'missing' }
  const base = { state: row.state, eventTitle: row.eventTitle, holderName: row.holderName, ticketType: row.ticketType, markedAt: null, markedBy: null }
  if (row.checkedIn) return { ...base, outcome: 'checked-in' }
  if (row.eventId !== eventId) return { ...base, outcome: 'other-event' }
  if (row.state !== 'sold') return { ...base, outcome: 'not-booked' }
  const mark = await db.query<{ markedAt: Date; markedBy: string }>(
    'SELECT marked_at AS "markedAt", marked_by AS "markedBy" FROM booking.attendance WHERE ticket_id = $1 AND session_id IS NOT DISTINCT FROM $2 AND attended',
    [ticketId, sessionId],
  )
  return { ...base, outcome: 'already-checked-in', markedAt: mark.rows[0]?.markedAt ?? null, markedBy: mark.rows[0]?.markedBy ?? null }
}

/** booking.release_ticket: 'released', 'already', 'not_found' or 'not_sold'. */
export async function releaseTicketRow(db: Queryable, ticketId: string, actor: string, now: Date): Promise<'released' | 'already' | 'not_found' | 'not_sold'> {
  const { rows } = await db.query<{ outcome: 'released' | 'already' | 'not_found' | 'not_sold' }>('SELECT booking.release_ticket($1, $2, $3) AS outcome', [ticketId, actor, now])
  return rows[0]!.outcome
}

/** What the booker's e-mail about a released ticket says (src/booking/email/ticket-released.ts), and to whom. */
export interface ReleasedTicketRow {
  basketId: string
  bookingReference: string
  purchaserEmail: string
  eventTitle: string
  eventDateTime: Date
  holderName: string
  ticketType: string
  /** The booking's tickets still booked after the release. */
  ticketsLeft: number
}

/** The booking of a ticket, read inside the release's transaction; null when the ticket has no order. */
export async function releasedTicketNotice(db: Queryable, ticketId: string): Promise<ReleasedTicketRow | null> {
  const { rows } = await db.query<ReleasedTicketRow>(
    `SELECT o.basket_id::text AS "basketId", coalesce(o.booking_reference, o.basket_id::text) AS "bookingReference",
       coalesce(o.purchaser->>'email', '') AS "purchaserEmail", e.title AS "eventTitle", e.date_time AS "eventDateTime",
       trim(coalesce(t.holder_first_name, '') || ' ' || coalesce(t.holder_last_name, '')) AS "holderName", coalesce(c.title, '') AS "ticketType",
       (SELECT count(*)::int FROM booking.tickets s WHERE s.basket_id = t.basket_id AND s.state = 'sold') AS "ticketsLeft"
     FROM booking.tickets t
     JOIN booking.orders o ON o.basket_id = t.basket_id
     JOIN booking.booking_events e ON e.event_id = t.event_id
     LEFT JOIN booking.concession_inventory c ON c.concession_id = t.concession_id
     WHERE t.id = $1`,
    [ticketId],
  )
  return rows[0] ?? null
}

/** The event a ticket is for. */
export async function eventOfTicket(db: Queryable, ticketId: string): Promise<number> {
  const { rows } = await db.query<{ eventId: number }>('SELECT event_id AS "eventId" FROM booking.tickets WHERE id = $1', [ticketId])
  return rows[0]!.eventId
}

export interface WaitingListRow {
  id: string
  firstName: string
  lastName: string
  email: string
  joinedAt: Date
  /** The entry's offer of returned places (issue 13 point 3): its state, when made and when it ends; null: none yet. */
  offerState: string | null
  offeredAt: Date | null
  offerExpiresAt: Date | null
}

/**
 * An event's waiting list in join order, with who was offered places and when. An accepted offer
 * whose basket is paid reads as booked before the offers job has recorded it. Only confirmed entries
 * are on it (issue 23 point 5): a join whose address has not confirmed it is nobody's yet.
 */
export async function findWaitingList(db: Queryable, eventId: number): Promise<WaitingListRow[]> {
  const { rows } = await db.query<WaitingListRow>(
    `SELECT w.id::text AS id, w.first_name AS "firstName", w.last_name AS "lastName", w.email, w.created_at AS "joinedAt",
            CASE WHEN o.state = 'accepted' AND b.state = 'paid' THEN 'booked' ELSE o.state::text END AS "offerState",
            o.offered_at AS "offeredAt", o.expires_at AS "offerExpiresAt"
     FROM booking.waiting_list_entries w
     LEFT JOIN booking.waiting_list_offers o ON o.entry_id = w.id
     LEFT JOIN booking.baskets b ON b.id = o.basket_id
     WHERE w.event_id = $1 AND w.confirmed_at IS NOT NULL ORDER BY w.created_at, w.id`,
    [eventId],
  )
  return rows
}

/** How many joins of an event wait for their address to confirm them (their link still live). */
export async function countUnconfirmed(db: Queryable, eventId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM booking.waiting_list_entries WHERE event_id = $1 AND confirmed_at IS NULL AND confirm_expires_at > $2`,
    [eventId, now],
  )
  return rows[0]?.n ?? 0
}

/** Events whose title holds every word (LIKE patterns already escaped), newest first. */
export async function searchEventTitles(db: Queryable, patterns: readonly string[], limit: number): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM booking.booking_events e
     WHERE e.published AND NOT EXISTS (SELECT 1 FROM unnest($1::text[]) AS w(pattern) WHERE e.title NOT ILIKE w.pattern)
     ORDER BY e.date_time DESC, e.event_id LIMIT $2`,
    [patterns, limit],
  )
  return rows
}

export interface BookingRow {
  basketId: string
  bookingReference: string | null
  state: string
  eventId: number
  purchaser: { firstName?: string; lastName?: string; email?: string; telephoneNumber?: string; bookingQuestions?: Record<string, unknown> }
  totalPence: number
  confirmedAt: Date | null
  bypassedBy: string | null
}

/** Orders by short booking reference (as stored), by the long id (the basket id), or by the purchaser's e-mail, newest first. */
export async function findOrdersBy(db: Queryable, by: { reference: string } | { basketId: string } | { email: string }, limit: number): Promise<BookingRow[]> {
  const where = 'reference' in by ? 'o.booking_reference = $1' : 'basketId' in by ? 'o.basket_id = $1::uuid' : "lower(o.purchaser->>'email') = lower($1)"
  const { rows } = await db.query<BookingRow>(
    `SELECT o.basket_id::text AS "basketId", o.booking_reference AS "bookingReference", o.state::text AS state, o.event_id AS "eventId",
       o.purchaser, o.total_pence AS "totalPence", o.confirmed_at AS "confirmedAt", o.bypassed_by AS "bypassedBy"
     FROM booking.orders o WHERE ${where} ORDER BY o.created_at DESC LIMIT $2`,
    ['reference' in by ? by.reference : 'basketId' in by ? by.basketId : by.email, limit],
  )
  return rows
}

export interface BookingTicketRow {
  basketId: string
  ticketId: string
  firstName: string
  lastName: string
  ticketType: string
  state: string
  attended: boolean
  specialRequirements: string
  answers: Record<string, unknown> | null
}

export async function findBookingTickets(db: Queryable, basketIds: readonly string[]): Promise<BookingTicketRow[]> {
  const { rows } = await db.query<BookingTicketRow>(
    `SELECT t.basket_id::text AS "basketId", t.id::text AS "ticketId", coalesce(t.holder_first_name, '') AS "firstName",
       coalesce(t.holder_last_name, '') AS "lastName", coalesce(c.title, '') AS "ticketType", t.state::text AS state,
       EXISTS (SELECT 1 FROM booking.attendance a WHERE a.ticket_id = t.id AND a.attended) AS attended,
       coalesce(t.special_requirements, '') AS "specialRequirements", t.answers
     FROM booking.tickets t LEFT JOIN booking.concession_inventory c ON c.concession_id = t.concession_id
     WHERE t.basket_id = ANY($1::uuid[]) ORDER BY t.hold_id, t.position`,
    [basketIds],
  )
  return rows
}

export interface BookingPaymentRow {
  basketId: string
  state: string
  amountPence: number
  transactionReference: string
  providerReference: string | null
  providerDescription: string | null
  createdAt: Date
}

export async function findBookingPayments(db: Queryable, basketIds: readonly string[]): Promise<BookingPaymentRow[]> {
  const { rows } = await db.query<BookingPaymentRow>(
    `SELECT p.basket_id::text AS "basketId", p.state::text AS state, p.amount_pence AS "amountPence", p.transaction_reference AS "transactionReference",
       p.provider_reference AS "providerReference", p.provider_description AS "providerDescription", p.created_at AS "createdAt"
     FROM booking.payments p WHERE p.basket_id = ANY($1::uuid[]) ORDER BY p.created_at, p.id`,
    [basketIds],
  )
  return rows
}

export interface BookingRefundRow {
  basketId: string
  state: 'pending' | 'succeeded' | 'failed'
  amountPence: number
  reason: string
  requestedBy: string
  providerReference: string | null
  lastError: string | null
  requestedAt: Date
  settledAt: Date | null
}

export async function findBookingRefunds(db: Queryable, basketIds: readonly string[]): Promise<BookingRefundRow[]> {
  const { rows } = await db.query<BookingRefundRow>(
    `SELECT r.basket_id::text AS "basketId", r.state::text AS state, r.amount_pence AS "amountPence", r.reason, r.requested_by AS "requestedBy",
       r.provider_reference AS "providerReference", r.last_error AS "lastError", r.created_at AS "requestedAt", r.settled_at AS "settledAt"
     FROM booking.refunds r WHERE r.basket_id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
    [basketIds],
  )
  return rows
}

/** Confirmed bookings and their booked tickets per London calendar day of confirmation. */
export async function countBookingsPerDay(db: Queryable, eventId: number): Promise<Array<{ day: string; bookings: number; tickets: number }>> {
  const { rows } = await db.query<{ day: string; bookings: number; tickets: number }>(
    `SELECT to_char(o.confirmed_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') AS day, count(*)::int AS bookings,
       coalesce(sum((SELECT count(*) FROM booking.tickets t WHERE t.basket_id = o.basket_id AND t.state = 'sold')), 0)::int AS tickets
     FROM booking.orders o WHERE o.event_id = $1 AND o.state = 'confirmed' AND o.confirmed_at IS NOT NULL
     GROUP BY 1 ORDER BY 1`,
    [eventId],
  )
  return rows
}
