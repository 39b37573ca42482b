import { z } from 'zod'

import {
  parsePostcodeEntry,
  postcodeInvalid,
  postcodeNotFound,
  postcodeUnavailable,
  type PostcodeLookup,
} from './postcode-lookup'

export const POSTCODES_IO_URL = 'https://api.postcodes.io'
export const POSTCODES_IO_TIMEOUT_MS = 5000

export interface PostcodesIoOptions {
  /** Default https://api.postcodes.io; a council can point this at its own postcodes.io instance. */
  baseUrl?: string
  /** The network edge, injectable for tests; default globalThis.fetch. */
  fetch?: typeof globalThis.fetch
  /** How long to wait for the whole answer before giving up as `unavailable`; default 5000 ms. */
  timeoutMs?: number
  /** Told the cause whenever the answer is `unavailable`, for the log. */
  onError?: (cause: unknown) => void
  /**
   * Questions in flight at most; past it the answer is `unavailable` at once (the offline table then
   * answers): a flood of made-up postcodes costs postcodes.io, and this process's sockets, no more.
   */
  maxInFlight?: number
}

export const POSTCODES_IO_MAX_IN_FLIGHT = 16

/** The part of a /postcodes or /outcodes answer we use. Coordinates are null for non-geographic codes. */
const locationAnswerSchema = z.object({
  result: z.object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
})

export class PostcodesIoError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`postcodes.io answered ${status} for ${url}`)
    this.name = 'PostcodesIoError'
  }
}

/**
 * The optional online lookup (https://postcodes.io, ONS Postcode Directory data): full postcodes
 * via /postcodes/{postcode} with precision 'postcode', bare outcodes via /outcodes/{outcode} with
 * precision 'outcode'. Never rejects: network errors, timeouts, 5xx and unreadable answers are
 * `unavailable` (wrap it with withFallback to use the offline table then).
 */
export function createPostcodesIoLookup(options: PostcodesIoOptions = {}): PostcodeLookup {
  const baseUrl = (options.baseUrl ?? POSTCODES_IO_URL).replace(/\/+$/, '')
  // A wrapper, not the bare function: browsers' fetch throws when called without its `this`.
  const fetchAnswer = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? POSTCODES_IO_TIMEOUT_MS
  const maxInFlight = options.maxInFlight ?? POSTCODES_IO_MAX_IN_FLIGHT
  let inFlight = 0

  return {
    async locate(entry) {
      const parsed = parsePostcodeEntry(entry)
      if (!parsed) return postcodeInvalid()
      const url =
        parsed.kind === 'postcode'
          ? `${baseUrl}/postcodes/${encodeURIComponent(parsed.postcode.replace(' ', ''))}`
          : `${baseUrl}/outcodes/${encodeURIComponent(parsed.outcode)}`

      if (inFlight >= maxInFlight) {
        options.onError?.(new Error(`postcodes.io: ${inFlight} questions already in flight`))
        return postcodeUnavailable()
      }
      inFlight += 1
      try {
        const response = await fetchAnswer(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (response.status === 404) {
          await response.body?.cancel().catch(() => undefined)
          return postcodeNotFound()
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined)
          throw new PostcodesIoError(response.status, url)
        }
        const { result } = locationAnswerSchema.parse(await response.json())
        if (result.latitude === null || result.longitude === null) return postcodeNotFound()
        return {
          found: true,
          postcode: parsed.kind === 'postcode' ? parsed.postcode : parsed.outcode,
          latitude: result.latitude,
          longitude: result.longitude,
          precision: parsed.kind,
        }
      } catch (cause) {
        options.onError?.(cause)
        return postcodeUnavailable()
      } finally {
        inFlight -= 1
      }
    },
  }
}
