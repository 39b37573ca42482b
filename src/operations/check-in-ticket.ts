import { z } from 'zod'

import { consoleStaff } from './access'
import { consoleCalls } from './limits'
import { defineOperation } from './operation'

/**
 * Check a ticket in at the door (issue 26 point 2, decision 0044): POST /console/check-in, from the
 * console's check-in page, by the signed code read from the ticket or by the id of a ticket found by
 * its booking reference. Staff with a console role only; a made-up code is refused before the database.
 */
export const checkInTicket = defineOperation({
  name: 'check in ticket',
  input: z.object({
    eventId: z.string().max(40),
    sessionId: z.string().max(40).optional(),
    code: z.string().max(200).optional(),
    ticketId: z.string().max(40).optional(),
  }),
  access: consoleStaff,
  limits: [consoleCalls('check-in')],
  handler: async (input, { services, staff }) => services.console().checkIn(input, { email: staff!.email }),
})
