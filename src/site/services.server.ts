import 'server-only'

import type { ListingSearchDependencies } from '@/booking/search/listing-search'
import { listingSearchDeps } from '@/booking/search/listing-search-deps.server'
import { createPostcodeLookup, type PostcodeLookup } from '@/integrations/postcode'

/**
 * The one place the server's dependencies are wired (STYLE.md: dataAccess -> services): the
 * postcode lookup, which the listing search gets with the booking pool (listing-search-deps.server.ts).
 * Tests build their own with fakes at the network edge.
 */
let postcodeLookup: PostcodeLookup | undefined

export function listingSearchDependencies(): ListingSearchDependencies {
  // A lookup that fails shows the person a 'try again' message; the cause goes to the log.
  postcodeLookup ??= createPostcodeLookup({ provider: 'offline' }, { onError: (cause) => console.error('Postcode lookup failed', cause) })
  return listingSearchDeps(postcodeLookup)
}
