import { describe, expect, it } from 'vitest'

import { isCrossSitePagePost, refusalOf } from './request-guards'

function request(method: string, url: string, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { host: 'events.example.gov.uk', ...headers }
  return { method, url, header: (name: string) => all[name] }
}

describe('refusalOf', () => {
  it('refuses TRACE and CONNECT everywhere, and PUT or DELETE on a page, with the methods allowed', () => {
    expect(refusalOf(request('TRACE', '/'))).toEqual({ status: 405, message: 'The method TRACE is not allowed here.', headers: { allow: 'GET, HEAD, POST' } })
    expect(refusalOf(request('TRACE', '/api/events'))?.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(refusalOf(request('TRACE', '/eventsbookingapi/health'))?.status).toBe(405)
    expect(refusalOf(request('DELETE', '/events?x=1'))?.status).toBe(405)
    expect(refusalOf(request('CONNECT', '/admin'))?.status).toBe(405)
  })

  it('lets through what the site serves', () => {
    expect(refusalOf(request('GET', '/events'))).toBeNull()
    expect(refusalOf(request('HEAD', '/'))).toBeNull()
    expect(refusalOf(request('POST', '/login', { origin: 'https://events.example.gov.uk' }))).toBeNull()
    expect(refusalOf(request('POST', '/login'))).toBeNull()
    expect(refusalOf(request('PATCH', '/api/events/1', { origin: 'https://evil.example' }))).toBeNull()
    expect(refusalOf(request('DELETE', '/eventsbookingapi/baskets/x/events/1'))).toBeNull()
    expect(refusalOf({ header: () => undefined })?.status).toBe(405)
  })

  it('refuses a post to a page from another site with 403', () => {
    expect(refusalOf(request('POST', '/login', { origin: 'https://evil.example' }))?.status).toBe(403)
    expect(refusalOf(request('POST', '/booking/x', { 'sec-fetch-site': 'cross-site' }))?.status).toBe(403)
  })
})

describe('isCrossSitePagePost', () => {
  it('compares the Origin with X-Forwarded-Host or Host, as Next.js does', () => {
    expect(isCrossSitePagePost(request('POST', '/', { origin: 'https://events.example.gov.uk', 'sec-fetch-site': 'same-origin' }))).toBe(false)
    expect(isCrossSitePagePost(request('POST', '/', { origin: 'https://public.example.gov.uk', 'x-forwarded-host': 'public.example.gov.uk' }))).toBe(false)
    expect(isCrossSitePagePost(request('POST', '/', { origin: 'https://www.example.gov.uk', 'sec-fetch-site': 'same-site' }))).toBe(true)
    expect(isCrossSitePagePost(request('POST', '/', { origin: 'not a url' }))).toBe(true)
    expect(isCrossSitePagePost(request('POST', '/', { origin: 'null' }))).toBe(false)
  })
})
