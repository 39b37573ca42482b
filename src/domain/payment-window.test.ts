import { describe, expect, it } from 'vitest'

import { CLOSED_ATTEMPT_MAX_DELAY_SECONDS, LAST_LOOK_MARGIN_SECONDS, lastLookAt, nextLookAtClosedAttempt, paymentWindowSeconds } from './payment-window'

const started = new Date('2026-11-27T10:00:00Z')
const at = (seconds: number) => new Date(started.getTime() + seconds * 1000)

describe('the window in which a provider may still take money on an attempt', () => {
  it('is GOV.UK Pay 90 minutes, the council page a day, and a day for any other provider', () => {
    expect(paymentWindowSeconds('govuk-pay')).toBe(5400)
    expect(paymentWindowSeconds('council')).toBe(86_400)
    expect(paymentWindowSeconds('fake')).toBe(86_400)
    expect(lastLookAt('govuk-pay', started)).toEqual(at(5400 + LAST_LOOK_MARGIN_SECONDS))
  })

  it('asks about a fresh decline after the grace period, an older one after half its age, at most an hour apart', () => {
    expect(nextLookAtClosedAttempt('council', started, at(10), 120)).toEqual(at(130))
    expect(nextLookAtClosedAttempt('council', started, at(1200), 120)).toEqual(at(1800))
    expect(nextLookAtClosedAttempt('council', started, at(20_000), 120)).toEqual(at(20_000 + CLOSED_ATTEMPT_MAX_DELAY_SECONDS))
  })

  it('takes its last look exactly when the window and its margin end, and none after', () => {
    const last = lastLookAt('govuk-pay', started)
    expect(nextLookAtClosedAttempt('govuk-pay', started, at(5000), 120)).toEqual(last)
    expect(nextLookAtClosedAttempt('govuk-pay', started, last, 120)).toBeNull()
    expect(nextLookAtClosedAttempt('council', started, at(90_000), 120)).toBeNull()
  })
})
