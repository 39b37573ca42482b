import { createHash } from 'node:crypto'

/**
 * The per-client limits of the waiting lists (issue 13; docs/decisions/0028), counted by the
 * operations (src/operations/limits.ts) for the booking API's call and the page's server action alike.
 */
export const WAITING_LIST_JOINS_PER_CLIENT = 30
export const WAITING_LIST_LINKS_PER_CLIENT = 10
export const WAITING_LIST_MANAGE_CALLS_PER_CLIENT = 120
export const WAITING_LIST_WINDOW_MS = 10 * 60_000

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
