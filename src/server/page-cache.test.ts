import { describe, expect, it } from 'vitest'

import { signedToken } from '../../tests/support/staff-token'
import { isDismissedAlertsKey, isStorableAnswer, PageCache, pageCacheKey, type CachedPage } from './page-cache'

const page = (body: string): CachedPage => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(body) })

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers: { host: 'localhost:3000', ...headers } })

describe('pageCacheKey', () => {
  it('keys a plain document request by live host, the query the page reads and the accepted encodings', () => {
    expect(pageCacheKey(request('/hals?term=pottery&pageIndex=2', { 'accept-encoding': 'gzip, br' }))).toBe('live /hals?pageIndex=2&term=pottery br,gzip')
    expect(pageCacheKey(request('/hals', { host: 'EXAMPLE.gov.uk' }))).toBe('live /hals ')
  })

  it('keeps apart the same page asked for with different encodings', () => {
    const keys = new Set([pageCacheKey(request('/hals', { 'accept-encoding': 'gzip' })), pageCacheKey(request('/hals'))])
    expect(keys.size).toBe(2)
  })

  it('gives one key whatever unknown parameters, Host or Accept-Encoding tokens an attacker adds', () => {
    const keys = new Set([
      pageCacheKey(request('/hals?term=pottery', { 'accept-encoding': 'gzip, br' })),
      pageCacheKey(request('/hals?x=1&term=pottery&utm_source=mail', { 'accept-encoding': 'br;q=1, x-random, gzip' })),
      pageCacheKey(request('/hals?term=pottery&x=2', { host: 'random.example', 'accept-encoding': 'gzip,br,deflate;q=0' })),
    ])
    expect(keys.size).toBe(1)
    expect(pageCacheKey(request('/hals/pottery?term=x&y=2'))).toBe(pageCacheKey(request('/hals/pottery')))
  })

  it('renders every request that is not a plain GET for a public document', () => {
    expect(pageCacheKey(request('/hals', {}, 'POST'))).toBeNull()
    expect(pageCacheKey(request('/hals', {}, 'HEAD'))).toBeNull()
    expect(pageCacheKey(request('/hals/pottery/extra'))).toBeNull()
    expect(pageCacheKey({ method: 'GET', headers: {} })).toBeNull()
    expect(pageCacheKey(request('/hals', { 'next-action': 'abc' }))).toBeNull()
    expect(pageCacheKey(request('/checkout'))).toBeNull()
    expect(pageCacheKey(request('/hals', { cookie: `payload-token=${signedToken({ id: 1, collection: 'users', exp: Math.floor(Date.now() / 1000) + 60 })}` }))).toBeNull()
    expect(pageCacheKey(request('//%zz'))).toBeNull()
  })

  it('gives one key whatever cookies the page does not read and whatever made-up session token (issue 23 point 6)', () => {
    const plain = pageCacheKey(request('/hals'))
    expect(plain).not.toBeNull()
    for (const cookie of ['basketId=1', 'bookingSession=abc', 'payload-token=made-up', 'payload-token=a.b.c; _ga=1', 'dismissed_alerts=<bad>']) {
      expect(pageCacheKey(request('/hals', { cookie })), cookie).toBe(plain)
    }
    expect(pageCacheKey(request('/hals', { authorization: 'JWT a.b.c' }))).toBe(plain)
  })

  it('keys dismissed alerts by their valid ids, in one order', () => {
    const key = pageCacheKey(request('/hals', { cookie: 'dismissed_alerts=7.3' }))
    expect(key).not.toBe(pageCacheKey(request('/hals')))
    expect(pageCacheKey(request('/hals', { cookie: 'x=1; dismissed_alerts=3.7.3' }))).toBe(key)
    expect(isDismissedAlertsKey(key!)).toBe(true)
    expect(isDismissedAlertsKey(pageCacheKey(request('/hals'))!)).toBe(false)
  })

  it('keys a page\'s payload apart from its document, by the router headers Next.js varies on', () => {
    const document = pageCacheKey(request('/hals'))
    const payload = pageCacheKey(request('/hals', { rsc: '1' }))
    expect(payload).not.toBeNull()
    expect(payload).not.toBe(document)
    expect(pageCacheKey(request('/hals?_rsc=abc&x=1', { rsc: '1' }))).toBe(payload)
    expect(pageCacheKey(request('/hals', { rsc: '1', 'next-router-prefetch': '1' }))).not.toBe(payload)
    expect(pageCacheKey(request('/hals', { rsc: '1', 'next-router-state-tree': '%5B%5D' }))).not.toBe(payload)
  })

  it('reads repeated headers as one', () => {
    expect(pageCacheKey({ method: 'GET', url: '/', headers: { host: 'a', cookie: ['basketId=1', 'other=2'] } })).toBe(pageCacheKey({ method: 'GET', url: '/', headers: { host: 'a' } }))
  })
})

