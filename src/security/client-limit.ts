import { normalizeIP } from '@fastify/rate-limit'
// The plugin's own in-memory store (a fixed window per key in an LRU), used directly so that every
// door to an operation (src/operations/) counts against one limit.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'

/**
 * A per-key limit shared by every door to one operation (issue 24: the booking API's route and the
 * pages' server action run the same operation, src/operations/, which counts here). Counts live in
 * this process's memory (decision 0016): each server counts its own.
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

/**
 * Who a request comes from, for the limits: its address (under TRUST_PROXY, read by Fastify or the
 * web server), with an IPv6 address taken as its /64 network (the plugin's own normalizeIP): one
 * household or machine is given a whole /64, so its single addresses would each be a new client.
 * 'unknown' when there is none (a process run without our web server).
 */
export function clientKeyOfAddress(address: string | null | undefined): string {
  return address ? normalizeIP(address, 64) : 'unknown'
}

/** A limit on any key (a session id, an already normalised client key). */
export function keyedLimit(max: number, windowMs: number): ClientLimit {
  const store = new (LocalStore as unknown as new (continueExceeding: boolean, exponentialBackoff: boolean, cache: number) => Store)(false, false, KEYS)
  return {
    hit: (key) =>
      new Promise((resolve, reject) => {
        store.incr(key, (error, counted) => {
          if (error) return reject(error)
          resolve(counted.current <= max ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(counted.ttl / 1000)) })
        }, windowMs, max)
      }),
  }
}

/** A limit on client addresses, an IPv6 address counted as its /64. */
export function clientLimit(max: number, windowMs: number): ClientLimit {
  const limit = keyedLimit(max, windowMs)
  return { hit: (client) => limit.hit(clientKeyOfAddress(client)) }
}
