import { publishedEventExists } from '../../booking/inventory/projection.server'
import type { EventAddress } from '../../domain/site-routes'

/**
 * Whether the proxy should send the not-found page for an event or booking address
 * (docs/decisions/0013): true only when the database says no published event has it. When the
 * database cannot answer, the page itself decides, as before.
 */
export async function isUnknownEventAddress(address: EventAddress): Promise<boolean> {
  try {
    return !(await publishedEventExists(address))
  } catch {
    return false
  }
}
