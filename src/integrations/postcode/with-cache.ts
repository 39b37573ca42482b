import type { PostcodeLocation, PostcodeLookup } from './postcode-lookup'

export interface PostcodeCacheOptions {
  /** Answers kept at most; the oldest goes first. */
  maxEntries?: number
  /** How long an answer is kept: postcodes change rarely, so a day. */
  ttlMs?: number
  clock?: () => number
}

export const POSTCODE_CACHE_ENTRIES = 10_000
export const POSTCODE_CACHE_TTL_MS = 24 * 60 * 60_000

const keyOf = (entry: string) => entry.replace(/\s+/g, '').toUpperCase()

/**
 * Keeps a lookup's answers (issue 26 point 4): a postcode found, or one the service says does not
 * exist, is asked for once a day per process however many residents filter by it, and residents asking
 * for the same postcode at once share one request. An 'unavailable' answer is never kept, so the next
 * search asks again (withFallback decides how soon).
 */
export function withCache(lookup: PostcodeLookup, options: PostcodeCacheOptions = {}): PostcodeLookup {
  const maxEntries = options.maxEntries ?? POSTCODE_CACHE_ENTRIES
  const ttlMs = options.ttlMs ?? POSTCODE_CACHE_TTL_MS
  const clock = options.clock ?? Date.now
  const kept = new Map<string, { location: PostcodeLocation; until: number }>()
  const asking = new Map<string, Promise<PostcodeLocation>>()

  return {
    async locate(entry) {
      const key = keyOf(entry)
      const hit = kept.get(key)
      if (hit && hit.until > clock()) return hit.location
      kept.delete(key)
      const pending = asking.get(key)
      if (pending) return pending
      const answer = lookup.locate(entry).then((location) => {
        if (location.found || location.reason !== 'unavailable') {
          if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!)
          kept.set(key, { location, until: clock() + ttlMs })
        }
        return location
      })
      asking.set(key, answer)
      try {
        return await answer
      } finally {
        asking.delete(key)
      }
    },
  }
}
