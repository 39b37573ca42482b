import { z } from 'zod'

import { consoleStaff } from './access'
import { consoleCalls } from './limits'
import { defineOperation } from './operation'

/**
 * Release a booked ticket back to sale (spec 001 sections 2 and 7): POST /console/ticket/release and
 * the Release Ticket page's confirmed form. Staff with a console role only.
 */
export const releaseTicket = defineOperation({
  name: 'release ticket',
  input: z.object({ ticketId: z.string().max(40) }),
  access: consoleStaff,
  limits: [consoleCalls('release')],
  handler: async ({ ticketId }, { services, staff }) => services.console().releaseTicket(ticketId, { email: staff!.email }),
})
