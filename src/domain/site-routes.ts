import { LISTINGS } from './listings'

/**
 * Which addresses the public site and the console answer with a page (the route table of spec 001
 * section 2, as far as it is built), so that every other address gets the not-found page with a
 * 404 status straight from the proxy (src/proxy.ts; docs/decisions/0013-not-found-page-and-site-search.md).
 *
 * Why a table at all: Next.js 16 answers a notFound() thrown while a page renders with an empty
 * error document whose content exists only in the script payload (vercel/next.js#62228), so a
 * browser without JavaScript sees a blank page. An address the proxy rewrites to the not-found page
 * with status 404 is rendered like any other page, content in the HTML. A route added to src/app
 * must be added here too; its first end-to-end test says so at once (it would answer 404).
 *
 * An event or booking address whose slug does not exist has a known shape; only its page can tell,
 * so it still answers with notFound().
 */

/** The not-found page's own route, where the proxy sends every unknown address (spec 000 section 2). */
export const NOT_FOUND_PAGE_PATH = '/page-not-found'

/** Pages at one exact address (spec 001 section 2), besides the listings. */
const EXACT_PATHS = new Set([
  '/',
  '/checkout',
  '/maintenance',
  // The booking service's privacy notice (issue 13 point 5, decision 0027).
  '/privacy-notice',
  // The service's own accessibility statement (issue 26 point 4).
  '/accessibility-statement',
  // The cookies page and the no-JavaScript answer of the cookie banner (issue 26 point 4, decision 0046).
  '/cookies',
  '/cookies/preferences',
  // A resident cancels their own booking from the confirmation e-mail (issue 14, decision 0029).
  '/manage/booking/cancel',
  '/login',
  '/zenInfo',
  '/console/home',
  '/js-floor',
  // The hand-off to the card-payment page (issue 11, decision 0021).
  '/checkout/payment',
  // The payment outcome pages (spec 000 section 2; decision 0024).
  '/booking-status',
  '/checkout-status',
  '/checkout-finish',
  '/bypass-success',
  // A booking's tickets with their door codes, from the confirmation e-mail (issue 26 point 2).
  '/booking-tickets',
  // The e-mail outbox for staff (decision 0023).
  '/console/outbox',
  // The debug search page for staff (spec 001 section 2; issue 26 point 4).
  '/console/search-debug',
  // Payments that need attention (issue 14 point 4).
  '/console/payments',
  // The staff console (spec 001 section 2, issue 12).
  '/console/attendance-report-area',
  '/console/attendance-report-list',
  '/console/attendance-report',
  '/console/register-area',
  '/console/register-list',
  '/console/register',
  // Check-in at the door (issue 26 point 2, decision 0044).
  '/console/check-in',
  '/console/waiting-list-area',
  '/console/waiting-list-list',
  '/console/waiting-list-report',
  '/console/release-ticket-area',
  '/console/release-ticket-list',
  '/console/release-ticket',
  '/console/event-search',
  '/console/bookings',
  // Waiting-list management and offers (spec 001 section 2, issue 13).
  '/manage/waiting-list',
  '/manage/waiting-list/offer',
  '/manage/waiting-list/confirm',
])

/** One outbox message in the console, /console/outbox/{id} (decision 0023). */
const CONSOLE_OUTBOX_MESSAGE = /^\/console\/outbox\/[1-9]\d{0,17}$/

/** Search lives at every path beginning /search (spec 000 section 2, spec 001 section 2). */
const SEARCH_PATH = '/search'

/** Whether the pathname is site search's: every path beginning /search. */
export function isSearchPath(pathname: string): boolean {
  return pathname === SEARCH_PATH || pathname.startsWith(`${SEARCH_PATH}/`)
}

/** Pages whose last segment is an event slug: /booking/{id} (spec 001 section 2). */
const SLUG_PAGE_PREFIXES = new Set(['booking'])

const LISTING_SEGMENTS = new Set(LISTINGS.map((listing) => listing.path.slice(1)))

/**
 * Pages under an event's own address, /{listing}/{slug}/{page} (spec 000 section 2): the confirmation
 * e-mail preview and the private assets page.
 */
const EVENT_SUBPAGES = new Set(['email', 'assets'])

/**
 * The event path ('/{listing}/{slug}') of an address under it, /{listing}/{slug}/{page}; null
 * otherwise. The segments are a path's, none of them empty.
 */
function eventPathOfSubpage(segments: readonly string[]): string | null {
  if (segments.length !== 3) return null
  const [listing, slug, page] = segments as [string, string, string]
  return LISTING_SEGMENTS.has(listing) && EVENT_SUBPAGES.has(page) ? `/${listing}/${slug}` : null
}

/**
 * Whether a page route answers this pathname: the exact pages, the six listings, an event at
 * /{listing}/{slug}, /booking/{slug}, and anything under /search. A trailing slash is ignored.
 */
export function isSitePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  if (EXACT_PATHS.has(path)) return true
  if (isSearchPath(path)) return true
  if (CONSOLE_OUTBOX_MESSAGE.test(path)) return true
  const segments = path.split('/').slice(1)
  if (segments.some((segment) => segment === '')) return false
  const first = segments[0] ?? ''
  if (segments.length === 1) return LISTING_SEGMENTS.has(first)
  if (segments.length === 2) return LISTING_SEGMENTS.has(first) || SLUG_PAGE_PREFIXES.has(first)
  return eventPathOfSubpage(segments) !== null
}

/** The event an address names: an event page by its uri, a booking page by the event's slug. */
export type EventAddress = { uri: string } | { slug: string }

/**
 * The event that an event page (/{listing}/{slug}) or booking page (/booking/{slug}) address names,
 * so the proxy can send the not-found page with status 404 for one that does not exist, in the HTML
 * (a notFound() thrown by the page would send an empty document; decision 0013). Null for any other
 * address. A trailing slash is ignored, as by isSitePath.
 */
export function eventAddressOf(pathname: string): EventAddress | null {
  const path = pathname.replace(/\/+$/, '')
  const segments = path.split('/').slice(1)
  if (segments.some((segment) => segment === '')) return null
  const eventPath = eventPathOfSubpage(segments)
  if (eventPath !== null) return { uri: eventPath }
  if (segments.length !== 2) return null
  const [first, slug] = segments as [string, string]
  if (SLUG_PAGE_PREFIXES.has(first)) return { slug }
  return LISTING_SEGMENTS.has(first) ? { uri: path } : null
}
