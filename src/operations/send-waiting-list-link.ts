import { z } from 'zod'

import { waitingListLinks } from './limits'
import { defineOperation } from './operation'

/**
 * 'Search Email' (spec 001 section 2; issue 13 point 2; decision 0028): e-mails the address a link
 * to its waiting-list entries, and answers the same whatever the address (POST /events/waitlist/link,
 * and the management page's form). Limited per client.
 */
export const sendWaitingListLink = defineOperation({
  name: 'send waiting-list link',
  input: z.object({ email: z.string().max(320).optional() }),
  access: { kind: 'anyone' },
  limits: [waitingListLinks],
  handler: async (request, { services }) => services.waitingList().sendLink(request),
})
