import { TooManyPrivateAssetsAttemptsError } from '../booking/private-assets/errors'
import { privateAssetsQuerySchema } from '../contracts/private-assets'

import { clientKeyOf, perClient } from './limits'
import { defineOperation } from './operation'

/** Look-ups one client may make per minute, whatever their outcome: a flood is refused before the database. */
export const PRIVATE_ASSETS_CALLS_PER_CLIENT = 60
export const PRIVATE_ASSETS_CALL_WINDOW_MS = 60_000

/**
 * The private assets of an event for a booking's reference and e-mail (spec 000 sections 2, 5 and 7;
 * issue 13 point 4; decision 0026): GET /events/assets and the form on /{area}/{event}/assets. Two
 * limits: a plain cap on calls per client in this server's memory (here), and failed look-ups per
 * client and event, counted in the database by the service so every server shares them.
 */
export const lookUpPrivateAssets = defineOperation({
  name: 'look up private assets',
  input: privateAssetsQuerySchema,
  access: { kind: 'anyone' },
  limits: [perClient('private-assets calls', PRIVATE_ASSETS_CALLS_PER_CLIENT, PRIVATE_ASSETS_CALL_WINDOW_MS, (retryAfter) => new TooManyPrivateAssetsAttemptsError(retryAfter, 'calls'))],
  handler: async (query, { caller, services }) => services.privateAssets(query, { clientKey: clientKeyOf(caller), now: caller.now }),
})
