import type { Server } from 'node:http'

/** What the stop says, on the server's log (server-log.ts). */
export interface StopLog {
  info(message: string): void
  warn(message: string): void
}

export interface StopOptions {
  log: StopLog
  /** What the log lines call the server ('the booking API'). */
  name: string
  /** Called first, once: stop the background work (listeners, the background jobs, the booking API). */
  beforeClose?: () => void
  /** How long requests still running may take before the process goes anyway. */
  graceMs?: number
  exit?: (code: number) => void
}

/**
 * On SIGTERM or SIGINT (Ctrl+C), stops the server: no new connections, idle ones closed, running
 * requests given `graceMs` to finish, then the process exits. Each step is logged, so an operator
 * sees that the server stopped, not only that the output ended (issue 22 point 6).
 */
export function stopOnSignals(server: Server, options: StopOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const { name } = options
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    options.log.info(`${signal}: stopping ${name}`)
    options.beforeClose?.()
    server.close(() => {
      options.log.info(`Stopped ${name}`)
      exit(0)
    })
    server.closeIdleConnections()
    setTimeout(() => {
      options.log.warn(`Stopped ${name} with requests still running (they had ${(options.graceMs ?? 5_000) / 1000} s to finish)`)
      exit(0)
    }, options.graceMs ?? 5_000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
