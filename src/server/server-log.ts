import pino from 'pino'

import { env } from '../config/env'

/**
 * The log of a server process (issue 22 point 6: "one log format"): pino's JSON lines at LOG_LEVEL,
 * the format every module of the server already wrote (the booking API, the checkout, the test
 * card-payment service). Payload is given the same logger (src/payload.config.ts) instead of its
 * own pretty printer, and the start, 'Ready' and stop lines of our scripts go through it too, so a
 * log collector reads every line and nothing is written in a second format. To read it on a
 * terminal, pipe it through pino-pretty (docs/operations.md 'Logs').
 */
let logger: pino.Logger | undefined

export function serverLogger(): pino.Logger {
  logger ??= pino({ level: env().LOG_LEVEL })
  return logger
}
