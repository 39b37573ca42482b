/**
 * The one scheduler of periodic work: a job every server runs on a timer (every job of
 * src/worker/jobs.ts: the basket purge, the e-mail outbox, payment reconciliation, refunds,
 * waiting-list offers, retention and the sold-out watch): one run at a time per server, a
 * summary logged only when a run did something, a failing database logged once per outage. Work is
 * shared between servers by the job itself (row locks with SKIP LOCKED, or an advisory lock). The
 * timer is unref'd, so a job never keeps a process alive; stop() ends it.
 */
export interface JobLog {
  info(message: string): void
  warn(message: string): void
}

export interface ScheduledJob<R> {
  /** Runs the job once now (tests); resolves with what it did, or null when the run failed. */
  runOnce(): Promise<R | null>
  stop(): void
}

export function scheduleJob<R>(name: string, run: () => Promise<R>, summary: (report: R) => string | null, intervalMs: number, log: JobLog): ScheduledJob<R> {
  let running: Promise<R | null> | undefined
  let failing = false
  const runOnce = () => {
    running ??= run()
      .then((report) => {
        if (failing) log.info(`${name}: reaching the database again`)
        failing = false
        const line = summary(report)
        if (line !== null) log.info(`${name}: ${line}`)
        return report
      })
      .catch((error: unknown) => {
        if (!failing) log.warn(`${name}: run failed, will retry (${error instanceof Error ? error.message : String(error)})`)
        failing = true
        return null
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(() => void runOnce(), intervalMs)
  timer.unref()
  return { runOnce, stop: () => clearInterval(timer) }
}
