import { env } from '../config/env'
import { DISMISSED_ALERTS_COOKIE, parseDismissedAlerts } from '../domain/alerts'
import { LISTINGS } from '../domain/listings'

import { cookieValues, hasSignedStaffToken } from './staff-token'

/**
 * Which answers may be shared, in one place (docs/decisions/0012-live-sold-out-and-cache-headers.md,
 * issue 9 point 6). The events home, the six listings (with any query) and event pages are the same
 * for every anonymous visitor: they answer `public, s-maxage=<n>, stale-while-revalidate=<m>`, so
 * any CDN or reverse proxy may keep them: nginx in front does (deploy/nginx.conf, decision 0040).
 * Everything else that reaches a page is personal or not worth sharing and
 * answers `private, no-store`: a staff session, a dismissed alert, booking, checkout, the console,
 * server actions.
 *
 * What the shared pages read of a request is an allow-list (issue 23 point 6): the staff session
 * (Payload's token, counted only when it is signed with the installation's secret: staff-token.ts)
 * and the dismissed-alerts cookie (its valid ids). Every other cookie (the basket's, the booking
 * session's, analytics) and any made-up token leave the answer the anonymous one.
 *
 * src/proxy.ts sets the header on every page request; Next.js keeps a Cache-Control that is already
 * on a dynamic page's response (it only fills in its own when none is set). It still writes its own
 * stricter one on server actions, error pages and under `next dev`: all of them unstorable.
 */
export const PRIVATE_NO_STORE = 'private, no-store'

const LISTING_SEGMENTS = new Set(LISTINGS.map((listing) => listing.path.replace(/^\//, '')))

export interface SharedCacheTimes {
  /** How long a shared cache may serve the page without asking again. */
  sMaxAgeSeconds: number
  /** How much longer it may serve it while it fetches a fresh one. */
  staleWhileRevalidateSeconds: number
}

/** A request as both the proxy (web Headers) and the Node.js server (plain headers) see it. */
export interface PolicyRequest {
  method: string
  pathname: string
  /** The query string, with or without '?'. */
  search: string
  header(name: string): string | undefined
}

/** Pages of fixed text besides the home page, the same for everyone: the privacy notice (decision 0027) and the accessibility statement. */
const SHARED_EXACT_PATHS = new Set(['/', '/privacy-notice', '/accessibility-statement'])

/** The pages that are the same for every anonymous visitor: '/', '/{listing}', '/{listing}/{slug}' and the privacy notice. */
export function isSharedPagePath(pathname: string): boolean {
  if (SHARED_EXACT_PATHS.has(pathname)) return true
  const segments = pathname.split('/').slice(1)
  if (segments.length < 1 || segments.length > 2 || segments.some((segment) => segment === '')) return false
  return LISTING_SEGMENTS.has(segments[0]!)
}

/**
 * The alert ids a request has dismissed, as the site layout reads them (parseDismissedAlerts): valid
 * ids only, sorted, each once. Empty when it has none, or only values the layout ignores.
 */
export function dismissedAlertIdsOf(request: PolicyRequest): string[] {
  const ids = new Set<string>()
  for (const value of cookieValues(request.header('cookie'), DISMISSED_ALERTS_COOKIE)) {
    for (const id of parseDismissedAlerts(value)) ids.add(id)
  }
  return [...ids].sort()
}

/**
 * Whether a request is anonymous as the shared pages see it: it offers no staff session Payload
 * could accept. Cookies the pages never read, and tokens not signed with PAYLOAD_SECRET, do not
 * count (a made-up `payload-token` is no session: Payload would refuse it too).
 */
export function isAnonymousRequest(request: PolicyRequest): boolean {
  return !hasSignedStaffToken(request.header, env().PAYLOAD_SECRET)
}

/**
 * Whether the answer is the same for every anonymous visitor who dismissed the same alerts: a GET
 * or HEAD of a shared page, anonymous. Only those without any are shared (isSharedRequest).
 */
export function isAnonymousPageRequest(request: PolicyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (!isSharedPagePath(request.pathname)) return false
  return isAnonymousRequest(request)
}

/**
 * Whether the answer to this request is the one every anonymous visitor gets, and may be shared
 * by any cache: an anonymous page request with no dismissed alert (a CDN would key on the URL
 * only, so a page without a dismissed alert's banner must not reach others). A client navigation's RSC payload
 * counts as well: Next.js strips its router headers and `_rsc` before the proxy runs, so they cannot
 * be told apart there, and an anonymous payload is no more personal than its document. It differs
 * from the document by `_rsc` in the URL and by the `Vary` Next.js sends, and a signed-in person's
 * payload carries the session cookie, which makes it private.
 */
export function isSharedRequest(request: PolicyRequest): boolean {
  return isAnonymousPageRequest(request) && dismissedAlertIdsOf(request).length === 0
}

/** The Cache-Control of a page's answer. */
export function cacheControlFor(request: PolicyRequest, times: SharedCacheTimes): string {
  if (!isSharedRequest(request)) return PRIVATE_NO_STORE
  // PAGE_CACHE_SECONDS=0: shared, but nobody may keep it without asking again.
  if (times.sMaxAgeSeconds <= 0) return 'public, no-cache'
  return `public, s-maxage=${times.sMaxAgeSeconds}, stale-while-revalidate=${Math.max(0, times.staleWhileRevalidateSeconds)}`
}
