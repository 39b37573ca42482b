import { describe, expect, it } from 'vitest'

import {
  afterFailedAttempt,
  assertEmailTransition,
  EmailStateTransitionError,
  FIRST_RETRY_DELAY_MS,
  MAX_EMAIL_ATTEMPTS,
  MAX_RETRY_DELAY_MS,
  redactedErrorText,
  retryDelayMs,
} from './email-outbox'

describe('e-mail retries', () => {
  it('waits 30 seconds after the first failure and doubles the wait after each further one', () => {
    expect(retryDelayMs(1)).toBe(FIRST_RETRY_DELAY_MS)
    expect(retryDelayMs(2)).toBe(60_000)
    expect(retryDelayMs(3)).toBe(120_000)
    expect(retryDelayMs(7)).toBe(32 * 60_000)
  })

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(8)).toBe(MAX_RETRY_DELAY_MS)
    expect(retryDelayMs(10_000)).toBe(MAX_RETRY_DELAY_MS)
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_DELAY_MS)
  })

  it('keeps a message pending with the next attempt after the backoff', () => {
    const now = new Date('2026-03-01T10:00:00Z')
    expect(afterFailedAttempt(0, now)).toEqual({ state: 'pending', attempts: 1, nextAttemptAt: new Date('2026-03-01T10:00:30Z') })
    expect(afterFailedAttempt(2, now).nextAttemptAt).toEqual(new Date('2026-03-01T10:02:00Z'))
  })

  it('gives a message up as failed at the last allowed attempt', () => {
    const now = new Date('2026-03-01T10:00:00Z')
    expect(afterFailedAttempt(MAX_EMAIL_ATTEMPTS - 2, now).state).toBe('pending')
    expect(afterFailedAttempt(MAX_EMAIL_ATTEMPTS - 1, now).state).toBe('failed')
    expect(afterFailedAttempt(2, now, 3)).toMatchObject({ state: 'failed', attempts: 3 })
  })
})

describe('e-mail state transitions', () => {
  it('lets a pending message be sent, retried or failed', () => {
    expect(() => assertEmailTransition('pending', 'sent')).not.toThrow()
    expect(() => assertEmailTransition('pending', 'pending')).not.toThrow()
    expect(() => assertEmailTransition('pending', 'failed')).not.toThrow()
    expect(() => assertEmailTransition('pending', 'withdrawn')).not.toThrow()
    expect(() => assertEmailTransition('withdrawn', 'pending')).toThrow(EmailStateTransitionError)
  })

  it('refuses to change a sent or failed message', () => {
    expect(() => assertEmailTransition('sent', 'pending')).toThrow(EmailStateTransitionError)
    expect(() => assertEmailTransition('sent', 'sent')).toThrow('An e-mail cannot go from sent to sent')
    expect(() => assertEmailTransition('failed', 'pending')).toThrow(EmailStateTransitionError)
  })
})

describe('error text kept on an outbox row', () => {
  it('takes credentials out of a URL in the message', () => {
    expect(redactedErrorText('connect failed smtp://mailer:s3cret@mail.example:587')).toBe('connect failed smtp://***@mail.example:587')
  })

  it('takes the given secrets out wherever they appear', () => {
    expect(redactedErrorText('Invalid login for mailer with s3cret', ['s3cret', 'ab'])).toBe('Invalid login for mailer with ***')
  })

  it('keeps one line of at most 500 characters', () => {
    expect(redactedErrorText('a\n  b')).toBe('a b')
    expect(redactedErrorText('x'.repeat(600))).toHaveLength(500)
  })
})
