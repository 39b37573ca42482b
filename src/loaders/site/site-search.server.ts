import 'server-only'

import { cache } from 'react'

import type { ListingSearchResult } from '@/contracts/listing'
import { readSiteSearchQuery, type SiteSearchQuery } from '@/domain/validation/search'

import { listingSearchDependencies } from '@/wiring/services.server'
import { searchAllServices } from './site-search'

/** What the search page shows: the query read, and the results when words were given and accepted. */
export interface SiteSearchLoad {
  query: SiteSearchQuery
  result: ListingSearchResult | null
}

/** The search page's query string read and searched (site-search.ts); once per request, for the title and the page. */
export const loadSiteSearch = cache(async (search: string): Promise<SiteSearchLoad> => {
  const query = readSiteSearchQuery(new URLSearchParams(search))
  return { query, result: await searchAllServices(listingSearchDependencies(), query, new Date()) }
})
