/**
 * The staff console's calls in the OpenAPI document (openapi.ts; issue 12, decision 0025). Their
 * answers' schemas are registered from src/contracts/console.ts.
 */
interface Helpers {
  json: (id: string, description: string) => object
  errorCodeOnly: (description: string) => object
  withNoStore: (responses: Record<string, object>) => Record<string, object>
}

import { CONSOLE_AREAS } from '../domain/console'

export function consolePaths({ json, errorCodeOnly, withNoStore }: Helpers): Record<string, object> {
  const security = [{ payloadSession: [] }, { bearer: [] }]
  const refusals = {
    '401': errorCodeOnly("No signed-in staff, or a token that does not verify: Payload's session cookie (payload-token) or Authorization: Bearer <the same JWT> is required"),
    '403': errorCodeOnly('Signed in without a console role (admin or staff), e.g. an editor; or a POST sent from another site'),
    '429': errorCodeOnly('More console calls from this client in a minute than a member of staff makes (600)'),
    '500': errorCodeOnly('Something went wrong on our side; errorCode gives a reference'),
  }
  const eventId = { name: 'guid', in: 'query', required: true, description: "The event's id (the console lists give it)", schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }
  const noEvent = { '404': errorCodeOnly('There is no event with this id') }
  const session = { name: 'session', in: 'query', required: false, description: "A session of a course (decision 0043): its id, as getattendees lists them", schema: { type: 'string', maxLength: 40 } }
  const array = (id: string, description: string) => ({ description, content: { 'application/json': { schema: { type: 'array', items: { $ref: `#/components/schemas/${id}` } } } } })
  return {
    '/console/listevents/{area}': {
      get: {
        summary: "An area's published events, by date",
        security,
        parameters: [{ name: 'area', in: 'path', required: true, schema: { type: 'string', enum: CONSOLE_AREAS.map((area) => area.value) } }],
        responses: withNoStore({ '200': array('ConsoleEvent', 'The events (at most 500)'), '400': errorCodeOnly('Not a console area'), ...refusals }),
      },
    },
    '/console/event/getattendees': {
      get: {
        summary: "An event's attendees: one per booked ticket, with the checkout answers as JSON text",
        security,
        description: "For a course, attended is the mark on the register of the session asked for, or of today's (else the next, else the last) when none is; sessions lists the course's sessions and sessionId says which.",
        parameters: [eventId, session],
        responses: withNoStore({ '200': json('AttendeesResponse', 'eventData and attendanceData'), '400': errorCodeOnly('Not a session of this event'), ...noEvent, ...refusals }),
      },
    },
    '/console/event/updateattdence': {
      post: {
        summary: 'Marks a ticket present (value=true) or absent on the register (spelled as spec 001 section 7)',
        security,
        parameters: [
          { name: 'guid', in: 'query', required: true, description: 'The ticket ID', schema: { type: 'string', format: 'uuid' } },
          { name: 'value', in: 'query', required: true, schema: { type: 'string', enum: ['true', 'false'] } },
          { ...session, description: "Required for a course: the session whose register is marked; refused for an event without sessions" },
        ],
        responses: withNoStore({
          '200': json('AttendanceUpdate', 'The mark as kept'),
          '400': errorCodeOnly('A course without a session named, or a session that is not one of the ticket\'s event'),
          '404': errorCodeOnly('There is no ticket with this ticket ID'),
          '409': errorCodeOnly('The ticket is not booked (held, ended or released)'),
          ...refusals,
        }),
      },
    },
    '/console/check-in': {
      post: {
        summary: 'Checks a ticket in at the door (decision 0044): by the signed code read from it, or by the id of a ticket found by its booking reference',
        description: "On the register of the event, or of a course's session (sessionId; today's, else the next, else the last, when none is given). A second check-in answers 200 with outcome 'already-checked-in' and when and by whom.",
        security,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['eventId'],
                properties: {
                  eventId: { type: 'string', description: "The event's id (the console lists give it)" },
                  sessionId: { type: 'string', maxLength: 40 },
                  code: { type: 'string', maxLength: 200, description: 'The code read from the ticket (HCCT1....); give this or ticketId' },
                  ticketId: { type: 'string', format: 'uuid' },
                },
              },
            },
          },
        },
        responses: withNoStore({
          '200': json('CheckInResponse', 'Checked in now, or already before (when and by whom)'),
          '400': errorCodeOnly('A code that is not one of our tickets (made up or altered), neither or both of code and ticketId, or a session not of the event'),
          '404': errorCodeOnly('There is no such event, or no ticket with this id'),
          '409': errorCodeOnly('A ticket of another event, or one not booked (cancelled, released, never paid)'),
          ...refusals,
        }),
      },
    },
    '/console/ticket/release': {
      post: {
        summary: 'Releases a booked ticket: cancelled, its place back at once, written to the audit log; sending it again releases nothing more',
        security,
        parameters: [{ name: 'ticketID', in: 'query', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: withNoStore({
          '200': json('ReleaseResponse', 'Released (alreadyReleased: true when it had been before)'),
          '404': errorCodeOnly('There is no ticket with this ticket ID'),
          '409': errorCodeOnly('Only a booked ticket can be released'),
          ...refusals,
        }),
      },
    },
    '/console/event/waitlist': {
      get: {
        summary: "An event's waiting list in join order",
        security,
        parameters: [eventId],
        responses: withNoStore({ '200': json('WaitingListResponse', 'eventData and waitingListData'), ...noEvent, ...refusals }),
      },
    },
    '/console/event/search': {
      post: {
        summary: 'Events whose title holds every search word, newest first (at most 100)',
        security,
        parameters: [{ name: 'searchWords', in: 'query', required: true, schema: { type: 'string', maxLength: 400 } }],
        responses: withNoStore({ '200': array('ConsoleSearchResult', 'The events found'), '400': errorCodeOnly('Search words are required'), ...refusals }),
      },
    },
    '/console/bookings': {
      get: {
        summary: "Bookings by reference (the basket id; read up to '::') or by the buyer's e-mail, with tickets, answers and payments",
        security,
        parameters: [{ name: 'query', in: 'query', required: true, schema: { type: 'string', maxLength: 320 } }],
        responses: withNoStore({ '200': array('ConsoleBooking', 'The bookings found (none for text that is neither)'), ...refusals }),
      },
    },
    '/console/bookings/cancel': {
      post: {
        summary:
          "Cancels a confirmed booking, whole or some tickets (issue 14): the places back to the pool and the waiting list's offers, the booker e-mailed, and with refund=true the cancelled units' price refunded through the provider that took the money",
        security,
        parameters: [
          { name: 'basketId', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'ticketIDs', in: 'query', required: false, description: 'Comma-separated ticket ids; all the booked tickets when absent', schema: { type: 'string' } },
          { name: 'refund', in: 'query', required: true, schema: { enum: ['true', 'false'] } },
        ],
        responses: withNoStore({
          '200': {
            description: 'Cancelled; the refund as recorded (succeeded, or pending to be tried again)',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    cancelled: { type: 'array', items: { type: 'string' } },
                    ticketsLeft: { type: 'integer' },
                    refund: { oneOf: [{ type: 'null' }, { type: 'object', properties: { id: { type: 'string' }, amountPence: { type: 'integer' }, state: { enum: ['pending', 'succeeded', 'failed'] } } }] },
                  },
                },
              },
            },
          },
          '404': errorCodeOnly('A ticket id that is not a booked ticket of this booking'),
          '409': errorCodeOnly('Not a confirmed booking, or no booked tickets left'),
          ...refusals,
        }),
      },
    },
    '/console/event/bookings-per-day': {
      get: {
        summary: 'Confirmed bookings and their tickets per London calendar day, for the chart',
        security,
        parameters: [eventId],
        responses: withNoStore({ '200': json('BookingsPerDay', 'eventData and days'), ...noEvent, ...refusals }),
      },
    },
  }
}

