import { PAGE_QUERY_PARAMETER, pageQueryValue } from './listing-results'

/**
 * The route registry: every internal link is built here (STYLE.md), so a route changes in one place.
 */
export const paths = {
  home: () => '/',
  listing: (listingPath: string, query?: Record<string, string | undefined>) => withQuery(listingPath, query),
  event: (uri: string) => uri,
  /** The private assets page of the event at `uri` (spec 000 section 2: /{area}/{event}/assets). */
  eventAssets: (uri: string) => `${uri}/assets`,
  /** A private file's download, a POST with the e-mail and booking reference (decision 0018); never a link. */
  privateFileDownload: (fileId: number) => `/api/private-files/${fileId}/download`,
  booking: (slug: string) => `/booking/${encodeURIComponent(slug)}`,
  /** Spec 000 section 2: "Checkout page (/checkout, exact)". */
  checkout: () => '/checkout',
  /** The hand-off to the card-payment page (issue 11, decision 0021). */
  checkoutPayment: (basketId: string) => withQuery('/checkout/payment', { basketId }),
  /** Site search; the page index is zero-based and left out for the first page (spec 000 section 9). */
  search: (term?: string, pageIndex = 0) => withQuery('/search', { term, [PAGE_QUERY_PARAMETER]: pageQueryValue(pageIndex) }),
  maintenance: () => '/maintenance',
  /** What the booking service keeps about people, and for how long (issue 13 point 5, decision 0027). */
  privacyNotice: () => '/privacy-notice',
  accessibilityStatement: () => '/accessibility-statement',
  cookies: () => '/cookies',
  cookiePreferences: () => '/cookies/preferences',
  notFound: () => '/404',
  login: () => '/login',
  admin: () => '/admin',
  /** The e-mail outbox view in the admin (src/content/admin/email-outbox-view.tsx), or one message in it. */
  adminEmailOutbox: (id?: number) => (id === undefined ? '/admin/email-outbox' : `/admin/email-outbox?id=${id}`),
  /** The audit log view in the admin (src/content/admin/audit-log-view.tsx), optionally filtered by a booking reference or ticket id. */
  adminAuditLog: (q?: string) => withQuery('/admin/audit-log', { q }),
  consoleHome: () => '/console/home',
  /** The console's area pages (spec 001 section 2), built with the staff console. */
  consoleArea: (report: 'attendance-report' | 'register' | 'waiting-list' | 'release-ticket') => `/console/${report}-area`,
  consoleEventSearch: (searchWords?: string) => withQuery('/console/event-search', { searchWords }),
  /** A report's list of an area's events (spec 001 section 2, "List pages"). */
  consoleList: (report: 'attendance-report' | 'register' | 'waiting-list' | 'release-ticket', area: string) => withQuery(`/console/${report}-list`, { area }),
  /** A report's page of one event (query id = the event's id). */
  consoleAttendanceReport: (eventId: string) => withQuery('/console/attendance-report', { id: eventId }),
  /** A course's register opens on today's session unless one is named. */
  consoleRegister: (eventId: string, sessionId?: string | null) => withQuery('/console/register', { id: eventId, session: sessionId ?? undefined }),
  consoleWaitingListReport: (eventId: string) => withQuery('/console/waiting-list-report', { id: eventId }),
  consoleReleaseTicket: (eventId: string) => withQuery('/console/release-ticket', { id: eventId }),
  /** Beyond the spec: find a booking by reference or e-mail. */
  consoleBookings: (query?: string) => withQuery('/console/bookings', { query }),
  /** Beyond the spec (decision 0044): check tickets in at the door, for an event or a course's session. */
  consoleCheckIn: (eventId: string, sessionId?: string | null) => withQuery('/console/check-in', { id: eventId, session: sessionId ?? undefined }),
  /**
   * The payment outcome page (spec 000 section 2). Our query (decision 0020): responseCode ('00000'
   * is success), responseDescription, basketId, transactionReference; `check` counts the page's own
   * checks without JavaScript (decision 0024).
   */
  bookingStatus: (query: { responseCode: string; responseDescription?: string; basketId: string; transactionReference?: string; check?: string; token?: string | undefined }) => withQuery('/booking-status', query),
  /** After a staff bypass (spec 000 section 2, exact path). Our query: bookingReference, basketId. */
  bypassSuccess: (query: { bookingReference: string; basketId: string }) => withQuery('/bypass-success', query),
  /**
   * The checkout finish page (spec 000 sections 2 and 4: 'query basketId; polls'), the provider's
   * receipt finish address (decision 0024). /checkout-status?basketId= with no responseCode shows
   * the same page.
   */
  checkoutFinish: (basketId: string, token?: string) => withQuery('/checkout-finish', { basketId, token }),
  /** The booking's tickets to print or show at the door, each with its QR code (issue 26 point 2); the e-mailed link's token. */
  bookingTickets: (basketId: string, token?: string) => withQuery('/booking-tickets', { basketId, token }),
  /**
   * Waiting-list management (spec 001 section 2). With `token` (the link e-mailed to an address,
   * decision 0028) it shows that address's entries.
   */
  manageWaitingList: (token?: string) => withQuery('/manage/waiting-list', { token }),
  /** A resident cancels their own booking (issue 14): the link in the confirmation e-mail. */
  cancelBooking: (booking: string, token: string) => withQuery('/manage/booking/cancel', { booking, token }),
  /** Confirming a waiting-list join (issue 23 point 5): the link in the confirmation e-mail. */
  confirmWaitingList: (token: string) => withQuery('/manage/waiting-list/confirm', { token }),
  /** An offer of places from a waiting list (issue 13 point 3): the link in the offer e-mail. */
  waitingListOffer: (token: string) => withQuery('/manage/waiting-list/offer', { token }),
  /** The e-mail outbox, for staff (docs/decisions/0023), and one message in it. */
  consoleOutbox: () => '/console/outbox',
  consoleSearchDebug: (term?: string, service?: string) => withQuery('/console/search-debug', { term, service }),
  /** Payments that need attention (issue 14 point 4). */
  consolePayments: () => '/console/payments',
  consoleOutboxMessage: (id: number) => `/console/outbox/${id}`,
} as const

