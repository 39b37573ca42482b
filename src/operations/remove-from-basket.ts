import { z } from 'zod'

import { eventIdTextSchema } from '../contracts/basket'

import { defineOperation } from './operation'

/**
 * Remove from basket (spec 000 section 4): gives the event's tickets back at once (DELETE
 * /baskets/{basketId}/events/{eventId}, and 'Remove from basket' without JavaScript). The basket's
 * owner only; the answer is the basket as it now is, so the edge can drop the cookie once it is empty.
 */
export const removeFromBasket = defineOperation({
  name: 'remove from basket',
  input: z.object({ basketId: z.string(), eventId: z.union([z.number().int(), eventIdTextSchema.transform(Number)]) }),
  access: { kind: 'basketOwner', basketOf: (input) => input.basketId },
  limits: [],
  handler: async ({ basketId, eventId }, { services }) => services.basket.removeEventFromBasket(basketId, eventId),
})
