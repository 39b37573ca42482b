import { normalisePostcode, outcodeOf, POSTCODE_MESSAGES } from '@/domain/validation/postcode'

/**
 * Turns a resident's postcode into coordinates for the "events within N miles" filter
 * (spec 000 section 9). Every adapter (offline outcode centroids, postcodes.io) implements this.
 * `locate` never rejects: a failed dependency is the `unavailable` result, so a listing page can
 * always show the person a next step instead of an error page.
 */
export interface PostcodeLookup {
  locate(postcode: string): Promise<PostcodeLocation>
}

export type PostcodeLocation = PostcodeFound | PostcodeNotLocated

export interface PostcodeFound {
  found: true
  /** The entry normalised: 'SG13 7DN' for a full postcode, 'SG13' for a bare outcode. */
  postcode: string
  latitude: number
  longitude: number
  /** 'outcode' when the point is the centre of the postcode district, 'postcode' for the postcode itself. */
  precision: 'outcode' | 'postcode'
}

export interface PostcodeNotLocated {
  found: false
  reason: 'invalid' | 'not-found' | 'unavailable'
  message: string
}

/** Messages for the person; the first two are the spec's texts (spec 000 section 5). */
export const POSTCODE_LOOKUP_MESSAGES = {
  invalid: POSTCODE_MESSAGES.invalid,
  notFound: POSTCODE_MESSAGES.notFound,
  unavailable: 'We could not look up that postcode just now. Try again, or search without a postcode.',
} as const

export const postcodeInvalid = (): PostcodeNotLocated => ({
  found: false,
  reason: 'invalid',
  message: POSTCODE_LOOKUP_MESSAGES.invalid,
})

export const postcodeNotFound = (): PostcodeNotLocated => ({
  found: false,
  reason: 'not-found',
  message: POSTCODE_LOOKUP_MESSAGES.notFound,
})

export const postcodeUnavailable = (): PostcodeNotLocated => ({
  found: false,
  reason: 'unavailable',
  message: POSTCODE_LOOKUP_MESSAGES.unavailable,
})

/**
 * The outward code on its own ('SG13', 'AL1', 'EC1A'): the outward half of POSTCODE_PATTERN. It
 * cannot be confused with a full postcode, which has at least five characters without spaces.
 */
const OUTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/

/** What a resident typed, once understood: a full postcode, a bare outcode, or neither (undefined). */
export type PostcodeEntry =
  | { kind: 'postcode'; postcode: string; outcode: string }
  | { kind: 'outcode'; outcode: string }

/**
 * Reads a postcode entry. Besides full postcodes, a bare outcode ('SG13', ' sg13 ') is accepted:
 * residents often know only their district, and the offline data is district-level anyway.
 */
export function parsePostcodeEntry(entry: string): PostcodeEntry | undefined {
  // outcodeOf is defined only for a valid full postcode.
  const outcode = outcodeOf(entry)
  if (outcode !== undefined) return { kind: 'postcode', postcode: normalisePostcode(entry), outcode }
  const bare = entry.trim().toUpperCase()
  return OUTCODE_PATTERN.test(bare) ? { kind: 'outcode', outcode: bare } : undefined
}
