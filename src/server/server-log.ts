import pino from 'pino'

import { env, InvalidEnvironmentError, parseEnv, siteUrlRefusal } from '../config/env'
import { productionStartRefusals } from '../config/production-start'

/** The longest string value a log line keeps whole; a longer one keeps its start and its length. */
export const MAX_LOGGED_STRING = 8 * 1024
/** The longest line written; a longer one (many long values) is written as its start, as a string. */
export const MAX_LOG_LINE = 64 * 1024

function boundedString(value: string): string {
  return value.length <= MAX_LOGGED_STRING ? value : `${value.slice(0, MAX_LOGGED_STRING)}... (${value.length} characters)`
}

/**
 * A log object's string values, and those of objects in it, bounded (issue 23 point 1): a line may
 * carry what a client sent (an address, a query, a submitted e-mail), and one 60 MB sign-in wrote a
 * 60 MB line. Errors are left to pino's serializer (their stacks are ours, not the client's).
 */
export function boundedLogObject(object: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let bounded: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(object)) {
    let next = value
    if (typeof value === 'string') next = boundedString(value)
    else if (depth < 2 && value !== null && typeof value === 'object' && !(value instanceof Error) && !Array.isArray(value)) {
      next = boundedLogObject(value as Record<string, unknown>, depth + 1)
    }
    if (next !== value) (bounded ??= { ...object })[key] = next
  }
  return bounded ?? object
}

/** The last guard: a line still over MAX_LOG_LINE is written as its start, inside a valid JSON line. */
export function boundedLogLine(line: string): string {
  if (line.length <= MAX_LOG_LINE) return line
  const level = /"level":(\d+)/.exec(line.slice(0, 200))?.[1]
  return `${JSON.stringify({ level: level === undefined ? undefined : Number(level), time: Date.now(), msg: 'log line cut short', characters: line.length, start: line.slice(0, MAX_LOGGED_STRING) })}\n`
}

/** The logger's options: LOG_LEVEL, and every line bounded (above). */
export function serverLoggerOptions(level: pino.LevelWithSilent): pino.LoggerOptions {
  return {
    level,
    formatters: { log: (object) => boundedLogObject(object) },
    hooks: {
      // The message itself: the last string argument of a call such as logger.warn(object, message).
      logMethod(args, method) {
        const bounded = args.map((arg) => (typeof arg === 'string' ? boundedString(arg) : arg)) as typeof args
        method.apply(this, bounded)
      },
      streamWrite: boundedLogLine,
    },
  }
}

/**
 * The log of a server process (issue 22 point 6: "one log format"): pino's JSON lines at LOG_LEVEL,
 * the format every module of the server already wrote (the booking API, the checkout, the test
 * card-payment service). Payload is given the same logger (src/payload.config.ts) instead of its
 * own pretty printer, and the start, 'Ready' and stop lines of our scripts go through it too, so a
 * log collector reads every line and nothing is written in a second format. To read it on a
 * terminal, pipe it through pino-pretty (docs/operations.md 'Logs'). Lines are bounded (above).
 */
let logger: pino.Logger | undefined

export function serverLogger(): pino.Logger {
  logger ??= pino(serverLoggerOptions(env().LOG_LEVEL))
  return logger
}

/**
 * A process's start that failed (`main().catch(startFailed('The worker'))`): an invalid environment's
 * message goes out as it is, since it cannot make a logger (which reads LOG_LEVEL); anything else is
 * logged fatal. Then the process exits 1.
 */
export function startFailed(what: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof InvalidEnvironmentError) console.error(error.message)
    else serverLogger().fatal({ err: error }, `${what} could not start`)
    process.exit(1)
  }
}

/**
 * Before a process serves anything: every reason this environment must not be served (a
 * deployment's address, payments that take no money, missing or published secrets), each logged
 * with what to set; the process then ends with 1. Every process runs it first (the web server from
 * src/instrumentation.ts).
 */
export function refuseUnsafeStart(): void {
  const config = parseEnv(process.env)
  const refusals = [siteUrlRefusal(process.env), ...productionStartRefusals(process.env, config)].filter((refusal) => refusal !== null)
  if (refusals.length === 0) return
  for (const refusal of refusals) serverLogger().fatal(refusal)
  process.exit(1)
}
