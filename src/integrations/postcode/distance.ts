/** A point on the earth in WGS84 degrees. */
export interface Coordinates {
  latitude: number
  longitude: number
}

/** The mean radius of the earth in miles (IUGG), as the distance filter counts in miles (spec 000 section 9). */
export const EARTH_RADIUS_MILES = 3958.8

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180

/**
 * The great-circle distance between two points (haversine). Treating the earth as a sphere is off
 * by well under 1%, far finer than district-level postcode centroids.
 */
export function distanceInMiles(a: Coordinates, b: Coordinates): number {
  const dLatitude = toRadians(b.latitude - a.latitude)
  const dLongitude = toRadians(b.longitude - a.longitude)
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLongitude / 2) ** 2
  // min() guards against rounding pushing h just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}
