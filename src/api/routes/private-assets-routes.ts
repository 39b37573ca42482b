import { lookUpPrivateAssets } from '../../operations/look-up-private-assets'
import { privateAssetsAnswerSchema, privateAssetsQuerySchema } from '../../contracts/private-assets'
import type { RouteGroup } from '../route-group'

/**
 * GET /events/assets?bookingId=&eventSlug=&email= (spec 000 section 7; issue 13 point 4): the
 * private assets of the event at eventSlug ('/{area}/{event}') for the booking with that reference
 * and e-mail; the page /{area}/{event}/assets runs the same operation (src/operations/look-up-private-assets.ts),
 * whose call cap is counted before the query is read, and which answers its limits with 429 and
 * Retry-After (docs/decisions/0026).
 */
export const privateAssetsRoutes: RouteGroup = (app, _deps, { operations }) => {
  app.get(
    '/events/assets',
    { onRequest: operations.limitedEarly(lookUpPrivateAssets), schema: { querystring: privateAssetsQuerySchema, response: { 200: privateAssetsAnswerSchema } } },
    async (request) => operations.run(lookUpPrivateAssets, request.query, request),
  )
}
