import { notifyOnBookingDatabase } from '../booking/db/notify.server'
import { notifyContentChanged } from '../server/content-notify'
import { announceContentChanged, onContentChanged } from '../server/content-signal'

/**
 * A small in-process cache for the published content the public pages read on every request
 * (settings, site config, alerts, promo cards, categories, event pages). Reading them through
 * Payload costs 5-40 ms each; a page reads several (docs/decisions/0009).
 *
 * Freshness:
 * - Payload's change and delete hooks of every public collection and global call
 *   `invalidateContentCache()` (src/content/hooks/content-cache.ts), so an editor's change shows on
 *   the next page load of this instance.
 * - Those hooks run before Payload commits, so a page loading in that moment could read the old
 *   content. After an invalidation the cache therefore stores nothing for SETTLE_MS: every read goes
 *   to the database until the change has surely committed.
 * - Other instances and scripts such as the seed tell this process through PostgreSQL's
 *   LISTEN/NOTIFY (src/server/content-notify.ts); should a notice be lost, an entry still lives at
 *   most TTL_MS.
 * At most MAX_ENTRIES entries are kept; the least recently used goes first.
 */
export const CONTENT_CACHE_TTL_MS = 30_000
export const CONTENT_CACHE_SETTLE_MS = 2_000
export const CONTENT_CACHE_MAX_ENTRIES = 500

interface Entry {
  expiresAt: number
  value: Promise<unknown>
}

export class ContentCache {
  private readonly entries = new Map<string, Entry>()
  private quietUntil = 0

  constructor(
    private readonly options = { ttlMs: CONTENT_CACHE_TTL_MS, settleMs: CONTENT_CACHE_SETTLE_MS, maxEntries: CONTENT_CACHE_MAX_ENTRIES },
  ) {}

  /** The cached value for `key`, or what `load` gives (shared by concurrent callers; a failure is not kept). */
  read<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && entry.expiresAt > now) {
      // Most recently used goes to the end of the map's order.
      this.entries.delete(key)
      this.entries.set(key, entry)
      return entry.value as Promise<T>
    }
    this.entries.delete(key)
    const value = load()
    if (now < this.quietUntil) return value
    const stored: Entry = { expiresAt: now + this.options.ttlMs, value }
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

  /** Forgets everything, and stores nothing for the settle time (the change may not be committed yet). */
  invalidate(now = Date.now()): void {
    this.entries.clear()
    this.quietUntil = now + this.options.settleMs
  }

  get size(): number {
    return this.entries.size
  }
}

/** The process's one content cache, emptied by every content change in the instance (content-signal.ts). */
export const contentCache = new ContentCache()
onContentChanged(() => contentCache.invalidate())

export function cachedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  return contentCache.read(key, load)
}

/**
 * Called by Payload's change hooks: empties this cache in this process, and
 * tells the other instances (content-notify.ts) to do the same.
 */
export function invalidateContentCache(): void {
  announceContentChanged()
  void notifyContentChanged(notifyOnBookingDatabase)
}
