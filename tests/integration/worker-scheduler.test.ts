import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { databaseUrl } from '../../src/config/database-url'
import type { BackgroundJob } from '../../src/worker/jobs'
import { expirySecondsOf, MAINTENANCE_SECONDS, queueNameOf, startScheduledJobs, type RunningJobs } from '../../src/worker/scheduler'

/**
 * The worker's scheduler (src/worker/scheduler.ts, decision 0037) on a real PostgreSQL: however
 * many workers run, a job runs once per period and never twice at once; a worker killed in the
 * middle of a run holds the job up for the run's expiry at most, and then another worker goes on.
 */
const quiet = { info: () => undefined, warn: () => undefined }
let pool: pg.Pool
const schemas: string[] = []
const running: RunningJobs[] = []
const children: ChildProcess[] = []

function schemaForTest(): string {
  const schema = `worker_queue_test_${randomBytes(4).toString('hex')}`
  schemas.push(schema)
  return schema
}

beforeAll(() => {
  pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 })
})

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  await Promise.all(running.splice(0).map((jobs) => jobs.stop(1_000)))
})

afterAll(async () => {
  for (const schema of schemas) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await pool.end()
})

interface Run {
  worker: string
  started: number
  ended: number
}

/** A job every `intervalMs` that records each run (which worker, when) and takes `takesMs`. */
function recordingJob(worker: string, runs: Run[], intervalMs: number, takesMs: number, onRun: () => void = () => undefined): BackgroundJob {
  return {
    name: 'counted job',
    intervalMs,
    run: async () => {
      const started = Date.now()
      await new Promise((resolve) => setTimeout(resolve, takesMs))
      runs.push({ worker, started, ended: Date.now() })
      onRun()
    },
    summary: () => null,
  }
}

describe('the worker scheduler', () => {
  it('runs a job once per period across two workers started together, never two runs at once', async () => {
    const schema = schemaForTest()
    const runs: Run[] = []
    const wanted = 6
    let enough: () => void = () => undefined
    const done = new Promise<void>((resolve) => (enough = resolve))
    const onRun = () => {
      if (runs.length >= wanted) enough()
    }
    const startedAt = Date.now()
    // Started together, as two workers of one deployment are: both create the queue at once.
    running.push(
      ...(await Promise.all(
        ['a', 'b'].map((worker) => startScheduledJobs([recordingJob(worker, runs, 1_000, 300, onRun)], { connectionString: databaseUrl(), log: quiet, schema })),
      )),
    )
    await done
    const elapsedSeconds = (Date.now() - startedAt) / 1000
    // Each worker offers a run every second: scheduled per worker, there would be two a second.
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1)
    // One period's run never beside another's, whichever worker took it.
    const ordered = [...runs].sort((x, y) => x.started - y.started)
    for (let i = 1; i < ordered.length; i++) expect(ordered[i]!.started).toBeGreaterThanOrEqual(ordered[i - 1]!.ended)
  })

  it('goes on in another worker when one is killed in the middle of a run, once the run expires', async () => {
    const schema = schemaForTest()
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/support/worker-child.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl(), SCHEDULER_SCHEMA: schema },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    children.push(child)
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('running')) resolve()
      })
      child.once('exit', (code) => reject(new Error(`the worker child exited (${code}) before its run started`)))
    })
    child.kill('SIGKILL')
    const killedAt = Date.now()

    const runs: Run[] = []
    const firstRun = new Promise<void>((resolve) => {
      void startScheduledJobs([{ ...recordingJob('survivor', runs, 1_000, 0, () => resolve()), name: 'stuck job' }], {
        connectionString: databaseUrl(),
        log: quiet,
        schema,
      }).then((jobs) => running.push(jobs))
    })
    await firstRun
    const waitedSeconds = (Date.now() - killedAt) / 1000
    // Held up for the dead worker's run (its expiry and one maintenance round), not for hours.
    expect(waitedSeconds).toBeLessThanOrEqual(expirySecondsOf(1_000) + MAINTENANCE_SECONDS + 3)
    const { rows } = await pool.query<{ state: string }>(`SELECT state FROM ${schema}.job WHERE name = $1 AND state = 'failed'`, [queueNameOf('stuck job')])
    // The dead worker's run was taken for lost, not left active.
    expect(rows.length).toBeGreaterThanOrEqual(1)
  })
})
