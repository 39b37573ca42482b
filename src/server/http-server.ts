import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import next from 'next'

import { answerCheckout, CHECKOUT_BODY_LIMIT_BYTES, CHECKOUT_PATH, oversizedCheckoutAnswer, type CheckoutAnswer } from '../booking/api/checkout-endpoint'
import { NO_STORE } from '../booking/api/headers'
import { errorBasket } from '../booking/api/schemas'
import { basketIdFromCookieHeader, basketSetCookie } from '../booking/basket/cookie'
import { databaseUrl } from '../db/database-url'
import { serverErrorCode } from '../domain/server-errors'

import { sharedCacheDirectives } from './cache-policy'
import { listenForContentChanges } from './content-notify'
import { onContentChanged, onSoldOutChanged } from './content-signal'
import { isStorableAnswer, PAGE_CACHE_MAX_BYTES, PAGE_CACHE_SETTLE_MS, PageCache, pageCacheKey, type CachedPage } from './page-cache'
import { watchSoldOutEvents } from './sold-out-watch'

/**
 * The production web server (docs/decisions/0010-page-cache-and-direct-checkout.md): Next.js's
 * own request handler, with what `next start` does not have:
 * - the checkout answered directly (withDirectCheckout), without Next.js's route machinery;
 * - the page cache (page-cache.ts) in front of it, for the public pages everyone sees alike.
 * More capacity comes from more instances behind a load balancer (docs/operations.md).
 */
export interface WebServerOptions {
  port: number
  hostname?: string
  dir: string
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

function sendJson(res: ServerResponse, answer: CheckoutAnswer): void {
  const body = JSON.stringify(answer.body)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...NO_STORE,
  }
  if (answer.basketCookie) headers['set-cookie'] = basketSetCookie(answer.basketCookie)
  res.writeHead(answer.status, headers)
  res.end(body)
}

/** The request body as text, or null once it passes `limit` bytes (the rest is not read). */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        req.resume()
        resolve(null)
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')))
    req.once('error', reject)
  })
}

/**
 * The checkout (POST /eventsbookingapi/baskets/checkout) answered here rather than through Next.js:
 * it is the one request a rush sends hundreds of times a second, and Next.js's route machinery
 * costs more CPU than the take itself (decision 0010). The answer is answerCheckout's, the same
 * function the route handler calls, so the two cannot drift.
 */
export function withDirectCheckout(handle: Handler): Handler {
  return async (req, res) => {
    if (req.method !== 'POST' || req.url?.split('?')[0] !== CHECKOUT_PATH) return handle(req, res)
    try {
      const text = await readBody(req, CHECKOUT_BODY_LIMIT_BYTES)
      sendJson(res, text === null ? oversizedCheckoutAnswer() : await answerCheckout(text, basketIdFromCookieHeader(req.headers.cookie)))
    } catch (error) {
      // A buyer who went away mid-request (the body was cut off) needs no answer and is no fault.
      if (req.destroyed || res.destroyed) return
      console.error('checkout failed', error)
      if (!res.headersSent) sendJson(res, { status: 500, body: errorBasket(serverErrorCode('Something went wrong, please try again')) })
      else res.destroy()
    }
  }
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

/** Serves the app until SIGTERM or SIGINT: Next.js behind the page cache. Resolves once it listens. */
export async function serveInThisProcess(options: WebServerOptions): Promise<Server> {
  const app = next({ dev: false, dir: options.dir, port: options.port, hostname: options.hostname })
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
  const server = createServer(withDirectCheckout(withPageCache((req, res) => handle(req, res), cache)))
  await listen(server, options.port, options.hostname)

  let closing = false
  const close = () => {
    if (closing) return
    closing = true
    void listener.stop()
    watch.stop()
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    // Requests still running get a few seconds, then the process goes anyway.
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.on('SIGTERM', close)
  process.on('SIGINT', close)
  return server
}
