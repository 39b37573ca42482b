import { describe, expect, it } from 'vitest'

import { cacheControlFor, hasOnlyImpersonalCookies, isSharedDocumentRequest, isSharedPagePath, isSharedRequest, PRIVATE_NO_STORE, sharedCacheDirectives, type PolicyRequest } from './cache-policy'

const request = (path: string, headers: Record<string, string> = {}, method = 'GET'): PolicyRequest => {
  const url = new URL(path, 'http://x.invalid')
  return { method, pathname: url.pathname, search: url.search, header: (name) => headers[name] }
}

const times = { sMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 20 }

describe('isSharedPagePath', () => {
  it.each(['/', '/events', '/step2skills', '/hals', '/local-offer', '/send-academy', '/public-health-training', '/hals/pottery', '/privacy-notice'])(
    'shares the public page %s',
    (path) => expect(isSharedPagePath(path)).toBe(true),
  )

  it.each(['/booking/pottery', '/checkout', '/search', '/login', '/console/home', '/admin', '/zenInfo', '/hals/pottery/extra', '/hals/', '/nowhere', '//'])(
    'never shares %s',
    (path) => expect(isSharedPagePath(path)).toBe(false),
  )
})

describe('hasOnlyImpersonalCookies', () => {
  it('accepts no cookie and the basket cookie alone', () => {
    expect(hasOnlyImpersonalCookies(undefined)).toBe(true)
    expect(hasOnlyImpersonalCookies('')).toBe(true)
    expect(hasOnlyImpersonalCookies('basketId=4f0c2d9e-1111-4aaa-8bbb-123456789abc')).toBe(true)
  })

  it('refuses the staff session, dismissed alerts or any cookie it does not know', () => {
    expect(hasOnlyImpersonalCookies('payload-token=abc')).toBe(false)
    expect(hasOnlyImpersonalCookies('basketId=x; dismissed_alerts=3')).toBe(false)
    expect(hasOnlyImpersonalCookies('something=1')).toBe(false)
  })
})

describe('cacheControlFor', () => {
  it('lets any shared cache keep an anonymous visitor\'s home, listing and event page', () => {
    const shared = 'public, s-maxage=10, stale-while-revalidate=20'
    expect(cacheControlFor(request('/'), times)).toBe(shared)
    expect(cacheControlFor(request('/hals?term=pottery&pageIndex=2'), times)).toBe(shared)
    expect(cacheControlFor(request('/hals/pottery', { cookie: 'basketId=1' }), times)).toBe(shared)
    expect(cacheControlFor(request('/events', {}, 'HEAD'), times)).toBe(shared)
  })

  it('keeps everything personal private: a session, a dismissed alert, booking, checkout, the console', () => {
    expect(cacheControlFor(request('/hals', { cookie: 'payload-token=abc' }), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/hals', { cookie: 'dismissed_alerts=1' }), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/booking/pottery'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/checkout'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/checkout/payment?basketId=5f0c2f9e'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/console/home'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/login'), times)).toBe(PRIVATE_NO_STORE)
  })

  it('keeps the payment outcome pages private, whatever their query and with no cookie at all', () => {
    for (const page of ['/booking-status?responseCode=00000&basketId=b1', '/checkout-status', '/checkout-finish?basketId=b1', '/bypass-success?bookingReference=R1']) {
      expect(cacheControlFor(request(page), times), page).toBe(PRIVATE_NO_STORE)
    }
  })

  it('keeps server actions private, and a navigation payload private when it carries a session', () => {
    expect(cacheControlFor(request('/hals', { 'next-action': 'abc' }, 'POST'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/hals?_rsc=1x2y', { cookie: 'payload-token=abc' }), times)).toBe(PRIVATE_NO_STORE)
  })

  it('shares without letting anyone keep the page when sharing is turned off', () => {
    expect(cacheControlFor(request('/hals'), { sMaxAgeSeconds: 0, staleWhileRevalidateSeconds: 20 })).toBe('public, no-cache')
    expect(isSharedRequest(request('/hals'))).toBe(true)
  })
})

describe('sharedCacheDirectives', () => {
  it('reads how long a public answer may be kept', () => {
    expect(sharedCacheDirectives('public, s-maxage=10, stale-while-revalidate=20')).toEqual({ sMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 20 })
    expect(sharedCacheDirectives('S-MaxAge="5", Public')).toEqual({ sMaxAgeSeconds: 5, staleWhileRevalidateSeconds: 0 })
  })

  it('keeps nothing private, unstorable, without an s-maxage or with none left', () => {
    expect(sharedCacheDirectives(undefined)).toBeNull()
    expect(sharedCacheDirectives(PRIVATE_NO_STORE)).toBeNull()
    expect(sharedCacheDirectives('private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull()
    expect(sharedCacheDirectives('public, no-cache')).toBeNull()
    expect(sharedCacheDirectives('public, max-age=60')).toBeNull()
    expect(sharedCacheDirectives('public, s-maxage=0')).toBeNull()
    expect(sharedCacheDirectives('public, s-maxage=ten')).toBeNull()
    expect(sharedCacheDirectives('s-maxage=31536000')).toBeNull()
    expect(sharedCacheDirectives('public, s-maxage=10, no-store')).toBeNull()
  })
})

describe('isSharedDocumentRequest', () => {
  it('is a shared request for the whole document, not a navigation payload, prefetch or action', () => {
    expect(isSharedDocumentRequest(request('/hals?term=pottery'))).toBe(true)
    expect(isSharedDocumentRequest(request('/hals', { rsc: '1' }))).toBe(false)
    expect(isSharedDocumentRequest(request('/hals', { 'next-router-prefetch': '1' }))).toBe(false)
    expect(isSharedDocumentRequest(request('/hals?_rsc=1x2y'))).toBe(false)
    expect(isSharedDocumentRequest(request('/hals', { 'next-action': 'abc' }))).toBe(false)
    expect(isSharedDocumentRequest(request('/hals', { cookie: 'payload-token=abc' }))).toBe(false)
  })
})

