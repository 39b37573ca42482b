import type { FastifyRequest } from 'fastify'
import { z } from 'zod'

import { canUseConsole } from '../../domain/console-access'
import { CONSOLE_SEARCH_MAX_LENGTH } from '../../domain/console'
import { BOOKING_MESSAGES } from '../../booking/booking-messages'
import { InvalidBookingRequestError, StaffRoleRequiredError, StaffSignInRequiredError } from '../../booking/errors'
import {
  attendanceUpdateSchema,
  checkInResponseSchema,
  attendeesResponseSchema,
  bookingsPerDaySchema,
  cancellationResponseSchema,
  consoleBookingSchema,
  consoleEventSchema,
  consoleSearchResultSchema,
  releaseResponseSchema,
  waitingListResponseSchema,
} from '../../contracts/console'
import { consoleService, type ConsoleService, type StaffActor } from '../../booking/console/console-service.server'
import { cancelBooking } from '../../operations/cancel-booking'
import { CONSOLE_CALLS_PER_MINUTE } from '../../operations/limits'
import { markAttendance } from '../../operations/mark-attendance'
import { checkInTicket } from '../../operations/check-in-ticket'
import { releaseTicket } from '../../operations/release-ticket'
import { clientKeyOf } from '../abuse-limits'
import type { RouteGroup } from '../route-group'
import { headersOf, type StaffAuth } from '../staff-caller'

/**
 * The staff console's calls (spec 001 section 7; issue 12; decision 0025), below /eventsbookingapi/console.
 * Every one is for signed-in staff with a console role, by Payload's session cookie or
 * `Authorization: Bearer <the same JWT>`: 401 without either (decided before Payload is even
 * loaded, so an anonymous flood costs nothing), 401 for a token that does not verify, 403 for a
 * role without the console (an editor). That includes the release and the waiting-list report,
 * which the spec sends without a token. POSTs are same-site only, as every booking POST.
 */

const PAYLOAD_TOKEN_COOKIE = /(?:^|;\s*)payload-token=/

const eventIdQuery = z.object({ guid: z.string().max(40) })
const registerQuery = eventIdQuery.extend({ session: z.string().max(40).optional() })
const areaParams = z.object({ area: z.string().max(60) })
const attendanceQuery = z.object({ guid: z.string().max(40), value: z.enum(['true', 'false']), session: z.string().max(40).optional() })
const releaseQuery = z.object({ ticketID: z.string().max(40) })
const checkInBody = z.object({ eventId: z.string().max(40), sessionId: z.string().max(40).optional(), code: z.string().max(200).optional(), ticketId: z.string().max(40).optional() })
const searchQuery = z.object({ searchWords: z.string().max(CONSOLE_SEARCH_MAX_LENGTH * 2) })
const bookingsQuery = z.object({ query: z.string().max(320) })
const cancelQuery = z.object({ basketId: z.string().max(40), ticketIDs: z.string().max(4000).optional(), refund: z.enum(['true', 'false']) })

/** The signed-in member of staff with a console role, or the 401/403 refusal. */
export async function consoleActor(auth: StaffAuth, request: Pick<FastifyRequest, 'headers'>): Promise<StaffActor> {
  const { authorization, cookie } = request.headers
  if (!authorization && !(typeof cookie === 'string' && PAYLOAD_TOKEN_COOKIE.test(cookie))) {
    throw new StaffSignInRequiredError(BOOKING_MESSAGES.consoleSignInRequired)
  }
  const caller = await auth(headersOf(request))
  if (!caller) throw new StaffSignInRequiredError(BOOKING_MESSAGES.consoleSignInRequired)
  if (!canUseConsole(caller)) throw new StaffRoleRequiredError(BOOKING_MESSAGES.consoleStaffOnly)
  return { email: caller.email }
}

