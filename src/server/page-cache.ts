import { LISTINGS } from '../domain/listings'

/**
 * The public page cache (docs/decisions/0010-page-cache-and-server-processes.md): the HTML of the
 * pages everyone sees alike (the events home, the six listings with or without filters, event
 * pages), kept for a few seconds per instance and served without rendering again.
 *
 * Only requests that cannot be personal are cached: a GET for a whole document (not Next's RSC
 * navigation or prefetch payloads, not a server action) with no cookie but the basket's, which those
 * pages never read. The staff session and dismissed alerts change the shell, so a request carrying
 * either is always rendered. Only a 200 answer without Set-Cookie is kept.
 *
 * Freshness is the content cache's (src/content/content-cache.ts): every content change empties
 * this cache too, in every process of the instance, and nothing is stored for the settle time after
 * (Payload's hooks run before its commit). An entry lives at most `ttlMs`, which also bounds how far
 * a page's time-dependent parts (status tags, the end of a sales window) can lag.
 */
export const PAGE_CACHE_SETTLE_MS = 2_000
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

/** Cookies that the cached pages never read; any other cookie makes a request personal. */
const IMPERSONAL_COOKIES = new Set(['basketId'])

const LISTING_SEGMENTS = new Set(LISTINGS.map((listing) => listing.path.replace(/^\//, '')))

/** Next.js headers that mark a request for a navigation payload or a server action, not a document. */
const NEXT_INTERNAL_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-router-segment-prefetch']

export interface CacheableRequest {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}

function header(request: CacheableRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ',') : value
}

/** The public pages the cache may hold: '/', '/{listing}' and '/{listing}/{slug}'. */
export function isCacheablePath(pathname: string): boolean {
  if (pathname === '/') return true
  const segments = pathname.split('/').slice(1)
  if (segments.length < 1 || segments.length > 2 || segments.some((segment) => segment === '')) return false
  return LISTING_SEGMENTS.has(segments[0]!)
}

export function hasOnlyImpersonalCookies(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name !== '')
    .every((name) => IMPERSONAL_COOKIES.has(name))
}

/** The cache key of a request that may be answered from the cache, or null when it must be rendered. */
export function pageCacheKey(request: CacheableRequest): string | null {
  if (request.method !== 'GET' || !request.url) return null
  if (NEXT_INTERNAL_HEADERS.some((name) => header(request, name) !== undefined)) return null
  let url: URL
  try {
    url = new URL(request.url, 'http://cache.invalid')
  } catch {
    return null
  }
  if (url.searchParams.has('_rsc') || !isCacheablePath(url.pathname)) return null
  if (!hasOnlyImpersonalCookies(header(request, 'cookie'))) return null
  // The answer differs by host (the maintenance rule) and by the encoding Next.js compressed it with.
  const host = (header(request, 'host') ?? '').toLowerCase()
  const encoding = (header(request, 'accept-encoding') ?? '').replace(/\s+/g, '').toLowerCase()
  return `${host} ${url.pathname}${url.search} ${encoding}`
}

export interface CachedPage {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
}

/** Whether an answer may be kept: a plain 200 HTML page that sets no cookie. */
export function isStorableAnswer(status: number, headers: Record<string, unknown>): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  const type = headers['content-type']
  return typeof type === 'string' && type.startsWith('text/html')
}

interface Entry {
  page: CachedPage
  expiresAt: number
}

export interface PageCacheOptions {
  ttlMs: number
  settleMs: number
  maxBytes: number
}

export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  private quietUntil = 0

  constructor(private readonly options: PageCacheOptions) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.remove(key)
    if (entry.expiresAt <= now) return undefined
    // Most recently used goes to the end of the map's order.
    this.entries.set(key, entry)
    this.bytes += entry.page.body.length
    return entry.page
  }

  /** Keeps a page unless the cache is settling after a change, or the page alone exceeds the budget. */
  set(key: string, page: CachedPage, now = Date.now()): boolean {
    if (this.options.ttlMs <= 0 || now < this.quietUntil || page.body.length > this.options.maxBytes) return false
    this.remove(key)
    this.entries.set(key, { page, expiresAt: now + this.options.ttlMs })
    this.bytes += page.body.length
    while (this.bytes > this.options.maxBytes) this.remove(this.entries.keys().next().value as string)
    return true
  }

  /** Forgets everything, and stores nothing for the settle time (the change may not be committed yet). */
  invalidate(now = Date.now()): void {
    this.entries.clear()
    this.bytes = 0
    this.quietUntil = now + this.options.settleMs
  }

  get size(): number {
    return this.entries.size
  }

  get byteSize(): number {
    return this.bytes
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.page.body.length
  }
}
