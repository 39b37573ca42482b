import type pg from 'pg'

/**
 * Reminders before each session of a course (issue 26 point 1, decision 0043): the worker writes, for
 * every confirmed booking with tickets still booked, one `session_reminder` e-mail per session that
 * meets within the event's `reminder_days_before` (2 by default; 0 sends none) and has not begun. The
 * outbox sends it (decision 0023) and renders it from the booking as it is then, so a booking cancelled
 * in between is withdrawn, not sent.
 *
 * Never twice: each row carries the once key `session_reminder:{basket}:{session}`, unique in the
 * outbox, so two workers, a run repeated after a crash, or a session moved back into the window
 * write it once. None for a session already begun when the booking was confirmed.
 */

/** Rows written per run: a run stays short; the next run (SESSION_REMINDERS_INTERVAL_SECONDS) takes the rest. */
export const REMINDER_BATCH = 500

export interface RemindersReport {
  written: number
}

/** The once key of a booking's reminder for one session. */
export function reminderOnceKey(basketId: string, sessionId: string): string {
  return `session_reminder:${basketId}:${sessionId}`
}

const QUEUE_DUE_REMINDERS = `
  WITH due AS (
    SELECT o.basket_id, o.purchaser->>'email' AS to_address, s.session_id, s.starts_at, s.ends_at, s.place, e.title, e.uri,
           (SELECT count(*) FROM booking.event_sessions p WHERE p.event_id = s.event_id AND NOT p.removed AND (p.starts_at, p.session_id) <= (s.starts_at, s.session_id))::int AS number,
           (SELECT count(*) FROM booking.event_sessions p WHERE p.event_id = s.event_id AND NOT p.removed)::int AS "of"
      FROM booking.event_sessions s
      JOIN booking.booking_events e ON e.event_id = s.event_id
      JOIN booking.orders o ON o.event_id = s.event_id AND o.state = 'confirmed'
     WHERE NOT s.removed
       AND s.starts_at > $1 AND s.starts_at <= $1 + make_interval(days => e.reminder_days_before)
       AND e.reminder_days_before > 0
       AND o.confirmed_at < s.starts_at
       AND coalesce(o.purchaser->>'email', '') <> ''
       AND EXISTS (SELECT 1 FROM booking.tickets t WHERE t.basket_id = o.basket_id AND t.state = 'sold')
       AND NOT EXISTS (SELECT 1 FROM booking.email_outbox x WHERE x.once_key = 'session_reminder:' || o.basket_id || ':' || s.session_id)
     ORDER BY s.starts_at, o.basket_id
     LIMIT $2
  )
  INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, next_attempt_at, created_at, once_key)
  SELECT 'session_reminder', basket_id, to_address,
         jsonb_build_object('basketId', basket_id, 'sessionId', session_id, 'eventTitle', title, 'eventUri', uri,
           'startsAt', to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
           'endsAt', to_char(ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
           'place', place, 'number', number, 'of', "of"),
         $1, $1, 'session_reminder:' || basket_id || ':' || session_id
    FROM due
  ON CONFLICT (once_key) WHERE once_key IS NOT NULL DO NOTHING
  RETURNING id`

/** Writes the reminders now due (at most `limit`); one statement, safe to run on several workers at once. */
export async function queueDueSessionReminders(pool: Pick<pg.Pool, 'query'>, now: Date, limit = REMINDER_BATCH): Promise<RemindersReport> {
  const { rowCount } = await pool.query(QUEUE_DUE_REMINDERS, [now, limit])
  return { written: rowCount ?? 0 }
}

/** The job's log line: only for a run that wrote something. */
export function remindersSummary(report: RemindersReport): string | null {
  return report.written > 0 ? `${report.written} session reminders written` : null
}
