import type { EventStatus } from '../domain/event-status'

/**
 * What a listing search answers (spec 000 section 3, spec 001 section 9): the cards, their facets and
 * texts, shared by the listing and site-search pages, the event cards that render them, and the search
 * that builds them (src/booking/search/listing-search.ts).
 */

export interface FacetCount {
  value: string
  label: string
  count: number
}

/** One event card of a listing (spec 000 section 3 "Event card"), with every text already decided. */
export interface ListingCard {
  id: number
  title: string
  uri: string
  slug: string
  /** The event's content type, which decides its service (src/domain/listings.ts). */
  contentType: string
  dateTime: string
  /** 'ddd, D MMM, h:mma' in Europe/London (spec 000 section 9); a course's first session not yet begun. */
  dateText: string
  /** '{n} sessions' for a course of more than one session (issue 26 point 1); null otherwise. */
  sessionsText: string | null
  locationTitle: string | null
  imageUrl: string | null
  imageAlt: string
  /** 'Starts at £x.xx', 'Free event' or 'Price not set'. */
  priceText: string
  status: EventStatus
  /** 'Free Event', 'Early Bird', 'Sold Out', 'Closed', 'Listing'; null for paid. */
  statusLabel: string | null
  /** 'Booking until {date} at {time}' when the sales window has an end. */
  bookingUntilText: string | null
  elearning: boolean
  categories: Array<{ id: number; title: string }>
}

export interface ListingSearchResult {
  total: number
  pageIndex: number
  pageCount: number
  cards: ListingCard[]
  /** 'Showing {from} - {to} of {total} results[ for {term}]'. */
  resultsText: string
  facets: { categories: FacetCount[]; districts: FacetCount[]; ageRanges: FacetCount[] }
  /** Set when the postcode could not be placed; the location filter is then not applied. */
  postcodeError?: string
}

/** The debug search page's answer for some words (issue 26 point 4; spec 001 section 2). */
export interface SearchDebugResult {
  total: number
  /** Matches per service, in the listings' order. */
  services: FacetCount[]
  categories: FacetCount[]
  districts: FacetCount[]
  ageRanges: FacetCount[]
  /** The best matches, in the search's own order (relevance, then date), each with its service's name. */
  minilist: (ListingCard & { service: string })[]
}
