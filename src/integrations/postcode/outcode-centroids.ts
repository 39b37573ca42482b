import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Coordinates } from './distance'
import {
  parsePostcodeEntry,
  postcodeInvalid,
  postcodeNotFound,
  postcodeUnavailable,
  type PostcodeLookup,
} from './postcode-lookup'

/** The district centroids shipped beside this module (see README.md here for source and licence). */
const CENTROIDS_FILE = new URL('./uk-outcode-centroids.csv', import.meta.url)

const HEADER = 'outcode,latitude,longitude'

export interface OutcodeCentroidsOptions {
  /** The CSV text to use instead of the shipped file (tests pass a small sample). */
  csv?: string
  /** Told why the table could not be loaded; the person only sees the `unavailable` message. */
  onError?: (cause: unknown) => void
}

/**
 * Reads 'outcode,latitude,longitude' CSV into a map keyed by upper-case outcode. The data is
 * ours, so a malformed row is a defect to fail loudly on, with its line number.
 */
export function parseOutcodeCentroids(csv: string): Map<string, Coordinates> {
  const lines = csv.split(/\r?\n/)
  if (lines[0]?.trim().toLowerCase() !== HEADER) {
    throw new Error(`Outcode centroids: expected the header '${HEADER}', got '${lines[0] ?? ''}'`)
  }
  const centroids = new Map<string, Coordinates>()
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]?.trim()
    if (!line) continue
    const [outcodeField, latitudeField, longitudeField, ...rest] = line.split(',')
    const outcode = outcodeField?.trim().toUpperCase()
    const latitude = Number(latitudeField)
    const longitude = Number(longitudeField)
    if (
      !outcode ||
      rest.length > 0 ||
      !latitudeField?.trim() ||
      !longitudeField?.trim() ||
      !(Math.abs(latitude) <= 90) ||
      !(Math.abs(longitude) <= 180)
    ) {
      throw new Error(`Outcode centroids: line ${index + 1} is not 'outcode,latitude,longitude': '${line}'`)
    }
    if (centroids.has(outcode)) throw new Error(`Outcode centroids: line ${index + 1} repeats ${outcode}`)
    centroids.set(outcode, { latitude, longitude })
  }
  return centroids
}

/**
 * Where the shipped table may be on disk, first match wins. Run from source (tsx, vitest) the URL
 * is this module's neighbour. In a Next.js production build the bundler copies the file to
 * .next/static/media/ and turns the URL into its public path ('/_next/static/media/…', with no
 * protocol under Turbopack's URL stand-in): that is read from the build directory under `cwd`.
 */
export function centroidsFilePaths(file: Pick<URL, 'protocol' | 'pathname' | 'href'>, cwd: string): string[] {
  const { pathname } = file
  if (pathname.startsWith('/_next/')) return [path.join(cwd, '.next', decodeURIComponent(pathname.slice('/_next/'.length)))]
  return file.protocol === 'file:' ? [fileURLToPath(file.href)] : []
}

async function readFirst(paths: readonly string[]): Promise<string> {
  let lastError: unknown = new Error('Outcode centroids: no file to read')
  for (const candidate of paths) {
    try {
      return await readFile(candidate, 'utf8')
    } catch (cause) {
      lastError = cause
    }
  }
  throw lastError
}

/** The shipped table, read and parsed at most once per process (not at import: only when first needed). */
let shippedCentroids: Promise<Map<string, Coordinates>> | undefined

function loadShippedCentroids(): Promise<Map<string, Coordinates>> {
  shippedCentroids ??= readFirst(centroidsFilePaths(CENTROIDS_FILE, process.cwd()))
    .then(parseOutcodeCentroids)
    .catch((cause: unknown) => {
      // Forget the failure so the next search tries again (e.g. after a deploy finished copying files).
      shippedCentroids = undefined
      throw cause
    })
  return shippedCentroids
}

/**
 * The offline default lookup: the centre of the postcode's district, from the outcode centroid
 * table, with no network call. A bare outcode ('SG13') is accepted too (see parsePostcodeEntry).
 * Precision is always 'outcode' (typically within 1-3 miles), fine for the 5-100 mile options.
 */
export function createOutcodeCentroidsLookup(options: OutcodeCentroidsOptions = {}): PostcodeLookup {
  const { csv, onError } = options
  let sampleCentroids: Map<string, Coordinates> | undefined
  const loadCentroids = async (): Promise<Map<string, Coordinates>> => {
    if (csv === undefined) return loadShippedCentroids()
    sampleCentroids ??= parseOutcodeCentroids(csv)
    return sampleCentroids
  }

  return {
    async locate(entry) {
      const parsed = parsePostcodeEntry(entry)
      if (!parsed) return postcodeInvalid()
      let centroids: Map<string, Coordinates>
      try {
        centroids = await loadCentroids()
      } catch (cause) {
        onError?.(cause)
        return postcodeUnavailable()
      }
      const centre = centroids.get(parsed.outcode)
      if (!centre) return postcodeNotFound()
      return {
        found: true,
        postcode: parsed.kind === 'postcode' ? parsed.postcode : parsed.outcode,
        latitude: centre.latitude,
        longitude: centre.longitude,
        precision: 'outcode',
      }
    },
  }
}
