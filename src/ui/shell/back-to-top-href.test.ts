import { describe, expect, it } from 'vitest'

import { BACK_TO_TOP_THRESHOLD, backToTopHref, isPastBackToTopThreshold } from './back-to-top-href'

describe('isPastBackToTopThreshold', () => {
  it('appears once the page has scrolled 200 pixels or more', () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(200)
    expect(isPastBackToTopThreshold(0)).toBe(false)
    expect(isPastBackToTopThreshold(199)).toBe(false)
    expect(isPastBackToTopThreshold(200)).toBe(true)
    expect(isPastBackToTopThreshold(4000)).toBe(true)
  })
})

describe('backToTopHref', () => {
  it('is the current path plus #top', () => {
    expect(backToTopHref('/events')).toBe('/events#top')
    expect(backToTopHref('/')).toBe('/#top')
  })

  it('keeps the query string so a filtered listing is not reset', () => {
    expect(backToTopHref('/events', '?category=42&page=2')).toBe('/events?category=42&page=2#top')
    expect(backToTopHref('/events', 'page=2')).toBe('/events?page=2#top')
    expect(backToTopHref('/events', '?')).toBe('/events#top')
  })
})
