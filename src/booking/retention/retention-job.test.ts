import { describe, expect, it } from 'vitest'

import { retentionLogLine, retentionSummary, type RetentionReport } from './retention-job'

const cutoff = new Date('2026-11-24T12:00:00Z')
const done: RetentionReport = { ran: true, cutoff, eventIds: [7, 9], anonymised: { baskets: 2, orders: 2, tickets: 5, waitingListEntries: 3, emails: 2 } }
const nothing: RetentionReport = { ran: true, cutoff, eventIds: [], anonymised: { baskets: 0, orders: 0, tickets: 0, waitingListEntries: 0, emails: 0 } }

describe('the retention log', () => {
  it('logs the cutoff and the count per table', () => {
    expect(retentionLogLine(done)).toBe(
      'anonymised the personal details of 2 event(s) that ended before 2026-11-24T12:00:00.000Z: 2 orders, 5 tickets, 3 waiting-list entries, 2 baskets, 2 e-mails',
    )
  })

  it('says nothing for a run with nothing due', () => {
    expect(retentionSummary(done)).toBe(retentionLogLine(done))
    expect(retentionSummary(nothing)).toBeNull()
  })
})
