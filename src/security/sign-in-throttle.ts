import { normalizeIP } from '@fastify/rate-limit'
import { createHash } from 'node:crypto'

/**
 * Throttling of staff sign-ins and password resets (issue 10 point 2, docs/decisions/0017). No
 * account is ever locked: failures buy growing waits, counted three ways, so a stranger hammering
 * one account slows only themselves.
 * - per account and client: the owner typing a wrong password a few times waits a little;
 * - per client, whatever the account: one machine guessing across many accounts waits longer;
 * - per account, from every client: a wide guessing campaign is slowed, but only past a high count
 *   and with short waits, so it can never keep the owner out for long.
 * A wait is 2^(failures - free) seconds, capped. Counts are forgotten after FORGET_AFTER_MS without
 * a failure. Counts are kept in PostgreSQL (a ThrottleStore the wiring hands in: table
 * booking.sign_in_failures), so every web server counts the same failures (issue 25).
 */
export interface ThrottleRule {
  /** Failures allowed before waits begin. */
  free: number
  /** The longest wait, in seconds. */
  maxWaitSeconds: number
}

export interface ThrottleRules {
  accountAndClient: ThrottleRule
  client: ThrottleRule
  account: ThrottleRule
}

export const SIGN_IN_RULES: ThrottleRules = {
  accountAndClient: { free: 5, maxWaitSeconds: 15 * 60 },
  client: { free: 20, maxWaitSeconds: 15 * 60 },
  account: { free: 100, maxWaitSeconds: 30 },
}

/** Password resets: every request counts (each sends an e-mail), so fewer are free. */
export const PASSWORD_RESET_RULES: ThrottleRules = {
  accountAndClient: { free: 3, maxWaitSeconds: 60 * 60 },
  client: { free: 10, maxWaitSeconds: 60 * 60 },
  account: { free: 5, maxWaitSeconds: 60 * 60 },
}

export const FORGET_AFTER_MS = 60 * 60 * 1000

export interface ThrottleKeys {
  /** The client's address (src/server/client-address.ts). */
  client: string
  /** The account's e-mail address as typed; compared in lower case. */
  account: string
}

/** The longest e-mail address there can be (RFC 5321: a path of 256 octets, less its brackets). */
export const MAX_ACCOUNT_LENGTH = 254
/** How much of a longer text is kept readable, in front of its hash. */
const KEPT_PREFIX_LENGTH = 32

/**
 * The account as throttle keys and log lines hold it: lower case, and never longer than an e-mail
 * address can be. A longer text (one sign-in sent 60 MB: it became a 60 MB log line and an hour's
 * key in memory, issue 23 point 1) is kept as its first characters, its length and its SHA-256, so
 * every distinct text still counts apart and the line still tells an operator what was sent.
 */
export function boundedAccount(text: string): string {
  const account = text.trim().toLowerCase()
  if (account.length <= MAX_ACCOUNT_LENGTH) return account
  const digest = createHash('sha256').update(account).digest('hex')
  return `${account.slice(0, KEPT_PREFIX_LENGTH)}... (${account.length} characters, sha256 ${digest})`
}

/** The IPv6 prefix length one client is counted by. */
export const IPV6_CLIENT_PREFIX = 64

/**
 * The client's address as keys hold it: an IPv6 address by its /64 (one household or server is
 * given a whole /64, so each of its addresses is the same client; issue 23 point 7), an IPv4-mapped
 * one as its IPv4 address, grouped as the booking API's limits group them (normalizeIP, client-limit.ts);
 * set by nginx in front, but bounded all the same.
 */
export function throttleClient(client: string): string {
  const grouped = normalizeIP(client.trim(), IPV6_CLIENT_PREFIX)
  return grouped.length <= 64 ? grouped : boundedAccount(grouped)
}


export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** A key's failures and the time of the last. */
export interface Counter {
  failures: number
  lastFailureMs: number
}

/**
 * Where the counts are kept (the booking database's sign_in_failures, src/wiring). `throttle` names
 * the throttle ('sign-in', 'password-reset'); keys come bounded (boundedAccount, throttleClient).
 */
export interface ThrottleStore {
  /** The counts of `keys` whose last failure is after `sinceMs`. */
  read(throttle: string, keys: readonly string[], sinceMs: number): Promise<Map<string, Counter>>
  /** One more failure for each key at `nowMs`; a count last failed at or before `forgetBeforeMs` starts again. */
  addFailure(throttle: string, keys: readonly string[], nowMs: number, forgetBeforeMs: number): Promise<void>
  /** Forgets one key's failures. */
  forget(throttle: string, key: string): Promise<void>
}

/** The wait after `failures` under `rule`, in seconds (0 while free). */
export function waitSeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.free) return 0
  return Math.min(rule.maxWaitSeconds, 2 ** (failures - rule.free))
}

/** The three keys an attempt is counted by, each with its rule: the pair first. */
export function throttleEntries(rules: ThrottleRules, keys: ThrottleKeys): Array<[string, ThrottleRule]> {
  const account = boundedAccount(keys.account)
  const client = throttleClient(keys.client)
  return [
    [`pair ${account} ${client}`, rules.accountAndClient],
    [`client ${client}`, rules.client],
    [`account ${account}`, rules.account],
  ]
}

/** Whether an attempt may be made at `nowMs` given the keys' counts; when not, how long until it may. */
export function verdictOf(entries: ReadonlyArray<[string, ThrottleRule]>, counters: ReadonlyMap<string, Counter>, nowMs: number): ThrottleVerdict {
  let retryAfterMs = 0
  for (const [key, rule] of entries) {
    const counter = counters.get(key)
    if (!counter || nowMs - counter.lastFailureMs > FORGET_AFTER_MS) continue
    const until = counter.lastFailureMs + waitSeconds(rule, counter.failures) * 1000
    retryAfterMs = Math.max(retryAfterMs, until - nowMs)
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { allowed: true }
}

export class SignInThrottle {
  constructor(
    /** The throttle's name in the store. */
    readonly name: string,
    private readonly rules: ThrottleRules,
    private readonly store: ThrottleStore,
  ) {}

  /** Whether an attempt may be made now; when not, how long until it may. */
  async check(keys: ThrottleKeys, nowMs = Date.now()): Promise<ThrottleVerdict> {
    const entries = throttleEntries(this.rules, keys)
    const counters = await this.store.read(this.name, entries.map(([key]) => key), nowMs - FORGET_AFTER_MS)
    return verdictOf(entries, counters, nowMs)
  }

  /** Counts a failed attempt (for resets: any request) against all three counters. */
  async recordFailure(keys: ThrottleKeys, nowMs = Date.now()): Promise<void> {
    const entries = throttleEntries(this.rules, keys)
    await this.store.addFailure(this.name, entries.map(([key]) => key), nowMs, nowMs - FORGET_AFTER_MS)
  }

  /** A right password: this account's failures from this client are forgiven. */
  async recordSuccess(keys: ThrottleKeys): Promise<void> {
    const [pair] = throttleEntries(this.rules, keys)
    if (pair) await this.store.forget(this.name, pair[0])
  }
}

export interface SignInThrottles {
  signIn: SignInThrottle
  passwordReset: SignInThrottle
}

/** The sign-in and password-reset throttles over one store. */
export function signInThrottlesOver(store: ThrottleStore): SignInThrottles {
  return { signIn: new SignInThrottle('sign-in', SIGN_IN_RULES, store), passwordReset: new SignInThrottle('password-reset', PASSWORD_RESET_RULES, store) }
}

/** The message for a throttled attempt: the same whether or not the account exists. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  return `Too many attempts. Wait ${wait}, then try again.`
}
