import { createHash } from 'node:crypto'

import { env, isLiveHost } from '../config/env'
import { sharedPageQuery } from '../domain/site-routes'

import { dismissedAlertIdsOf, isAnonymousPageRequest, isPayloadRequest, type PolicyRequest } from './cache-policy'

/**
 * The in-process page cache (docs/decisions/0010 and 0012): a shared cache like any CDN in front of
 * us, following the answers' own Cache-Control (src/server/cache-policy.ts decides it). An answer is
 * kept when it is a 200 HTML page marked `public` with an s-maxage and sets no cookie, for s-maxage
 * seconds. It is served only to anonymous requests for a shared page (cache-policy.ts): no staff
 * session signed with our secret, not a server action.
 *
 * The key holds what those pages read of a request and nothing else (issue 23 point 6), so a cookie
 * they never read (`bookingSession`, `basketId`, analytics), a made-up `payload-token` or a random
 * header is answered from the same entry:
 * - the dismissed alerts (their valid ids, sorted): such a page is `private, no-store` for other
 *   caches, which key on the URL alone, but kept here for PAGE_CACHE_SECONDS under its ids;
 * - for Next.js's payload of a page (`RSC: 1`, a prefetch, a client navigation) the router headers
 *   Next.js varies that answer on (`Vary`): RSC, Next-Router-Prefetch, Next-Router-Segment-Prefetch,
 *   Next-Router-State-Tree and Next-Url, as a hash.
 * Both are, like a search, variations anyone can make without end, so their entries share the
 * quarter of the budget with the entries that have a query.
 * A stale entry is not served: the next request renders again (stale-while-revalidate is for CDNs;
 * a background render would need a request of our own through Next.js, decision 0012).
 *
 * It cannot be flushed from outside (issue 10 point 9, decision 0019): the key holds only the query
 * parameters the page reads (sharedPageQuery), in one order, so `?x=<random>` is answered from the
 * entry without it; and entries with a query (a listing searched or filtered, which anyone can vary
 * without end) may take at most a quarter of the budget, so they push out one another, never the
 * pages without a query (the home, the listings, event pages).
 *
 * Two signals empty it (content-signal.ts):
 * - a published content change, which Payload's hooks announce before their transaction commits:
 *   nothing is stored for the settle time after;
 * - an event crossing to or from sold out, announced after its transaction committed: a render
 *   that began before it is not stored (the generation check), so a page read before the flip is
 *   never kept after it.
 */
export const PAGE_CACHE_SETTLE_MS = 2_000
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024
/** The share of the budget that entries with a query may take together. */
export const PAGE_CACHE_QUERY_SHARE = 0.25

export interface CacheableRequest {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}

function header(request: CacheableRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ',') : value
}

/** The policy's view of a Node.js request; null when its URL cannot be read. */
export function policyRequestOf(request: CacheableRequest): PolicyRequest | null {
  if (!request.method || !request.url) return null
  let url: URL
  try {
    url = new URL(request.url, 'http://cache.invalid')
  } catch {
    return null
  }
  return { method: request.method, pathname: url.pathname, search: url.search, header: (name) => header(request, name) }
}

/** The router headers Next.js varies a page's payload on (its `Vary`), in its order. */
const PAYLOAD_VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']

/** What marks a key's variation (dismissed alerts, a payload) after the path, query and encoding. */
const VARIANT_MARK = ' ~'
const DISMISSED_MARK = `${VARIANT_MARK}dismissed:`
const PAYLOAD_MARK = `${VARIANT_MARK}payload:`

/** The cache key of a request that may be answered from the cache, or null when it must be rendered. */
export function pageCacheKey(request: CacheableRequest): string | null {
  // HEAD is shared too, but only a GET's answer has the body to keep.
  if (request.method !== 'GET') return null
  const policyRequest = policyRequestOf(request)
  if (!policyRequest || policyRequest.header('next-action') !== undefined || !isAnonymousPageRequest(policyRequest)) return null
  // The answer differs by whether the host is live (the maintenance rule) and by the encoding
  // Next.js compressed it with; neither is kept verbatim, or a random Host or Accept-Encoding
  // would make a new entry each time (decision 0019).
  const host = isLiveHost(header(request, 'host') ?? '', env().LIVE_HOSTS) ? 'live' : 'other'
  const encoding = acceptedEncodings(header(request, 'accept-encoding'))
  let key = `${host} ${policyRequest.pathname}${sharedPageQuery(policyRequest.pathname, policyRequest.search)} ${encoding}`
  const dismissed = dismissedAlertIdsOf(policyRequest)
  if (dismissed.length > 0) key += `${DISMISSED_MARK}${dismissed.join('.')}`
  if (isPayloadRequest(policyRequest)) {
    const varied = PAYLOAD_VARY_HEADERS.map((name) => `${name}:${policyRequest.header(name) ?? ''}`).join('\n')
    key += `${PAYLOAD_MARK}${createHash('sha256').update(varied).digest('base64url')}`
  }
  return key
}

