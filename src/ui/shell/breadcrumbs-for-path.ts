import { LISTINGS } from '../../domain/listings'
import { paths } from '../../domain/paths'

import type { BreadcrumbItem } from './types'

const HOME: BreadcrumbItem = { title: 'Home', url: paths.home() }

/**
 * The breadcrumb ancestors of a page, worked out from its path so the shell can draw them without
 * each page passing them (spec 000 section 2 'Breadcrumbs'). The trail holds ancestors only, never
 * the page itself, whose name is its h1:
 * - a listing, the search page (paths beginning /search): Home;
 * - anything below a listing (an event, its assets): Home, then the listing;
 * - the events home and every other page: no trail.
 */
export function breadcrumbsForPath(pathname: string): BreadcrumbItem[] {
  const segments = pathname.split('/').filter((segment) => segment !== '')
  const first = segments[0]
  if (first === undefined) return []
  if (first === 'search') return [HOME]
  const listing = LISTINGS.find((candidate) => candidate.path === `/${first}`)
  if (!listing) return []
  if (segments.length === 1) return [HOME]
  return [HOME, { title: listing.title, url: paths.listing(listing.path) }]
}
