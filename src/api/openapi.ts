import { z } from 'zod'

import { calendarEngagementSchema, finishResponseSchema, postCheckoutBasketSchema, startCheckoutRequestSchema, startCheckoutResponseSchema } from '../contracts/checkout'
import { customerInfoSchema } from '../booking/checkout/checkout-reads'
import {
  attendanceUpdateSchema,
  attendeesResponseSchema,
  checkInResponseSchema,
  bookingsPerDaySchema,
  consoleBookingSchema,
  consoleEventSchema,
  consoleSearchResultSchema,
  releaseResponseSchema,
  waitingListResponseSchema,
} from '../contracts/console'
import type { HealthReport } from '../booking/health'
import { privateAssetSchema, privateAssetsAnswerSchema } from '../contracts/private-assets'

import { checkoutPaths } from './openapi-checkout'
import { consolePaths, waitingListPaths } from './openapi-console'
import { privateAssetsPaths } from './openapi-private-assets'

import {
  basketConcessionSchema,
  basketLineSchema,
  basketSchema,
  bookingConcessionSchema,
  bookingViewSchema,
  checkoutQuestionOutputSchema,
  checkoutRequestSchema,
  MAX_EVENT_ID,
} from '../contracts/basket'

/**
 * The OpenAPI 3.1 document of the booking API, generated from the zod schemas its Fastify routes
 * validate with (src/api/routes/), so the two cannot drift. `npx tsx scripts/openapi.ts`
 * writes it to docs/api/openapi.json; a unit test fails when the committed file is stale or when a
 * route the edge serves is missing here.
 */
/** GET /health's body (src/booking/health.ts), for the document only. */
const healthReportSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'not migrated']),
}) satisfies z.ZodType<HealthReport>

