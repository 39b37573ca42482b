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

/** What a refund e-mail says: the amount given back and the event it was for. */
export interface RefundNoticeFacts {
  amountPence: number
  eventTitle: string | null
}

/**
 * The refunded payment's amount and its event's title, read from the payment, order and event rows.
 * The settlement writes them into the e-mail's payload; rows queued before it did (payload
 * { basketId, paymentId } only) are rendered from this read instead. Null when the basket has no
 * such payment.
 */
export async function refundNoticeFacts(db: Queryable, basketId: string, paymentId: string): Promise<RefundNoticeFacts | null> {
  const { rows } = await db.query<RefundNoticeFacts>(
    `SELECT p.amount_pence AS "amountPence", e.title AS "eventTitle"
       FROM booking.payments p
       JOIN booking.orders o ON o.basket_id = p.basket_id
       LEFT JOIN booking.booking_events e ON e.event_id = o.event_id
      WHERE p.id = $1 AND p.basket_id = $2`,
    [paymentId, basketId],
  )
  return rows[0] ?? null
}
