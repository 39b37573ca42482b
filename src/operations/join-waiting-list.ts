import { z } from 'zod'

import { waitingListJoins } from './limits'
import { defineOperation } from './operation'

/**
 * Join a waiting list (spec 001 sections 2, 5 and 7; issue 13 point 1): POST /events/waitlist (and
 * /add), and the join form on a sold-out or closed event. The service checks the form's rules and
 * answers the same whether or not the address was on the list already; the join counts once the
 * address confirms it from the e-mailed link (issue 23 point 5). Limited per client, so a script
 * cannot fill a list.
 */
export const joinWaitingList = defineOperation({
  name: 'join waiting list',
  input: z.object({
    eventID: z.string().max(40).optional(),
    email: z.string().max(320).optional(),
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
  }),
  access: { kind: 'anyone' },
  limits: [waitingListJoins],
  handler: async (request, { services }) => services.waitingList().join(request),
})
