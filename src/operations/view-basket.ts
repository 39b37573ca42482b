import { z } from 'zod'

import { defineOperation } from './operation'

/** The basket, for its owner only (GET /baskets/{basketId}; the checkout page's actions read it so). */
export const viewBasket = defineOperation({
  name: 'view basket',
  input: z.object({ basketId: z.string() }),
  access: { kind: 'basketOwner', basketOf: (input) => input.basketId },
  limits: [],
  handler: async ({ basketId }, { services }) => services.basket.getBasket(basketId),
})
