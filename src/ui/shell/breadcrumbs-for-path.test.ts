import { describe, expect, it } from 'vitest'

import { breadcrumbsForPath } from './breadcrumbs-for-path'

const HOME = { title: 'Home', url: '/' }

describe('breadcrumbsForPath', () => {
  it('gives the events home no trail, as it has no ancestors', () => {
    expect(breadcrumbsForPath('/')).toEqual([])
    expect(breadcrumbsForPath('')).toEqual([])
  })

  it('puts a listing and the search pages under Home', () => {
    expect(breadcrumbsForPath('/events')).toEqual([HOME])
    expect(breadcrumbsForPath('/step2skills/')).toEqual([HOME])
    expect(breadcrumbsForPath('/search')).toEqual([HOME])
    expect(breadcrumbsForPath('/search/anything/below')).toEqual([HOME])
  })

  it('puts an event, and anything below it, under its listing', () => {
    const trail = [HOME, { title: 'Step 2 Skills', url: '/step2skills' }]
    expect(breadcrumbsForPath('/step2skills/watercolour-painting')).toEqual(trail)
    expect(breadcrumbsForPath('/step2skills/watercolour-painting/assets')).toEqual(trail)
    expect(breadcrumbsForPath('/local-offer/sensory-play')).toEqual([HOME, { title: 'SEND Local Offer', url: '/local-offer' }])
  })

  it('draws no trail on pages outside the listings', () => {
    expect(breadcrumbsForPath('/maintenance')).toEqual([])
    expect(breadcrumbsForPath('/zenInfo')).toEqual([])
    expect(breadcrumbsForPath('/a/b/c/d')).toEqual([])
    expect(breadcrumbsForPath('/searching')).toEqual([])
  })
})
