import type { PostcodeLookup } from './postcode-lookup'

/**
 * Asks `primary`, and `fallback` only when `primary` is unavailable. An invalid or unknown
 * postcode is a real answer and is passed on as it is, so the person sees the spec's message.
 */
export function withFallback(primary: PostcodeLookup, fallback: PostcodeLookup): PostcodeLookup {
  return {
    async locate(entry) {
      const location = await primary.locate(entry)
      return !location.found && location.reason === 'unavailable' ? fallback.locate(entry) : location
    },
  }
}
