import type pg from 'pg'

import { KEPT_UNTIL, KEPT_WITHOUT_SMTP_NOTE } from '../../domain/email-outbox'

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/** The outbox kind of a message Payload sent to a staff account (a password reset) while SMTP_URL was unset. */
export const STAFF_ACCOUNT_EMAIL_KIND = 'staff_account'

/**
 * Keeps a staff account's e-mail from Payload in the outbox, already rendered and unsent, as the
 * outbox job keeps every message without SMTP (decision 0023): staff read it, nothing sends it. It
 * has no renderer: released once SMTP is configured, it fails at once, so a password-reset link
 * that has long expired is never sent late (src/integrations/email/payload-email-adapter.ts).
 */
export async function keepStaffAccountEmail(
  db: Queryable,
  message: { to: string; subject: string; html: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO booking.email_outbox (kind, to_address, payload, state, attempts, next_attempt_at, last_error, subject, html, created_at)
     VALUES ($1, $2, '{}'::jsonb, 'pending', 0, $3, $4, $5, $6, $7)`,
    [STAFF_ACCOUNT_EMAIL_KIND, message.to, KEPT_UNTIL, KEPT_WITHOUT_SMTP_NOTE, message.subject, message.html, now],
  )
}
