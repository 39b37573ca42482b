/**
 * A worker whose one job ('stuck job', every second) starts and never finishes, for the test of a
 * worker killed mid-run (tests/integration/worker-scheduler.test.ts). Prints 'running' when its run
 * has started. SCHEDULER_SCHEMA names the scheduler's schema.
 *
 *   node --import tsx tests/integration/support/worker-child.ts
 */
import { databaseUrl } from '../../../src/config/database-url'
import { startScheduledJobs } from '../../../src/worker/scheduler'

const quiet = { info: () => undefined, warn: () => undefined }

startScheduledJobs(
  [
    {
      name: 'stuck job',
      intervalMs: 1_000,
      run: () => {
        console.log('running')
        return new Promise(() => undefined)
      },
      summary: () => null,
    },
  ],
  { connectionString: databaseUrl(), log: quiet, schema: String(process.env.SCHEDULER_SCHEMA) },
).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
