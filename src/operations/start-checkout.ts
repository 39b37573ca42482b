import { z } from 'zod'

import { startCheckoutRequestSchema } from '../contracts/checkout'

import { paymentBypassStaff } from './access'
import { defineOperation } from './operation'

const checkoutInput = z.object({ basketId: z.string(), order: startCheckoutRequestSchema })

/**
 * Place the order (spec 000 sections 4 and 7; decision 0020): validates it, places it and starts the
 * payment (POST /checkout/{basketId}/start, and the checkout form's 'Place order'). Only the basket
 * cookie's owner may; the checkout service checks that (cookieBasketId) with the order's state, and
 * says where the browser goes next. The return addresses use SITE_URL's origin, never the request's.
 */
export const startCheckout = defineOperation({
  name: 'start checkout',
  input: checkoutInput,
  access: { kind: 'anyone' },
  limits: [],
  handler: async ({ basketId, order }, { caller, services }) => services.checkout.startCheckout(basketId, order, { cookieBasketId: caller.basketId }),
})

/**
 * Bypass payment (spec 000 section 6): confirms the order without a payment, for the staff who take
 * bookings only (POST /checkout/{basketId}/bypass and /baskets/{basketId}/orders, and the checkout
 * form's 'Bypass').
 */
export const bypassCheckout = defineOperation({
  name: 'bypass checkout',
  input: checkoutInput,
  access: paymentBypassStaff,
  limits: [],
  handler: async ({ basketId, order }, { caller, services, staff }) =>
    services.checkout.bypassCheckout(basketId, order, { cookieBasketId: caller.basketId, staffEmail: staff!.email }),
})
