import { normalizeIP } from '@fastify/rate-limit'
// The plugin's own in-memory store (a fixed window per key in an LRU), used directly so that a
// server action and the booking API's route count against one limit.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'

/**
 * A per-client limit shared by every door to one operation (issue 13: the waiting-list join and
 * search are reached through the booking API and through the pages' server actions; a client must
 * not get the limit twice by using both). Counts live in this process's memory, like the booking
 * API's other limits (decision 0016): each server counts its own.
 */
export interface ClientLimit {
  /** Counts one request from `client`; refuses once more than `max` arrived in the window. */
  hit(client: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>
}

interface Counted {
  current: number
  ttl: number
}

interface Store {
  incr(key: string, callback: (error: Error | null, result: Counted) => void, timeWindow: number, max: number): void
}

/** Keys kept per limit; the least recent go first (a flood of made-up addresses). */
const KEYS = 20_000

export function clientLimit(max: number, windowMs: number): ClientLimit {
  const store = new (LocalStore as unknown as new (continueExceeding: boolean, exponentialBackoff: boolean, cache: number) => Store)(false, false, KEYS)
  return {
    hit: (client) =>
      new Promise((resolve, reject) => {
        store.incr(normalizeIP(client, 64), (error, counted) => {
          if (error) return reject(error)
          resolve(counted.current <= max ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(counted.ttl / 1000)) })
        }, windowMs, max)
      }),
  }
}
