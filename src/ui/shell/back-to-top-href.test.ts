import { describe, expect, it } from 'vitest'

import { BACK_TO_TOP_THRESHOLD, backToTopHref, isFormField, isPastBackToTopThreshold } from './back-to-top-href'

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

describe('isFormField', () => {
  it('is true for the fields a resident types in or chooses from', () => {
    for (const type of ['text', 'email', 'tel', 'checkbox', 'radio', 'search', undefined]) {
      expect(isFormField({ tagName: 'INPUT', type })).toBe(true)
    }
    expect(isFormField({ tagName: 'SELECT' })).toBe(true)
    expect(isFormField({ tagName: 'TEXTAREA' })).toBe(true)
  })

  it('is false for buttons, links, the page and nothing', () => {
    expect(isFormField({ tagName: 'INPUT', type: 'submit' })).toBe(false)
    expect(isFormField({ tagName: 'BUTTON', type: 'submit' })).toBe(false)
    expect(isFormField({ tagName: 'A' })).toBe(false)
    expect(isFormField({ tagName: 'BODY' })).toBe(false)
    expect(isFormField(null)).toBe(false)
  })
})
