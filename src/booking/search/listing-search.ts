import type pg from 'pg'

import { formatBookingUntil, formatCardDate } from '../../domain/dates'
import { eventStatus, eventStatusLabel } from '../../domain/event-status'
import { sessionCountText } from '../../domain/sessions'
import { LISTING_PAGE_SIZE, pageCount, resultsRange, resultsText } from '../../domain/listing-results'
import type { Listing } from '../../domain/listings'
import { cardPriceText, eventPriceInForce } from '../../domain/prices'
import type { ListingQuery } from '../../domain/validation/listing-filters'
import type { PostcodeLookup } from '../../integrations/postcode'
import type { ListingCard, ListingSearchResult } from '../../contracts/listing'

import { searchListingRows, type ListingSearchParams, type SearchCardRow } from './search-repository'

export interface ListingSearchDependencies {
  pool: Pick<pg.Pool, 'query'>
  postcodeLookup: PostcodeLookup
}

export function toListingCard(row: SearchCardRow, now: Date): ListingCard {
  const statusInput = {
    price: row.price,
    freeOrPaid: row.free_or_paid,
    // Tickets left now, read live with the card (search-repository.ts): a card says Sold Out as
    // soon as the last ticket is held (spec 000 section 4).
    ticketsAvailable: row.tickets_available,
    externalListingUrl: row.external_listing_url,
    earlyBirdDiscount: row.early_bird_discount,
    ticketSalesDateWindow: { from: row.sales_from, to: row.sales_to },
    discountWindow: { from: row.discount_from, to: row.discount_to },
  }
  const status = eventStatus(statusInput, now)
  return {
    id: row.event_id,
    title: row.title,
    uri: row.uri,
    slug: row.slug,
    contentType: row.content_type,
    // A course shows its first session not yet begun (issue 26 point 1), else its start.
    dateTime: new Date(row.next_session_at ?? row.date_time).toISOString(),
    dateText: formatCardDate(row.next_session_at ?? row.date_time),
    sessionsText: sessionCountText(row.session_count),
    locationTitle: row.location_title,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    priceText: cardPriceText(eventPriceInForce(statusInput, now)),
    status,
    statusLabel: eventStatusLabel(status),
    bookingUntilText: row.sales_to ? formatBookingUntil(row.sales_to) : null,
    elearning: row.elearning,
    categories: row.categories,
  }
}

/**
 * A listing page's results (spec 001 sections 2 and 9): the URL's query turned into one search of
 * the projection. A postcode that cannot be placed is reported, and the other filters still apply.
 * A page past the end shows the last page. Site search is the same search over every listing's
 * content types, 9 to a page (SITE_SEARCH_PAGE_SIZE).
 */
export async function searchListing(
  deps: ListingSearchDependencies,
  listing: Pick<Listing, 'contentTypes'>,
  query: ListingQuery,
  now: Date,
  pageSize: number = LISTING_PAGE_SIZE,
): Promise<ListingSearchResult> {
  let postcodeError: string | undefined
  let near: ListingSearchParams['near']
  if (query.postcode) {
    const location = await deps.postcodeLookup.locate(query.postcode)
    if (location.found) near = { latitude: location.latitude, longitude: location.longitude, miles: query.distance }
    else postcodeError = location.message
  }
  const base: Omit<ListingSearchParams, 'offset'> = {
    contentTypes: listing.contentTypes,
    now,
    term: query.term,
    categoryIds: query.category.map(Number).filter(Number.isSafeInteger),
    districts: query.district,
    ageRanges: query.ageRange,
    near,
    // Spec 000 section 9: the range runs from the start day's 00:00:00.000Z to the end day's 23:59:59.999Z.
    between: query.date
      ? { start: new Date(`${query.date.start}T00:00:00.000Z`), end: new Date(`${query.date.end}T23:59:59.999Z`) }
      : undefined,
    orderBy: query.orderBy,
    limit: pageSize,
  }
  let pageIndex = Math.max(0, query.page - 1)
  let rows = await searchListingRows(deps.pool, { ...base, offset: pageIndex * pageSize })
  const pages = pageCount(rows.total, pageSize)
  if (rows.cards.length === 0 && pages > 0 && pageIndex >= pages) {
    pageIndex = pages - 1
    rows = await searchListingRows(deps.pool, { ...base, offset: pageIndex * pageSize })
  }
  return {
    total: rows.total,
    pageIndex,
    pageCount: pages,
    cards: rows.cards.map((row) => toListingCard(row, now)),
    resultsText: resultsText(resultsRange(pageIndex, rows.total, pageSize), rows.total, query.term),
    facets: rows.facets,
    ...(postcodeError ? { postcodeError } : {}),
  }
}
