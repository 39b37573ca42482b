import { createHash } from 'node:crypto'

import { clientLimit, type ClientLimit } from '../../security/client-limit'
import { BOOKING_MESSAGES } from '../booking-messages'
import { TooManyRequestsError } from '../errors'

/**
 * The per-client limits of the waiting lists (issue 13; docs/decisions/0028), one counter each for
 * the booking API's call and the page's server action alike.
 */
export const WAITING_LIST_JOINS_PER_CLIENT = 30
export const WAITING_LIST_LINKS_PER_CLIENT = 10
export const WAITING_LIST_MANAGE_CALLS_PER_CLIENT = 120
export const WAITING_LIST_WINDOW_MS = 10 * 60_000

export const waitingListJoinLimit = clientLimit(WAITING_LIST_JOINS_PER_CLIENT, WAITING_LIST_WINDOW_MS)
export const waitingListLinkLimit = clientLimit(WAITING_LIST_LINKS_PER_CLIENT, WAITING_LIST_WINDOW_MS)
export const waitingListManageLimit = clientLimit(WAITING_LIST_MANAGE_CALLS_PER_CLIENT, WAITING_LIST_WINDOW_MS)

/** Counts one request from `client` and throws TooManyRequestsError (429) past the limit. */
export async function countAgainst(limit: ClientLimit, client: string): Promise<void> {
  const verdict = await limit.hit(client)
  if (!verdict.allowed) throw new TooManyRequestsError(BOOKING_MESSAGES.tooManyWaitingListRequests, verdict.retryAfterSeconds)
}

/**
 * Waiting lists that belong to their address (issue 23 point 5; docs/decisions/0028): a join counts
 * once the address confirms it from the e-mailed link, which works for WAITING_LIST_CONFIRM_HOURS;
 * an unconfirmed entry is removed when it ends. The join and the management search together send an
 * address at most one e-mail per WAITING_LIST_MAIL_WINDOW_MINUTES, counted in PostgreSQL (so across
 * servers) by the SHA-256 of the normalised address; past that the answer is the same and nothing is
 * sent.
 */
export { WAITING_LIST_CONFIRM_HOURS } from '../../domain/waiting-list'
export const WAITING_LIST_MAIL_WINDOW_MINUTES = 60

/** The key of an address's e-mail allowance: the SHA-256 of the trimmed, lower-cased address. */
export function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}
