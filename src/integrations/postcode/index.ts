import { createOutcodeCentroidsLookup } from './outcode-centroids'
import type { PostcodeLookup } from './postcode-lookup'
import { createPostcodesIoLookup } from './postcodes-io'
import { withFallback } from './with-fallback'

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
export { withFallback } from './with-fallback'

export interface PostcodeLookupConfig {
  /** 'offline' (default data, no network) or 'postcodes.io' (online, offline when it is unavailable). */
  provider: 'offline' | 'postcodes.io'
  /** Base URL of postcodes.io; default https://api.postcodes.io. */
  postcodesIoUrl?: string
}

/** The network edge and the log, for the composition root to pass (and tests to fake). */
export interface PostcodeLookupDependencies {
  fetch?: typeof globalThis.fetch
  onError?: (cause: unknown) => void
}

/**
 * The postcode lookup the listing's distance filter uses. The offline table is parsed once per
 * process however many lookups are created.
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
  })
  return withFallback(online, offline)
}
