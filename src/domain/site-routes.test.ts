import { describe, expect, it } from 'vitest'

import { LISTINGS } from './listings'
import { listingQueryParams, parseListingQuery } from './validation/listing-filters'
import { LISTING_FILTER_FORM_FIELDS } from './validation/listing-filter-form'
import { eventAddressOf, isSearchPath, isSitePath, LISTING_QUERY_PARAMETERS, NOT_FOUND_PAGE_PATH, sharedPageQuery } from './site-routes'

describe('isSitePath', () => {
  it.each(['/', '/checkout', '/maintenance', '/privacy-notice', '/login', '/zenInfo', '/console/home', '/js-floor', '/booking-status', '/checkout-status', '/checkout-finish', '/bypass-success', '/checkout/payment'])('knows the exact page %s', (path) => {
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

describe('sharedPageQuery', () => {
  it('names every parameter a listing link or its filter form carries', () => {
    const linkNames = Object.keys(listingQueryParams(parseListingQuery({})))
    expect([...LISTING_QUERY_PARAMETERS].sort()).toEqual([...new Set([...linkNames, ...LISTING_FILTER_FORM_FIELDS])].sort())
  })

  it('keeps only what a listing reads, in one order, whatever else is added', () => {
    expect(sharedPageQuery('/events', '?x=1&term=pottery&utm_source=mail&category=3&category=4')).toBe('?category=3&category=4&term=pottery')
    expect(sharedPageQuery('/events', '?category=3&term=pottery&category=4')).toBe('?category=3&category=4&term=pottery')
    expect(sharedPageQuery('/hals', '?x=1')).toBe('')
    expect(sharedPageQuery('/hals', '')).toBe('')
  })

  it('gives the events home and an event page no query at all', () => {
    expect(sharedPageQuery('/', '?term=pottery')).toBe('')
    expect(sharedPageQuery('/events/pottery', '?term=pottery&x=2')).toBe('')
    expect(sharedPageQuery('/unknown', '?term=pottery')).toBe('')
  })
})
