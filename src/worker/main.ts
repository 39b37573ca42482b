/**
 * The worker process: every background job (src/worker/jobs.ts) on the scheduler
 * (src/worker/scheduler.ts), each once per period across however many workers run. It serves no
 * HTTP; it needs PostgreSQL, the SMTP server (the e-mail outbox), the payment provider's API
 * (reconciliation, refunds) and Payload's local API (the events an e-mail names), loaded once.
 * Production runs its compiled entry, `node dist/worker.mjs` (`npm run build`); `npm start` starts
 * it beside the web server (docs/decisions/0037-worker-process-and-scheduler.md).
 */
import { databaseUrl } from '../config/database-url'
import { parseEnv } from '../config/env'
import { serverLogger, startFailed } from '../server/server-log'
import { processJobServices } from '../wiring/services.server'

import { backgroundJobs, jobIntervalsFrom } from './jobs'
import { startScheduledJobs } from './scheduler'

/** How long runs still going may take to finish after SIGTERM before the worker goes anyway. */
const STOP_GRACE_MS = 10_000

async function main() {
  const config = parseEnv(process.env)
  // The logger is made on first use (it reads the environment).
  const log = { info: (message: string) => serverLogger().info(message), warn: (message: string) => serverLogger().warn(message) }
  const services = processJobServices()
  const jobs = await startScheduledJobs(backgroundJobs(services, jobIntervalsFrom(config), log), { connectionString: databaseUrl(), log })
  log.info(`Worker running ${jobs.names.length} jobs: ${jobs.names.join(', ')}`)

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info(`${signal}: stopping the worker`)
    jobs
      .stop(STOP_GRACE_MS)
      .then(() => services.close())
      .then(
        () => {
          log.info('Stopped the worker')
          process.exit(0)
        },
        (error: unknown) => {
          serverLogger().error({ err: error }, 'The worker did not stop cleanly')
          process.exit(1)
        },
      )
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch(startFailed('The worker'))
