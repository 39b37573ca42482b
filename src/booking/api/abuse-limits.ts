import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'

import type { Env } from '../../config/env'
import { bookingSessionFromCookieHeader } from '../basket/cookie'
import { TooManyBasketsError } from '../basket/errors'
import { BOOKING_MESSAGES } from '../booking-messages'
import { CrossSiteRequestError } from '../errors'

/**
 * The booking API's limits on abuse (issue 10 points 3 and 4; docs/decisions/0016): how often one
 * client may start a basket, how many open baskets it may hold, and which sites may change a basket.
 * Defaults come from the environment (src/config/env.ts); a test passes its own.
 */
export interface BookingApiLimits {
  /** Baskets one client address may create per window; 0: no limit. */
  basketsPerClient: number
  /** Baskets one booking session (its cookie) may create per window; 0: no limit. */
  basketsPerSession: number
  windowSeconds: number
  /** Open baskets one client address may hold at once (booking.take_tickets); 0: no cap. */
  openBasketsPerClient: number
  /** How often the purge runs on this server; 0: never. */
  purgeIntervalSeconds: number
  purgeGraceMinutes: number
}

export function limitsFromEnv(source: Env): BookingApiLimits {
  return {
    basketsPerClient: source.BASKET_RATE_LIMIT_PER_CLIENT,
    basketsPerSession: source.BASKET_RATE_LIMIT_PER_SESSION,
    windowSeconds: source.BASKET_RATE_WINDOW_SECONDS,
    openBasketsPerClient: source.BASKET_OPEN_LIMIT_PER_CLIENT,
    purgeIntervalSeconds: source.BASKET_PURGE_INTERVAL_SECONDS,
    purgeGraceMinutes: source.BASKET_PURGE_GRACE_MINUTES,
  }
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option: false or true, a number of proxy hops, or a list of
 * proxy addresses and CIDRs (request.ip is then the address the nearest untrusted hop gave).
 */
export function trustProxyOption(value: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  const text = value.trim()
  if (text === '' || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) {
    // Fastify's own reading of a number of hops (its types omit the number form).
    const hops = Number(text)
    return (_address, hop) => hop < hops
  }
  return text.split(',').map((part) => part.trim()).filter((part) => part !== '')
}

/**
 * Who a request comes from, for the limits: its address as Fastify reads it under TRUST_PROXY,
 * with an IPv6 address taken as its /64 network (the plugin's own normalizeIP): one household or
 * machine is given a whole /64, so its single addresses would each be a new client.
 */
export function clientKeyOf(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIP(request.ip, 64)
}

/**
 * The same key for a request that reached Next.js (a server action, Payload's REST routes), whose
 * address the web server passes in CLIENT_ADDRESS_HEADER (src/server/client-address.ts); 'unknown'
 * when there is none (a process run without our web server).
 */
export function clientKeyOfAddress(address: string | null | undefined): string {
  return address ? normalizeIP(address, 64) : 'unknown'
}

/** What @fastify/rate-limit's createRateLimit() gives: one check (and count) of one request. */
type Limiter = (request: FastifyRequest) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>

/**
 * The onRequest hook of POST /baskets/checkout: counts the request against the client's and the
 * session's limits (either may be 0, off) and refuses it with 429, Retry-After and the spec's
 * basket-shaped error (the error handler) once either is over. Runs before the body is read, so a
 * refused flood costs no parsing and no database work.
 */
export type BasketCreationHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

export function basketCreationLimit(perClient: Limiter | null, perSession: Limiter | null): BasketCreationHook {
  const limiters = [perClient, perSession].filter((limiter): limiter is Limiter => limiter !== null)
  return async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const outcome = await limiter(request)
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw new TooManyBasketsError(BOOKING_MESSAGES.tooManyBaskets, outcome.ttlInSeconds)
      }
    }
  }
}

/** The session limiter's key; requests without a session cookie are not counted by it. */
export function sessionKeyOf(request: FastifyRequest): string {
  return bookingSessionFromCookieHeader(request.headers.cookie) ?? ''
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Cross-site booking (issue 10 point 4): a state-changing call is served only when the browser says
 * it comes from our own pages. `Sec-Fetch-Site: same-origin` (every current browser sends it) is
 * enough; any other Sec-Fetch-Site is refused. Without it, an Origin header must be the site's own
 * origin (SITE_URL). A request with neither is not from a browser that could be made to send it by
 * another site (browsers have sent Origin on cross-site POSTs since 2020, and an older one can send
 * no application/json body across sites without a CORS preflight that this API never grants), so it
 * is served: the site's own scripts, monitoring and tests call the API that way.
 */
export function sameSiteOnly(siteOrigin: string): onRequestHookHandler {
  return (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done()
    const fetchSite = request.headers['sec-fetch-site']
    const origin = request.headers.origin
    if (fetchSite !== undefined) return done(fetchSite === 'same-origin' ? undefined : new CrossSiteRequestError())
    if (origin !== undefined) return done(origin === siteOrigin ? undefined : new CrossSiteRequestError())
    done()
  }
}
