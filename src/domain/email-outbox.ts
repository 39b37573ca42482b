/**
 * The e-mail outbox's rules (docs/decisions/0023-confirmation-email-outbox.md): when a failed
 * message is tried again, when it is given up, and which state changes are allowed.
 */

/** withdrawn: no longer wanted when its turn came (a reminder for a booking cancelled since); never sent. */
export type EmailState = 'pending' | 'sent' | 'failed' | 'withdrawn'

/** The first retry waits this long; each further one twice as long ... */
export const FIRST_RETRY_DELAY_MS = 30_000
/** ... up to an hour, so a long SMTP outage is retried hourly rather than daily. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000
/** Attempts before a message is marked failed: about 13 hours of retries with the delays above. */
export const MAX_EMAIL_ATTEMPTS = 20

/**
 * pending -> pending is a retry (or a message kept unsent without SMTP); sent and failed are final:
 * a message is never sent again once recorded as sent.
 */
export const EMAIL_STATE_TRANSITIONS: Readonly<Record<EmailState, readonly EmailState[]>> = {
  pending: ['pending', 'sent', 'failed', 'withdrawn'],
  sent: [],
  failed: [],
  withdrawn: [],
}

export class EmailStateTransitionError extends Error {
  constructor(
    readonly from: EmailState,
    readonly to: EmailState,
  ) {
    super(`An e-mail cannot go from ${from} to ${to}`)
    this.name = 'EmailStateTransitionError'
  }
}

export function assertEmailTransition(from: EmailState, to: EmailState): void {
  if (!EMAIL_STATE_TRANSITIONS[from].includes(to)) throw new EmailStateTransitionError(from, to)
}

/** The wait after the `attempts`-th failed attempt: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1)
  // 2^7 * 30 s already passes an hour; a larger exponent must not overflow to Infinity.
  return exponent >= 7 ? MAX_RETRY_DELAY_MS : Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** exponent)
}

export interface FailedAttemptOutcome {
  state: EmailState
  attempts: number
  nextAttemptAt: Date
}

/** What a failed attempt makes of a pending message that had `previousAttempts` before it. */
export function afterFailedAttempt(previousAttempts: number, now: Date, maxAttempts = MAX_EMAIL_ATTEMPTS): FailedAttemptOutcome {
  const attempts = previousAttempts + 1
  const state: EmailState = attempts >= maxAttempts ? 'failed' : 'pending'
  assertEmailTransition('pending', state)
  return { state, attempts, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }
}

/**
 * Without SMTP a message is rendered and kept pending this far ahead, so staff can read it and no
 * run picks it up again; an operator who configures SMTP later may release kept rows (decision 0023).
 */
export const KEPT_UNTIL = new Date('9999-12-31T00:00:00Z')

/** The note on a kept row, which the admin shows as its last error: staff see why it was not sent. */
export const KEPT_WITHOUT_SMTP_NOTE = 'Not sent: SMTP_URL is not configured. Kept for staff to read.'

const SECRET_IN_URL = /([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi

/**
 * An error's message as stored and logged: one line, at most 500 characters, with any credentials
 * written into a URL (smtp://user:password@host) and the given secrets taken out.
 */
export function redactedErrorText(message: string, secrets: readonly string[] = []): string {
  let text = message.replace(SECRET_IN_URL, '$1***@')
  for (const secret of secrets) if (secret.length >= 3) text = text.split(secret).join('***')
  return text.replace(/\s+/g, ' ').trim().slice(0, 500)
}
