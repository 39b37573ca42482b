import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/config/env'
import { cacheControlFor } from '@/server/cache-policy'

/**
 * Passes the request's pathname and host to server components as headers, so the site layout can
 * choose the header/footer variant by path (spec 001 section 2) and apply the maintenance redirect
 * (spec 001 section 4) without client code.
 *
 * It also declares every page's Cache-Control from the one cache policy (src/server/cache-policy.ts,
 * docs/decisions/0012): Next.js leaves a Cache-Control already on a dynamic page's response alone.
 */
const NOT_FOUND_PATH = '/404'
const UNCLAIMED_PATH = '/__page-not-found'

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname)
  headers.set('x-search', request.nextUrl.search)
  const { PAGE_CACHE_SECONDS, PAGE_CACHE_STALE_SECONDS } = env()
  const cacheControl = cacheControlFor(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      header: (name) => request.headers.get(name) ?? undefined,
    },
    { sMaxAgeSeconds: PAGE_CACHE_SECONDS, staleWhileRevalidateSeconds: PAGE_CACHE_STALE_SECONDS },
  )
  const responseHeaders = { 'Cache-Control': cacheControl }
  // Next.js answers /404 itself with its unbranded built-in page (the app has one root layout per
  // route group, so no app-wide not-found applies). Spec 000 section 2 wants the site's own
  // 'Sorry, this page isn't working' there too, so /404 is rewritten to a path no route claims,
  // which the site's routes answer with notFound(): the site shell and a 404 status.
  if (request.nextUrl.pathname === NOT_FOUND_PATH) {
    return NextResponse.rewrite(new URL(UNCLAIMED_PATH, request.url), { request: { headers }, headers: responseHeaders })
  }
  return NextResponse.next({ request: { headers }, headers: responseHeaders })
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|eventsbookingapi/|favicon.ico|robots.txt).*)'],
}
