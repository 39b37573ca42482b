import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { randomUUID } from 'node:crypto'

import next from 'next'
import pino from 'pino'

import { env } from '../config/env'
import { databaseUrl } from '../config/database-url'

import { PRIVATE_NO_STORE, sharedCacheDirectives } from './cache-policy'

import { bodyLimitOf, withBoundedBody } from './body-limits'
import { CLIENT_ADDRESS_HEADER, clientAddressOf, trustFunction } from './client-address'
import { listenForContentChanges } from './content-notify'
import { onContentChanged, onSoldOutChanged } from './content-signal'
import { isDismissedAlertsKey, isStorableAnswer, PAGE_CACHE_MAX_BYTES, PAGE_CACHE_SETTLE_MS, PageCache, pageCacheKey, type CachedPage } from './page-cache'
import { logSelfCheck } from './site-self-check'
import { createGuardedServer, guardOptionsOf, listen, type Handler, type ServerSecurity } from './guarded-server'
import { serverLogger } from './server-log'
import { stopOnSignals } from './stop-on-signals'

/**
 * The web server, the same in development, tests and production (`npm run dev`, `npm start`, the
 * end-to-end tests and the benches all serve through it, behind nginx: scripts/lib/system.ts):
 * every request goes to Next.js's request handler (its documented custom server), behind the page
 * cache (page-cache.ts, docs/decisions/0010-page-cache-and-direct-checkout.md). /eventsbookingapi is
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

const CACHE_HEADER = 'x-page-cache'

/**
 * Records what Next.js sends for a cacheable request and keeps it when its own headers allow a
 * shared cache to (cache-policy.ts), for its s-maxage. The chunks are recorded as written:
 * compressed when Next.js compressed them, which is why the key holds the request's Accept-Encoding.
 */
function recordAnswer(res: ServerResponse, key: string, keep: (page: CachedPage, ttlMs: number) => void): void {
  const chunks: Buffer[] = []
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
    if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    if (chunk instanceof Uint8Array) return Buffer.from(chunk)
    return null
  }
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.write = ((...args: unknown[]) => {
    const buffer = toBuffer(args[0], args[1])
    if (buffer) chunks.push(buffer)
    return write(...args)
  }) as ServerResponse['write']
  res.end = ((...args: unknown[]) => {
    const buffer = toBuffer(args[0], args[1])
    if (buffer) chunks.push(buffer)
    return end(...args)
  }) as ServerResponse['end']
  res.once('finish', () => {
    const headers = res.getHeaders()
    if (!isStorableAnswer(res.statusCode, headers, key)) return
    const ttlMs = keptForMs(key, String(headers['cache-control'] ?? ''))
    if (ttlMs <= 0) return
    const stored: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || name === CACHE_HEADER || name === 'date' || name === 'age' || name === 'connection' || name === 'keep-alive') continue
      stored[name] = Array.isArray(value) ? value : String(value)
    }
    keep({ status: res.statusCode, headers: stored, body: Buffer.concat(chunks) }, ttlMs)
  })
}

/**
 * How long an answer may be kept: its s-maxage when it may be shared; for a dismissed-alerts variant,
 * which is `private, no-store` to every other cache (a CDN keys on the URL alone), PAGE_CACHE_SECONDS,
 * since our key holds the dismissed ids. Anything else (an error page's own header) is not kept.
 */
function keptForMs(key: string, cacheControl: string): number {
  const shared = sharedCacheDirectives(cacheControl)
  if (shared) return shared.sMaxAgeSeconds * 1000
  if (isDismissedAlertsKey(key) && cacheControl === PRIVATE_NO_STORE) return env().PAGE_CACHE_SECONDS * 1000
  return 0
}

export function withPageCache(handle: Handler, cache: PageCache): Handler {
  return (req, res) => {
    const key = pageCacheKey(req)
    if (key === null) return handle(req, res)
    const hit = cache.get(key)
    if (hit) {
      // Age tells a CDN in front of us how much of the s-maxage is used up (RFC 9111 section 5.1).
      const { page, ageSeconds } = hit
      res.writeHead(page.status, { ...page.headers, age: String(ageSeconds), [CACHE_HEADER]: 'hit', 'content-length': String(page.body.length) })
      res.end(page.body)
      return
    }
    res.setHeader(CACHE_HEADER, 'miss')
    const generation = cache.generation
    recordAnswer(res, key, (page, ttlMs) => cache.set(key, page, { ttlMs, generation }))
    return handle(req, res)
  }
}

/**
 * Guards the site's handler: a fault it throws (or rejects with) is answered 500 with a reference
 * that the log also records, instead of leaving the request open (issue 10 point 1). Next.js answers
 * its own render errors; this catches what escapes it, and the page cache's recording.
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

/** Serves the site (Next.js behind the page cache) until SIGTERM or SIGINT. Resolves once it listens. */
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
  const cache = new PageCache({ settleMs: PAGE_CACHE_SETTLE_MS, maxBytes: PAGE_CACHE_MAX_BYTES })
  onContentChanged(() => cache.invalidate())
  // An event crossing to or from sold out empties the whole page cache (decision 0012): listings
  // and the home may show its card on any page of any query, and flips are rare.
  onSoldOutChanged(() => cache.invalidate(Date.now(), { settle: false }))
  // Changes saved through another instance, or by a script, and every sold-out change empty this
  // one's caches too. It connects in the background: serving does not wait for it, and it retries.
  const listener = listenForContentChanges(databaseUrl())
  const handle = app.getRequestHandler()
  // In development every request renders afresh, so an edit shows at once.
  site = dev ? (req, res) => handle(req, res) : withPageCache((req, res) => handle(req, res), cache)
  await listen(server, options.port, options.hostname)
  // The background jobs run in the worker process (src/worker/main.ts), never here.
  // Whether the payment return and status addresses reach this server: logged, never waited for.
  // The booking API's process may still be starting beside this one: a minute to settle.
  if (options.selfCheck ?? true) void logSelfCheck(env(), serverLogger(), undefined, { settleMs: SELF_CHECK_SETTLE_MS })

  stopOnSignals(server, {
    log: serverLogger(),
    beforeClose: () => {
      void listener.stop()
    },
  })
  return server
}
