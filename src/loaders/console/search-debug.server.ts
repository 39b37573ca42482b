import 'server-only'

import { searchListing } from '@/booking/search/listing-search'
import type { SearchDebugResult } from '@/contracts/listing'
import { DEBUG_SEARCH_MINILIST_SIZE } from '@/domain/listing-results'
import { LISTINGS, listingForContentType, type EventContentType } from '@/domain/listings'
import { parseListingQuery } from '@/domain/validation/listing-filters'
import { readSiteSearchQuery } from '@/domain/validation/search'
import { listingSearchDependencies } from '@/wiring/services.server'

import { ALL_LISTINGS } from '../site/site-search'

/** What the debug search page shows for a query (issue 26 point 4; spec 001 section 2). */
export interface SearchDebugLoad {
  term: string
  /** The service searched: a listing's path, or '' for all of them. */
  service: string
  error?: string
  result: SearchDebugResult | null
}

/**
 * The search the site runs (the weighted word match of spec 001 section 9, private and ended events
 * left out) for a term, as staff debug it: its facets and a minilist of the best matches, over every
 * service or one. A staff page (the console's sign-in and its per-client cap), seven queries of the
 * booking schema per answer.
 */
export async function loadSearchDebug(search: URLSearchParams, now = new Date()): Promise<SearchDebugLoad> {
  const query = readSiteSearchQuery(search)
  const asked = search.get('service') ?? ''
  const listing = LISTINGS.find((candidate) => candidate.path === asked)
  const service = listing ? listing.path : ''
  if (!query.term || query.error) return { term: query.term, service, error: query.error, result: null }

  const deps = listingSearchDependencies()
  const listingQuery = { ...parseListingQuery({}), term: query.term, orderBy: 'relevance' as const }
  const [found, ...perService] = await Promise.all([
    searchListing(deps, listing ?? ALL_LISTINGS, listingQuery, now, DEBUG_SEARCH_MINILIST_SIZE),
    ...LISTINGS.map((each) => searchListing(deps, each, listingQuery, now, 1)),
  ])
  return {
    term: query.term,
    service,
    result: {
      total: found!.total,
      services: LISTINGS.map((each, index) => ({ value: each.path, label: each.title, count: perService[index]!.total })),
      categories: found!.facets.categories,
      districts: found!.facets.districts,
      ageRanges: found!.facets.ageRanges,
      minilist: found!.cards.map((card) => ({ ...card, service: listingForContentType(card.contentType as EventContentType).title })),
    },
  }
}
