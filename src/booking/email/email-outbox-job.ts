import type pg from 'pg'

import { afterFailedAttempt, assertEmailTransition, KEPT_UNTIL, KEPT_WITHOUT_SMTP_NOTE, MAX_EMAIL_ATTEMPTS, redactedErrorText, type EmailState } from '../../domain/email-outbox'
import { PermanentSendError, type Mailer } from '../../integrations/email/mailer'
import { inTransaction } from '../db/transaction'

import type { RenderedEmail } from './booking-confirmation'
import { renderOutboxMessage, UnrenderableEmailError, WithdrawnEmailError, type EmailSources } from './outbox-messages'

/**
 * The e-mail outbox job (issue 11 point 9; docs/decisions/0023-confirmation-email-outbox.md).
 *
 * Services write a row to booking.email_outbox in the transaction that makes the change the e-mail
 * tells of, so a confirmed booking always has its e-mail. Every server runs this job every
 * EMAIL_OUTBOX_INTERVAL_SECONDS. Each message is claimed, rendered, sent and recorded in one
 * transaction that holds the row's lock (FOR UPDATE SKIP LOCKED): another server skips it, and a
 * crash before the commit leaves it pending, so it is sent again. Through SMTP delivery is at least
 * once: a crash after the server accepted the message but before the commit sends it twice. Through
 * GOV.UK Notify it is once: each message carries the row's reference, and the adapter asks Notify
 * for it before sending again (decision 0045).
 *
 * Without a mailer (SMTP_URL unset) a message is rendered and kept: subject and HTML stored, state
 * still pending, next attempt far ahead and a note in last_error, so staff can read it in the outbox.
 */

/** Messages per run: each holds one connection only while it is sent, so a run stays short. */
export const OUTBOX_BATCH = 10

export interface OutboxLog {
  info(message: string): void
  warn(message: string): void
}

export interface EmailOutboxDeps {
  pool: pg.Pool
  /** Null when SMTP_URL is unset: messages are rendered and kept, not sent. */
  mailer: Mailer | null
  sources: EmailSources
  log: OutboxLog
  batchSize?: number
}

export interface OutboxRunReport {
  sent: number
  kept: number
  retried: number
  failed: number
  /** No longer wanted (WithdrawnEmailError): recorded, never sent. */
  withdrawn: number
}

interface OutboxRow {
  id: number
  kind: string
  to_address: string
  payload: unknown
  state: EmailState
  attempts: number
  created_at: Date
}

const CLAIM_DUE = `
  SELECT id, kind, to_address, payload, state, attempts, created_at
    FROM booking.email_outbox
   WHERE state = 'pending' AND next_attempt_at <= $1
   ORDER BY next_attempt_at, id
   LIMIT 1
     FOR UPDATE SKIP LOCKED`

/** Sends the outbox's due messages, one transaction each, until none is due or the batch is done. */
export async function sendDueEmails(deps: EmailOutboxDeps, now: Date): Promise<OutboxRunReport> {
  const report: OutboxRunReport = { sent: 0, kept: 0, retried: 0, failed: 0, withdrawn: 0 }
  const batch = deps.batchSize ?? OUTBOX_BATCH
  for (let n = 0; n < batch; n += 1) {
    const outcome = await sendOneDueEmail(deps, now)
    if (outcome === null) break
    report[outcome] += 1
  }
  return report
}

async function sendOneDueEmail(deps: EmailOutboxDeps, now: Date): Promise<keyof OutboxRunReport | null> {
  return inTransaction(deps.pool, async (client) => {
    const { rows } = await client.query<OutboxRow>(CLAIM_DUE, [now])
    const row = rows[0]
    return row ? deliver(client, row, deps, now) : null
  })
}

