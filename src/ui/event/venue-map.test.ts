import { describe, expect, it } from 'vitest'

import { venueMapLinks } from './venue-map'

describe('venueMapLinks', () => {
  it('centres the OpenStreetMap embed on the venue with a marker there', () => {
    const links = venueMapLinks({ lat: 51.796, lon: -0.078 })
    expect(links).not.toBeNull()
    const embed = new URL(links?.embedUrl ?? '')
    expect(embed.origin + embed.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    expect(embed.searchParams.get('bbox')).toBe('-0.088,51.791,-0.068,51.801')
    expect(embed.searchParams.get('marker')).toBe('51.796,-0.078')
  })

  it('links the larger map to the same point', () => {
    expect(venueMapLinks({ lat: 51.796, lon: -0.078 })?.largerMapUrl).toBe(
      'https://www.openstreetmap.org/?mlat=51.796&mlon=-0.078#map=16/51.796/-0.078',
    )
  })

  it('rounds coordinates to six decimals', () => {
    expect(new URL(venueMapLinks({ lat: 51.12345678, lon: 0.1 })?.embedUrl ?? '').searchParams.get('marker')).toBe('51.123457,0.1')
  })

  it('keeps the view inside the world at the edges', () => {
    const bbox = new URL(venueMapLinks({ lat: 90, lon: 180 })?.embedUrl ?? '').searchParams.get('bbox')
    expect(bbox).toBe('179.99,89.995,180,90')
  })

  it('gives no map without both coordinates in range', () => {
    expect(venueMapLinks(undefined)).toBeNull()
    expect(venueMapLinks(null)).toBeNull()
    expect(venueMapLinks({})).toBeNull()
    expect(venueMapLinks({ lat: 51.8, lon: null })).toBeNull()
    expect(venueMapLinks({ lat: null, lon: -0.1 })).toBeNull()
    expect(venueMapLinks({ lat: Number.NaN, lon: -0.1 })).toBeNull()
    expect(venueMapLinks({ lat: 91, lon: 0 })).toBeNull()
    expect(venueMapLinks({ lat: 0, lon: -181 })).toBeNull()
  })

  it('places a venue on the equator or the prime meridian', () => {
    expect(venueMapLinks({ lat: 0, lon: 0 })?.largerMapUrl).toBe('https://www.openstreetmap.org/?mlat=0&mlon=0#map=16/0/0')
  })
})
