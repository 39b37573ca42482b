import { describe, expect, it } from 'vitest'

import { EVENT_CONTENT_TYPES, eventUri, findListingForContentType, LISTINGS, listingForContentType, templateForPath } from './listings'

describe('listings', () => {
  it('has the six listing paths of the route table', () => {
    expect(LISTINGS.map((l) => l.path)).toEqual([
      '/events',
      '/step2skills',
      '/hals',
      '/local-offer',
      '/send-academy',
      '/public-health-training',
    ])
  })

  it('gives every content type exactly one listing', () => {
    for (const type of EVENT_CONTENT_TYPES) {
      expect(LISTINGS.filter((l) => l.contentTypes.includes(type))).toHaveLength(1)
      expect(listingForContentType(type).contentTypes).toContain(type)
    }
  })

  it('finds the listing of a content type read as text, and none for an unknown one', () => {
    expect(findListingForContentType('eventHAFLS')?.title).toBe('Step 2 Skills')
    expect(findListingForContentType('eventLibraries')?.path).toBe('/events')
    expect(findListingForContentType('eventUnknown')).toBeUndefined()
  })

  it('builds an event uri from its listing path and slug', () => {
    expect(eventUri('eventHAFLS', 'cooking-on-a-budget')).toBe('/step2skills/cooking-on-a-budget')
    expect(eventUri('eventHealthAndWellbeing', 'x')).toBe('/public-health-training/x')
  })

  it('chooses the template by path', () => {
    expect(templateForPath('/step2skills')).toBe('hafls')
    expect(templateForPath('/step2skills/course')).toBe('hafls')
    expect(templateForPath('/local-offer/event')).toBe('send')
    expect(templateForPath('/events')).toBe('default')
    expect(templateForPath('/')).toBe('default')
  })
})
