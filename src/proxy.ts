import { NextResponse, type NextRequest } from 'next/server'

import { isSitePath, NOT_FOUND_PAGE_PATH } from './domain/site-routes'

/**
 * Passes the request's pathname and host to server components as headers, so the site layout can
 * choose the header/footer variant by path (spec 001 section 2) and apply the maintenance redirect
 * (spec 001 section 4) without client code.
 *
 * Not found (spec 000 section 2: /404 and unknown routes): /404 and every address no page answers
 * (src/domain/site-routes.ts) are rewritten to the not-found route with a 404 status. Next.js
 * keeps a proxy's status for the rewritten page and renders it like any other, content in the
 * HTML; a notFound() thrown while rendering would send an empty document instead
 * (docs/decisions/0013-not-found-page-and-site-search.md). The address bar keeps what was typed.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname)
  headers.set('x-search', request.nextUrl.search)
  if (!isSitePath(request.nextUrl.pathname)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PAGE_PATH, request.url), { status: 404, request: { headers } })
  }
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|eventsbookingapi/|favicon.ico|robots.txt).*)'],
}
