/**
 * How a background job's run is reported, whoever schedules it (the worker's scheduler,
 * src/worker/scheduler.ts, runs every job of src/worker/jobs.ts through this): one run at a time in
 * the process (a run asked for while one is going joins it), a summary logged only when a run did
 * something, a failing database logged once per outage. A failed run is logged, not thrown: the next
 * period tries again.
 */
export interface JobLog {
  info(message: string): void
  warn(message: string): void
}

export interface JobRunner<R> {
  /** Runs the job once now; resolves with what it did, or null when the run failed. */
  runOnce(): Promise<R | null>
}

export function jobRunner<R>(name: string, run: () => Promise<R>, summary: (report: R) => string | null, log: JobLog): JobRunner<R> {
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
  return { runOnce }
}
