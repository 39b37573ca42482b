import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/config/env'
import { councilPaymentSettingsFrom, paymentFormOrigins, TEST_CARD_PAYMENT_PREFIX } from '@/integrations/payment/council-payment-settings'
import { govUkPayFormOrigins, isGovUkPayFakePath } from '@/integrations/payment/govuk-pay/govuk-pay-settings'
import { cacheControlFor } from '@/server/cache-policy'
import { refusalOf } from '@/server/request-guards'
import { newNonce, NO_CONTENT_POLICY, pageContentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from '@/server/security-headers'
import { isTagManagerHost } from './domain/analytics-consent'
import { eventAddressOf, isSearchPath, isSitePath, NOT_FOUND_PAGE_PATH } from './domain/site-routes'
import { REFUSED_QUERY_HEADER, refusedPageQuery } from './domain/validation/page-query'
import { readSiteSearchQuery } from './domain/validation/search'
import { isUnknownEventAddress } from './loaders/site/event-address.server'

/**
 * Whether the request is the App Router's own fetch (a prefetch of a link on the page, or a
 * client-side navigation). Next.js hides its 'rsc' header from the proxy, so the browser's
 * Sec-Fetch-Dest tells: 'empty' for fetch(), 'document' for a page load (absent from tools like curl).
 */
const isScriptFetch = (request: NextRequest) => request.headers.get('sec-fetch-dest') === 'empty'

/**
 * Passes the request's pathname and host to server components as headers, so the site layout can
 * choose the header/footer variant by path (spec 001 section 2) and apply the maintenance redirect
 * (spec 001 section 4) without client code.
 *
 * It also declares every page's Cache-Control from the one cache policy (src/server/cache-policy.ts,
 * docs/decisions/0012): Next.js leaves a Cache-Control already on a dynamic page's response alone.
 *
 * Not found (spec 000 section 2: /404 and unknown routes): /404 and every address no page answers
 * (src/domain/site-routes.ts) are rewritten to the not-found route with a 404 status. Next.js
 * keeps a proxy's status for the rewritten page and renders it like any other, content in the
 * HTML; a notFound() thrown while rendering would send an empty document instead
 * (docs/decisions/0013-not-found-page-and-site-search.md). The address bar keeps what was typed.
 * In the same way a site search whose words are refused (over 255 characters, spec 000 section 5)
 * answers 400 with the page's message, as bad input does everywhere (STYLE.md).
 *
 * Every page, the Payload admin's included, gets its Content-Security-Policy here, with a fresh
 * nonce (Next.js's documented approach: the policy on the request tells Next.js the nonce for its
 * own scripts; `x-nonce` tells our root layouts for their inline scripts), and HSTS when SITE_URL is
 * https. next.config.ts declares the other security headers of every answer
 * (src/server/security-headers.ts, decision 0019).
 *
 * Before any of that, a method no page serves and a form posted from another site are refused
 * (src/server/request-guards.ts), with a plain message; and the payment fixtures' paths, which only
 * their own process answers behind nginx, get a plain 404 (decision 0042: Next.js fetches a server
 * action's same-site redirect from itself, and falls back to the browser's redirect only when the
 * answer is not a page).
 */
export async function proxy(request: NextRequest) {
  const settings = env()
  const https = new URL(settings.SITE_URL).protocol === 'https:'
  const hsts: Record<string, string> = https ? { [STRICT_TRANSPORT_SECURITY.name]: STRICT_TRANSPORT_SECURITY.value } : {}
  const refusal = refusalOf({ method: request.method, url: request.nextUrl.pathname, header: (name) => request.headers.get(name) ?? undefined })
  if (refusal) return plainAnswer(refusal.status, refusal.message, { ...refusal.headers, ...hsts })
  if (isPaymentFixturePath(request.nextUrl.pathname)) return plainAnswer(404, 'Not found', hsts)
  const headers = new Headers(request.headers)
  // Only the proxy says a query was cut: a client's own header would put the message in a kept page.
  headers.delete(REFUSED_QUERY_HEADER)
  const { PAGE_CACHE_SECONDS, PAGE_CACHE_STALE_SECONDS, TRANSLATE_WIDGET_SCRIPT_URL } = settings
  const nonce = newNonce()
  const admin = isAdminPath(request.nextUrl.pathname)
  const contentSecurityPolicy = pageContentSecurityPolicy({
    nonce,
    admin,
    dev: process.env.NODE_ENV === 'development',
    https,
    translateScriptUrl: TRANSLATE_WIDGET_SCRIPT_URL,
    // The payment hand-off's form goes to the council's card-payment page (decision 0021); with
    // GOV.UK Pay, the checkout form's answer redirects to its card page, which form-action covers too.
    formActionOrigins: [...paymentFormOrigins(councilPaymentSettingsFrom(settings)), ...govUkPayFormOrigins(settings)],
    // The tag manager's origins only on its hosts (decision 0046); whether it loads is the resident's choice.
    tagManager: isTagManagerHost(request.headers.get('host') ?? '', settings.TAG_MANAGER_HOSTS),
  })
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', contentSecurityPolicy)
  if (admin) {
    return NextResponse.next({ request: { headers }, headers: { 'Content-Security-Policy': contentSecurityPolicy, ...hsts } })
  }
  headers.set('x-pathname', request.nextUrl.pathname)
  headers.set('x-search', request.nextUrl.search)
  const cacheControl = cacheControlFor(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      header: (name) => request.headers.get(name) ?? undefined,
    },
    { sMaxAgeSeconds: PAGE_CACHE_SECONDS, staleWhileRevalidateSeconds: PAGE_CACHE_STALE_SECONDS },
  )
  const responseHeaders = { 'Cache-Control': cacheControl, 'Content-Security-Policy': contentSecurityPolicy, ...hsts }
  // Only a page load is answered so. The App Router's own fetches (prefetches of the links on a
  // page, client-side navigations) keep Next.js's answer, which the browser draws with the site's
  // not-found.tsx, so a link to an address not built yet costs no failed prefetch.
  if (!isScriptFetch(request)) {
    const address = eventAddressOf(request.nextUrl.pathname)
    // An event or booking address whose event does not exist (or is a draft) is known here too, from
    // one indexed lookup, so its not-found page is in the HTML like any other's.
    if (!isSitePath(request.nextUrl.pathname) || (address !== null && (await isUnknownEventAddress(address)))) {
      return NextResponse.rewrite(new URL(NOT_FOUND_PAGE_PATH, request.url), { status: 404, request: { headers }, headers: responseHeaders })
    }
    // A query the database cannot take (a NUL byte, a category id past its integer) is answered 400,
    // the page drawn without those values (src/domain/validation/page-query.ts, issue 23).
    const refused = refusedPageQuery(request.nextUrl.searchParams)
    if (refused) {
      const kept = request.nextUrl.clone()
      kept.search = refused.toString()
      headers.set(REFUSED_QUERY_HEADER, '1')
      return NextResponse.rewrite(kept, { status: 400, request: { headers }, headers: responseHeaders })
    }
    if (isSearchPath(request.nextUrl.pathname) && readSiteSearchQuery(request.nextUrl.searchParams).error) {
      return NextResponse.rewrite(request.nextUrl, { status: 400, request: { headers }, headers: responseHeaders })
    }
  }
  return NextResponse.next({ request: { headers }, headers: responseHeaders })
}

/** An answer of the proxy's own: plain text, never kept. */
function plainAnswer(status: number, message: string, headers: Record<string, string>): NextResponse {
  return new NextResponse(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': NO_CONTENT_POLICY, ...headers },
  })
}

/** The test card-payment service's and the GOV.UK Pay fake's paths (their own process, payment-fixtures-server.ts). */
function isPaymentFixturePath(pathname: string): boolean {
  return pathname === TEST_CARD_PAYMENT_PREFIX || pathname.startsWith(`${TEST_CARD_PAYMENT_PREFIX}/`) || isGovUkPayFakePath(pathname)
}

/** The Payload admin's pages: only their Content-Security-Policy is set here. */
function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}

export const config = {
  matcher: ['/((?!_next/|api/|eventsbookingapi/|favicon.ico|robots.txt).*)'],
}
