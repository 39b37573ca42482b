import { createOutcodeCentroidsLookup } from './outcode-centroids'
import type { PostcodeLookup } from './postcode-lookup'
import { createPostcodesIoLookup } from './postcodes-io'
import { withCache } from './with-cache'
import { POSTCODE_FALLBACK_COOLDOWN_MS, withFallback } from './with-fallback'

export { distanceInMiles, EARTH_RADIUS_MILES, type Coordinates } from './distance'
export { createOutcodeCentroidsLookup, parseOutcodeCentroids, type OutcodeCentroidsOptions } from './outcode-centroids'
export {
  parsePostcodeEntry,
  POSTCODE_LOOKUP_MESSAGES,
  type PostcodeEntry,
  type PostcodeFound,
  type PostcodeLocation,
  type PostcodeLookup,
  type PostcodeNotLocated,
} from './postcode-lookup'
export {
  createPostcodesIoLookup,
  POSTCODES_IO_TIMEOUT_MS,
  POSTCODES_IO_URL,
  PostcodesIoError,
  type PostcodesIoOptions,
} from './postcodes-io'
export { POSTCODE_FALLBACK_COOLDOWN_MS, withFallback, type FallbackOptions } from './with-fallback'
export { POSTCODE_CACHE_ENTRIES, POSTCODE_CACHE_TTL_MS, withCache, type PostcodeCacheOptions } from './with-cache'

export interface PostcodeLookupConfig {
  /** 'offline' (default data, no network) or 'postcodes.io' (online, offline when it is unavailable). */
  provider: 'offline' | 'postcodes.io'
  /** Base URL of postcodes.io; default https://api.postcodes.io. */
  postcodesIoUrl?: string
  /** How long one question to postcodes.io may take before the offline table answers; default 5000 ms. */
  timeoutMs?: number
  /** After postcodes.io was unavailable, how long the offline table answers alone; default a minute. */
  cooldownMs?: number
}

/** The network edge, the log and the clock, for the composition root to pass (and tests to fake). */
export interface PostcodeLookupDependencies {
  fetch?: typeof globalThis.fetch
  onError?: (cause: unknown) => void
  clock?: () => number
}

/**
 * The postcode lookup the listing's distance filter uses. The offline table is parsed once per
 * process however many lookups are created. Online (issue 26 point 4): postcodes.io's answers kept a
 * day (withCache), the offline table when it is unavailable, and for a minute after (withFallback), so
 * a postcode that does not exist in a real district is refused while the service answers.
 */
export function createPostcodeLookup(
  config: PostcodeLookupConfig,
  dependencies: PostcodeLookupDependencies = {},
): PostcodeLookup {
  const offline = createOutcodeCentroidsLookup({ onError: dependencies.onError })
  if (config.provider === 'offline') return offline
  const online = createPostcodesIoLookup({
    baseUrl: config.postcodesIoUrl,
    fetch: dependencies.fetch,
    onError: dependencies.onError,
    timeoutMs: config.timeoutMs,
  })
  return withFallback(withCache(online, { clock: dependencies.clock }), offline, {
    cooldownMs: config.cooldownMs ?? POSTCODE_FALLBACK_COOLDOWN_MS,
    clock: dependencies.clock,
  })
}
