/**
 * Postcode rules without zod, so browser code (the listing's as-you-type check) can use them
 * without shipping the schema library; postcode.ts adds the submit schema and re-exports these.
 */

/** The postcode filter of a listing (spec 000 section 5, spec 001 section 5). */
export const POSTCODE_MESSAGES = {
  invalid: 'Please enter a valid postcode',
  /** For a lookup miss: the postcode has the right shape but the lookup service does not know it. */
  notFound: 'Postcode could not be found',
} as const

/**
 * UK postcode (spec 000 section 5): one or two letters, a digit, an optional letter or digit, an
 * optional space, a digit, two letters; case-insensitive.
 */
export const POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i

/** The entry with all spaces removed. */
export function compactPostcode(entry: string): string {
  return entry.replace(/\s+/g, '')
}

/**
 * Whether an entry is long enough to check as the person types (spec 000 section 5): with spaces
 * removed, 5 characters starting letter-then-digit (e.g. 'A1 1AA'), or 6 or more.
 */
export function shouldCheckPostcode(entry: string): boolean {
  const compact = compactPostcode(entry)
  return compact.length >= 6 || (compact.length === 5 && /^[A-Z][0-9]/i.test(compact))
}

/** Whether an entry is a UK postcode. Spaces around it are ignored and a run of inner spaces counts as one. */
export function isValidPostcode(entry: string): boolean {
  return POSTCODE_PATTERN.test(entry.trim().replace(/\s+/g, ' '))
}

/** The message to show as the person types: none until the entry is checkable, then none if it is valid. */
export function postcodeFilterError(entry: string): string | undefined {
  return shouldCheckPostcode(entry) && !isValidPostcode(entry) ? POSTCODE_MESSAGES.invalid : undefined
}

/** Upper case with one space before the last three characters, e.g. 'sg138de' -> 'SG13 8DE'. */
export function normalisePostcode(entry: string): string {
  const compact = compactPostcode(entry).toUpperCase()
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact
}

/** The outward code of a valid postcode ('SG13 8DE' -> 'SG13'); undefined for anything else. */
export function outcodeOf(entry: string): string | undefined {
  return isValidPostcode(entry) ? normalisePostcode(entry).slice(0, -4) : undefined
}

