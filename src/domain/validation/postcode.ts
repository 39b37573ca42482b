import { z } from 'zod'

import { isValidPostcode, normalisePostcode, POSTCODE_MESSAGES } from './postcode-format'

export {
  compactPostcode,
  isValidPostcode,
  normalisePostcode,
  outcodeOf,
  POSTCODE_MESSAGES,
  POSTCODE_PATTERN,
  postcodeFilterError,
  shouldCheckPostcode,
} from './postcode-format'

/**
 * The postcode filter on submit: empty means no location filter; otherwise it must be a UK
 * postcode, whatever its length (the typing threshold in postcode-format.ts only spares half-typed entries), and
 * comes out normalised.
 */
export const postcodeFilterSchema = z
  .string({ error: POSTCODE_MESSAGES.invalid })
  .trim()
  .refine((entry) => entry === '' || isValidPostcode(entry), POSTCODE_MESSAGES.invalid)
  .transform((entry) => (entry === '' ? undefined : normalisePostcode(entry)))
  .optional()
