import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { randomUUID } from 'node:crypto'

import next from 'next'
import pino from 'pino'

import { env } from '../config/env'

import { bodyLimitOf, withBoundedBody } from './body-limits'
import { CLIENT_ADDRESS_HEADER, clientAddressOf, trustFunction } from './client-address'
import { logSelfCheck } from './site-self-check'
import { createGuardedServer, guardOptionsOf, listen, type Handler, type ServerSecurity } from './guarded-server'
import { serverLogger } from './server-log'
import { stopOnSignals } from './stop-on-signals'

/**
 * The web server, the same in development, tests and production (`npm run dev`, `npm start`, the
 * end-to-end tests and the benches all serve through it, behind nginx: scripts/lib/system.ts):
 * every request goes to Next.js's request handler (its documented custom server). Pages that are the
 * same for every anonymous visitor are kept by nginx in front, for as long as their own Cache-Control
 * allows (cache-policy.ts, docs/decisions/0040-pages-kept-by-the-proxy.md); nothing here keeps or
 * rewrites an answer. /eventsbookingapi is
 * not here: the booking API is a process of its own (booking-api-server.ts), nor are a
 * demonstration's payment fixtures (payment-fixtures-server.ts); nginx sends their paths there
 * (deploy/nginx.conf, decision 0039). More capacity comes from more
 * instances of each behind nginx (docs/operations.md).
 */
export interface WebServerOptions {
  port: number
  hostname?: string
  dir: string
  /** `npm run dev`: Next.js compiles on demand and reloads the browser (next({ dev: true })). */
  dev?: boolean
  /** Check, once listening, that the payment addresses reach this server (site-self-check.ts); on by default. */
  selfCheck?: boolean
}

/**
 * Guards the site's handler: a fault it throws (or rejects with) is answered 500 with a reference
 * that the log also records, instead of leaving the request open (issue 10 point 1). Next.js answers
 * its own render errors; this catches what escapes it.
 */
function answeringFaults(handle: Handler, logger: () => pino.Logger): Handler {
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    const reference = randomUUID()
    logger().error({ err: error, reference, method: req.method, url: req.url }, 'unhandled fault in the web server')
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end(`Sorry, there is a problem with the service. Please try again later. (Reference: ${reference})`)
  }
  return (req, res) => {
    try {
      const answered = handle(req, res)
      if (answered instanceof Promise) return answered.catch((error: unknown) => fail(req, res, error))
    } catch (error) {
      fail(req, res, error)
    }
  }
}

/**
 * The web server's HTTP server (guarded-server.ts): before the site runs, every answer gets the
 * security headers, a method the site does not serve or a cross-site form post to a page is refused,
 * and a body too large for Payload's REST API is refused with 413 before it is read (body-limits.ts).
 * Node's own timeouts end a request whose headers or body never finish and an idle keep-alive
 * connection. Not listening yet.
 */
export function createWebServer(site: Handler, security: ServerSecurity = {}): { server: Server } {
  let logger = security.logger
  const faultLogger = () => (logger ??= serverLogger())
  const guardedSite = answeringFaults(site, faultLogger)
  const trust = trustFunction(env().TRUST_PROXY)
  const server = createGuardedServer(guardOptionsOf(security), (req, res) => {
    // Who the request comes from, for the sign-in throttle (client-address.ts): set here, so
    // a client cannot send its own.
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, trust)
    // Payload's REST API reads a body whole, whatever its size: bounded here (body-limits.ts).
    const bodyLimit = bodyLimitOf(req.method, req.url)
    if (bodyLimit !== null) return withBoundedBody(req, res, bodyLimit, () => void guardedSite(req, res))
    return guardedSite(req, res)
  })
  return { server }
}


/** How long the start's self-check asks again an address the rest of the system does not answer yet. */
const SELF_CHECK_SETTLE_MS = 60_000

/** Serves the site (Next.js) until SIGTERM or SIGINT. Resolves once it listens. */
export async function serveInThisProcess(options: WebServerOptions): Promise<Server> {
  const dev = options.dev ?? false
  // Payload is Next.js's alone here (its pages and the admin load it once): the booking API, which
  // loads its own outside Next.js, is another process (booking-api-server.ts).
  // Next.js is prepared after the server exists (it is given the server for its hot-reload socket);
  // nothing is served before both are ready, since listening comes last.
  let site: Handler = (_req, res) => {
    res.writeHead(503).end()
  }
  const { server } = createWebServer((req, res) => site(req, res))
  // httpServer: Next.js takes the server's websocket upgrades itself (its dev server's hot reload).
  // Not given the hostname it listens on: told 127.0.0.1, Next.js 16.4 never answered a not-found page
  // (measured: every 404 hung until the client gave up), while it listens there all the same.
  const app = next({ dev, dir: options.dir, port: options.port, httpServer: server })
  await app.prepare()
  const handle = app.getRequestHandler()
  site = (req, res) => handle(req, res)
  await listen(server, options.port, options.hostname)
  // The background jobs run in the worker process (src/worker/main.ts), never here.
  // Whether the payment return and status addresses reach this server: logged, never waited for.
  // The booking API's process may still be starting beside this one: a minute to settle.
  if (options.selfCheck ?? true) void logSelfCheck(env(), serverLogger(), undefined, { settleMs: SELF_CHECK_SETTLE_MS })

  stopOnSignals(server, { log: serverLogger() })
  return server
}
