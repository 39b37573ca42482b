import { describe, expect, it } from 'vitest'

import {
  checkConcessionsToPublish,
  checkHexColour,
  checkLink,
  checkOpacity,
  checkPence,
  checkSitePath,
  checkSlug,
  checkTagManagerId,
  checkTimeOfDay,
  checkWholeNumber,
  checkWindowEnd,
  CONCESSION_NEEDED_TO_PUBLISH,
  slugify,
} from './validation'

describe('content field validation', () => {
  it('prices are whole, non-negative pence', () => {
    expect(checkPence(0)).toBe(true)
    expect(checkPence(1250)).toBe(true)
    expect(checkPence(null)).toBe(true)
    expect(checkPence(null, true)).toMatch(/required/)
    expect(checkPence(12.5)).toMatch(/whole number.*pence/)
    expect(checkPence(-1)).toMatch(/0 or more/)
  })

  it('percentages and ticket counts stay within their bounds', () => {
    expect(checkWholeNumber(100, { min: 0, max: 100 })).toBe(true)
    expect(checkWholeNumber(101, { min: 0, max: 100 })).toBe('Enter 100 or less.')
    expect(checkWholeNumber(0, { min: 1 })).toBe('Enter 1 or more.')
    expect(checkWholeNumber('abc')).toBe('Enter a number.')
  })

  it('a window may not end before it starts', () => {
    expect(checkWindowEnd('2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(true)
    expect(checkWindowEnd('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(true)
    expect(checkWindowEnd('2025-12-31T23:59:00Z', '2026-01-01T00:00:00Z')).toMatch(/after the start/)
    expect(checkWindowEnd(null, '2026-01-01T00:00:00Z')).toBe(true)
    expect(checkWindowEnd('not a date', '2026-01-01T00:00:00Z')).toBe('Enter a valid date.')
  })

  it('slugify makes lower-case hyphenated words', () => {
    expect(slugify("Bishop's Stortford: Café & Crafts!")).toBe('bishops-stortford-cafe-and-crafts')
    expect(slugify('  --Hello   World--  ')).toBe('hello-world')
    expect(checkSlug('family-cooking-hitchin')).toBe(true)
    expect(checkSlug('Family Cooking')).toMatch(/lower-case/)
    expect(checkSlug('double--hyphen')).toMatch(/lower-case/)
  })

  it('paths, links, times, colours and opacity are checked', () => {
    expect(checkSitePath('/step2skills')).toBe(true)
    expect(checkSitePath('step2skills')).toMatch(/starts with \//)
    expect(checkLink('https://www.hertfordshire.gov.uk')).toBe(true)
    expect(checkLink('/events')).toBe(true)
    expect(checkLink('//evil.example')).toMatch(/full address/)
    expect(checkLink('javascript:alert(1)')).toMatch(/https/)
    expect(checkTimeOfDay('09:30')).toBe(true)
    expect(checkTimeOfDay('9:30')).toMatch(/24-hour/)
    expect(checkHexColour('#1d70b8')).toBe(true)
    expect(checkHexColour('blue')).toMatch(/hex/)
    expect(checkOpacity(0.5)).toBe(true)
    expect(checkOpacity(1.5)).toMatch(/0 to 1/)
    expect(checkTagManagerId('')).toBe(true)
    expect(checkTagManagerId(' GTM-AB12CD3 ')).toBe(true)
    expect(checkTagManagerId('UA-1234-5')).toBe('Enter a container ID such as GTM-AB12CD3.')
  })
})

describe('concessions needed to publish', () => {
  const published = { _status: 'published', preBookingRequired: true, elearning: false, externalListingUrl: null }

  it('refuses to publish an event that needs booking and has no concession', () => {
    expect(checkConcessionsToPublish([], published)).toBe(CONCESSION_NEEDED_TO_PUBLISH)
    expect(checkConcessionsToPublish(undefined, published)).toBe(CONCESSION_NEEDED_TO_PUBLISH)
    expect(checkConcessionsToPublish(0, { ...published, preBookingRequired: null })).toBe(CONCESSION_NEEDED_TO_PUBLISH)
    expect(checkConcessionsToPublish([], { ...published, externalListingUrl: '  ' })).toBe(CONCESSION_NEEDED_TO_PUBLISH)
  })

  it('publishes an event with a concession (rows on save, a row count in the admin form)', () => {
    expect(checkConcessionsToPublish([{ title: 'Adult' }], published)).toBe(true)
    expect(checkConcessionsToPublish(2, published)).toBe(true)
  })

  it('lets a draft be saved without concessions', () => {
    expect(checkConcessionsToPublish([], { ...published, _status: 'draft' })).toBe(true)
    expect(checkConcessionsToPublish([], { ...published, _status: undefined })).toBe(true)
  })

  it('needs none for an event booked elsewhere, e-learning, or one that needs no booking', () => {
    expect(checkConcessionsToPublish([], { ...published, externalListingUrl: 'https://example.org/event' })).toBe(true)
    expect(checkConcessionsToPublish([], { ...published, elearning: true })).toBe(true)
    expect(checkConcessionsToPublish([], { ...published, preBookingRequired: false })).toBe(true)
  })
})
