import 'server-only'

import { bookingPool } from '@/booking/db/pool.server'
import type { ListingSearchDependencies } from '@/booking/search/listing-search'
import { createPostcodeLookup, type PostcodeLookup } from '@/integrations/postcode'

/**
 * The one place the server's dependencies are wired (STYLE.md: dataAccess -> services): the
 * booking pool and the postcode lookup. Tests build their own with fakes at the network edge.
 */
let postcodeLookup: PostcodeLookup | undefined

export function listingSearchDependencies(): ListingSearchDependencies {
  // A lookup that fails shows the person a 'try again' message; the cause goes to the log.
  postcodeLookup ??= createPostcodeLookup({ provider: 'offline' }, { onError: (cause) => console.error('Postcode lookup failed', cause) })
  return { pool: bookingPool(), postcodeLookup }
}
