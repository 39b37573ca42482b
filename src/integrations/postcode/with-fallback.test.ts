import { describe, expect, it, vi } from 'vitest'

import {
  postcodeInvalid,
  postcodeNotFound,
  postcodeUnavailable,
  type PostcodeLocation,
  type PostcodeLookup,
} from './postcode-lookup'
import { withFallback } from './with-fallback'

const stubLookup = (location: PostcodeLocation) => ({ locate: vi.fn<PostcodeLookup['locate']>(async () => location) })

const hertford: PostcodeLocation = {
  found: true,
  postcode: 'SG13 7DN',
  latitude: 51.79,
  longitude: -0.07,
  precision: 'postcode',
}
const hertfordDistrict: PostcodeLocation = { ...hertford, latitude: 51.78673, longitude: -0.06863, precision: 'outcode' }

describe('withFallback', () => {
  it('answers with the primary when it finds the postcode, without asking the fallback', async () => {
    const primary = stubLookup(hertford)
    const fallback = stubLookup(hertfordDistrict)
    await expect(withFallback(primary, fallback).locate('SG13 7DN')).resolves.toBe(hertford)
    expect(fallback.locate).not.toHaveBeenCalled()
  })

  it('asks the fallback, with the same entry, when the primary is unavailable', async () => {
    const primary = stubLookup(postcodeUnavailable())
    const fallback = stubLookup(hertfordDistrict)
    await expect(withFallback(primary, fallback).locate('sg13 7dn')).resolves.toBe(hertfordDistrict)
    expect(fallback.locate).toHaveBeenCalledWith('sg13 7dn')
  })

  it('passes on the fallback’s own answer when both are unavailable', async () => {
    const lookup = withFallback(stubLookup(postcodeUnavailable()), stubLookup(postcodeUnavailable()))
    await expect(lookup.locate('SG13 7DN')).resolves.toMatchObject({ found: false, reason: 'unavailable' })
  })

  it.each([
    ['invalid', postcodeInvalid()],
    ['not found', postcodeNotFound()],
  ])('passes on a primary answer of %s without asking the fallback', async (_reason, location) => {
    const fallback = stubLookup(hertfordDistrict)
    await expect(withFallback(stubLookup(location), fallback).locate('ZZ99 9ZZ')).resolves.toBe(location)
    expect(fallback.locate).not.toHaveBeenCalled()
  })
})

describe('withFallback after an outage', () => {
  it('goes straight to the fallback for the cooldown, then asks the primary again', async () => {
    let now = 0
    const primary = stubLookup(postcodeUnavailable())
    const fallback = stubLookup(hertfordDistrict)
    const lookup = withFallback(primary, fallback, { cooldownMs: 60_000, clock: () => now })
    await expect(lookup.locate('SG13 7DN')).resolves.toBe(hertfordDistrict)
    now = 59_999
    await expect(lookup.locate('SG13 7DN')).resolves.toBe(hertfordDistrict)
    expect(primary.locate).toHaveBeenCalledTimes(1)
    now = 60_000
    await lookup.locate('SG13 7DN')
    expect(primary.locate).toHaveBeenCalledTimes(2)
    expect(fallback.locate).toHaveBeenCalledTimes(3)
  })
})
