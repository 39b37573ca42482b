import { describe, expect, it } from 'vitest'

import { serviceListingForVariant } from './service-listing'

describe('serviceListingForVariant', () => {
  it('finds the listing of a branded variant', () => {
    expect(serviceListingForVariant('send')?.path).toBe('/local-offer')
    expect(serviceListingForVariant('hafls')?.path).toBe('/step2skills')
  })

  it('has no single listing for the default and adult-learning variants', () => {
    expect(serviceListingForVariant('default')).toBeUndefined()
    expect(serviceListingForVariant('adultLearning')).toBeUndefined()
  })
})
