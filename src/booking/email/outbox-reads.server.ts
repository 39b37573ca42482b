import { bookingPool } from '../db/pool.server'

import { outboxEntry, recentOutboxEntries, type OutboxEntry } from './outbox-repository'

export type { OutboxEntry }

/**
 * The e-mail outbox as staff read it (the console's outbox pages and the admin's outbox view;
 * decision 0023): through the booking pool, since the table is the booking module's, not Payload's
 * (ARCHITECTURE.md, "Data ownership"). The pages never hold the pool themselves (issue 24).
 */
export async function recentOutboxMessages(limit: number): Promise<OutboxEntry[]> {
  return recentOutboxEntries(bookingPool(), limit)
}

/** One message with its HTML as rendered; null when there is no such message. */
export async function outboxMessage(id: number): Promise<(OutboxEntry & { html: string | null }) | null> {
  return outboxEntry(bookingPool(), id)
}
