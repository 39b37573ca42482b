import type pg from 'pg'

import { isDueForAnonymisation, retentionCutoff } from '../../domain/retention'

import { anonymiseBatch, findRetentionCandidates, recordRetentionRun, RETENTION_TABLES, type RetentionTableName } from './retention-repository'

/**
 * Retention (issue 13 point 5, docs/decisions/0027-retention.md): the personal details in the
 * bookings, tickets, answers, waiting-list entries and e-mails of an event are anonymised
 * RETENTION_DAYS after the event ended (its start when it has no end), keeping every row and count
 * the reports read. Modelled on the basket purge (basket-purge.ts): every server runs it every
 * RETENTION_INTERVAL_SECONDS, one at a time across all of them (an advisory lock; a server that
 * finds it taken skips the run), in batches that skip rows someone else holds.
 *
 * 1. Events that started before now - RETENTION_DAYS and still hold personal details (SQL).
 * 2. Their ends, from the content (`eventEnds`: the booking schema keeps only the start); an event
 *    is due when its end, or its start, plus RETENTION_DAYS is before now (src/domain/retention.ts).
 * 3. Per table, one UPDATE per batch over the due events, until a batch comes back short.
 * 4. One audit_log row ('retention.anonymised', actor 'system') with the cutoff and the counts,
 *    only when something was anonymised; a run with nothing due leaves no trace but its report.
 */

/** An arbitrary constant: the advisory lock that lets one server anonymise at a time. */
export const RETENTION_LOCK = 72_410_027

/** Rows per statement, and statements per table per run: a run stays short, the next one goes on. */
export const RETENTION_BATCH = 1_000
export const RETENTION_MAX_BATCHES = 50

/** The end of each event the content still knows (null: it has none); an event absent is counted from its start. */
export type EventEnds = (eventIds: readonly number[]) => Promise<ReadonlyMap<number, Date | null>>

export interface RetentionReport {
  /** False when another server held the lock: this run did nothing. */
  ran: boolean
  cutoff: Date
  /** The events whose details were due this run. */
  eventIds: number[]
  anonymised: Record<RetentionTableName, number>
}

export interface RetentionSettings {
  retentionDays: number
  eventEnds: EventEnds
}

function noneAnonymised(): Record<RetentionTableName, number> {
  return { baskets: 0, orders: 0, tickets: 0, waitingListEntries: 0, emails: 0 }
}

export function anonymisedTotal(report: Pick<RetentionReport, 'anonymised'>): number {
  return Object.values(report.anonymised).reduce((sum, n) => sum + n, 0)
}

export async function anonymiseDueData(pool: pg.Pool, now: Date, settings: RetentionSettings): Promise<RetentionReport> {
  const cutoff = retentionCutoff(now, settings.retentionDays)
  const anonymised = noneAnonymised()
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [RETENTION_LOCK])
    if (!rows[0]?.locked) return { ran: false, cutoff, eventIds: [], anonymised }
    try {
      const candidates = await findRetentionCandidates(client, cutoff)
      if (candidates.length === 0) return { ran: true, cutoff, eventIds: [], anonymised }
      const ends = await settings.eventEnds(candidates.map((event) => event.eventId))
      const eventIds = candidates
        .filter((event) => isDueForAnonymisation({ startsAt: event.startsAt, endsAt: ends.get(event.eventId) ?? null }, now, settings.retentionDays))
        .map((event) => event.eventId)
      if (eventIds.length === 0) return { ran: true, cutoff, eventIds, anonymised }
      for (const table of RETENTION_TABLES) {
        for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch += 1) {
          const n = await anonymiseBatch(client, table, eventIds, RETENTION_BATCH)
          anonymised[table] += n
          if (n < RETENTION_BATCH) break
        }
      }
      const report = { ran: true, cutoff, eventIds, anonymised }
      if (anonymisedTotal(report) > 0) await recordRetentionRun(client, { now, cutoff, retentionDays: settings.retentionDays, eventIds, anonymised })
      return report
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK])
    }
  } finally {
    client.release()
  }
}

/** The log line of a run that anonymised something: what the audit row says, for the operator. */
export function retentionLogLine(report: RetentionReport): string {
  const { baskets, orders, tickets, waitingListEntries, emails } = report.anonymised
  return (
    `anonymised the personal details of ${report.eventIds.length} event(s) that ended before ${report.cutoff.toISOString()}: ` +
    `${orders} orders, ${tickets} tickets, ${waitingListEntries} waiting-list entries, ${baskets} baskets, ${emails} e-mails`
  )
}

/** The job's summary line, or null when a run anonymised nothing (jobRunner logs it after 'retention: '). */
export function retentionSummary(report: RetentionReport): string | null {
  return anonymisedTotal(report) > 0 ? retentionLogLine(report) : null
}