export function consoleRoutes(service: () => ConsoleService = consoleService): RouteGroup {
  return (app, { staffAuth }, { operations }) => {
    const config = { rateLimit: { max: CONSOLE_CALLS_PER_MINUTE, timeWindow: 60_000, keyGenerator: clientKeyOf } }
    // After the per-client limit (its onRequest hook), so a flood of forged tokens is cut off
    // before each one costs a verification; before validation, so a stranger learns nothing of it.
    const staffOnly = async (request: FastifyRequest) => {
      await consoleActor(staffAuth, request)
    }

    app.get('/console/listevents/:area', { config, preValidation: staffOnly, schema: { params: areaParams, response: { 200: z.array(consoleEventSchema) } } }, async (request) =>
      service().listAreaEvents(request.params.area),
    )

    app.get('/console/event/getattendees', { config, preValidation: staffOnly, schema: { querystring: registerQuery, response: { 200: attendeesResponseSchema } } }, async (request) =>
      service().eventAttendees(request.query.guid, request.query.session),
    )

    // Spelled as spec 001 section 7 spells it.
    // The changes are operations (src/operations/): their staff check and call cap are theirs, at every door.
    app.post('/console/event/updateattdence', { onRequest: operations.limitedEarly(markAttendance), schema: { querystring: attendanceQuery, response: { 200: attendanceUpdateSchema } } }, async (request) =>
      operations.run(markAttendance, { ticketId: request.query.guid, attended: request.query.value === 'true', sessionId: request.query.session }, request),
    )

    // Beyond the spec (decision 0044): a ticket checked in at the door by its code or its id.
    app.post('/console/check-in', { onRequest: operations.limitedEarly(checkInTicket), schema: { body: checkInBody, response: { 200: checkInResponseSchema } } }, async (request) =>
      operations.run(checkInTicket, request.body, request),
    )

    app.post('/console/ticket/release', { onRequest: operations.limitedEarly(releaseTicket), schema: { querystring: releaseQuery, response: { 200: releaseResponseSchema } } }, async (request) =>
      operations.run(releaseTicket, { ticketId: request.query.ticketID }, request),
    )

    app.get('/console/event/waitlist', { config, preValidation: staffOnly, schema: { querystring: eventIdQuery, response: { 200: waitingListResponseSchema } } }, async (request) =>
      service().eventWaitingList(request.query.guid),
    )

    app.post('/console/event/search', { config, preValidation: staffOnly, schema: { querystring: searchQuery, response: { 200: z.array(consoleSearchResultSchema) } } }, async (request) => {
      const words = request.query.searchWords.trim()
      if (words === '') throw new InvalidBookingRequestError(BOOKING_MESSAGES.invalidRequest('searchWords: Search words are required'))
      return service().searchEvents(words.slice(0, CONSOLE_SEARCH_MAX_LENGTH))
    })

    // Beyond the spec: a booking by reference or e-mail, and bookings per day for the chart.
    app.get('/console/bookings', { config, preValidation: staffOnly, schema: { querystring: bookingsQuery, response: { 200: z.array(consoleBookingSchema) } } }, async (request) =>
      service().findBookings(request.query.query),
    )

    // Issue 14: cancelling a booking (whole or some tickets), with or without a refund.
    app.post('/console/bookings/cancel', { onRequest: operations.limitedEarly(cancelBooking), schema: { querystring: cancelQuery, response: { 200: cancellationResponseSchema } } }, async (request) => {
      const { basketId, ticketIDs, refund } = request.query
      const ticketIds = ticketIDs?.split(',').map((id) => id.trim()).filter((id) => id !== '')
      return operations.run(cancelBooking, { basketId, ticketIds, refund: refund === 'true' }, request)
    })

    app.get('/console/event/bookings-per-day', { config, preValidation: staffOnly, schema: { querystring: eventIdQuery, response: { 200: bookingsPerDaySchema } } }, async (request) =>
      service().bookingsPerDay(request.query.guid),
    )
  }
}