/** Joining a waiting list (spec 001 section 7; the staff report reads the entries). */
export function waitingListPaths({ errorCodeOnly, withNoStore }: Helpers): Record<string, object> {
  const parameters = ['eventID', 'email', 'firstName', 'lastName'].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } }))
  const join = {
    post: {
      summary: "Asks to join a sold-out or closed event's waiting list, once per e-mail address: the address is e-mailed a link to confirm (24 hours; at most one e-mail an hour per address, searches included), and the entry counts only once confirmed. The answer is the same whatever the address (new, unconfirmed, on the list already)",
      parameters,
      responses: withNoStore({
        '200': { description: 'Received', content: { 'application/json': { schema: { type: 'object', properties: { received: { const: true } }, required: ['received'] } } } },
        '404': errorCodeOnly('No published event with this id'),
        '409': errorCodeOnly('The event still has tickets on sale (book them instead), or has taken place: only sold-out and closed events have a list'),
        '422': errorCodeOnly("A field breaks a rule of spec 001 section 5: 'First name is required', 'Last name is required', 'Email is required' (errorCode and fieldErrors)"),
        '403': errorCodeOnly('Sent by a page on another site'),
        '429': errorCodeOnly('Too many joins from this client (30 in 10 minutes)'),
      }),
    },
  }
  const token = { name: 'token', in: 'query', required: true, description: 'The token of the link e-mailed by POST /events/waitlist/link (decision 0028)', schema: { type: 'string' } }
  const entry = {
    type: 'object',
    properties: { id: { type: 'string' }, eventID: { type: 'string' }, eventTitle: { type: 'string' }, eventDateTime: { type: 'string', format: 'date-time' }, eventUri: { type: 'string' } },
    required: ['id', 'eventID', 'eventTitle', 'eventDateTime', 'eventUri'],
  }
  const manageLimit = errorCodeOnly('Too many calls from this client (120 in 10 minutes)')
  const noLink = errorCodeOnly('No token, an unknown or expired one, or an email that is not the link\'s address')
  return {
    '/events/waitlist': {
      ...join,
      get: {
        summary: "The waiting-list entries of the address a management link was e-mailed to; only with that link's token",
        parameters: [{ name: 'email', in: 'query', required: false, description: "When given, must be the link's address", schema: { type: 'string' } }, token],
        responses: withNoStore({ '200': { description: 'The entries', content: { 'application/json': { schema: { type: 'array', items: entry } } } }, '401': noLink, '429': manageLimit }),
      },
      delete: {
        summary: "Removes one of the link's address's entries; an offer it held passes to the next person at once",
        parameters: [{ name: 'waitingListID', in: 'query', required: true, schema: { type: 'string' } }, token],
        responses: withNoStore({
          '200': { description: 'Removed', content: { 'application/json': { schema: { type: 'object', properties: { removed: { const: true } }, required: ['removed'] } } } },
          '401': noLink,
          '404': errorCodeOnly("No entry with this id for the link's address (the same whether it does not exist or is someone else's)"),
          '403': errorCodeOnly('Sent by a page on another site'),
          '429': manageLimit,
        }),
      },
    },
    '/events/waitlist/add': join,
    '/events/waitlist/link': {
      post: {
        summary: 'The management search: e-mails the address a link to its entries when it has confirmed ones (at most one e-mail an hour per address, joins included); the answer is the same either way',
        parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string' } }],
        responses: withNoStore({
          '202': { description: 'Accepted', content: { 'application/json': { schema: { type: 'object', properties: { sent: { const: true } }, required: ['sent'] } } } },
          '422': errorCodeOnly("'Email is a required field', or not an email address"),
          '403': errorCodeOnly('Sent by a page on another site'),
          '429': errorCodeOnly('Too many searches from this client (10 in 10 minutes)'),
        }),
      },
    },
  }
}
