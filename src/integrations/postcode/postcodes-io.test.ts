import { describe, expect, it, vi } from 'vitest'

import { createPostcodesIoLookup, PostcodesIoError } from './postcodes-io'

type Fetch = typeof globalThis.fetch

/** A fake of the network edge that always gives the same answer. */
const answering = (response: () => Response) => vi.fn<Fetch>(async () => response())

const FOUND_BODY = {
  status: 200,
  result: { postcode: 'SG13 7DN', outcode: 'SG13', latitude: 51.790472, longitude: -0.072634, admin_district: 'East Hertfordshire' },
}

const UNAVAILABLE = {
  found: false,
  reason: 'unavailable',
  message: 'We could not look up that postcode just now. Try again, or search without a postcode.',
}

describe('createPostcodesIoLookup', () => {
  it('locates a postcode from the coordinates postcodes.io gives, at postcode precision', async () => {
    const fetch = answering(() => Response.json(FOUND_BODY))
    const lookup = createPostcodesIoLookup({ fetch })
    await expect(lookup.locate(' sg13 7dn ')).resolves.toEqual({
      found: true,
      postcode: 'SG13 7DN',
      latitude: 51.790472,
      longitude: -0.072634,
      precision: 'postcode',
    })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('https://api.postcodes.io/postcodes/SG137DN')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('asks /outcodes for a bare outcode and answers at outcode precision', async () => {
    const fetch = answering(() => Response.json({ status: 200, result: { outcode: 'SG13', latitude: 51.78, longitude: -0.07 } }))
    const lookup = createPostcodesIoLookup({ fetch, baseUrl: 'https://postcodes.example.gov.uk/' })
    await expect(lookup.locate('sg13')).resolves.toEqual({
      found: true,
      postcode: 'SG13',
      latitude: 51.78,
      longitude: -0.07,
      precision: 'outcode',
    })
    expect(fetch.mock.calls[0]?.[0]).toBe('https://postcodes.example.gov.uk/outcodes/SG13')
  })

  it('calls an entry that is not a postcode invalid without asking postcodes.io', async () => {
    const fetch = answering(() => Response.json(FOUND_BODY))
    await expect(createPostcodesIoLookup({ fetch }).locate('hello')).resolves.toEqual({
      found: false,
      reason: 'invalid',
      message: 'Please enter a valid postcode',
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('calls a postcode that postcodes.io answers 404 for not found', async () => {
    const fetch = answering(() => Response.json({ status: 404, error: 'Postcode not found' }, { status: 404 }))
    await expect(createPostcodesIoLookup({ fetch }).locate('ZZ99 9ZZ')).resolves.toEqual({
      found: false,
      reason: 'not-found',
      message: 'Postcode could not be found',
    })
  })

  it('calls a postcode without coordinates (non-geographic) not found', async () => {
    const fetch = answering(() => Response.json({ status: 200, result: { postcode: 'BX1 1LT', latitude: null, longitude: null } }))
    await expect(createPostcodesIoLookup({ fetch }).locate('BX1 1LT')).resolves.toMatchObject({ found: false, reason: 'not-found' })
  })

  it.each([500, 502, 503, 429])('is unavailable, and reports the status, when postcodes.io answers %i', async (status) => {
    const onError = vi.fn()
    const fetch = answering(() => Response.json({ status, error: 'Something went wrong' }, { status }))
    await expect(createPostcodesIoLookup({ fetch, onError }).locate('SG13 7DN')).resolves.toEqual(UNAVAILABLE)
    expect(onError).toHaveBeenCalledWith(expect.any(PostcodesIoError))
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status })
  })

  it('is unavailable when the network fails, and does not throw', async () => {
    const onError = vi.fn()
    const cause = new TypeError('fetch failed')
    const fetch = vi.fn<Fetch>(async () => {
      throw cause
    })
    await expect(createPostcodesIoLookup({ fetch, onError }).locate('SG13 7DN')).resolves.toEqual(UNAVAILABLE)
    expect(onError).toHaveBeenCalledWith(cause)
  })

  it('is unavailable when the request is aborted', async () => {
    const fetch = vi.fn<Fetch>(async () => {
      throw new DOMException('This operation was aborted', 'AbortError')
    })
    await expect(createPostcodesIoLookup({ fetch }).locate('SG13 7DN')).resolves.toEqual(UNAVAILABLE)
  })

  it('gives up as unavailable when postcodes.io does not answer within the timeout', async () => {
    const onError = vi.fn()
    // Hangs until the lookup's own signal aborts it, as a real fetch would.
    const fetch = vi.fn<Fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    await expect(createPostcodesIoLookup({ fetch, onError, timeoutMs: 1 }).locate('SG13 7DN')).resolves.toEqual(UNAVAILABLE)
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'TimeoutError' })
  })

  it.each([
    ['is not JSON', () => new Response('<html>Bad gateway</html>', { status: 200 })],
    ['has no result', () => Response.json({ status: 200 })],
    ['has text coordinates', () => Response.json({ status: 200, result: { latitude: '51.79', longitude: '-0.07' } })],
  ])('is unavailable when a 200 answer %s', async (_problem, response) => {
    await expect(createPostcodesIoLookup({ fetch: answering(response) }).locate('SG13 7DN')).resolves.toEqual(UNAVAILABLE)
  })

  it('uses globalThis.fetch when none is given', async () => {
    const fetch = answering(() => Response.json(FOUND_BODY))
    vi.stubGlobal('fetch', fetch)
    try {
      await expect(createPostcodesIoLookup().locate('SG13 7DN')).resolves.toMatchObject({ found: true })
      expect(fetch).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('createPostcodesIoLookup under a flood', () => {
  it('answers unavailable at once past its questions in flight, and asks again once one is answered', async () => {
    const releases: (() => void)[] = []
    const fetch = vi.fn<typeof globalThis.fetch>(
      () => new Promise((resolve) => releases.push(() => resolve(new Response(JSON.stringify({ result: { latitude: 51.8, longitude: -0.08 } }), { status: 200 })))),
    )
    const onError = vi.fn()
    const lookup = createPostcodesIoLookup({ fetch, onError, maxInFlight: 2 })
    const first = lookup.locate('SG14 1DR')
    const second = lookup.locate('SG13 8DQ')
    await expect(lookup.locate('AL1 1AA')).resolves.toMatchObject({ found: false, reason: 'unavailable' })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'postcodes.io: 2 questions already in flight' }))
    releases.forEach((release) => release())
    await expect(Promise.all([first, second])).resolves.toMatchObject([{ found: true }, { found: true }])
    const third = lookup.locate('AL1 1AA')
    releases[2]!()
    await expect(third).resolves.toMatchObject({ found: true })
  })
})
