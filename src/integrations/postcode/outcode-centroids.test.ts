import { readFileSync } from 'node:fs'

import { describe, expect, it, vi } from 'vitest'

import { centroidsFilePaths, createOutcodeCentroidsLookup, parseOutcodeCentroids } from './outcode-centroids'

const SAMPLE = ['outcode,latitude,longitude', 'AL1,51.74836,-0.32237', 'SG13,51.78673,-0.06863', 'WD17,51.66138,-0.40512', ''].join('\n')

/** The row of the shipped file for an outcode, read independently of the parser under test. */
function shippedRow(outcode: string): { latitude: number; longitude: number } {
  const text = readFileSync(new URL('./uk-outcode-centroids.csv', import.meta.url), 'utf8')
  const line = text.split('\n').find((row) => row.startsWith(`${outcode},`))
  if (!line) throw new Error(`${outcode} is not in the shipped file`)
  const [, latitude, longitude] = line.split(',')
  return { latitude: Number(latitude), longitude: Number(longitude) }
}

describe('parseOutcodeCentroids', () => {
  it('keys the centroids by upper-case outcode and skips blank lines and carriage returns', () => {
    const centroids = parseOutcodeCentroids('outcode,latitude,longitude\r\nsg13,51.78673,-0.06863\r\n\r\nAL1,51.74836,-0.32237\r\n')
    expect([...centroids.keys()]).toEqual(['SG13', 'AL1'])
    expect(centroids.get('SG13')).toEqual({ latitude: 51.78673, longitude: -0.06863 })
  })

  it('refuses a file without the expected header', () => {
    expect(() => parseOutcodeCentroids('postcode,lat,lng\nSG13,51.7,-0.06')).toThrow(/header/)
  })

  it.each([
    ['a missing longitude', 'SG13,51.78673'],
    ['an empty latitude', 'SG13,,-0.06863'],
    ['a latitude that is not a number', 'SG13,north,-0.06863'],
    ['a latitude out of range', 'SG13,151.7,-0.06863'],
    ['an extra column', 'SG13,51.78673,-0.06863,Hertford'],
    ['an empty outcode', ',51.78673,-0.06863'],
  ])('refuses a row with %s, naming its line', (_problem, row) => {
    expect(() => parseOutcodeCentroids(`outcode,latitude,longitude\nAL1,51.74836,-0.32237\n${row}`)).toThrow(/line 3/)
  })

  it('refuses an outcode given twice', () => {
    expect(() => parseOutcodeCentroids('outcode,latitude,longitude\nAL1,51.7,-0.3\nal1,51.8,-0.3')).toThrow(/repeats AL1/)
  })

  it('reads the whole shipped file', () => {
    const centroids = parseOutcodeCentroids(readFileSync(new URL('./uk-outcode-centroids.csv', import.meta.url), 'utf8'))
    expect(centroids.size).toBe(2975)
  })
})

describe('createOutcodeCentroidsLookup with a sample table', () => {
  const lookup = createOutcodeCentroidsLookup({ csv: SAMPLE })

  it.each(['sg13 7dn', ' SG137DN ', 'Sg13 7Dn'])('locates %j at the centre of district SG13', async (entry) => {
    await expect(lookup.locate(entry)).resolves.toEqual({
      found: true,
      postcode: 'SG13 7DN',
      latitude: 51.78673,
      longitude: -0.06863,
      precision: 'outcode',
    })
  })

  it('locates a bare outcode, giving the outcode back as the postcode', async () => {
    await expect(lookup.locate(' wd17 ')).resolves.toEqual({
      found: true,
      postcode: 'WD17',
      latitude: 51.66138,
      longitude: -0.40512,
      precision: 'outcode',
    })
  })

  it.each(['', 'not a postcode', 'SG13 7D', '12345'])('calls %j invalid with the spec message', async (entry) => {
    await expect(lookup.locate(entry)).resolves.toEqual({
      found: false,
      reason: 'invalid',
      message: 'Please enter a valid postcode',
    })
  })

  it('calls a well-formed postcode in an unknown district not found, with the spec message', async () => {
    await expect(lookup.locate('ZZ99 9ZZ')).resolves.toEqual({
      found: false,
      reason: 'not-found',
      message: 'Postcode could not be found',
    })
    await expect(lookup.locate('ZZ99')).resolves.toMatchObject({ found: false, reason: 'not-found' })
  })

  it('is unavailable, and reports why, when its table cannot be read', async () => {
    const onError = vi.fn()
    const broken = createOutcodeCentroidsLookup({ csv: 'not,a,table', onError })
    await expect(broken.locate('SG13 7DN')).resolves.toEqual({
      found: false,
      reason: 'unavailable',
      message: 'We could not look up that postcode just now. Try again, or search without a postcode.',
    })
    expect(onError).toHaveBeenCalledWith(expect.any(Error))
  })
})

describe('createOutcodeCentroidsLookup with the shipped table', () => {
  const lookup = createOutcodeCentroidsLookup()

  it.each(['SG13 7DN', 'AL1 3JE', 'WD17 1HP'])('locates the Hertfordshire postcode %s at its district row', async (postcode) => {
    const outcode = postcode.split(' ')[0] ?? ''
    const row = shippedRow(outcode)
    const location = await lookup.locate(postcode)
    expect(location).toMatchObject({ found: true, postcode, precision: 'outcode' })
    if (!location.found) return
    expect(location.latitude).toBeCloseTo(row.latitude, 5)
    expect(location.longitude).toBeCloseTo(row.longitude, 5)
    // And it is in Hertfordshire, roughly.
    expect(location.latitude).toBeGreaterThan(51.6)
    expect(location.latitude).toBeLessThan(52.1)
  })

  it('does not know ZZ99, which has the shape of a district but is not one', async () => {
    await expect(lookup.locate('ZZ99 9ZZ')).resolves.toMatchObject({ found: false, reason: 'not-found' })
  })
})

describe('centroidsFilePaths', () => {
  it('reads the file beside the module when run from source', () => {
    expect(centroidsFilePaths(new URL('file:///app/src/integrations/postcode/uk-outcode-centroids.csv'), '/app')).toEqual([
      '/app/src/integrations/postcode/uk-outcode-centroids.csv',
    ])
  })

  it("reads a Next.js build's copy from the build directory, where the bundler's URL points at its public path", () => {
    // Turbopack's stand-in for URL: the public path, no protocol.
    const turbopack = { protocol: '', pathname: '/_next/static/media/uk-outcode-centroids.0fsn4a8eokzcp.csv', href: '/_next/static/media/uk-outcode-centroids.0fsn4a8eokzcp.csv' }
    expect(centroidsFilePaths(turbopack, '/app')).toEqual(['/app/.next/static/media/uk-outcode-centroids.0fsn4a8eokzcp.csv'])
    const resolved = new URL('/_next/static/media/uk-outcode-centroids.0fsn4a8eokzcp.csv', 'file:///app/.next/server/chunks/ssr/chunk.js')
    expect(centroidsFilePaths(resolved, '/app')).toEqual(['/app/.next/static/media/uk-outcode-centroids.0fsn4a8eokzcp.csv'])
  })

  it('has nothing to read for an address that is not a file', () => {
    expect(centroidsFilePaths(new URL('https://example.org/centroids.csv'), '/app')).toEqual([])
  })
})
