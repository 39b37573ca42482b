import { z } from 'zod'

import { consoleStaff } from './access'
import { consoleCalls } from './limits'
import { defineOperation } from './operation'

/**
 * Mark a ticket holder present or absent on the register (spec 001 sections 2 and 7): POST
 * /console/event/updateattdence and the register page's form. Staff with a console role only. For a
 * course, the register of one of its sessions (decision 0043).
 */
export const markAttendance = defineOperation({
  name: 'mark attendance',
  input: z.object({ ticketId: z.string().max(40), attended: z.boolean(), sessionId: z.string().max(40).optional() }),
  access: consoleStaff,
  limits: [consoleCalls('attendance')],
  handler: async ({ ticketId, attended, sessionId }, { services, staff }) => services.console().setAttendance(ticketId, attended, { email: staff!.email }, sessionId),
})
