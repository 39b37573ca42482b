import type pg from 'pg'

import { ANONYMISED } from '../../domain/retention'

type Queryable = Pick<pg.PoolClient, 'query'>

/**
 * The SQL of retention (docs/decisions/0027-retention.md): which personal fields each table of
 * schema `booking` holds, how each is anonymised, and how a row that still holds them is found.
 * There is no `anonymised_at` column: a row is due while a personal field differs from what
 * anonymising writes, so anonymising twice changes nothing and a run that stops half-way is
 * finished by the next one.
 *
 * Kept, because the reports and the accounts count them and they name nobody: ids and booking
 * references (random uuids), states, concessions, quantities, prices and totals, the newsletter
 * flag, attendance flags (and the staff member who marked them), releases, payments (amounts,
 * our transaction references, the provider's outcome), the e-mail's kind, subject (event title and
 * reference) and dates, and the audit log (its actors are staff; its details hold ids and counts).
 */

/** The purchaser as an anonymised order holds it: the stored shape, with nobody in it. */
export const ANONYMISED_PURCHASER = {
  firstName: ANONYMISED,
  lastName: ANONYMISED,
  email: ANONYMISED,
  telephoneNumber: '',
  bookingQuestions: {},
  address: {},
} as const

/**
 * Each table with personal data. Fragments use the alias r for the row (t in SET, the UPDATE's
 * target), :marker for ANONYMISED and :purchaser for ANONYMISED_PURCHASER.
 */
interface RetentionTable {
  /** The name the report, the log and the audit row use. */
  name: RetentionTableName
  table: string
  key: string
  /** FROM clause (alias r) and the column holding the row's event id. */
  from: string
  eventColumn: string
  /** True for a row that still holds personal details. */
  stillPersonal: string
  /** The SET list that anonymises the row. */
  set: string
}

export type RetentionTableName = 'baskets' | 'orders' | 'tickets' | 'waitingListEntries' | 'emails'

const TABLES: readonly RetentionTable[] = [
  {
    // The buyer's e-mail (private assets' key) and the client's address (the open-basket cap's key).
    name: 'baskets',
    table: 'booking.baskets',
    key: 'id',
    from: 'booking.baskets r',
    eventColumn: 'r.event_id',
    stillPersonal: '(r.customer_email IS NOT NULL OR r.client_key IS NOT NULL)',
    set: 'customer_email = NULL, client_key = NULL',
  },
  {
    // Name, e-mail, telephone, postal address and booking-question answers; the ticket holders as sent.
    name: 'orders',
    table: 'booking.orders',
    key: 'basket_id',
    from: 'booking.orders r',
    eventColumn: 'r.event_id',
    stillPersonal: "(r.purchaser IS DISTINCT FROM :purchaser OR r.ticket_holders <> '[]'::jsonb)",
    set: "purchaser = :purchaser, ticket_holders = '[]'::jsonb",
  },
  {
    // The holder's name, special requirements (often health) and ticket-question answers. A ticket
    // never ordered has no holder and keeps its NULLs.
    name: 'tickets',
    table: 'booking.tickets',
    key: 'id',
    from: 'booking.tickets r',
    eventColumn: 'r.event_id',
    stillPersonal:
      '(coalesce(r.holder_first_name, :marker) <> :marker OR coalesce(r.holder_last_name, :marker) <> :marker OR r.special_requirements IS NOT NULL OR r.answers IS NOT NULL)',
    set:
      'holder_first_name = CASE WHEN t.holder_first_name IS NULL THEN NULL ELSE :marker END, holder_last_name = CASE WHEN t.holder_last_name IS NULL THEN NULL ELSE :marker END, special_requirements = NULL, answers = NULL',
  },
  {
    // Name and e-mail. The e-mail becomes 'anonymised-{id}': one entry per address and event is unique.
    name: 'waitingListEntries',
    table: 'booking.waiting_list_entries',
    key: 'id',
    from: 'booking.waiting_list_entries r',
    eventColumn: 'r.event_id',
    stillPersonal: "(r.first_name <> :marker OR r.last_name <> :marker OR r.email <> :marker || '-' || r.id::text)",
    set: "first_name = :marker, last_name = :marker, email = :marker || '-' || t.id::text",
  },
  {
    // The address, the rendered message (names, tickets, address) and a failure's text (SMTP
    // rejections quote the address). One still waiting is given up: it would go to nobody.
    name: 'emails',
    table: 'booking.email_outbox',
    key: 'id',
    from: 'booking.email_outbox r JOIN booking.baskets b ON b.id = r.basket_id',
    eventColumn: 'b.event_id',
    // The payload may hold a name and a link's token (a waiting-list offer, decision 0028).
    stillPersonal: "(r.to_address <> :marker OR r.html IS NOT NULL OR r.state = 'pending' OR r.last_error <> :marker OR r.payload <> '{}'::jsonb)",
    set:
      "to_address = :marker, html = NULL, payload = '{}'::jsonb, state = CASE WHEN t.state = 'pending' THEN 'failed'::booking.email_state ELSE t.state END, last_error = CASE WHEN t.state = 'pending' OR t.last_error IS NOT NULL THEN :marker END",
  },
]

