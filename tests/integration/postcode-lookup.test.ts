import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createPostcodeLookup } from '../../src/integrations/postcode'
import { startPostcodesIoFake, type PostcodesIoFake } from '../support/postcodes-io-fake'

/**
 * The listing's postcode lookup as the site wires it (issue 26 point 4): postcodes.io over real HTTP
 * (a stand-in at the edge), its answers kept, the offline district table when it does not answer in
 * time, and for a while after.
 */
let fake: PostcodesIoFake
let now = 0
const errors: unknown[] = []

const lookupOf = () =>
  createPostcodeLookup({ provider: 'postcodes.io', postcodesIoUrl: fake.url, timeoutMs: 300, cooldownMs: 60_000 }, { clock: () => now, onError: (cause) => errors.push(cause) })

beforeAll(async () => {
  fake = await startPostcodesIoFake()
})

beforeEach(() => {
  fake.requests.length = 0
  fake.hang(false)
  errors.length = 0
  now = 0
})

afterAll(async () => {
  await fake.close()
})

describe('postcodes.io with the offline table behind it', () => {
  it('places a full postcode where postcodes.io says, and asks once for it', async () => {
    const lookup = lookupOf()
    const location = await lookup.locate('sg14 1dr')
    expect(location).toMatchObject({ found: true, postcode: 'SG14 1DR', precision: 'postcode' })
    await lookup.locate('SG14 1DR')
    expect(fake.requests).toEqual(['/postcodes/SG141DR'])
  })

  it('refuses a postcode that does not exist in a real district, which the offline table alone would place', async () => {
    await expect(lookupOf().locate('SG14 9ZZ')).resolves.toMatchObject({ found: false, reason: 'not-found', message: 'Postcode could not be found' })
    await expect(createPostcodeLookup({ provider: 'offline' }).locate('SG14 9ZZ')).resolves.toMatchObject({ found: true, precision: 'outcode' })
  })

  it('answers from the offline table when postcodes.io does not answer in time, and does not wait on it again for a minute', async () => {
    fake.hang(true)
    const lookup = lookupOf()
    const started = Date.now()
    await expect(lookup.locate('SG13 8DQ')).resolves.toMatchObject({ found: true, precision: 'outcode' })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(errors).toHaveLength(1)

    now = 30_000
    await expect(lookup.locate('AL1 1AA')).resolves.toMatchObject({ found: true, precision: 'outcode' })
    expect(fake.requests).toEqual(['/postcodes/SG138DQ'])

    fake.hang(false)
    now = 60_001
    await expect(lookup.locate('AL1 1AA')).resolves.toMatchObject({ found: true, precision: 'postcode' })
    expect(fake.requests).toEqual(['/postcodes/SG138DQ', '/postcodes/AL11AA'])
  })
})
