import { raiseContentVersion, readContentVersion, type ContentVersion } from '../booking/db/content-version.server'

/**
 * A small in-process cache for the published content the public pages read on every request
 * (settings, site config, alerts, promo cards, categories, event pages). Reading them through
 * Payload costs 5-40 ms each; a page reads several (docs/decisions/0009).
 *
 * Freshness (docs/decisions/0041): the published content has a version in PostgreSQL
 * (booking.content_version), raised by Payload's change and delete hooks of every public collection
 * and global (src/content/hooks/content-cache.ts), whichever process made the change. Before serving
 * what it keeps, the cache asks the version, at most once per VERSION_CHECK_MS, and keeps only what
 * was loaded under the version it now sees. The hooks run before Payload commits, so for SETTLE_MS
 * after the version moved the cache keeps nothing: every read goes to the database until the change
 * has surely committed. No process tells another anything; an entry lives at most TTL_MS besides.
 * At most MAX_ENTRIES entries are kept; the least recently used goes first.
 */
export type { ContentVersion }

export const CONTENT_CACHE_TTL_MS = 30_000
export const CONTENT_CACHE_SETTLE_MS = 2_000
export const CONTENT_CACHE_VERSION_CHECK_MS = 500
export const CONTENT_CACHE_MAX_ENTRIES = 500

interface Entry {
  version: number
  expiresAt: number
  value: Promise<unknown>
}

export interface ContentCacheOptions {
  ttlMs: number
  settleMs: number
  versionCheckMs: number
  maxEntries: number
}

const DEFAULT_OPTIONS: ContentCacheOptions = {
  ttlMs: CONTENT_CACHE_TTL_MS,
  settleMs: CONTENT_CACHE_SETTLE_MS,
  versionCheckMs: CONTENT_CACHE_VERSION_CHECK_MS,
  maxEntries: CONTENT_CACHE_MAX_ENTRIES,
}

export class ContentCache {
  private readonly entries = new Map<string, Entry>()
  private known: Promise<ContentVersion> | undefined
  private knownUntil = 0

  constructor(
    private readonly currentVersion: (settleMs: number) => Promise<ContentVersion>,
    private readonly options: ContentCacheOptions = DEFAULT_OPTIONS,
  ) {}

  /**
   * The content's version as last asked (at most versionCheckMs ago). A failed question is not kept:
   * the next read asks again, and meanwhile what is kept is served as of the last version known.
   */
  private version(now: number): Promise<ContentVersion | undefined> {
    if (!this.known || now >= this.knownUntil) {
      const asked = this.currentVersion(this.options.settleMs)
      this.known = asked
      this.knownUntil = now + this.options.versionCheckMs
      asked.catch(() => {
        if (this.known === asked) this.knownUntil = 0
      })
    }
    return this.known.catch(() => undefined)
  }

  /** The cached value for `key`, or what `load` gives (shared by concurrent callers; a failure is not kept). */
  async read<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const seen = await this.version(now)
    const entry = this.entries.get(key)
    if (entry && entry.expiresAt > now && (seen === undefined || entry.version === seen.version)) {
      // Most recently used goes to the end of the map's order.
      this.entries.delete(key)
      this.entries.set(key, entry)
      return entry.value as Promise<T>
    }
    this.entries.delete(key)
    const value = load()
    if (seen === undefined || seen.settling) return value
    const stored: Entry = { version: seen.version, expiresAt: now + this.options.ttlMs, value }
    this.entries.set(key, stored)
    value.catch(() => {
      if (this.entries.get(key) === stored) this.entries.delete(key)
    })
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
    return value
  }

  get size(): number {
    return this.entries.size
  }
}

/** The process's content cache (each copy of this module in a bundle has its own; all ask the same version). */
export const contentCache = new ContentCache(readContentVersion)

export function cachedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  return contentCache.read(key, load)
}

/**
 * Called by Payload's change hooks: raises the content's version, so every process's content cache
 * stops serving what it kept. A failure is logged by the caller and does not fail the editor's save;
 * the entries then live out their TTL_MS.
 */
export function invalidateContentCache(): Promise<void> {
  return raiseContentVersion()
}
