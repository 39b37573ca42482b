import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import next from 'next'

import { BOOKING_API_PREFIX, bookingApiDeps, createBookingApi, type BookingApiApp, type BookingApiDeps, type BookingApiOptions } from '../booking/api/booking-api'
import { databaseUrl } from '../db/database-url'

import { sharedCacheDirectives } from './cache-policy'
import { listenForContentChanges } from './content-notify'
import { onContentChanged, onSoldOutChanged } from './content-signal'
import { isStorableAnswer, PAGE_CACHE_MAX_BYTES, PAGE_CACHE_SETTLE_MS, PageCache, pageCacheKey, type CachedPage } from './page-cache'
import { watchSoldOutEvents } from './sold-out-watch'

/**
 * The web server, the same in development, tests and production (`npm run dev`, `npm start`, the
 * end-to-end tests and the benches all serve through it):
 * - every /eventsbookingapi path goes to the booking API's one edge, a Fastify app
 *   (src/booking/api/booking-api.ts, docs/decisions/0011-booking-api-edge.md);
 * - everything else goes to Next.js's request handler (its documented custom server), behind the
 *   page cache (page-cache.ts, docs/decisions/0010-page-cache-and-direct-checkout.md).
 * More capacity comes from more instances behind a load balancer (docs/operations.md).
 */
export interface WebServerOptions {
  port: number
  hostname?: string
  dir: string
  /** `npm run dev`: Next.js compiles on demand and reloads the browser (next({ dev: true })). */
  dev?: boolean
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

const CACHE_HEADER = 'x-page-cache'

/**
 * Records what Next.js sends for a cacheable request and keeps it when its own headers allow a
 * shared cache to (cache-policy.ts), for its s-maxage. The chunks are recorded as written:
 * compressed when Next.js compressed them, which is why the key holds the request's Accept-Encoding.
 */
function recordAnswer(res: ServerResponse, keep: (page: CachedPage, ttlMs: number) => void): void {
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
    if (!isStorableAnswer(res.statusCode, headers)) return
    const shared = sharedCacheDirectives(String(headers['cache-control'] ?? ''))
    if (!shared) return
    const stored: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || name === CACHE_HEADER || name === 'date' || name === 'age' || name === 'connection' || name === 'keep-alive') continue
      stored[name] = Array.isArray(value) ? value : String(value)
    }
    keep({ status: res.statusCode, headers: stored, body: Buffer.concat(chunks) }, shared.sMaxAgeSeconds * 1000)
  })
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
    recordAnswer(res, (page, ttlMs) => cache.set(key, page, { ttlMs, generation }))
    return handle(req, res)
  }
}

/** Whether a request is the booking API's: its path is /eventsbookingapi or below it. */
export function isBookingApiPath(url: string | undefined): boolean {
  if (url === undefined || !url.startsWith(BOOKING_API_PREFIX)) return false
  const next = url.charAt(BOOKING_API_PREFIX.length)
  return next === '' || next === '/' || next === '?'
}

/**
 * The one HTTP server: Fastify's documented `serverFactory` gives us its handler, and we choose per
 * request between it (the booking API) and `site` (Next.js). Not listening yet.
 */
export async function createWebServer(
  site: Handler,
  deps: BookingApiDeps = bookingApiDeps(),
  apiOptions: Omit<BookingApiOptions, 'serverFactory'> = {},
): Promise<{ server: Server; api: BookingApiApp }> {
  let server: Server | undefined
  const api = createBookingApi(deps, {
    ...apiOptions,
    serverFactory: (bookingApi) => {
      server = createServer((req, res) => (isBookingApiPath(req.url) ? bookingApi(req, res) : site(req, res)))
      return server
    },
  })
  await api.ready()
  if (!server) throw new Error('Fastify did not create the server')
  return { server, api }
}

function listen(server: Server, port: number, hostname?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/**
 * Serves the app until SIGTERM or SIGINT: the booking API and Next.js behind the page cache on one
 * server. Resolves once it listens.
 */
export async function serveInThisProcess(options: WebServerOptions): Promise<Server> {
  const dev = options.dev ?? false
  // Next.js is prepared after the server exists (it is given the server for its hot-reload socket);
  // nothing is served before both are ready, since listening comes last.
  let site: Handler = (_req, res) => {
    res.writeHead(503).end()
  }
  const { server, api } = await createWebServer((req, res) => site(req, res))
  // httpServer: Next.js takes the server's websocket upgrades itself (its dev server's hot reload).
  const app = next({ dev, dir: options.dir, port: options.port, hostname: options.hostname, httpServer: server })
  await app.prepare()
  const cache = new PageCache({ settleMs: PAGE_CACHE_SETTLE_MS, maxBytes: PAGE_CACHE_MAX_BYTES })
  onContentChanged(() => cache.invalidate())
  // An event crossing to or from sold out empties the whole page cache (decision 0012): listings
  // and the home may show its card on any page of any query, and flips are rare.
  onSoldOutChanged(() => cache.invalidate(Date.now(), { settle: false }))
  // Changes saved through another instance, or by a script, and every sold-out change empty this
  // one's caches too. It connects in the background: serving does not wait for it, and it retries.
  const listener = listenForContentChanges(databaseUrl())
  const watch = watchSoldOutEvents()
  const handle = app.getRequestHandler()
  // In development every request renders afresh, so an edit shows at once.
  site = dev ? (req, res) => handle(req, res) : withPageCache((req, res) => handle(req, res), cache)
  await listen(server, options.port, options.hostname)

  let closing = false
  const close = () => {
    if (closing) return
    closing = true
    void listener.stop()
    watch.stop()
    void api.close()
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    // Requests still running get a few seconds, then the process goes anyway.
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.on('SIGTERM', close)
  process.on('SIGINT', close)
  return server
}