async function deliver(client: pg.PoolClient, row: OutboxRow, deps: EmailOutboxDeps, now: Date): Promise<keyof OutboxRunReport> {
  let rendered: RenderedEmail | null = null
  let note: string | null = null
  try {
    rendered = await renderOutboxMessage(row.kind, row.payload, deps.sources)
    if (deps.mailer) note = (await deps.mailer.send({ to: row.to_address, ...rendered, reference: outboxReference(row) }))?.note ?? null
  } catch (error) {
    if (error instanceof WithdrawnEmailError) {
      assertEmailTransition(row.state, 'withdrawn')
      await client.query(`UPDATE booking.email_outbox SET state = 'withdrawn', last_error = $2 WHERE id = $1`, [row.id, error.message])
      return 'withdrawn'
    }
    return recordFailedAttempt(client, row, deps, now, error, rendered)
  }
  // Only a failure to render or send counts as an attempt: a failing UPDATE here rolls the claim
  // back, and the message is sent again (at least once).
  if (!deps.mailer) {
    assertEmailTransition(row.state, 'pending')
    await client.query(`UPDATE booking.email_outbox SET subject = $2, html = $3, next_attempt_at = $4, last_error = $5 WHERE id = $1`, [
      row.id,
      rendered.subject,
      rendered.html,
      KEPT_UNTIL,
      KEPT_WITHOUT_SMTP_NOTE,
    ])
    return 'kept'
  }
  assertEmailTransition(row.state, 'sent')
  await client.query(
    `UPDATE booking.email_outbox SET state = 'sent', sent_at = $2, subject = $3, html = $4, attempts = attempts + 1, last_error = $5 WHERE id = $1`,
    [row.id, now, rendered.subject, rendered.html, note === null ? null : redactedErrorText(note, deps.mailer.secrets)],
  )
  return 'sent'
}

async function recordFailedAttempt(
  client: pg.PoolClient,
  row: OutboxRow,
  deps: EmailOutboxDeps,
  now: Date,
  error: unknown,
  rendered: RenderedEmail | null,
): Promise<keyof OutboxRunReport> {
  const reason = redactedErrorText(error instanceof Error ? error.message : String(error), deps.mailer?.secrets)
  // A message that cannot be made, or that the service refuses for good, will not go by trying again.
  const hopeless = error instanceof UnrenderableEmailError || error instanceof PermanentSendError
  const next = afterFailedAttempt(row.attempts, now, hopeless ? row.attempts + 1 : MAX_EMAIL_ATTEMPTS)
  assertEmailTransition(row.state, next.state)
  await client.query(
    `UPDATE booking.email_outbox SET state = $2, attempts = $3, next_attempt_at = $4, last_error = $5, subject = COALESCE($6, subject), html = COALESCE($7, html) WHERE id = $1`,
    [row.id, next.state, next.attempts, next.nextAttemptAt, reason, rendered?.subject ?? null, rendered?.html ?? null],
  )
  if (next.state === 'failed') {
    deps.log.warn(`email outbox: message ${row.id} (${row.kind}) given up after ${next.attempts} attempts: ${reason}`)
    return 'failed'
  }
  return 'retried'
}

/**
 * The message's reference on every attempt (decision 0045): unique to the row, and to this database's
 * life (a restored or re-made database reuses ids, never with the same creation time), so a channel
 * that looks references up (GOV.UK Notify) finds only an earlier attempt at this very message.
 */
export function outboxReference(row: { id: number; created_at: Date }): string {
  return `council-events-outbox-${row.id}-${row.created_at.getTime()}`
}

/** The log line of an outbox run that did something (each run is reported by jobRunner, src/booking/jobs/scheduled-job.ts). */
export function outboxSummary(report: OutboxRunReport): string | null {
  if (report.sent + report.kept + report.retried + report.failed + report.withdrawn === 0) return null
  return `${report.sent} sent, ${report.kept} kept without SMTP, ${report.retried} to retry, ${report.failed} given up${report.withdrawn ? `, ${report.withdrawn} withdrawn` : ''}`
}
