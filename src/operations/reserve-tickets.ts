import { randomBytes } from 'node:crypto'

import { checkoutRequestSchema, type Basket } from '../contracts/basket'

import { basketsPerClient, basketsPerSession, clientKeyOf } from './limits'
import { defineOperation } from './operation'

export interface ReservedTickets {
  basket: Basket
  /** A new booking session id for a browser that had none (decision 0016), for the edge to set as a cookie. */
  newBookingSession: string | null
}

/**
 * Reserve tickets: takes the tickets and opens a basket for 30 minutes (POST /baskets/checkout, and
 * the booking form without JavaScript). The basket the cookie names is cleared in the same
 * transaction. Limited per client and per session (before anything is read) and capped at
 * openBasketsPerClient open baskets per client (decision 0016), at both doors alike (issue 24).
 */
export const reserveTickets = defineOperation({
  name: 'reserve tickets',
  input: checkoutRequestSchema,
  access: { kind: 'anyone' },
  limits: [basketsPerClient, basketsPerSession],
  handler: async (request, { caller, services, settings }): Promise<ReservedTickets> => {
    const basket = await services.basket.checkoutBasket(request, {
      now: caller.now,
      previousBasketId: caller.basketId,
      // A caller whose address is unknown (a process run without our web server) is not capped.
      clientKey: caller.clientAddress ? clientKeyOf(caller) : null,
      openBasketLimit: settings.openBasketsPerClient,
    })
    return { basket, newBookingSession: caller.bookingSession ? null : randomBytes(18).toString('base64url') }
  },
})
