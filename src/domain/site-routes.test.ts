import { describe, expect, it } from 'vitest'

import { LISTINGS } from './listings'
import { eventAddressOf, isSearchPath, isSitePath, NOT_FOUND_PAGE_PATH } from './site-routes'

describe('isSitePath', () => {
  it.each(['/', '/checkout', '/maintenance', '/privacy-notice', '/accessibility-statement', '/login', '/zenInfo', '/console/home', '/js-floor', '/booking-status', '/checkout-status', '/checkout-finish', '/bypass-success', '/booking-tickets', '/checkout/payment'])('knows the exact page %s', (path) => {
    expect(isSitePath(path)).toBe(true)
  })

  it('knows the six listings and an event under each', () => {
    for (const listing of LISTINGS) {
      expect(isSitePath(listing.path)).toBe(true)
      expect(isSitePath(`${listing.path}/some-event`)).toBe(true)
    }
  })

  it.each(['/search', '/search/', '/search/anything', '/search/a/b/c'])('knows every path beginning /search: %s', (path) => {
    expect(isSitePath(path)).toBe(true)
  })

  it('knows /booking/{slug} but not /booking alone or deeper', () => {
    expect(isSitePath('/booking/watercolour')).toBe(true)
    expect(isSitePath('/booking')).toBe(false)
    expect(isSitePath('/booking/a/b')).toBe(false)
  })

  it('knows the e-mail preview and the private assets page under an event of a listing, and no other page under an event', () => {
    expect(isSitePath('/hals/watercolour/email')).toBe(true)
    expect(isSitePath('/hals/watercolour/email/')).toBe(true)
    expect(isSitePath('/hals/watercolour/assets')).toBe(true)
    expect(isSitePath('/booking/watercolour/assets')).toBe(false)
    expect(isSitePath('/hals/watercolour/other')).toBe(false)
    expect(isSitePath('/booking/watercolour/email')).toBe(false)
    expect(isSitePath('/hals//email')).toBe(false)
    expect(isSitePath('/hals/watercolour/email/more')).toBe(false)
  })

  it('knows the console outbox and one message in it by its number', () => {
    expect(isSitePath('/console/outbox')).toBe(true)
    expect(isSitePath('/console/outbox/42')).toBe(true)
    expect(isSitePath('/console/outbox/042')).toBe(false)
    expect(isSitePath('/console/outbox/x')).toBe(false)
  })

  it('ignores a trailing slash', () => {
    expect(isSitePath('/events/')).toBe(true)
    expect(isSitePath('/checkout/')).toBe(true)
  })

  it('reads an address of slashes only as the home page', () => {
    expect(isSitePath('//')).toBe(true)
    expect(isSitePath('/')).toBe(true)
  })

  it.each([
    '/404',
    NOT_FOUND_PAGE_PATH,
    '/no-such-listing',
    '/no-such/event',
    '/events/some-event/more',
    '/a/b/c/d',
    '/searching',
    '/console',
    '/console/nope',
    '/ZENINFO',
    '/events//x',
    '',
  ])('does not know %j', (path) => {
    expect(isSitePath(path)).toBe(false)
  })
})

describe('isSearchPath', () => {
  it('is every path beginning /search, and nothing else', () => {
    expect(isSearchPath('/search')).toBe(true)
    expect(isSearchPath('/search/more')).toBe(true)
    expect(isSearchPath('/searching')).toBe(false)
    expect(isSearchPath('/events')).toBe(false)
  })
})

describe('eventAddressOf', () => {
  it('names an event page by its uri, under each listing', () => {
    for (const listing of LISTINGS) expect(eventAddressOf(`${listing.path}/a-course`)).toEqual({ uri: `${listing.path}/a-course` })
  })

  it('names a booking page by the event slug, ignoring a trailing slash', () => {
    expect(eventAddressOf('/booking/a-course')).toEqual({ slug: 'a-course' })
    expect(eventAddressOf('/booking/a-course/')).toEqual({ slug: 'a-course' })
  })

  it('names the event of its e-mail preview and private assets page by the event uri', () => {
    expect(eventAddressOf('/hals/a-course/email')).toEqual({ uri: '/hals/a-course' })
    expect(eventAddressOf('/hals/a-course/email/')).toEqual({ uri: '/hals/a-course' })
    expect(eventAddressOf('/hals/a-course/assets')).toEqual({ uri: '/hals/a-course' })
  })

  it.each(['/', '/events', '/booking', '/search/words', '/zenInfo/x', '/events/a/b', '//x', '/booking/a/email', '/events//email'])('names no event at %s', (path) => {
    expect(eventAddressOf(path)).toBeNull()
  })
})
