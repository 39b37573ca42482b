import { z } from 'zod'

import { waitingListManagement } from './limits'
import { defineOperation } from './operation'

/**
 * The entries of the address whose e-mailed link's token is given (GET /events/waitlist; decision
 * 0028): 401 without a valid token. Counted with the other management calls.
 */
export const listWaitingListEntries = defineOperation({
  name: 'list waiting-list entries',
  input: z.object({ email: z.string().max(320).optional(), token: z.string().max(200).optional() }),
  access: { kind: 'anyone' },
  limits: [waitingListManagement],
  handler: async (request, { services }) => services.waitingList().entries(request),
})