export function openApiDocument(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>()
  registry.add(bookingViewSchema, { id: 'BookingView' })
  registry.add(bookingConcessionSchema, { id: 'BookingConcession' })
  registry.add(checkoutRequestSchema, { id: 'CheckoutRequest' })
  registry.add(basketSchema, { id: 'Basket' })
  registry.add(basketConcessionSchema, { id: 'BasketConcession' })
  registry.add(basketLineSchema, { id: 'BasketLine' })
  registry.add(checkoutQuestionOutputSchema, { id: 'CheckoutQuestion' })
  registry.add(healthReportSchema, { id: 'HealthReport' })
  registry.add(calendarEngagementSchema, { id: 'CalendarEngagement' })
  registry.add(startCheckoutRequestSchema, { id: 'StartCheckoutRequest' })
  registry.add(startCheckoutResponseSchema, { id: 'StartCheckoutResponse' })
  registry.add(finishResponseSchema, { id: 'FinishResponse' })
  registry.add(postCheckoutBasketSchema, { id: 'PostCheckoutBasket' })
  registry.add(customerInfoSchema, { id: 'CustomerInfo' })
  registry.add(consoleEventSchema, { id: 'ConsoleEvent' })
  registry.add(attendeesResponseSchema, { id: 'AttendeesResponse' })
  registry.add(attendanceUpdateSchema, { id: 'AttendanceUpdate' })
  registry.add(checkInResponseSchema, { id: 'CheckInResponse' })
  registry.add(releaseResponseSchema, { id: 'ReleaseResponse' })
  registry.add(waitingListResponseSchema, { id: 'WaitingListResponse' })
  registry.add(consoleSearchResultSchema, { id: 'ConsoleSearchResult' })
  registry.add(consoleBookingSchema, { id: 'ConsoleBooking' })
  registry.add(bookingsPerDaySchema, { id: 'BookingsPerDay' })
  registry.add(privateAssetsAnswerSchema, { id: 'PrivateAssets' })
  registry.add(privateAssetSchema, { id: 'PrivateAsset' })
  const { schemas } = z.toJSONSchema(registry, { io: 'input', target: 'draft-2020-12', uri: (id) => `#/components/schemas/${id}` })
  for (const schema of Object.values(schemas) as Array<{ $schema?: string; $id?: string }>) {
    delete schema.$schema
    delete schema.$id
  }

  const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
  const json = (id: string, description: string) => ({ description, content: { 'application/json': { schema: ref(id) } } })
  const errorCodeOnly = (description: string) => ({
    description,
    content: { 'application/json': { schema: { type: 'object', properties: { errorCode: { type: 'string' } }, required: ['errorCode'] } } },
  })
  const basketErrors = {
    '400': json('Basket', 'The request could not be read (not JSON, or not a checkout request); errorCode says why'),
    '404': json('Basket', 'No such event or basket; errorCode says which'),
    '409': json('Basket', 'Refused by the inventory or the basket\'s state now: not on sale, sold out, not enough tickets, basket already ordered'),
    '422': json('Basket', 'Refused by a rule of the booking: unknown concession, over its per-booking maximum, over the basket ticket limit'),
  }
  /** What every call may answer besides its own (src/api/error-answer.ts). */
  const faults = {
    '500': json('Basket', "Something went wrong on our side; errorCode gives a reference, also sent as X-Error-Reference, under which the fault is logged (an { errorCode } body outside the basket calls)"),
  }
  const bodyRefusals = {
    '413': json('Basket', 'The body is over 64 KB'),
    '415': json('Basket', 'The body is not sent as application/json'),
  }
  /** Decision 0016: no cross-site booking, no hoarding. */
  const crossSite = {
    '403': json('Basket', 'Sent by a page on another site (Origin / Sec-Fetch-Site not this site\'s): refused unread'),
  }
  const tooMany = {
    '429': json(
      'Basket',
      'Too many baskets: this client or session started more than the rate allows, or already holds the most open baskets one client may; Retry-After says when to try again',
    ),
  }
  const noStore = { 'Cache-Control': { description: 'Always no-store', schema: { type: 'string', const: 'no-store' } } }
  const withNoStore = (responses: Record<string, object>) =>
    Object.fromEntries(Object.entries(responses).map(([code, response]) => [code, { ...response, headers: noStore }]))

  return {
    openapi: '3.1.0',
    info: {
      title: 'Council events booking API (baskets)',
      version: '1.0.0',
      description:
        'The booking endpoints of spec 000 section 7. Every price and total is an integer number of pence (1250 is £12.50). ' +
        "Errors keep the body's shape and carry errorCode 'ERROR: <message for the resident>'; on success errorCode is ''. " +
        "A path or method the API does not serve answers 404 { errorCode }. Every answer is Cache-Control: no-store. " +
        'A state-changing call (POST, PUT, PATCH, DELETE) is refused with 403 unless it comes from the site itself (Sec-Fetch-Site: same-origin, or an Origin equal to the site\'s) or from no browser page at all (neither header). ' +
        'A basket is read or changed only by the browser whose basketId cookie names it; anyone else is told 404. ' +
        'Tickets are held for 30 minutes from basketTime.',
    },
    servers: [{ url: '/eventsbookingapi' }],
    paths: {
      '/health': {
        get: {
          summary: 'Whether this instance can take bookings (for load balancers)',
          responses: withNoStore({
            '200': { description: 'The database answers and the booking schema is migrated', content: { 'application/json': { schema: ref('HealthReport') } } },
            '503': { description: 'It cannot: the database is unreachable or not migrated', content: { 'application/json': { schema: ref('HealthReport') } } },
          }),
        },
      },
      '/events/booking/{slug}': {
        get: {
          summary: 'The booking view of an event',
          parameters: [{ name: 'slug', in: 'path', required: true, description: 'The last segment of the event uri', schema: { type: 'string' } }],
          responses: withNoStore({
            '200': json('BookingView', 'The event, its availability now and its concessions'),
            '404': errorCodeOnly('No published event with this slug'),
            '500': errorCodeOnly(faults['500'].description),
          }),
        },
      },
      '/baskets/checkout': {
        post: {
          summary: 'Take tickets and open a basket',
          description:
            'Atomic: either every line is held or nothing is. The basketId cookie (httpOnly, SameSite=Lax, max-age 1800) names the buyer\'s previous basket, ' +
            'which is cleared in the same transaction when this succeeds; the answer sets it to the new basket.',
          parameters: [
            { name: 'basketId', in: 'cookie', required: false, description: 'The previous basket, cleared on success', schema: { type: 'string', format: 'uuid' } },
            { name: 'bookingSession', in: 'cookie', required: false, description: 'The browser session the per-session rate limit counts; set by the first checkout', schema: { type: 'string' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: ref('CheckoutRequest') } } },
          responses: withNoStore({
            '201': json('Basket', 'Tickets held; Set-Cookie basketId (and bookingSession when the browser has none)'),
            ...basketErrors,
            ...crossSite,
            ...bodyRefusals,
            ...tooMany,
            ...faults,
          }),
        },
      },
      '/baskets/email': {
        get: {
          summary: "An event's confirmation e-mail with sample booking data, as HTML",
          description: 'The same HTML as the page /{area}/{event}/email (docs/decisions/0023-confirmation-email-outbox.md); no personal data.',
          parameters: [
            { name: 'eventSlug', in: 'query', required: true, description: "The event's path, /{area}/{event}", schema: { type: 'string', pattern: '^/[a-z0-9-]{1,100}/[a-z0-9-]{1,200}$' } },
          ],
          responses: withNoStore({
            '200': { description: 'The e-mail as an HTML document', content: { 'text/html': { schema: { type: 'string' } } } },
            '400': errorCodeOnly('eventSlug is missing or not an event path'),
            '404': errorCodeOnly('No published public event at this path'),
            ...faults,
          }),
        },
      },
      '/baskets/{basketId}': {
        get: {
          summary: 'A basket and its lines',
          parameters: [
            { name: 'basketId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'basketId', in: 'cookie', required: true, description: 'Must name the same basket: only its owner may read it', schema: { type: 'string', format: 'uuid' } },
          ],
          responses: withNoStore({
            '200': json('Basket', 'The basket; basketLines is empty once it has expired or been cleared'),
            '404': json('Basket', 'No such basket, or the basketId cookie does not name it'),
            ...faults,
          }),
        },
      },
      '/baskets/{basketId}/events/{eventId}': {
        delete: {
          summary: 'Remove an event from a basket, giving its tickets back at once',
          description: 'Idempotent. Only the basket\'s owner (the basketId cookie names it) may; clears the cookie when nothing is left in the basket.',
          parameters: [
            { name: 'basketId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'basketId', in: 'cookie', required: true, description: 'Must name the same basket', schema: { type: 'string', format: 'uuid' } },
            { name: 'eventId', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }, description: `1 to ${MAX_EVENT_ID}; anything else is refused with 400` },
          ],
          responses: withNoStore({
            '200': json('Basket', 'The basket afterwards'),
            '400': basketErrors['400'],
            ...crossSite,
            '404': json('Basket', 'No such basket, or the basketId cookie does not name it'),
            '409': json('Basket', 'The basket has been ordered and can no longer be changed'),
            ...faults,
          }),
        },
      },
      '/baskets/{basketId}/extend': {
        post: {
          summary: 'Extend the basket\'s hold by 10 minutes (time to finish, WCAG 2.2.1)',
          description:
            'At most twice per basket. Moves basketTime, the basket\'s expiry and its holds\' expiry on by 600 seconds in one transaction, ' +
            'so a page counting 30 minutes from basketTime agrees with the server. No body. Only the basket\'s owner (the basketId cookie names it) may (docs/decisions/0022).',
          parameters: [
            { name: 'basketId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'basketId', in: 'cookie', required: true, description: 'Must name the same basket', schema: { type: 'string', format: 'uuid' } },
          ],
          responses: withNoStore({
            '200': json('Basket', 'The basket with its new basketTime'),
            ...crossSite,
            '404': json('Basket', 'No such basket, or the basketId cookie does not name it'),
            '409': json('Basket', 'The hold has ended, has been extended twice already, or the basket has been ordered'),
            ...faults,
          }),
        },
      },
      '/baskets/{basketId}/calendar': {
        get: {
          summary: 'The calendar engagements of a confirmed booking (for the add-to-calendar control)',
          description: 'No basket cookie needed: the answer is the event\'s public name and start. Events have no end time; calendars are given one hour (decision 0024).',
          parameters: [{ name: 'basketId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: withNoStore({
            '200': { description: 'One engagement per booked event', content: { 'application/json': { schema: { type: 'array', items: ref('CalendarEngagement') } } } },
            '404': errorCodeOnly('No such basket, or it has no confirmed booking'),
            '500': errorCodeOnly(faults['500'].description),
          }),
        },
      },
      '/baskets/{basketId}/post-checkout': {
        get: {
          summary: 'Whether the payment of a checked-out basket has completed (the payment return page verifies with it)',
          parameters: [
            { name: 'basketId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'basketId', in: 'cookie', required: false, description: 'The buyer\'s basket, passed to the checkout service', schema: { type: 'string', format: 'uuid' } },
          ],
          responses: withNoStore({
            '200': { description: 'The post-checkout basket', content: { 'application/json': { schema: ref('PostCheckoutBasket') } } },
            '404': errorCodeOnly('No such basket'),
            '500': errorCodeOnly(faults['500'].description),
          }),
        },
      },
      '/baskets/{basketId}/calendar.ics': {
        get: {
          summary: 'A confirmed booking as an iCalendar file, in Europe/London (the Apple and iCal options)',
          parameters: [{ name: 'basketId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: withNoStore({
            '200': { description: 'The .ics file (attachment)', content: { 'text/calendar': { schema: { type: 'string' } } } },
            '404': errorCodeOnly('No such basket, or it has no confirmed booking'),
            '500': errorCodeOnly(faults['500'].description),
          }),
        },
      },
      ...checkoutPaths({ json, errorCodeOnly, withNoStore }),
      ...consolePaths({ json, errorCodeOnly, withNoStore }),
      ...waitingListPaths({ json, errorCodeOnly, withNoStore }),
      ...privateAssetsPaths({ json, errorCodeOnly, withNoStore }),
      '/govuk-pay/webhook': {
        post: {
          summary:
            "GOV.UK Pay's payment events (issue 14): signed with HMAC-SHA256 of the raw body in Pay-Signature. A valid message only names the payment; its state is asked of GOV.UK Pay and confirmed once, however often or in whatever order messages come",
          parameters: [{ name: 'Pay-Signature', in: 'header', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'A GOV.UK Pay webhook message (webhook_message_id, resource_id, event_type, resource)' } } } },
          responses: withNoStore({
            '200': {
              description: "Received: 'settled' (the payment's state was applied), 'already' (settled before) or 'unknown' (not a payment of ours)",
              content: { 'application/json': { schema: { type: 'object', properties: { received: { const: true }, outcome: { enum: ['settled', 'already', 'unknown'] } }, required: ['received', 'outcome'] } } },
            },
            '400': errorCodeOnly('Signed, but not a webhook message'),
            '401': errorCodeOnly('The signature is missing or does not match the body: nothing is read'),
          }),
        },
      },
    },
    components: {
      schemas,
      // The staff bypass and console calls: Payload's session, as a cookie or a Bearer token.
      securitySchemes: {
        payloadSession: { type: 'apiKey', in: 'cookie', name: 'payload-token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  }
}

/** The file's text: stable key order from the code, two-space indent, final newline. */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`
}
