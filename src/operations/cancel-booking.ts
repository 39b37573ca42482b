import { z } from 'zod'

import { consoleStaff } from './access'
import { consoleCalls } from './limits'
import { defineOperation } from './operation'

/**
 * Cancel a booking, whole or some of its tickets, with or without a refund (issue 14 point 3): POST
 * /console/bookings/cancel and 'Find a booking''s confirmed form. Staff with a console role only; the
 * cancellation service refunds through the provider that took the money and e-mails the booker.
 */
export const cancelBooking = defineOperation({
  name: 'cancel booking',
  input: z.object({ basketId: z.string().max(40), ticketIds: z.array(z.string().max(40)).max(1000).optional(), refund: z.boolean() }),
  access: consoleStaff,
  limits: [consoleCalls('cancel')],
  handler: async ({ basketId, ticketIds, refund }, { services, staff }) =>
    services.cancellation().cancel({ basketId, ...(ticketIds?.length ? { ticketIds } : {}), refund, actor: staff!.email, reason: 'staff' }),
})

/**
 * A resident cancels their whole booking from the confirmation e-mail's link (issue 14 point 3;
 * decision 0029): whoever holds the link's token may; the service checks it and the cut-off.
 */
export const cancelOwnBooking = defineOperation({
  name: 'cancel own booking',
  input: z.object({ basketId: z.string(), token: z.string() }),
  access: { kind: 'anyone' },
  limits: [],
  handler: async ({ basketId, token }, { services }) => services.cancellation().cancelAsResident(basketId, token),
})
