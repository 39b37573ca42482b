import { describe, expect, it } from 'vitest'

import { scheduleBasketPurge, type PurgeReport } from './basket-purge'

const done: PurgeReport = { ran: true, holdsEnded: 0, basketsDeleted: 3 }

describe('the basket purge schedule', () => {
  it('runs one purge at a time: a run asked for while one is going joins it', async () => {
    let calls = 0
    let finish: (report: PurgeReport) => void = () => undefined
    const job = scheduleBasketPurge(() => {
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

  it('says once that the database is failing, and once that it is back', async () => {
    const warnings: string[] = []
    const infos: string[] = []
    let failing = true
    const job = scheduleBasketPurge(
      async () => {
        if (failing) throw new Error('connection refused')
        return done
      },
      60_000,
      { info: (message) => infos.push(message), warn: (message) => warnings.push(message) },
    )
    expect(await job.runOnce()).toBeNull()
    expect(await job.runOnce()).toBeNull()
    failing = false
    expect(await job.runOnce()).toEqual(done)
    expect(warnings).toEqual(['basket purge: failed, will retry (connection refused)'])
    expect(infos).toEqual(['basket purge: reaching the database again', 'basket purge: 3 baskets removed, 0 expired holds ended'])
    job.stop()
  })
})
