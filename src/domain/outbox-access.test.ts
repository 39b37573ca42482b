import { describe, expect, it } from 'vitest'

import { KEPT_UNTIL } from '@/domain/email-outbox'

import { canReadOutbox, outboxStateLabel } from './outbox-access'

describe('reading the e-mail outbox', () => {
  it('is for booking staff and administrators, not content editors or anyone else', () => {
    expect(canReadOutbox({ roles: ['staff'] })).toBe(true)
    expect(canReadOutbox({ roles: ['admin'] })).toBe(true)
    expect(canReadOutbox({ roles: ['editor'] })).toBe(false)
    expect(canReadOutbox(null)).toBe(false)
  })

  it('tells a message kept without SMTP from one waiting to be sent', () => {
    expect(outboxStateLabel({ state: 'pending', nextAttemptAt: KEPT_UNTIL }, KEPT_UNTIL)).toBe('Kept (not sent: no SMTP)')
    expect(outboxStateLabel({ state: 'pending', nextAttemptAt: new Date('2030-01-01T00:00:00Z') }, KEPT_UNTIL)).toBe('Pending')
    expect(outboxStateLabel({ state: 'sent', nextAttemptAt: new Date() }, KEPT_UNTIL)).toBe('Sent')
    expect(outboxStateLabel({ state: 'failed', nextAttemptAt: new Date() }, KEPT_UNTIL)).toBe('Failed')
  })
})
