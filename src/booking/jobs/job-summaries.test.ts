import { describe, expect, it } from 'vitest'

import { reconcileSummary } from '../checkout/payment-reconcile'
import { outboxSummary } from '../email/email-outbox-job'

/** The log lines of the background jobs (src/worker/jobs.ts) reported by jobRunner: a line only for a run that did something. */
describe('the jobs’ log lines', () => {
  it('the e-mail outbox says what it sent, kept, will retry and gave up', () => {
    expect(outboxSummary({ sent: 2, kept: 0, retried: 1, failed: 0, withdrawn: 0 })).toBe('2 sent, 0 kept without SMTP, 1 to retry, 0 given up')
    expect(outboxSummary({ sent: 0, kept: 0, retried: 0, failed: 0, withdrawn: 1 })).toBe('0 sent, 0 kept without SMTP, 0 to retry, 0 given up, 1 withdrawn')
    expect(outboxSummary({ sent: 0, kept: 0, retried: 0, failed: 0, withdrawn: 0 })).toBeNull()
  })

  it('payment reconciliation reports a run that claimed a payment or closed an order', () => {
    const idle = { claimed: 0, confirmed: 0, notPaid: 0, pending: 0, abandoned: 0, refunded: 0, ordersClosed: 0 }
    expect(reconcileSummary(idle)).toBeNull()
    expect(JSON.parse(reconcileSummary({ ...idle, claimed: 1, confirmed: 1 })!)).toMatchObject({ claimed: 1, confirmed: 1 })
    expect(reconcileSummary({ ...idle, ordersClosed: 2 })).toContain('"ordersClosed":2')
  })
})
