import { z } from 'zod'

import { defineOperation } from './operation'

/**
 * Time to finish (WCAG 2.2.1, decision 0022): 10 more minutes on the basket's hold, at most twice
 * (POST /baskets/{basketId}/extend, and 'Extend by 10 minutes' without JavaScript). The basket's
 * owner only; the answer is the basket with its new basketTime.
 */
export const extendHold = defineOperation({
  name: 'extend hold',
  input: z.object({ basketId: z.string() }),
  access: { kind: 'basketOwner', basketOf: (input) => input.basketId },
  limits: [],
  handler: async ({ basketId }, { services }) => services.holdExtension.extendBasketHold(basketId),
})
