import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import type pino from 'pino'

import { env } from '../config/env'

import { refusalOf, type Refusal } from './request-guards'
import { setSecurityHeaders } from './security-headers'
import { answerSelfCheck, isSelfCheckRequest } from './site-self-check'

/**
 * Node's HTTP server as every process of ours that serves HTTP has it (the booking API,
 * booking-api-server.ts; the payment fixtures, payment-fixtures-server.ts; the web server is Next.js's
 * own `next start`, decision 0042): what happens before a request is
 * routed. Imports no Next.js, so the booking API's process loads none.
 */
export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/** Node's HTTP server timeouts (HTTP_*_TIMEOUT_MS in src/config/env.ts). */
export interface ServerTimeouts {
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
}

function serverTimeoutsFromEnv(): ServerTimeouts {
  const { HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS } = env()
  return { headersTimeoutMs: HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: HTTP_REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: HTTP_KEEP_ALIVE_TIMEOUT_MS }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function answerRefusal(res: ServerResponse, refusal: Refusal): void {
  res.writeHead(refusal.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...refusal.headers })
  res.end(refusal.message)
}

/** What a test or a process may set of a server's guards; from the environment when not given. */
export interface ServerSecurity {
  timeouts?: ServerTimeouts
  /** Whether the site is served over https (SITE_URL): HSTS is sent only then. */
  https?: boolean
  /** Where a fault no handler answered is logged; pino at LOG_LEVEL by default. */
  logger?: pino.Logger
}

/** The guards of a server of ours: what `security` sets, the rest from the environment. */
export function guardOptionsOf(security: ServerSecurity = {}): GuardOptions {
  const settings = env()
  return {
    timeouts: security.timeouts ?? serverTimeoutsFromEnv(),
    https: security.https ?? new URL(settings.SITE_URL).protocol === 'https:',
    payloadSecret: settings.PAYLOAD_SECRET,
  }
}

/** What every server of ours does before it routes a request (createGuardedServer). */
export interface GuardOptions {
  timeouts: ServerTimeouts
  /** Whether the site is served over https: HSTS is sent only then. */
  https: boolean
  /** This deployment's secret, which answers the start's self-check (site-self-check.ts). */
  payloadSecret: string
}

/**
 * Node's HTTP server as each of our processes that serves HTTP has it (the booking API, the
 * payment fixtures): every answer gets the security headers (security-headers.ts); the start's self-check
 * probe is answered; a method nobody serves or a cross-site form post to a page is refused
 * (request-guards.ts); everything else goes to `route`. Node's own timeouts end a request whose
 * headers or body never finish and an idle keep-alive connection. Not listening yet.
 */
export function createGuardedServer(options: GuardOptions, route: Handler): Server {
  const { timeouts } = options
  const server = createServer(
    // Node checks the headers and request timeouts on this interval (30 s by default), so a
    // short timeout needs a shorter interval to be kept.
    { connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(timeouts.headersTimeoutMs / 4))) },
    (req, res) => {
      setSecurityHeaders(res, { https: options.https })
      // The start's check that the payment addresses reach this server (site-self-check.ts).
      if (isSelfCheckRequest(req)) return answerSelfCheck(req, res, options.payloadSecret)
      const refusal = refusalOf({ method: req.method, url: req.url, header: (name) => firstValue(req.headers[name]) })
      if (refusal) return answerRefusal(res, refusal)
      return route(req, res)
    },
  )
  server.headersTimeout = timeouts.headersTimeoutMs
  server.requestTimeout = timeouts.requestTimeoutMs
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs
  return server
}


export function listen(server: Server, port: number, hostname?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
