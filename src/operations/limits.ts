import { TooManyBasketsError } from '../booking/basket/errors'
import { BOOKING_MESSAGES } from '../booking/booking-messages'
import { TooManyRequestsError } from '../booking/errors'
import { WAITING_LIST_JOINS_PER_CLIENT, WAITING_LIST_LINKS_PER_CLIENT, WAITING_LIST_MANAGE_CALLS_PER_CLIENT, WAITING_LIST_WINDOW_MS } from '../booking/waiting-list/waiting-list-limits'
import type { Env } from '../config/env'
import { clientKeyOfAddress, keyedLimit, type ClientLimit } from '../security/client-limit'

import type { Caller } from './caller'

/**
 * The operations' limits on abuse (decision 0016; issue 24): each written once, on the operation,
 * and counted here for every door alike, so a client gets the same refusal (429 and Retry-After from
 * the API, the same message under a form) at the same count whichever door it uses.
 */

/** The configurable limits (src/config/env.ts); a test of the API passes its own (BookingApiOptions.limits). */
export interface LimitSettings {
  /** Baskets one client address may create per window; 0: no limit. */
  basketsPerClient: number
  /** Baskets one booking session (its cookie) may create per window; 0: no limit. */
  basketsPerSession: number
  windowSeconds: number
  /** Open baskets one client address may hold at once (booking.take_tickets); 0: no cap. */
  openBasketsPerClient: number
}

export function limitSettingsFromEnv(source: Env): LimitSettings {
  return {
    basketsPerClient: source.BASKET_RATE_LIMIT_PER_CLIENT,
    basketsPerSession: source.BASKET_RATE_LIMIT_PER_SESSION,
    windowSeconds: source.BASKET_RATE_WINDOW_SECONDS,
    openBasketsPerClient: source.BASKET_OPEN_LIMIT_PER_CLIENT,
  }
}

/** One limit of an operation: how many calls per window, counted by which key, refused how. */
export interface OperationLimit {
  /** The counter's name; limits with one name (and one rate) share their counts across operations. */
  name: string
  rate: (settings: LimitSettings) => { max: number; windowMs: number }
  /** The key counted; null: this caller is not counted by this limit. */
  key: (caller: Caller) => string | null
  refuse: (retryAfterSeconds: number) => Error
}

/** The client's key: its address, an IPv6 address as its /64. */
export function clientKeyOf(caller: Pick<Caller, 'clientAddress'>): string {
  return clientKeyOfAddress(caller.clientAddress)
}

/** This process's counters, one per limit name and rate (a test's own rates get their own). */
const counters = new Map<string, ClientLimit>()

function counterOf(name: string, max: number, windowMs: number): ClientLimit {
  const id = `${name}:${max}:${windowMs}`
  let counter = counters.get(id)
  if (!counter) {
    counter = keyedLimit(max, windowMs)
    counters.set(id, counter)
  }
  return counter
}

/** Counts the caller against each limit in turn; throws the first refusal. A max of 0 is off. */
export async function countLimits(limits: readonly OperationLimit[], caller: Caller, settings: LimitSettings): Promise<void> {
  for (const limit of limits) {
    const { max, windowMs } = limit.rate(settings)
    const key = limit.key(caller)
    if (max <= 0 || key === null) continue
    const verdict = await counterOf(limit.name, max, windowMs).hit(key)
    if (!verdict.allowed) throw limit.refuse(verdict.retryAfterSeconds)
  }
}

const tooManyBaskets = (retryAfterSeconds: number) => new TooManyBasketsError(BOOKING_MESSAGES.tooManyBaskets, retryAfterSeconds)

/** Baskets started per client address per window (BASKET_RATE_LIMIT_PER_CLIENT). */
export const basketsPerClient: OperationLimit = {
  name: 'baskets per client',
  rate: (settings) => ({ max: settings.basketsPerClient, windowMs: settings.windowSeconds * 1000 }),
  key: clientKeyOf,
  refuse: tooManyBaskets,
}

/** Baskets started per booking session per window (BASKET_RATE_LIMIT_PER_SESSION); a caller without one is not counted. */
export const basketsPerSession: OperationLimit = {
  name: 'baskets per session',
  rate: (settings) => ({ max: settings.basketsPerSession, windowMs: settings.windowSeconds * 1000 }),
  key: (caller) => caller.bookingSession,
  refuse: tooManyBaskets,
}

/** A fixed per-client limit (the waiting lists', the private assets' calls), the same in every process. */
export function perClient(name: string, max: number, windowMs: number, refuse: (retryAfterSeconds: number) => Error): OperationLimit {
  return { name, rate: () => ({ max, windowMs }), key: clientKeyOf, refuse }
}

const tooManyWaitingListRequests = (retryAfterSeconds: number) => new TooManyRequestsError(BOOKING_MESSAGES.tooManyWaitingListRequests, retryAfterSeconds)

/** The waiting lists' per-client limits (issue 13; decision 0028): joins, searches (e-mailed links), and the management calls. */
export const waitingListJoins = perClient('waiting-list joins', WAITING_LIST_JOINS_PER_CLIENT, WAITING_LIST_WINDOW_MS, tooManyWaitingListRequests)
export const waitingListLinks = perClient('waiting-list links', WAITING_LIST_LINKS_PER_CLIENT, WAITING_LIST_WINDOW_MS, tooManyWaitingListRequests)
export const waitingListManagement = perClient('waiting-list management', WAITING_LIST_MANAGE_CALLS_PER_CLIENT, WAITING_LIST_WINDOW_MS, tooManyWaitingListRequests)

/** Console calls one client may make per minute (decision 0025): far above a member of staff's clicks. */
export const CONSOLE_CALLS_PER_MINUTE = 600

/** The console's cap on one operation's calls per client (a flood of forged tokens is cut off before each costs a verification). */
export function consoleCalls(name: string): OperationLimit {
  // The catalogue's general words for too many requests from one connection.
  return perClient(`console ${name}`, CONSOLE_CALLS_PER_MINUTE, 60_000, (retryAfter) => new TooManyRequestsError(BOOKING_MESSAGES.tooManyWaitingListRequests, retryAfter))
}
