import { describe, expect, it } from 'vitest'

import { backgroundJobs, JOBS_OFF, jobIntervalsFrom, SOLD_OUT_WATCH_INTERVAL_MS, type JobWork } from './jobs'
import { parseEnv } from '../config/env'

const quiet = { info: () => undefined, warn: () => undefined }

const work: JobWork = {
  purgeBaskets: async () => ({ expired: 0, deleted: 0 }) as never,
  sendDueEmails: () => async () => ({ sent: 0, kept: 0, retried: 0, failed: 0, withdrawn: 0 }),
  reconcilePayments: async () => ({}) as never,
  retryDueRefunds: async () => 0,
  queueSessionReminders: async () => ({ written: 0 }),
  runOffers: async () => ({}) as never,
  anonymiseDueData: async () => ({}) as never,
  reopenSoldOutEvents: async () => [],
}

describe('the background jobs', () => {
  it('are every job of the booking module at the periods the environment sets', () => {
    const intervals = jobIntervalsFrom(parseEnv({}))
    expect(backgroundJobs(work, intervals, quiet).map((job) => [job.name, job.intervalMs])).toEqual([
      ['basket purge', 300_000],
      ['email outbox', 5_000],
      ['payment reconciliation', 60_000],
      ['refunds', 60_000],
      ['waiting-list offers', 30_000],
      ['session reminders', 300_000],
      ['retention', 3_600_000],
      ['sold-out watch', SOLD_OUT_WATCH_INTERVAL_MS],
    ])
  })

  it('leave out a job turned off (0) or whose work is not given', () => {
    expect(backgroundJobs(work, JOBS_OFF, quiet)).toEqual([])
    const { reconcilePayments } = work
    expect(backgroundJobs({ reconcilePayments }, { ...jobIntervalsFrom(parseEnv({})), outboxSeconds: 0 }, quiet).map((job) => job.name)).toEqual(['payment reconciliation'])
  })

  it('give the sold-out watch the time of each check and answer the events it announced (one run at a time is the runner\'s, scheduled-job.test.ts)', async () => {
    const checks: Date[] = []
    let finish: (events: number[]) => void = () => undefined
    const [watch] = backgroundJobs(
      {
        reopenSoldOutEvents: (now) => {
          checks.push(now)
          return new Promise<number[]>((resolve) => (finish = resolve))
        },
      },
      { ...JOBS_OFF, soldOutWatchMs: 60_000 },
      quiet,
    )
    expect(watch!.name).toBe('sold-out watch')
    expect(watch!.intervalMs).toBe(60_000)
    const first = watch!.run()
    finish([7, 9])
    expect(await first).toEqual([7, 9])
    expect(checks).toHaveLength(1)
  })
})
