import { describe, expect, it } from 'vitest'

import { jobRunner } from './scheduled-job'

const quiet = { info: () => undefined, warn: () => undefined }

describe('a job runner', () => {
  it('runs one at a time: a run asked for while one is going joins it', async () => {
    let calls = 0
    let finish: (report: number) => void = () => undefined
    const job = jobRunner(
      'test job',
      () => {
        calls += 1
        return new Promise<number>((resolve) => (finish = resolve))
      },
      () => null,
      quiet,
    )
    const first = job.runOnce()
    const second = job.runOnce()
    finish(3)
    expect(await first).toBe(3)
    expect(await second).toBe(3)
    expect(calls).toBe(1)
  })

  it('says once that it is failing, once that it is back, and what a run did; a run that did nothing says nothing', async () => {
    const warnings: string[] = []
    const infos: string[] = []
    let failing = true
    let report = 2
    const job = jobRunner(
      'test job',
      async () => {
        if (failing) throw new Error('connection refused')
        return report
      },
      (n) => (n > 0 ? `${n} done` : null),
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
  })
})
