import type { PostcodeLookup } from './postcode-lookup'

export interface FallbackOptions {
  /**
   * After the primary was unavailable, how long to go straight to the fallback: a service that is down
   * or unreachable costs one timeout per period, not one per search. 0 asks the primary every time.
   */
  cooldownMs?: number
  clock?: () => number
}

/** A minute: long enough that an outage costs little, short enough that precision soon comes back. */
export const POSTCODE_FALLBACK_COOLDOWN_MS = 60_000

/**
 * Asks `primary`, and `fallback` only when `primary` is unavailable. An invalid or unknown
 * postcode is a real answer and is passed on as it is, so the person sees the spec's message.
 */
export function withFallback(primary: PostcodeLookup, fallback: PostcodeLookup, options: FallbackOptions = {}): PostcodeLookup {
  const cooldownMs = options.cooldownMs ?? 0
  const clock = options.clock ?? Date.now
  let primaryDownUntil = 0
  return {
    async locate(entry) {
      if (clock() < primaryDownUntil) return fallback.locate(entry)
      const location = await primary.locate(entry)
      if (location.found || location.reason !== 'unavailable') return location
      primaryDownUntil = clock() + cooldownMs
      return fallback.locate(entry)
    },
  }
}
