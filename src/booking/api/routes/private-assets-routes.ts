import { TooManyPrivateAssetsAttemptsError } from '../../private-assets/errors'
import type { PrivateAssets } from '../../private-assets/private-assets-contract'
import { privateAssetsAnswerSchema, privateAssetsQuerySchema, type PrivateAssetsQuery } from '../../private-assets/private-assets-contract'
import type { PrivateAssetsContext } from '../../private-assets/private-assets-service'
import { clientKeyOf } from '../abuse-limits'
import type { RouteGroup } from '../route-group'

/**
 * GET /events/assets?bookingId=&eventSlug=&email= (spec 000 section 7; issue 13 point 4): the
 * private assets of the event at eventSlug ('/{area}/{event}') for the booking with that reference
 * and e-mail. The page /{area}/{event}/assets calls the same service (lookUpPrivateAssets).
 *
 * Two limits (docs/decisions/0026): failed look-ups per client and event, counted in the database
 * by the service so every server and the page share them (429 with the message and Retry-After);
 * and, before any of that, a plain cap on calls per client in this server's memory, so a flood is
 * refused without touching the database.
 */
export const PRIVATE_ASSETS_CALLS_PER_CLIENT = 60
export const PRIVATE_ASSETS_CALL_WINDOW_MS = 60_000

export type PrivateAssetsLookUp = (query: PrivateAssetsQuery, context: PrivateAssetsContext) => Promise<PrivateAssets>

export const privateAssetsRoutes: RouteGroup = (app, deps) => {
  const config = {
    rateLimit: {
      max: PRIVATE_ASSETS_CALLS_PER_CLIENT,
      timeWindow: PRIVATE_ASSETS_CALL_WINDOW_MS,
      keyGenerator: clientKeyOf,
      // Refused in the catalogue's words through the edge's error handler (the plugin has set Retry-After).
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) => new TooManyPrivateAssetsAttemptsError(context.ttl / 1000, 'calls'),
    },
  }
  app.get('/events/assets', { config, schema: { querystring: privateAssetsQuerySchema, response: { 200: privateAssetsAnswerSchema } } }, async (request) =>
    deps.privateAssets(request.query, { clientKey: clientKeyOf(request), now: new Date() }),
  )
}
