import { describe, expect, it } from 'vitest'

import { scheduleJob } from './scheduled-job'

const quiet = { info: () => undefined, warn: () => undefined }

describe('a scheduled job', () => {
  it('runs one at a time: a run asked for while one is going joins it', async () => {
    let calls = 0
    let finish: (report: number) => void = () => undefined
    const job = scheduleJob(
      'test job',
      () => {
        calls += 1
        return new Promise<number>((resolve) => (finish = resolve))
      },
      () => null,
      60_000,
      quiet,
    )
    const first = job.runOnce()
    const second = job.runOnce()
    finish(3)
    expect(await first).toBe(3)
    expect(await second).toBe(3)
    expect(calls).toBe(1)
    job.stop()
  })

  it('says once that it is failing, once that it is back, and what a run did; a run that did nothing says nothing', async () => {
    const warnings: string[] = []
    const infos: string[] = []
    let failing = true
    let report = 2
    const job = scheduleJob(
      'test job',
      async () => {
        if (failing) throw new Error('connection refused')
        return report
      },
      (n) => (n > 0 ? `${n} done` : null),
      60_000,
      { info: (message) => infos.push(message), warn: (message) => warnings.push(message) },
    )
    expect(await job.runOnce()).toBeNull()
    expect(await job.runOnce()).toBeNull()
    failing = false
    expect(await job.runOnce()).toBe(2)
    report = 0
    expect(await job.runOnce()).toBe(0)
    expect(warnings).toEqual(['test job: run failed, will retry (connection refused)'])
    expect(infos).toEqual(['test job: reaching the database again', 'test job: 2 done'])
    job.stop()
  })
})
