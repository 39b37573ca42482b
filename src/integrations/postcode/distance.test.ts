import { describe, expect, it } from 'vitest'

import { distanceInMiles } from './distance'

// District centroids from uk-outcode-centroids.csv.
const hertford = { latitude: 51.78673, longitude: -0.06863 } // SG13
const stAlbans = { latitude: 51.74836, longitude: -0.32237 } // AL1

describe('distanceInMiles', () => {
  it('puts Hertford about 11 miles from St Albans as the crow flies (13-15 by road)', () => {
    const miles = distanceInMiles(hertford, stAlbans)
    expect(miles).toBeGreaterThan(10.5)
    expect(miles).toBeLessThan(12)
  })

  it('is the same in both directions', () => {
    expect(distanceInMiles(stAlbans, hertford)).toBeCloseTo(distanceInMiles(hertford, stAlbans), 10)
  })

  it('is 0 between a point and itself', () => {
    expect(distanceInMiles(hertford, hertford)).toBe(0)
  })

  it('matches a known long distance: London to Edinburgh is about 330 miles', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 }
    const edinburgh = { latitude: 55.9533, longitude: -3.1883 }
    expect(distanceInMiles(london, edinburgh)).toBeGreaterThan(325)
    expect(distanceInMiles(london, edinburgh)).toBeLessThan(335)
  })

  it('gives half the earth’s circumference between antipodes', () => {
    expect(distanceInMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 3958.8, 6)
  })
})
