import { searchListing, type ListingSearchDependencies } from '../../booking/search/listing-search'
import { type ListingSearchResult } from '../../contracts/listing'
import { SITE_SEARCH_PAGE_SIZE } from '../../domain/listing-results'
import { LISTINGS } from '../../domain/listings'
import { parseListingQuery } from '../../domain/validation/listing-filters'
import type { SiteSearchQuery } from '../../domain/validation/search'

/** Every service's content types: site search looks in all six listings (spec 000 section 2). */
export const ALL_LISTINGS = { contentTypes: LISTINGS.flatMap((listing) => listing.contentTypes) }

/**
 * Site search's results (spec 000 section 2, paths beginning /search): the listing search itself,
 * the same weighted word match (title 100, description 50, location 5; spec 001 section 9), over
 * every listing's content types, best match first (then by date), 9 to a page. Private events and
 * those whose sales have ended are left out by that search, as in every listing. No words, or
 * refused words, search nothing: null.
 */
export async function searchAllServices(
  deps: ListingSearchDependencies,
  query: SiteSearchQuery,
  now: Date,
): Promise<ListingSearchResult | null> {
  if (!query.term || query.error) return null
  const listingQuery = { ...parseListingQuery({}), term: query.term, page: query.pageIndex + 1, orderBy: 'relevance' as const }
  return searchListing(deps, ALL_LISTINGS, listingQuery, now, SITE_SEARCH_PAGE_SIZE)
}
