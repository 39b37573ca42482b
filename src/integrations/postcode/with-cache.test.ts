import { describe, expect, it, vi } from 'vitest'

import { postcodeNotFound, postcodeUnavailable, type PostcodeLocation, type PostcodeLookup } from './postcode-lookup'
import { withCache } from './with-cache'

const hertford: PostcodeLocation = { found: true, postcode: 'SG13 7DN', latitude: 51.79, longitude: -0.07, precision: 'postcode' }

function counting(answer: (entry: string) => PostcodeLocation) {
  return { locate: vi.fn<PostcodeLookup['locate']>(async (entry) => answer(entry)) }
}

describe('withCache', () => {
  it('asks once for a postcode however it is written, until the day is out', async () => {
    let now = 0
    const lookup = counting(() => hertford)
    const cached = withCache(lookup, { clock: () => now })
    await expect(cached.locate('SG13 7DN')).resolves.toBe(hertford)
    await expect(cached.locate('sg137dn ')).resolves.toBe(hertford)
    expect(lookup.locate).toHaveBeenCalledTimes(1)
    now = 24 * 60 * 60_000 + 1
    await cached.locate('SG13 7DN')
    expect(lookup.locate).toHaveBeenCalledTimes(2)
  })

  it('keeps a postcode the service says does not exist, but never an unavailable answer', async () => {
    const missing = counting(() => postcodeNotFound())
    const cachedMissing = withCache(missing)
    await cachedMissing.locate('SG13 9ZZ')
    await expect(cachedMissing.locate('SG13 9ZZ')).resolves.toMatchObject({ found: false, reason: 'not-found' })
    expect(missing.locate).toHaveBeenCalledTimes(1)

    const down = counting(() => postcodeUnavailable())
    const cachedDown = withCache(down)
    await cachedDown.locate('SG13 7DN')
    await cachedDown.locate('SG13 7DN')
    expect(down.locate).toHaveBeenCalledTimes(2)
  })

  it('shares one question among residents asking at once', async () => {
    let release: () => void = () => undefined
    const lookup = { locate: vi.fn<PostcodeLookup['locate']>(() => new Promise((resolve) => (release = () => resolve(hertford)))) }
    const cached = withCache(lookup)
    const answers = Promise.all([cached.locate('SG13 7DN'), cached.locate('SG13 7DN'), cached.locate('sg13 7dn')])
    release()
    await expect(answers).resolves.toEqual([hertford, hertford, hertford])
    expect(lookup.locate).toHaveBeenCalledTimes(1)
  })

  it('lets the oldest answer go when full', async () => {
    const lookup = counting(() => hertford)
    const cached = withCache(lookup, { maxEntries: 2 })
    await cached.locate('SG13 7DN')
    await cached.locate('SG14 1DR')
    await cached.locate('AL1 1AA')
    await cached.locate('SG14 1DR')
    expect(lookup.locate).toHaveBeenCalledTimes(3)
    await cached.locate('SG13 7DN')
    expect(lookup.locate).toHaveBeenCalledTimes(4)
  })
})
