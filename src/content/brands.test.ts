import { describe, expect, it } from 'vitest'

import { LISTINGS } from '../domain/listings'

import { brandsForListing, CONTENT_BRANDS, LISTING_BRANDS } from './brands'

describe('brandsForListing', () => {
  it('gives every listing at least one brand, and only known brands', () => {
    for (const listing of LISTINGS) {
      const brands = brandsForListing(listing.path)
      expect(brands.length, listing.path).toBeGreaterThan(0)
      for (const brand of brands) expect(CONTENT_BRANDS).toContain(brand)
    }
    expect(Object.keys(LISTING_BRANDS).sort()).toEqual(LISTINGS.map((listing) => listing.path).sort())
  })

  it('shows library promos on the corporate listing, which carries library events', () => {
    expect(brandsForListing('/events')).toEqual(['default', 'libraries'])
    expect(brandsForListing('/step2skills')).toEqual(['hafls'])
    expect(brandsForListing('/local-offer')).toEqual(['send'])
  })

  it('falls back to the default brand for a path that is not a listing', () => {
    expect(brandsForListing('/nowhere')).toEqual(['default'])
  })
})
