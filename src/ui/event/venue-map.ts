/**
 * The venue map (spec 000 section 2: "an embedded map when a latitude exists"): OpenStreetMap's
 * own embed page, which needs no API key and no script of ours. A latitude alone cannot place a
 * marker, so both coordinates must be readable numbers in range.
 */

export interface VenueMapLinks {
  /** The iframe address: https://www.openstreetmap.org/export/embed.html?bbox=...&marker=lat,lon */
  embedUrl: string
  /** The same place on openstreetmap.org, for 'View larger map'. */
  largerMapUrl: string
}

/** Half the width and height of the embedded view, in degrees: about 1.4 by 1.1 km in England. */
const LON_SPAN = 0.01
const LAT_SPAN = 0.005
const ZOOM = 16

function isCoordinate(value: number | null | undefined, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
}

/** At most six decimals (about 10 cm), without the float noise of 51.796 - 0.005. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(6)))
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value))

export function venueMapLinks(location: { lat?: number | null; lon?: number | null } | null | undefined): VenueMapLinks | null {
  const lat = location?.lat
  const lon = location?.lon
  if (!isCoordinate(lat, 90) || !isCoordinate(lon, 180)) return null
  const bbox = [clamp(lon - LON_SPAN, 180), clamp(lat - LAT_SPAN, 90), clamp(lon + LON_SPAN, 180), clamp(lat + LAT_SPAN, 90)]
    .map(coordinate)
    .join(',')
  const marker = `${coordinate(lat)},${coordinate(lon)}`
  const embed = new URL('https://www.openstreetmap.org/export/embed.html')
  embed.searchParams.set('bbox', bbox)
  embed.searchParams.set('layer', 'mapnik')
  embed.searchParams.set('marker', marker)
  const larger = new URL('https://www.openstreetmap.org/')
  larger.searchParams.set('mlat', coordinate(lat))
  larger.searchParams.set('mlon', coordinate(lon))
  larger.hash = `map=${ZOOM}/${coordinate(lat)}/${coordinate(lon)}`
  return { embedUrl: embed.toString(), largerMapUrl: larger.toString() }
}
