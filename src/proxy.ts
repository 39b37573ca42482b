import { NextResponse, type NextRequest } from 'next/server'

/**
 * Passes the request's pathname and host to server components as headers, so the site layout can
 * choose the header/footer variant by path (spec 001 section 2) and apply the maintenance redirect
 * (spec 001 section 4) without client code.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname)
  headers.set('x-search', request.nextUrl.search)
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|eventsbookingapi/|favicon.ico|robots.txt).*)'],
}
