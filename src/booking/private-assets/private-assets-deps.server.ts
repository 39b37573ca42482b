import type { Payload } from 'payload'

import { bookingPool } from '../db/pool.server'

import { privateAssetsContent } from './private-assets-content'
import type { PrivateAssetsDeps } from './private-assets-service'

/**
 * The look-up's dependencies in a server process: the booking pool and this process's Payload,
 * which the booking API's edge (payloadOutsideNext) and Next.js (payloadClient) each hand in.
 */
export function privateAssetsDeps(payload: () => Promise<Payload>): PrivateAssetsDeps {
  return { pool: bookingPool(), content: async (event) => privateAssetsContent(await payload(), event) }
}
