import { describe, expect, it } from 'vitest'

import { signedToken } from '../../tests/support/staff-token'

import {
  cacheControlFor,
  dismissedAlertIdsOf,
  isAnonymousPageRequest,
  isSharedPagePath,
  isSharedRequest,
  PRIVATE_NO_STORE,
  type PolicyRequest,
} from './cache-policy'

const request = (path: string, headers: Record<string, string> = {}, method = 'GET'): PolicyRequest => {
  const url = new URL(path, 'http://x.invalid')
  return { method, pathname: url.pathname, search: url.search, header: (name) => headers[name] }
}

const times = { sMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 20 }

describe('isSharedPagePath', () => {
  it.each(['/', '/events', '/step2skills', '/hals', '/local-offer', '/send-academy', '/public-health-training', '/hals/pottery', '/privacy-notice', '/accessibility-statement'])(
    'shares the public page %s',
    (path) => expect(isSharedPagePath(path)).toBe(true),
  )

  it.each(['/booking/pottery', '/checkout', '/search', '/login', '/console/home', '/admin', '/zenInfo', '/hals/pottery/extra', '/hals/', '/nowhere', '//'])(
    'never shares %s',
    (path) => expect(isSharedPagePath(path)).toBe(false),
  )
})

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

describe('isAnonymousPageRequest', () => {
  it('counts cookies the pages never read, and made-up or expired tokens, as anonymous', () => {
    for (const cookie of [
      'basketId=4f0c2d9e-1111-4aaa-8bbb-123456789abc',
      'bookingSession=abc; basketId=x',
      'something=1; _ga=GA1.2.3',
      'payload-token=abc',
      `payload-token=${signedToken({ id: 1, collection: 'users', exp: inAnHour() }, 'another installation secret, 32+ chars long')}`,
      `payload-token=${signedToken({ id: 1, collection: 'users', exp: Math.floor(Date.now() / 1000) - 1 })}`,
    ]) {
      expect(isAnonymousPageRequest(request('/hals', { cookie })), cookie).toBe(true)
    }
    expect(isAnonymousPageRequest(request('/hals', { authorization: 'JWT made.up.token' }))).toBe(true)
  })

  it('sees a session signed with the installation secret, in the cookie or an Authorization header', () => {
    const token = signedToken({ id: 1, collection: 'users', exp: inAnHour() })
    expect(isAnonymousPageRequest(request('/hals', { cookie: `basketId=1; payload-token=${token}` }))).toBe(false)
    expect(isAnonymousPageRequest(request('/hals', { authorization: `JWT ${token}` }))).toBe(false)
    expect(isAnonymousPageRequest(request('/hals', { authorization: `Bearer ${token}` }))).toBe(false)
  })
})

describe('dismissedAlertIdsOf', () => {
  it('reads the valid dismissed ids, sorted and once each', () => {
    expect(dismissedAlertIdsOf(request('/hals', { cookie: 'dismissed_alerts=7.3.7; x=1' }))).toEqual(['3', '7'])
    expect(dismissedAlertIdsOf(request('/hals', { cookie: 'dismissed_alerts=%3Cscript%3E' }))).toEqual([])
    expect(dismissedAlertIdsOf(request('/hals', { cookie: 'basketId=1' }))).toEqual([])
  })
})

describe('cacheControlFor', () => {
  it('lets any shared cache keep an anonymous visitor\'s home, listing and event page', () => {
    const shared = 'public, s-maxage=10, stale-while-revalidate=20'
    expect(cacheControlFor(request('/'), times)).toBe(shared)
    expect(cacheControlFor(request('/hals?term=pottery&pageIndex=2'), times)).toBe(shared)
    expect(cacheControlFor(request('/hals/pottery', { cookie: 'basketId=1' }), times)).toBe(shared)
    expect(cacheControlFor(request('/hals/pottery', { cookie: 'bookingSession=s; payload-token=made-up' }), times)).toBe(shared)
    expect(cacheControlFor(request('/events', {}, 'HEAD'), times)).toBe(shared)
  })

  it('keeps everything personal private: a session, a dismissed alert, booking, checkout, the console', () => {
    const session = `payload-token=${signedToken({ id: 1, collection: 'users', exp: inAnHour() })}`
    expect(cacheControlFor(request('/hals', { cookie: session }), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/hals', { cookie: 'dismissed_alerts=1' }), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/booking/pottery'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/checkout'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/checkout/payment?basketId=5f0c2f9e'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/console/home'), times)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(request('/login'), times)).toBe(PRIVATE_NO_STORE)
  })

  it('keeps the payment outcome pages private, whatever their query and with no cookie at all', () => {
    for (const page of ['/booking-status?responseCode=00000&basketId=b1', '/checkout-status', '/checkout-finish?basketId=b1', '/bypass-success?bookingReference=R1', '/booking-tickets?basketId=b1&token=t']) {
      expect(cacheControlFor(request(page), times), page).toBe(PRIVATE_NO_STORE)
    }
  })

  it('keeps server actions private, and a navigation payload private when it carries a session', () => {
    expect(cacheControlFor(request('/hals', { 'next-action': 'abc' }, 'POST'), times)).toBe(PRIVATE_NO_STORE)
    const session = `payload-token=${signedToken({ id: 1, collection: 'users', exp: inAnHour() })}`
    expect(cacheControlFor(request('/hals?_rsc=1x2y', { cookie: session }), times)).toBe(PRIVATE_NO_STORE)
  })

  it('shares without letting anyone keep the page when sharing is turned off', () => {
    expect(cacheControlFor(request('/hals'), { sMaxAgeSeconds: 0, staleWhileRevalidateSeconds: 20 })).toBe('public, no-cache')
    expect(isSharedRequest(request('/hals'))).toBe(true)
  })
})

