import PgBoss from 'pg-boss'

import { jobRunner, type JobLog } from '../booking/jobs/scheduled-job'

import type { BackgroundJob } from './jobs'

/**
 * The worker's scheduler (docs/decisions/0037-worker-process-and-scheduler.md): pg-boss, a kept
 * PostgreSQL-backed job queue, in its own schema of the database the system already uses. Each
 * background job is a queue with the `stately` policy (at most one of its runs active and one
 * waiting, across every worker: a slot missed while a run is slow is skipped, not queued up), and
 * every worker offers a run once per period with pg-boss's throttle (`sendThrottled`: one job per
 * time slot of the period, whoever sends it). So however many workers run, each job runs once per
 * period, never twice at once; a worker that dies mid-run holds its run for at most the job's
 * expiry, after which another worker's next run goes ahead. A failed or lost run is not retried
 * (retryLimit 0): the next period's run is the retry.
 */
export const SCHEDULER_SCHEMA = 'worker_queue'

/** How often each worker asks for due runs: a run starts at most this long after its slot opens. */
export const POLLING_SECONDS = 0.5

export interface SchedulerOptions {
  connectionString: string
  log: JobLog
  /** The schema pg-boss keeps its queues in (SCHEDULER_SCHEMA); a test may give its own. */
  schema?: string
}

export interface RunningJobs {
  /** The names of the jobs started, in order. */
  names: string[]
  /** Stops offering and taking runs; waits up to `timeoutMs` for runs still going. */
  stop(timeoutMs?: number): Promise<void>
}

/** A queue's name: the job's name in lower case with dashes (pg-boss allows letters, digits, -, _, . and /). */
export function queueNameOf(jobName: string): string {
  return jobName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/**
 * How long a run may stay active before pg-boss takes it for lost (its worker died): five periods,
 * at least 10 s, at most 15 minutes. A run that is only slow and outlives it is safe: the next run
 * may then start beside it, and the jobs claim their rows with SKIP LOCKED (or an advisory lock).
 */
export function expirySecondsOf(intervalMs: number): number {
  return Math.min(15 * 60, Math.max(10, Math.ceil((intervalMs * 5) / 1000)))
}

/**
 * How often pg-boss's maintenance (expiring lost runs, archiving and deleting old ones) is due; one
 * worker does each round (pg-boss's default is 120 s, which would hold a dead worker's run up for
 * two minutes past its expiry).
 */
export const MAINTENANCE_SECONDS = 1

/** How many times a queue's creation is tried (a deadlock with another worker's costs about a second). */
const QUEUE_ATTEMPTS = 5

/** The job's queue, created with its policy and expiry, or brought up to date with this release's. */
async function ensureQueue(boss: PgBoss, name: string, expireInSeconds: number): Promise<void> {
  const queue = { name, policy: 'stately' as const, retryLimit: 0, expireInSeconds }
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) await boss.updateQueue(name, queue)
      else await boss.createQueue(name, queue)
      return
    } catch (error) {
      if (attempt >= QUEUE_ATTEMPTS) throw error
    }
  }
}

/** Starts every job on the scheduler. Resolves once its queues exist and this worker takes their runs. */
export async function startScheduledJobs(jobs: readonly BackgroundJob[], options: SchedulerOptions): Promise<RunningJobs> {
  const { log } = options
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? SCHEDULER_SCHEMA,
    application_name: 'council-events worker',
    max: 3,
    // Our periods are seconds, not cron's minutes: no cron schedules, so no clock monitor.
    schedule: false,
    // Lost runs are expired, and old ones archived and deleted, by one worker per round.
    supervise: true,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    // A finished run moves to the archive after an hour, or the longest period (a slot's run must
    // stay in the queue's table for the whole slot, or the throttle would let a second one in), and
    // is deleted a day later.
    archiveCompletedAfterSeconds: Math.max(3600, ...jobs.map((job) => Math.ceil(job.intervalMs / 1000))),
    deleteAfterHours: 24,
  })
  boss.on('error', (error: Error) => log.warn(`scheduler: ${error.message}`))
  await boss.start()

  // Every queue exists before any worker sends or works: two workers creating queues at once can
  // deadlock in PostgreSQL (seen in every trial of two), so a creation is tried again.
  for (const job of jobs) await ensureQueue(boss, queueNameOf(job.name), expirySecondsOf(job.intervalMs))

  const timers: NodeJS.Timeout[] = []
  for (const job of jobs) {
    const name = queueNameOf(job.name)
    const runner = jobRunner(job.name, job.run, job.summary, log)
    await boss.work(name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 }, async () => {
      await runner.runOnce()
    })
    const periodSeconds = Math.max(1, Math.round(job.intervalMs / 1000))
    const offer = () => {
      boss.sendThrottled(name, {}, {}, periodSeconds).catch((error: unknown) => {
        log.warn(`${job.name}: could not offer a run (${error instanceof Error ? error.message : String(error)})`)
      })
    }
    offer()
    timers.push(setInterval(offer, Math.min(job.intervalMs, periodSeconds * 1000)))
  }

  return {
    names: jobs.map((each) => each.name),
    async stop(timeoutMs = 10_000) {
      for (const timer of timers) clearInterval(timer)
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs })
    },
  }
}
