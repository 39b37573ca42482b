import { describe, expect, it } from 'vitest'

import { canResidentCancel, MAX_REFUND_ATTEMPTS, nextRefundAttempt, refundForCancellation, residentCancellationDeadline } from './cancellation'

const now = new Date('2026-11-24T10:00:00Z')

describe('the refund for cancelled tickets', () => {
  it('is a unit price per ticket of one-place concessions', () => {
    expect(refundForCancellation([{ holdId: 1, unitPrice: 1250, ticketsPerUnit: 1, cancelledInHoldBefore: 0 }, { holdId: 1, unitPrice: 1250, ticketsPerUnit: 1, cancelledInHoldBefore: 0 }])).toBe(2500)
  })

  it('gives a several-place unit back only when its last place is cancelled', () => {
    const family = { holdId: 2, unitPrice: 4000, ticketsPerUnit: 4 }
    expect(refundForCancellation([{ ...family, cancelledInHoldBefore: 0 }, { ...family, cancelledInHoldBefore: 0 }])).toBe(0)
    expect(refundForCancellation([{ ...family, cancelledInHoldBefore: 2 }, { ...family, cancelledInHoldBefore: 2 }])).toBe(4000)
    expect(refundForCancellation([])).toBe(0)
  })
})

describe('retrying a refund', () => {
  it('waits 5 minutes, doubling to at most 6 hours, and gives up after its tries', () => {
    expect(nextRefundAttempt(1, now)).toEqual(new Date('2026-11-24T10:05:00Z'))
    expect(nextRefundAttempt(2, now)).toEqual(new Date('2026-11-24T10:10:00Z'))
    expect(nextRefundAttempt(7, now)).toEqual(new Date('2026-11-24T15:20:00Z'))
    expect(nextRefundAttempt(0, now)).toEqual(new Date('2026-11-24T10:05:00Z'))
    expect(nextRefundAttempt(MAX_REFUND_ATTEMPTS, now)).toBeNull()
  })
})

describe("a resident's own cancellation", () => {
  it('is open until the cut-off days before the event', () => {
    const start = new Date('2026-12-08T10:00:00Z')
    expect(residentCancellationDeadline(start, 7)).toEqual(new Date('2026-12-01T10:00:00Z'))
    expect(canResidentCancel(start, 7, now)).toBe(true)
    expect(canResidentCancel(start, 7, new Date('2026-12-01T10:00:00Z'))).toBe(false)
  })
})