describe('isStorableAnswer', () => {
  it('keeps only a 200 HTML answer that sets no cookie', () => {
    expect(isStorableAnswer(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true)
    expect(isStorableAnswer(404, { 'content-type': 'text/html; charset=utf-8' })).toBe(false)
    expect(isStorableAnswer(307, { location: '/maintenance' })).toBe(false)
    expect(isStorableAnswer(200, { 'content-type': 'text/html', 'set-cookie': ['a=1'] })).toBe(false)
    expect(isStorableAnswer(200, { 'content-type': 'text/x-component' })).toBe(false)
    const payloadKey = pageCacheKey(request('/hals', { rsc: '1' }))!
    expect(isStorableAnswer(200, { 'content-type': 'text/x-component' }, payloadKey)).toBe(true)
    expect(isStorableAnswer(200, { 'content-type': 'text/html' }, payloadKey)).toBe(false)
    expect(isStorableAnswer(200, {})).toBe(false)
  })
})

describe('PageCache', () => {
  const options = { settleMs: 2_000, maxBytes: 100 }
  const ttl = (cache: PageCache, ttlMs = 10_000) => ({ ttlMs, generation: cache.generation })

  it('answers a kept page for its s-maxage, with its age', () => {
    const cache = new PageCache(options)
    expect(cache.set('a', page('hello'), ttl(cache), 1_000)).toBe(true)
    const hit = cache.get('a', 10_999)
    expect(hit?.page.body.toString()).toBe('hello')
    expect(hit?.ageSeconds).toBe(9)
    expect(cache.get('a', 11_000)).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.byteSize).toBe(0)
  })

  it('stores nothing while settling after a content change, and again after', () => {
    const cache = new PageCache(options)
    cache.set('a', page('old'), ttl(cache), 0)
    cache.invalidate(5_000)
    expect(cache.get('a', 5_000)).toBeUndefined()
    expect(cache.set('a', page('maybe old'), ttl(cache), 6_999)).toBe(false)
    expect(cache.get('a', 7_000)).toBeUndefined()
    expect(cache.set('a', page('new'), ttl(cache), 7_000)).toBe(true)
    expect(cache.get('a', 7_001)?.page.body.toString()).toBe('new')
  })

  it('never keeps a page whose render began before a sold-out change, and keeps the next one at once', () => {
    const cache = new PageCache(options)
    const before = ttl(cache)
    cache.invalidate(1_000, { settle: false })
    expect(cache.set('a', page('Book Tickets'), before, 1_001)).toBe(false)
    expect(cache.set('a', page('Sold Out'), ttl(cache), 1_001)).toBe(true)
    expect(cache.get('a', 1_002)?.page.body.toString()).toBe('Sold Out')
  })

  it('drops the least recently used pages to stay within its byte budget', () => {
    const cache = new PageCache(options)
    cache.set('a', page('a'.repeat(40)), ttl(cache), 0)
    cache.set('b', page('b'.repeat(40)), ttl(cache), 0)
    cache.get('a', 1)
    cache.set('c', page('c'.repeat(40)), ttl(cache), 2)
    expect(cache.get('b', 3)).toBeUndefined()
    expect(cache.get('a', 3)).toBeDefined()
    expect(cache.get('c', 3)).toBeDefined()
    expect(cache.byteSize).toBe(80)
  })

  it('replaces a page kept under the same key, and never keeps one larger than the budget', () => {
    const cache = new PageCache(options)
    cache.set('a', page('x'.repeat(30)), ttl(cache), 0)
    cache.set('a', page('y'.repeat(20)), ttl(cache), 0)
    expect(cache.byteSize).toBe(20)
    expect(cache.set('big', page('z'.repeat(101)), ttl(cache), 0)).toBe(false)
    expect(cache.size).toBe(1)
  })

  it('keeps nothing for no time', () => {
    const cache = new PageCache(options)
    expect(cache.set('a', page('a'), ttl(cache, 0), 0)).toBe(false)
    expect(cache.get('a', 0)).toBeUndefined()
  })
})

describe('PageCache entries with a query', () => {
  const ttl = (cache: PageCache) => ({ ttlMs: 10_000, generation: cache.generation })

  it('push out one another, never a page without a query', () => {
    const cache = new PageCache({ settleMs: 0, maxBytes: 100, maxQueryBytes: 30 })
    cache.set('live /hals ', page('x'.repeat(40)), ttl(cache), 0)
    for (let i = 0; i < 50; i += 1) cache.set(`live /hals?term=${i} `, page('y'.repeat(10)), ttl(cache), 0)
    expect(cache.get('live /hals ', 1)).toBeDefined()
    expect(cache.size).toBe(4)
    expect(cache.byteSize).toBe(70)
    expect(cache.get('live /hals?term=49 ', 1)).toBeDefined()
    expect(cache.get('live /hals?term=0 ', 1)).toBeUndefined()
  })

  it('keep no page with a query larger than their share', () => {
    const cache = new PageCache({ settleMs: 0, maxBytes: 100 })
    expect(cache.set('live /hals?term=a ', page('z'.repeat(26)), ttl(cache), 0)).toBe(false)
    expect(cache.set('live /hals ', page('z'.repeat(26)), ttl(cache), 0)).toBe(true)
    cache.invalidate(0, { settle: false })
    expect(cache.set('live /hals?term=a ', page('z'.repeat(25)), ttl(cache), 0)).toBe(true)
  })
})