/**
 * The booking API's addresses as the browser calls them (spec 000 section 7, spec 001 section 7: "All
 * paths are below /eventsbookingapi").
 */
/** Where the booking API's paths begin: nginx sends this path and every one below it to the booking API (decision 0039). */
export const BOOKING_API_PREFIX = '/eventsbookingapi'

export const bookingApiPaths = {
  eventBooking: (slug: string) => `/eventsbookingapi/events/booking/${encodeURIComponent(slug)}`,
  checkout: () => '/eventsbookingapi/baskets/checkout',
  basket: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}`,
  /** Spec 000 section 7: the confirmation e-mail preview of the event at `eventPath` ('/{area}/{event}'). */
  emailPreview: (eventPath: string) => withQuery('/eventsbookingapi/baskets/email', { eventSlug: eventPath }),
  /** Spec 000 section 7: the private assets of the event at `eventSlug` ('/{area}/{event}') for a booking. */
  eventAssets: (query: { bookingId: string; eventSlug: string; email: string }) => withQuery('/eventsbookingapi/events/assets', query),
  basketEvent: (basketId: string, eventId: string) =>
    `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/events/${encodeURIComponent(eventId)}`,
  /** Ours (decision 0022): 10 more minutes to finish. */
  extendBasketHold: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/extend`,
  checkoutFinish: (basketId: string) => `/eventsbookingapi/checkout/${encodeURIComponent(basketId)}/finish`,
  basketCustomer: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/customer`,
  /** The outcome pages' reads (decision 0024). */
  basketPostCheckout: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/post-checkout`,
  basketCalendar: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/calendar`,
  /** With `token` (the e-mailed link's, decision 0034) the file's description carries the booking reference. */
  basketCalendarIcs: (basketId: string, token?: string) => withQuery(`/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/calendar.ics`, { token }),
  checkoutStart: (basketId: string) => `/eventsbookingapi/checkout/${encodeURIComponent(basketId)}/start`,
  checkoutBypass: (basketId: string) => `/eventsbookingapi/checkout/${encodeURIComponent(basketId)}/bypass`,
  /** The payment provider's return address (spec 000 section 7). */
  basketPaid: (basketId: string) => `/eventsbookingapi/baskets/${encodeURIComponent(basketId)}/paid`,
  /** The console's calls (spec 001 section 7; decision 0025). */
  consoleListEvents: (area: string) => `/eventsbookingapi/console/listevents/${encodeURIComponent(area)}`,
  consoleAttendees: (eventId: string) => withQuery('/eventsbookingapi/console/event/getattendees', { guid: eventId }),
  /** Spelled as the spec spells it. */
  consoleUpdateAttendance: (ticketId: string, value: boolean, sessionId?: string | null) =>
    withQuery('/eventsbookingapi/console/event/updateattdence', { guid: ticketId, value: String(value), session: sessionId ?? undefined }),
  consoleReleaseTicket: (ticketId: string) => withQuery('/eventsbookingapi/console/ticket/release', { ticketID: ticketId }),
  /** GOV.UK Pay's webhooks (issue 14): signed payment events, a second path to the confirmation. */
  govUkPayWebhook: () => '/eventsbookingapi/govuk-pay/webhook',
  /** The waiting-list calls (spec 001 section 7); the token is the e-mailed link's (decision 0028). */
  waitingList: (query: { email: string; token: string }) => withQuery('/eventsbookingapi/events/waitlist', query),
  waitingListRemove: (waitingListID: string, token: string) => withQuery('/eventsbookingapi/events/waitlist', { waitingListID, token }),
  waitingListLink: (email: string) => withQuery('/eventsbookingapi/events/waitlist/link', { email }),
  consoleWaitingList: (eventId: string) => withQuery('/eventsbookingapi/console/event/waitlist', { guid: eventId }),
  consoleSearch: (searchWords: string) => withQuery('/eventsbookingapi/console/event/search', { searchWords }),
  consoleBookings: (query: string) => withQuery('/eventsbookingapi/console/bookings', { query }),
  consoleCheckIn: () => '/eventsbookingapi/console/check-in',
  consoleBookingsPerDay: (eventId: string) => withQuery('/eventsbookingapi/console/event/bookings-per-day', { guid: eventId }),
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
