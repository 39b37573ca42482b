import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { APIError, type Payload } from 'payload'

import { boundedAccount, throttledMessage, type SignInThrottle, type ThrottleKeys, type ThrottleVerdict } from './sign-in-throttle'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Payload's cost for a password it checks (payload/dist/auth/strategies/local: pbkdf2-sha256 at
 * 600,000 iterations, 32 bytes): spent on an unknown account too, so the answer takes as long.
 */
const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/** A sign-in or reset refused by the throttle: 429, logged by us as a warning (Payload is told not to). */
export class SignInThrottled extends APIError {
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number) {
    super(throttledMessage(retryAfterSeconds), 429, null, true)
    // Set by hand: the bundler's minified class name would not match loggingLevels.
    this.name = 'SignInThrottled'
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * The account part of the keys as Payload compares e-mail addresses, bounded (boundedAccount): the
 * keys and the log lines below hold this, never the text as submitted.
 */
export function accountOf(email: unknown): string {
  return typeof email === 'string' ? boundedAccount(email) : ''
}

async function accountExists(payload: Payload, account: string): Promise<boolean> {
  if (account === '') return false
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: account } }, overrideAccess: true })
  return totalDocs > 0
}

/**
 * Before a password is checked: refused while the throttle says wait (a warning in the log), and
 * for an account that does not exist the same hashing work is done, so its answer takes as long as
 * a real account's (issue 10 point 2).
 */
export async function beforePasswordCheck(payload: Payload, throttle: SignInThrottle, keys: ThrottleKeys, password: unknown): Promise<ThrottleVerdict> {
  const verdict = await throttle.check(keys)
  if (!verdict.allowed) {
    payload.logger.warn({ client: keys.client, account: keys.account, retryAfterSeconds: verdict.retryAfterSeconds }, 'Sign-in refused: too many attempts')
    return verdict
  }
  if (!(await accountExists(payload, keys.account))) {
    await pbkdf2Async(typeof password === 'string' ? password : '', randomBytes(32), PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest)
  }
  return verdict
}

export async function passwordCheckFailed(payload: Payload, throttle: SignInThrottle, keys: ThrottleKeys): Promise<void> {
  payload.logger.warn({ client: keys.client, account: keys.account }, 'Failed sign-in')
  await throttle.recordFailure(keys)
}

export async function passwordCheckPassed(throttle: SignInThrottle, keys: ThrottleKeys): Promise<void> {
  await throttle.recordSuccess(keys)
}

/** A password reset request: counted whatever its outcome (each may send an e-mail). */
export async function passwordResetVerdict(payload: Payload, throttle: SignInThrottle, keys: ThrottleKeys): Promise<ThrottleVerdict> {
  const verdict = await throttle.check(keys)
  if (!verdict.allowed) {
    payload.logger.warn({ client: keys.client, account: keys.account, retryAfterSeconds: verdict.retryAfterSeconds }, 'Password reset refused: too many requests')
    return verdict
  }
  await throttle.recordFailure(keys)
  return verdict
}
