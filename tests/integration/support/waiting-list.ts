import type pg from 'pg'

import type { WaitingListJoinRequest, WaitingListService } from '../../../src/booking/waiting-list/waiting-list-service.server'

/**
 * Joins a waiting list and confirms the join from the link its e-mail carries (read from the
 * outbox), as a resident does: only a confirmed entry counts (issue 23 point 5).
 */
export async function joinConfirmed(pool: pg.Pool, service: WaitingListService, join: Required<WaitingListJoinRequest>): Promise<void> {
  await service.join(join)
  const { rows } = await pool.query<{ token: string }>(
    `SELECT payload->>'token' AS token FROM booking.email_outbox WHERE kind = 'waiting_list_confirm' AND lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1`,
    [join.email],
  )
  if (!rows[0]) throw new Error(`No confirmation e-mail was queued for ${join.email}`)
  const done = await service.confirm(rows[0].token)
  if (done.outcome !== 'confirmed') throw new Error(`The join of ${join.email} was not confirmed: ${done.outcome}`)
}
