import { describe, expect, it } from 'vitest'

import { retentionLogLine, scheduleRetention, type RetentionReport } from './retention-job'

const cutoff = new Date('2026-11-24T12:00:00Z')
const done: RetentionReport = { ran: true, cutoff, eventIds: [7, 9], anonymised: { baskets: 2, orders: 2, tickets: 5, waitingListEntries: 3, emails: 2 } }
const nothing: RetentionReport = { ran: true, cutoff, eventIds: [], anonymised: { baskets: 0, orders: 0, tickets: 0, waitingListEntries: 0, emails: 0 } }

describe('the retention schedule', () => {
  it('runs one at a time: a run asked for while one is going joins it', async () => {
    let calls = 0
    let finish: (report: RetentionReport) => void = () => undefined
    const job = scheduleRetention(() => {
      calls += 1
      return new Promise((resolve) => (finish = resolve))
    }, 60_000, { info: () => undefined, warn: () => undefined })
    const first = job.runOnce()
    const second = job.runOnce()
    finish(done)
    expect(await first).toEqual(done)
    expect(await second).toEqual(done)
    expect(calls).toBe(1)
    job.stop()
  })

  it('says once that it is failing, once that it is back, and what it anonymised; a run with nothing due says nothing', async () => {
    const warnings: string[] = []
    const infos: string[] = []
    let failing = true
    let report = done
    const job = scheduleRetention(
      async () => {
        if (failing) throw new Error('connection refused')
        return report
      },
      60_000,
      { info: (message) => infos.push(message), warn: (message) => warnings.push(message) },
    )
    expect(await job.runOnce()).toBeNull()
    expect(await job.runOnce()).toBeNull()
    failing = false
    expect(await job.runOnce()).toEqual(done)
    report = nothing
    expect(await job.runOnce()).toEqual(nothing)
    expect(warnings).toEqual(['retention: failed, will retry (connection refused)'])
    expect(infos).toEqual(['retention: running again', retentionLogLine(done)])
    job.stop()
  })

  it('logs the cutoff and the count per table', () => {
    expect(retentionLogLine(done)).toBe(
      'retention: anonymised the personal details of 2 event(s) that ended before 2026-11-24T12:00:00.000Z: 2 orders, 5 tickets, 3 waiting-list entries, 2 baskets, 2 e-mails',
    )
  })
})
