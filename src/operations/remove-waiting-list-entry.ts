import { z } from 'zod'

import { waitingListManagement } from './limits'
import { defineOperation } from './operation'

/**
 * Leave a waiting list (decision 0028): the holder of the e-mailed link's token removes one of that
 * address's entries (DELETE /events/waitlist, and 'Remove' on the management page). The service
 * checks the token; the management calls share one per-client limit.
 */
export const removeWaitingListEntry = defineOperation({
  name: 'remove waiting-list entry',
  input: z.object({ waitingListID: z.string().max(100).optional(), token: z.string().max(200).optional() }),
  access: { kind: 'anyone' },
  limits: [waitingListManagement],
  handler: async (request, { services }) => services.waitingList().remove(request),
})
