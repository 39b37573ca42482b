import { NextResponse, type NextRequest } from 'next/server'

/**
 * Passes the request's pathname and host to server components as headers, so the site layout can
 * choose the header/footer variant by path (spec 001 section 2) and apply the maintenance redirect
 * (spec 001 section 4) without client code.
 */
const NOT_FOUND_PATH = '/404'
const UNCLAIMED_PATH = '/__page-not-found'

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname)
  headers.set('x-search', request.nextUrl.search)
  // Next.js answers /404 itself with its unbranded built-in page (the app has one root layout per
  // route group, so no app-wide not-found applies). Spec 000 section 2 wants the site's own
  // 'Sorry, this page isn't working' there too, so /404 is rewritten to a path no route claims,
  // which the site's routes answer with notFound(): the site shell and a 404 status.
  if (request.nextUrl.pathname === NOT_FOUND_PATH) {
    return NextResponse.rewrite(new URL(UNCLAIMED_PATH, request.url), { request: { headers } })
  }
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|eventsbookingapi/|favicon.ico|robots.txt).*)'],
}
