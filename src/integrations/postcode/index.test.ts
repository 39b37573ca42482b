import { describe, expect, it, vi } from 'vitest'

import { createPostcodeLookup } from './index'

type Fetch = typeof globalThis.fetch

describe('createPostcodeLookup', () => {
  it('locates a postcode offline, at district precision, without any network call', async () => {
    const fetch = vi.fn<Fetch>()
    const lookup = createPostcodeLookup({ provider: 'offline' }, { fetch })
    await expect(lookup.locate('sg13 7dn')).resolves.toEqual({
      found: true,
      postcode: 'SG13 7DN',
      latitude: 51.78673,
      longitude: -0.06863,
      precision: 'outcode',
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks postcodes.io at the configured URL when that is the provider', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json({ status: 200, result: { latitude: 51.790472, longitude: -0.072634 } }))
    const lookup = createPostcodeLookup({ provider: 'postcodes.io', postcodesIoUrl: 'http://postcodes.test' }, { fetch })
    await expect(lookup.locate('SG13 7DN')).resolves.toMatchObject({ found: true, latitude: 51.790472, precision: 'postcode' })
    expect(fetch.mock.calls[0]?.[0]).toBe('http://postcodes.test/postcodes/SG137DN')
  })

  it('falls back to the offline table when postcodes.io is unavailable', async () => {
    const onError = vi.fn()
    const fetch = vi.fn<Fetch>(async () => new Response('Service Unavailable', { status: 503 }))
    const lookup = createPostcodeLookup({ provider: 'postcodes.io' }, { fetch, onError })
    await expect(lookup.locate('AL1 3JE')).resolves.toEqual({
      found: true,
      postcode: 'AL1 3JE',
      latitude: 51.74836,
      longitude: -0.32237,
      precision: 'outcode',
    })
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('keeps postcodes.io’s not found rather than guessing from the district', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json({ status: 404, error: 'Postcode not found' }, { status: 404 }))
    const lookup = createPostcodeLookup({ provider: 'postcodes.io' }, { fetch })
    await expect(lookup.locate('SG13 9ZZ')).resolves.toMatchObject({ found: false, reason: 'not-found' })
  })
})
