import type pg from 'pg'

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
  /** Only rows whose subject id or details.bookingReference is this (whole value, any case). */
  search?: string
}

const COLUMNS = `id::text AS "id", occurred_at AS "occurredAt", actor, action, subject_type AS "subjectType",
  subject_id AS "subjectId", details`

/** The most recent entries, newest first, optionally narrowed to an action, a subject or a search. */
export async function recentAuditEntries(db: Queryable, query: AuditQuery): Promise<AuditEntry[]> {
  const limit = Number.isFinite(query.limit) ? Math.min(Math.max(Math.trunc(query.limit), 1), MAX_AUDIT_ENTRIES) : MAX_AUDIT_ENTRIES
  const conditions: string[] = []
  const values: unknown[] = []
  if (query.action !== undefined) {
    values.push(query.action)
    conditions.push(`action = $${values.length}`)
  }
  if (query.subjectId !== undefined) {
    values.push(query.subjectId)
    conditions.push(`subject_id = $${values.length}`)
  }
  if (query.search !== undefined) {
    values.push(query.search.toLowerCase())
    conditions.push(`(lower(subject_id) = $${values.length} OR lower(details->>'bookingReference') = $${values.length})`)
  }
  values.push(limit)
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const { rows } = await db.query<Omit<AuditEntry, 'id'> & { id: string }>(
    `SELECT ${COLUMNS} FROM booking.audit_log ${where} ORDER BY occurred_at DESC, id DESC LIMIT $${values.length}`,
    values,
  )
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}
