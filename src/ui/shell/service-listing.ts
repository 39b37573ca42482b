import { LISTINGS, type Listing, templateForPath } from '../../domain/listings'

import type { ShellVariant } from './types'

/**
 * The listing a branded variant belongs to (send -> SEND Local Offer, hafls -> Step 2 Skills), found
 * through the same path rule that picks the variant, so the two can never disagree. The default and
 * adult-learning variants have no single service listing.
 */
export function serviceListingForVariant(variant: ShellVariant): Listing | undefined {
  if (variant === 'default' || variant === 'adultLearning') return undefined
  return LISTINGS.find((listing) => templateForPath(listing.path) === variant)
}
