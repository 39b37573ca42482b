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
 * a failure. Counts live in this process's memory (each instance counts its own; see decision 0017).
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
/** At most this many counters are kept; the oldest go first (a flood of made-up accounts). */
export const MAX_COUNTERS = 100_000

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
 * set by our web server, but bounded all the same.
 */
export function throttleClient(client: string): string {
  const grouped = normalizeIP(client.trim(), IPV6_CLIENT_PREFIX)
  return grouped.length <= 64 ? grouped : boundedAccount(grouped)
}


export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

interface Counter {
  failures: number
  lastFailureMs: number
}

/** The wait after `failures` under `rule`, in seconds (0 while free). */
export function waitSeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.free) return 0
  return Math.min(rule.maxWaitSeconds, 2 ** (failures - rule.free))
}

export class SignInThrottle {
  private readonly counters = new Map<string, Counter>()

  constructor(private readonly rules: ThrottleRules) {}

  private entries(keys: ThrottleKeys): Array<[string, ThrottleRule]> {
    const account = boundedAccount(keys.account)
    const client = throttleClient(keys.client)
    return [
      [`pair ${account} ${client}`, this.rules.accountAndClient],
      [`client ${client}`, this.rules.client],
      [`account ${account}`, this.rules.account],
    ]
  }

  private counter(key: string, nowMs: number): Counter | undefined {
    const counter = this.counters.get(key)
    if (counter && nowMs - counter.lastFailureMs > FORGET_AFTER_MS) {
      this.counters.delete(key)
      return undefined
    }
    return counter
  }

  /** Whether an attempt may be made now; when not, how long until it may. */
  check(keys: ThrottleKeys, nowMs = Date.now()): ThrottleVerdict {
    let retryAfterMs = 0
    for (const [key, rule] of this.entries(keys)) {
      const counter = this.counter(key, nowMs)
      if (!counter) continue
      const until = counter.lastFailureMs + waitSeconds(rule, counter.failures) * 1000
      retryAfterMs = Math.max(retryAfterMs, until - nowMs)
    }
    return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { allowed: true }
  }

  /** Counts a failed attempt (for resets: any request) against all three counters. */
  recordFailure(keys: ThrottleKeys, nowMs = Date.now()): void {
    for (const [key] of this.entries(keys)) {
      const counter = this.counter(key, nowMs) ?? { failures: 0, lastFailureMs: nowMs }
      counter.failures += 1
      counter.lastFailureMs = nowMs
      // Re-inserted last, so the map's order is oldest failure first.
      this.counters.delete(key)
      this.counters.set(key, counter)
    }
    while (this.counters.size > MAX_COUNTERS) {
      const oldest = this.counters.keys().next().value
      if (oldest === undefined) break
      this.counters.delete(oldest)
    }
  }

  /** A right password: this account's failures from this client are forgiven. */
  recordSuccess(keys: ThrottleKeys): void {
    const [pair] = this.entries(keys)
    if (pair) this.counters.delete(pair[0])
  }

  /** The keys counted now (the longest tells whether a key could grow with what a client sends). */
  keys(): string[] {
    return [...this.counters.keys()]
  }

  get size(): number {
    return this.counters.size
  }
}

/**
 * One throttle of each kind per process. Kept on globalThis because the sign-in page's server action
 * and Payload's REST routes may be bundled apart, and must share the counts.
 */
const shared = globalThis as typeof globalThis & { __councilSignInThrottles?: { signIn: SignInThrottle; passwordReset: SignInThrottle } }

export function signInThrottles(): { signIn: SignInThrottle; passwordReset: SignInThrottle } {
  shared.__councilSignInThrottles ??= { signIn: new SignInThrottle(SIGN_IN_RULES), passwordReset: new SignInThrottle(PASSWORD_RESET_RULES) }
  return shared.__councilSignInThrottles
}

/** The message for a throttled attempt: the same whether or not the account exists. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  return `Too many attempts. Wait ${wait}, then try again.`
}
