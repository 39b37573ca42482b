import { describe, expect, it } from 'vitest'

import { bookingApiPaths, paths, withQuery } from './paths'

describe('paths', () => {
  it('builds the fixed routes', () => {
    expect(paths.home()).toBe('/')
    expect(paths.maintenance()).toBe('/maintenance')
    expect(paths.notFound()).toBe('/404')
    expect(paths.login()).toBe('/login')
    expect(paths.admin()).toBe('/admin')
    expect(paths.consoleHome()).toBe('/console/home')
    expect(paths.consoleArea('waiting-list')).toBe('/console/waiting-list-area')
    expect(paths.consoleEventSearch()).toBe('/console/event-search')
    expect(paths.consoleOutbox()).toBe('/console/outbox')
    expect(paths.adminEmailOutbox()).toBe('/admin/email-outbox')
    expect(paths.adminEmailOutbox(9)).toBe('/admin/email-outbox?id=9')
    expect(paths.consoleOutboxMessage(7)).toBe('/console/outbox/7')
    expect(paths.event('/hals/french')).toBe('/hals/french')
    expect(paths.checkout()).toBe('/checkout')
  })

  it('encodes the booking slug', () => {
    expect(paths.booking('a b')).toBe('/booking/a%20b')
  })

  it('builds the booking API addresses, encoding each id', () => {
    expect(bookingApiPaths.eventBooking('a b')).toBe('/eventsbookingapi/events/booking/a%20b')
    expect(bookingApiPaths.checkout()).toBe('/eventsbookingapi/baskets/checkout')
    expect(bookingApiPaths.emailPreview('/hals/yoga')).toBe('/eventsbookingapi/baskets/email?eventSlug=%2Fhals%2Fyoga')
    expect(bookingApiPaths.basket('B/1')).toBe('/eventsbookingapi/baskets/B%2F1')
    expect(bookingApiPaths.basketEvent('B1', 'E 2')).toBe('/eventsbookingapi/baskets/B1/events/E%202')
  })

  it('adds only query values that are set', () => {
    expect(paths.search('pottery')).toBe('/search?term=pottery')
    expect(paths.search()).toBe('/search')
    expect(paths.search('family fun', 2)).toBe('/search?term=family+fun&pageIndex=3')
    expect(paths.search('family', 0)).toBe('/search?term=family')
    expect(paths.listing('/hals', { category: '3', page: undefined, term: '' })).toBe('/hals?category=3')
    expect(withQuery('/x')).toBe('/x')
  })
})
