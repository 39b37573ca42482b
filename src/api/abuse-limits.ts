import type { FastifyRequest, onRequestHookHandler } from 'fastify'

import type { Env } from '../config/env'
import { limitSettingsFromEnv, type LimitSettings } from '../operations/limits'
import { clientKeyOfAddress } from '../security/client-limit'
import { CrossSiteRequestError } from '../booking/errors'

/**
 * The booking API's limits on abuse (issue 10 points 3 and 4; docs/decisions/0016): how often one
 * client may start a basket, how many open baskets it may hold, and which sites may change a basket.
 * Defaults come from the environment (src/config/env.ts); a test passes its own.
 */
export type BookingApiLimits = LimitSettings

export function limitsFromEnv(source: Env): BookingApiLimits {
  return limitSettingsFromEnv(source)
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

/** The client key of a Fastify request (its address under TRUST_PROXY), as the operations count it. */
export function clientKeyOf(request: Pick<FastifyRequest, 'ip'>): string {
  return clientKeyOfAddress(request.ip)
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
