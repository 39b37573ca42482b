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
  /** The e-mail outbox view in the admin (src/admin/email-outbox-view.tsx), or one message in it. */
  adminEmailOutbox: (id?: number) => (id === undefined ? '/admin/email-outbox' : `/admin/email-outbox?id=${id}`),
  consoleHome: () => '/console/home',
  /** The console's area pages (spec 001 section 2), built with the staff console. */
  consoleArea: (report: 'attendance-report' | 'register' | 'waiting-list' | 'release-ticket') => `/console/${report}-area`,
  consoleEventSearch: () => '/console/event-search',
  /** The e-mail outbox, for staff (docs/decisions/0023), and one message in it. */
  consoleOutbox: () => '/console/outbox',
  consoleOutboxMessage: (id: number) => `/console/outbox/${id}`,
} as const

/**
 * The booking API's addresses as the browser calls them (spec 000 section 7, spec 001 section 7: "All
 * paths are below /eventsbookingapi").
 */
export const bookingApiPaths = {
  eventBooking: (slug: string) => `/eventsbookingapi/events/booking/${encodeURIComponent(slug)}`,
  checkout: () => '/eventsbookingapi/baskets/checkout',
  basket: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}`,
  /** Spec 000 section 7: the confirmation e-mail preview of the event at `eventPath` ('/{area}/{event}'). */
  emailPreview: (eventPath: string) => withQuery('/eventsbookingapi/baskets/email', { eventSlug: eventPath }),
  basketEvent: (basketId: string, eventId: string) =>
    `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/events/${encodeURIComponent(eventId)}`,
} as const

export function withQuery(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, value)
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}