/**
 * The fragments with :marker and :purchaser bound as parameters after `values` (which it extends):
 * only the ones used, since PostgreSQL refuses a parameter whose type it cannot infer.
 */
function bind(fragments: readonly string[], values: unknown[]): string[] {
  const constants = [
    { placeholder: ':marker', value: ANONYMISED, type: 'text' },
    { placeholder: ':purchaser', value: JSON.stringify(ANONYMISED_PURCHASER), type: 'jsonb' },
  ]
  let bound = [...fragments]
  for (const constant of constants) {
    if (!bound.some((fragment) => fragment.includes(constant.placeholder))) continue
    values.push(constant.value)
    const parameter = `$${values.length}::${constant.type}`
    bound = bound.map((fragment) => fragment.replaceAll(constant.placeholder, parameter))
  }
  return bound
}

/** The names of the tables retention anonymises, in the order it does them. */
export const RETENTION_TABLES: readonly RetentionTableName[] = TABLES.map((table) => table.name)

/**
 * Events that started before the cutoff and still have personal details somewhere: the only ones
 * that may be due (an event's end is never before its start). Each test is an index probe on the
 * event's rows, so events already anonymised cost one probe per table per run.
 */
export async function findRetentionCandidates(db: Queryable, cutoff: Date): Promise<Array<{ eventId: number; startsAt: Date }>> {
  const values: unknown[] = [cutoff]
  const personal = bind(
    TABLES.map((table) => `EXISTS (SELECT 1 FROM ${table.from} WHERE ${table.eventColumn} = e.event_id AND ${table.stillPersonal})`),
    values,
  )
  const { rows } = await db.query<{ eventId: number; startsAt: Date }>(
    `SELECT e.event_id AS "eventId", e.date_time AS "startsAt"
     FROM booking.booking_events e
     WHERE e.date_time < $1 AND (${personal.join(' OR ')})
     ORDER BY e.date_time, e.event_id`,
    values,
  )
  return rows
}

/**
 * Anonymises up to `batch` rows of one table for these events, in one statement; rows another
 * transaction holds (a register being marked, an e-mail being sent) are skipped and done next run.
 * Answers how many rows it changed.
 */
export async function anonymiseBatch(db: Queryable, name: RetentionTableName, eventIds: readonly number[], batch: number): Promise<number> {
  const table = TABLES.find((candidate) => candidate.name === name)!
  const values: unknown[] = [eventIds, batch]
  const [stillPersonal, set] = bind([table.stillPersonal, table.set], values)
  const result = await db.query(
    `WITH due AS (
       SELECT r.${table.key} AS key FROM ${table.from}
       WHERE ${table.eventColumn} = ANY($1::int[]) AND ${stillPersonal}
       LIMIT $2 FOR UPDATE OF r SKIP LOCKED
     )
     UPDATE ${table.table} t SET ${set} FROM due WHERE t.${table.key} = due.key`,
    values,
  )
  return result.rowCount ?? 0
}

/** What one run did, in the audit log (actor 'system'); administrators read it at /admin/audit-log. */
export async function recordRetentionRun(
  db: Queryable,
  run: { now: Date; cutoff: Date; retentionDays: number; eventIds: readonly number[]; anonymised: Record<RetentionTableName, number> },
): Promise<void> {
  await db.query(
    `INSERT INTO booking.audit_log (occurred_at, actor, action, subject_type, subject_id, details)
     VALUES ($1, 'system', 'retention.anonymised', 'retention', $2, $3)`,
    [
      run.now,
      run.cutoff.toISOString(),
      JSON.stringify({ cutoff: run.cutoff.toISOString(), retentionDays: run.retentionDays, events: run.eventIds.length, eventIds: run.eventIds, anonymised: run.anonymised }),
    ],
  )
}
