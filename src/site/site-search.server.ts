import 'server-only'

import { cache } from 'react'

import { searchListing, type ListingSearchResult } from '@/booking/search/listing-search'
import { SITE_SEARCH_PAGE_SIZE } from '@/domain/listing-results'
import { LISTINGS } from '@/domain/listings'
import { parseListingQuery } from '@/domain/validation/listing-filters'
import { readSiteSearchQuery, type SiteSearchQuery } from '@/domain/validation/search'

import { listingSearchDependencies } from './services.server'

/** Every service's content types: site search looks in all six listings (spec 000 section 2). */
const ALL_LISTINGS = { contentTypes: LISTINGS.flatMap((listing) => listing.contentTypes) }

/** What the search page shows: the query read, and the results when words were given and accepted. */
export interface SiteSearchLoad {
  query: SiteSearchQuery
  result: ListingSearchResult | null
}

/**
 * Site search (spec 000 section 2, paths beginning /search): the listing search itself (the same
 * weighted word match, title 100, description 50, location 5; spec 001 section 9) over every
 * listing's content types, ranked by relevance, 9 to a page. Private events and those whose sales
 * have ended are left out by that search, as in every listing. No words, or refused words, search
 * nothing. Cached per request, so the title and the page read it once.
 */
export const loadSiteSearch = cache(async (search: string): Promise<SiteSearchLoad> => {
  const query = readSiteSearchQuery(new URLSearchParams(search))
  if (!query.term || query.error) return { query, result: null }
  const listingQuery = { ...parseListingQuery({}), term: query.term, page: query.pageIndex + 1, orderBy: 'relevance' as const }
  const result = await searchListing(listingSearchDependencies(), ALL_LISTINGS, listingQuery, new Date(), SITE_SEARCH_PAGE_SIZE)
  return { query, result }
})
