import { describe, expect, it } from 'vitest'

import { paths, withQuery } from './paths'

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
    expect(paths.event('/hals/french')).toBe('/hals/french')
  })

  it('encodes the booking slug', () => {
    expect(paths.booking('a b')).toBe('/booking/a%20b')
  })

  it('adds only query values that are set', () => {
    expect(paths.search('pottery')).toBe('/search?term=pottery')
    expect(paths.search()).toBe('/search')
    expect(paths.listing('/hals', { category: '3', page: undefined, term: '' })).toBe('/hals?category=3')
    expect(withQuery('/x')).toBe('/x')
  })
})
