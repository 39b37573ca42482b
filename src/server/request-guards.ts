import { BOOKING_API_PREFIX } from '../domain/paths'

/**
 * Requests refused before a page or the booking API sees them (issue 10 point 1,
 * docs/decisions/0019-security-headers-and-cache-keys.md), each with a 4xx and a plain message:
 *
 * - A method nobody here serves (TRACE, CONNECT, or PUT/DELETE on a page): 405 with Allow. Next.js
 *   answered `TRACE /` with a 500.
 * - A form posted to a page from another site: 403. Pages take POSTs only as server actions, and
 *   Next.js refuses a server action whose Origin is not its own host by throwing, which answered
 *   500. The same rule is applied here first (Origin's host against X-Forwarded-Host or Host, as
 *   Next.js compares them), and a browser's `Sec-Fetch-Site: cross-site` is refused as well.
 *   Payload's REST API (/api) and the booking API check their own callers.
 *
 * The web server applies them in src/proxy.ts (pages and the admin), the booking API's and the
 * payment fixtures' servers in guarded-server.ts; nginx in front refuses TRACE itself.
 */
export interface GuardedRequest {
  method?: string
  url?: string
  /** A request header's (first) value. */
  header: (name: string) => string | undefined
}

export interface Refusal {
  status: 403 | 405
  message: string
  headers: Record<string, string>
}

/** What a page answers: reading it, and server actions (POST). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const
/** What the Payload REST API and the booking API answer between them. */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/'
}

function isApiPath(path: string): boolean {
  return path === BOOKING_API_PREFIX || path.startsWith(`${BOOKING_API_PREFIX}/`) || path === '/api' || path.startsWith('/api/')
}

/** The host an Origin header names ('' for none or 'null'), lower case. */
function originHost(origin: string | undefined): string | undefined {
  if (origin === undefined || origin === 'null') return undefined
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return ''
  }
}

/** Whether a state-changing request to a page comes from another site. */
export function isCrossSitePagePost(request: GuardedRequest): boolean {
  const fetchSite = request.header('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const fromHost = originHost(request.header('origin'))
  if (fromHost === undefined) return false
  const host = (request.header('x-forwarded-host')?.split(',')[0] ?? request.header('host') ?? '').trim().toLowerCase()
  return fromHost !== host
}

export const CROSS_SITE_FORM_MESSAGE =
  'This form was sent from another website, so it has not been accepted. Go to this site and fill in the form there.'

/** The refusal a request gets before any handler runs, or null when it may go on. */
export function refusalOf(request: GuardedRequest): Refusal | null {
  const method = (request.method ?? '').toUpperCase()
  const path = pathOf(request.url)
  const allowed: readonly string[] = isApiPath(path) ? API_METHODS : PAGE_METHODS
  if (!allowed.includes(method)) {
    return { status: 405, message: `The method ${method} is not allowed here.`, headers: { allow: allowed.join(', ') } }
  }
  if (method === 'POST' && !isApiPath(path) && isCrossSitePagePost(request)) {
    return { status: 403, message: CROSS_SITE_FORM_MESSAGE, headers: {} }
  }
  return null
}
