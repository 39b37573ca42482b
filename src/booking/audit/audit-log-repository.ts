import type pg from 'pg'

import { readTypedBookingReference } from '../../domain/booking-reference'

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/** One row of booking.audit_log as administrators read it (the admin's audit log view). */
export interface AuditEntry {
  id: number
  occurredAt: Date
  /** The member of staff who acted: their e-mail. */
  actor: string
  /** What happened, e.g. 'ticket.released'. */
  action: string
  /** What it happened to, e.g. 'ticket' and the ticket's id. */
  subjectType: string
  subjectId: string
  /** As written (jsonb); for a release {eventId, bookingReference, concessionId, unitsReturned}. */
  details: unknown
  /**
   * The short reference (decision 0031) of the booking the entry is about, the order named by
   * details.bookingReference or a 'booking' subject; null when it names none or the order has none.
   */
  bookingReference: string | null
}

/** The most rows one read returns, whatever the caller asks for. */
export const MAX_AUDIT_ENTRIES = 200

export interface AuditQuery {
  /** At most MAX_AUDIT_ENTRIES; fewer than 1 reads 1. */
  limit: number
  /** Only this action, e.g. 'ticket.released'. */
  action?: string
  /** Only rows about this subject id (exact). */
  subjectId?: string
  /**
   * Only rows about this booking or subject: the subject id or details.bookingReference as typed
   * (whole value, any case), or the booking a short reference names, typed as residents read it
   * out ('hcc 7k4m 2q9x'; readTypedBookingReference).
   */
  search?: string
}

const UUID_PATTERN = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`

/** The order an entry is about: the basket id in details.bookingReference (a release) or the subject of a 'booking' entry. */
const ENTRY_BASKET = `coalesce(a.details->>'bookingReference', CASE WHEN a.subject_type = 'booking' THEN a.subject_id END)`

const COLUMNS = `a.id::text AS "id", a.occurred_at AS "occurredAt", a.actor, a.action, a.subject_type AS "subjectType",
  a.subject_id AS "subjectId", a.details, o.booking_reference AS "bookingReference"`

// The id is matched as a uuid (not basket_id::text) so each row's order is found by its primary key.
const FROM = `booking.audit_log a
  LEFT JOIN booking.orders o ON o.basket_id = (CASE WHEN ${ENTRY_BASKET} ~* ${UUID_PATTERN} THEN (${ENTRY_BASKET})::uuid END)`

/** The most recent entries, newest first, optionally narrowed to an action, a subject or a search. */
export async function recentAuditEntries(db: Queryable, query: AuditQuery): Promise<AuditEntry[]> {
  const limit = Number.isFinite(query.limit) ? Math.min(Math.max(Math.trunc(query.limit), 1), MAX_AUDIT_ENTRIES) : MAX_AUDIT_ENTRIES
  const conditions: string[] = []
  const values: unknown[] = []
  if (query.action !== undefined) {
    values.push(query.action)
    conditions.push(`a.action = $${values.length}`)
  }
  if (query.subjectId !== undefined) {
    values.push(query.subjectId)
    conditions.push(`a.subject_id = $${values.length}`)
  }
  if (query.search !== undefined) {
    values.push(query.search.toLowerCase())
    const asTyped = `lower(a.subject_id) = $${values.length} OR lower(a.details->>'bookingReference') = $${values.length}`
    const typed = readTypedBookingReference(query.search)
    if (typed?.kind === 'reference') {
      values.push(typed.reference)
      conditions.push(`(${asTyped} OR o.booking_reference = $${values.length} OR a.details->>'bookingReference' = $${values.length})`)
    } else {
      conditions.push(`(${asTyped})`)
    }
  }
  values.push(limit)
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const { rows } = await db.query<Omit<AuditEntry, 'id'> & { id: string }>(
    `SELECT ${COLUMNS} FROM ${FROM} ${where} ORDER BY a.occurred_at DESC, a.id DESC LIMIT $${values.length}`,
    values,
  )
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}