/** Whether a key is a page's RSC payload rather than its document. */
export function isPayloadKey(key: string): boolean {
  return key.includes(PAYLOAD_MARK)
}

/**
 * Whether a key is a dismissed-alerts variant: its answer is `private, no-store` for other caches
 * (cache-policy.ts) and kept here for PAGE_CACHE_SECONDS.
 */
export function isDismissedAlertsKey(key: string): boolean {
  return key.includes(DISMISSED_MARK)
}

const KNOWN_ENCODINGS = new Set(['br', 'gzip', 'deflate', 'identity', '*'])

/**
 * The content codings a request accepts, as a key: the known ones it does not refuse (q=0), sorted.
 * Next.js picks one of them, and the kept answer says which, so any request accepting the same set
 * can take it.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): string {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter.replace(/\s+/g, '')))
    if (KNOWN_ENCODINGS.has(name) && !refused) accepted.add(name)
  }
  return [...accepted].sort().join(',')
}

/**
 * Whether a key is one anyone can vary without end (a listing searched, filtered or paged, dismissed
 * alerts, a page's payload): see PAGE_CACHE_QUERY_SHARE.
 */
function hasQuery(key: string): boolean {
  return key.includes('?') || key.includes(VARIANT_MARK)
}

export interface CachedPage {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
}

/**
 * Whether an answer may be kept at all: a 200 that sets no cookie, an HTML page for a document's key,
 * Next.js's RSC payload (`text/x-component`) for a payload's key.
 */
export function isStorableAnswer(status: number, headers: Record<string, unknown>, key = ''): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  const type = headers['content-type']
  return typeof type === 'string' && type.startsWith(isPayloadKey(key) ? 'text/x-component' : 'text/html')
}

interface Entry {
  page: CachedPage
  storedAt: number
  expiresAt: number
}

export interface PageCacheOptions {
  settleMs: number
  maxBytes: number
  /** The most bytes entries with a query may take together; a quarter of maxBytes unless given. */
  maxQueryBytes?: number
}

export interface StoreOptions {
  /** How long the answer may be served (its s-maxage). */
  ttlMs: number
  /** The cache's generation when the render began (`generation`). */
  generation: number
}

export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  /** Entries with a query, least recently used first, and their bytes. */
  private readonly queryKeys = new Set<string>()
  private queryBytes = 0
  private quietUntil = 0
  private currentGeneration = 0

  constructor(private readonly options: PageCacheOptions) {}

  /** A fresh entry and its age in seconds, or undefined. */
  get(key: string, now = Date.now()): { page: CachedPage; ageSeconds: number } | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.remove(key)
    if (entry.expiresAt <= now) return undefined
    // Most recently used goes to the end of the map's order.
    this.add(key, entry)
    return { page: entry.page, ageSeconds: Math.max(0, Math.floor((now - entry.storedAt) / 1000)) }
  }

  /**
   * Keeps a page, unless the cache is settling after a content change, was emptied since the render
   * began, or the page alone exceeds the budget.
   */
  set(key: string, page: CachedPage, store: StoreOptions, now = Date.now()): boolean {
    if (store.ttlMs <= 0 || store.generation !== this.currentGeneration || now < this.quietUntil) return false
    if (page.body.length > this.options.maxBytes) return false
    const maxQueryBytes = this.options.maxQueryBytes ?? Math.floor(this.options.maxBytes * PAGE_CACHE_QUERY_SHARE)
    if (hasQuery(key) && page.body.length > maxQueryBytes) return false
    this.remove(key)
    this.add(key, { page, storedAt: now, expiresAt: now + store.ttlMs })
    while (this.queryBytes > maxQueryBytes) this.remove(this.queryKeys.values().next().value as string)
    while (this.bytes > this.options.maxBytes) this.remove(this.entries.keys().next().value as string)
    return true
  }

  /**
   * Forgets everything. After a content change (`settle`), stores nothing for the settle time: the
   * change may not be committed yet. Either way, no render that began before this is stored.
   */
  invalidate(now = Date.now(), { settle = true }: { settle?: boolean } = {}): void {
    this.entries.clear()
    this.queryKeys.clear()
    this.bytes = 0
    this.queryBytes = 0
    this.currentGeneration += 1
    if (settle) this.quietUntil = now + this.options.settleMs
  }

  /** Changes with every invalidation; a render records it when it begins. */
  get generation(): number {
    return this.currentGeneration
  }

  get size(): number {
    return this.entries.size
  }

  get byteSize(): number {
    return this.bytes
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry)
    this.bytes += entry.page.body.length
    if (hasQuery(key)) {
      this.queryKeys.add(key)
      this.queryBytes += entry.page.body.length
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.page.body.length
    if (this.queryKeys.delete(key)) this.queryBytes -= entry.page.body.length
  }
}
