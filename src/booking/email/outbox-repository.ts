import type pg from 'pg'

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/** One outbox row as staff read it (the console's outbox pages). */
export interface OutboxEntry {
  id: number
  kind: string
  toAddress: string
  state: 'pending' | 'sent' | 'failed'
  attempts: number
  subject: string | null
  lastError: string | null
  createdAt: Date
  sentAt: Date | null
  nextAttemptAt: Date
}

const COLUMNS = `id::int AS "id", kind, to_address AS "toAddress", state, attempts, subject, last_error AS "lastError",
  created_at AS "createdAt", sent_at AS "sentAt", next_attempt_at AS "nextAttemptAt"`

/** The most recent messages, newest first. */
export async function recentOutboxEntries(db: Queryable, limit = 100): Promise<OutboxEntry[]> {
  const { rows } = await db.query<OutboxEntry>(`SELECT ${COLUMNS} FROM booking.email_outbox ORDER BY created_at DESC, id DESC LIMIT $1`, [limit])
  return rows
}

/** One message with its rendered HTML (null until the job has rendered it). */
export async function outboxEntry(db: Queryable, id: number): Promise<(OutboxEntry & { html: string | null }) | null> {
  const { rows } = await db.query<OutboxEntry & { html: string | null }>(`SELECT ${COLUMNS}, html FROM booking.email_outbox WHERE id = $1`, [id])
  return rows[0] ?? null
}
