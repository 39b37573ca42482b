import { PAGE_QUERY_PARAMETER, pageQueryValue } from './listing-results'

/**
 * The route registry: every internal link is built here (STYLE.md), so a route changes in one place.
 */
export const paths = {
  home: () => '/',
  listing: (listingPath: string, query?: Record<string, string | undefined>) => withQuery(listingPath, query),
  event: (uri: string) => uri,
  booking: (slug: string) => `/booking/${encodeURIComponent(slug)}`,
  /** Spec 000 section 2: "Checkout page (/checkout, exact)". */
  checkout: () => '/checkout',
  /** Site search; the page index is zero-based and left out for the first page (spec 000 section 9). */
  search: (term?: string, pageIndex = 0) => withQuery('/search', { term, [PAGE_QUERY_PARAMETER]: pageQueryValue(pageIndex) }),
  maintenance: () => '/maintenance',
  notFound: () => '/404',
  login: () => '/login',
  admin: () => '/admin',
  consoleHome: () => '/console/home',
  /** The console's area pages (spec 001 section 2), built with the staff console. */
  consoleArea: (report: 'attendance-report' | 'register' | 'waiting-list' | 'release-ticket') => `/console/${report}-area`,
  consoleEventSearch: () => '/console/event-search',
  /** Our hand-off page: the hidden form that sends the browser to the council's payment page (decision 0020). */
  paymentHandOff: (basketId: string) => withQuery('/checkout/payment', { basketId }),
  /**
   * The payment outcome page (spec 000 section 2). Our query (decision 0020): responseCode ('00000'
   * is success), responseDescription, basketId, transactionReference.
   */
  bookingStatus: (query: { responseCode: string; responseDescription?: string; basketId: string; transactionReference?: string }) => withQuery('/booking-status', query),
  /** The checkout finish page (spec 000 section 2: 'query basketId; polls'): the provider's receipt finish address. */
  checkoutStatus: (basketId: string) => withQuery('/checkout-status', { basketId }),
  /** After a staff bypass (spec 000 section 2, exact path). Our query: bookingReference, basketId. */
  bypassSuccess: (query: { bookingReference: string; basketId: string }) => withQuery('/bypass-success', query),
} as const

/**
 * The booking API's addresses as the browser calls them (spec 000 section 7, spec 001 section 7: "All
 * paths are below /eventsbookingapi").
 */
export const bookingApiPaths = {
  eventBooking: (slug: string) => `/eventsbookingapi/events/booking/${encodeURIComponent(slug)}`,
  checkout: () => '/eventsbookingapi/baskets/checkout',
  basket: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}`,
  basketEvent: (basketId: string, eventId: string) =>
    `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/events/${encodeURIComponent(eventId)}`,
  checkoutStart: (basketId: string) => `/eventsbookingapi/checkout/${encodeURIComponent(basketId)}/start`,
  checkoutBypass: (basketId: string) => `/eventsbookingapi/checkout/${encodeURIComponent(basketId)}/bypass`,
  checkoutFinish: (basketId: string) => `/eventsbookingapi/checkout/${encodeURIComponent(basketId)}/finish`,
  /** The payment provider's return address (spec 000 section 7). */
  basketPaid: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/paid`,
  basketCustomer: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/customer`,
  /** Staff bypass order (spec 000 section 7). */
  basketOrders: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/orders`,
} as const

export function withQuery(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, value)
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}
