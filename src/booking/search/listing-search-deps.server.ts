import type { PostcodeLookup } from '../../integrations/postcode'
import { bookingPool } from '../db/pool.server'

import type { ListingSearchDependencies } from './listing-search'

/**
 * The listing search's dependencies in a server process: the booking pool, and the postcode lookup
 * that the site's wiring (src/wiring/services.server.ts) hands in, so the site never holds the pool.
 */
export function listingSearchDeps(postcodeLookup: PostcodeLookup): ListingSearchDependencies {
  return { pool: bookingPool(), postcodeLookup }
}
