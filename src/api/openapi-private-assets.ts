import { PRIVATE_ASSETS_LIMIT } from '../domain/private-assets-limit'

import { PRIVATE_ASSETS_CALLS_PER_CLIENT } from '../operations/look-up-private-assets'

/** GET /events/assets in the OpenAPI document (openapi.ts; issue 13 point 4, decision 0026). */
interface Helpers {
  json: (id: string, description: string) => object
  errorCodeOnly: (description: string) => object
  withNoStore: (responses: Record<string, object>) => Record<string, object>
}

export function privateAssetsPaths({ json, errorCodeOnly, withNoStore }: Helpers): Record<string, object> {
  const minutes = PRIVATE_ASSETS_LIMIT.windowSeconds / 60
  return {
    '/events/assets': {
      get: {
        summary:
          "The private assets of an event for a confirmed booking of it: the private assets page's title and description (HTML) and its resources, then the event's own private resources. " +
          "An internal asset's uri is its download address, which answers only a POST with the same email and bookingId (form or JSON).",
        parameters: [
          { name: 'bookingId', in: 'query', required: true, description: "The booking reference; only the part before '::' is used", schema: { type: 'string', maxLength: 200 } },
          { name: 'eventSlug', in: 'query', required: true, description: "The event's path, /{area}/{event}", schema: { type: 'string', maxLength: 300 } },
          { name: 'email', in: 'query', required: true, description: 'The e-mail address the booking was made with (any case)', schema: { type: 'string', maxLength: 320 } },
        ],
        responses: withNoStore({
          '200': json('PrivateAssets', 'The page for the booked customer'),
          '400': errorCodeOnly("A field breaks a rule of spec 000 section 5: 'Email is required', 'Please enter a valid email address', 'Booking reference is required'"),
          '403': errorCodeOnly('No confirmed booking of this event has that booking reference and e-mail (which of the two is wrong is not said); counts as a failed look-up'),
          '404': errorCodeOnly('No published event at eventSlug'),
          '429': errorCodeOnly(
            `More than ${PRIVATE_ASSETS_LIMIT.failuresPerWindow} failed look-ups by this client for this event in ${minutes} minutes (counted on every server, with the page and private file downloads; successful look-ups do not count), ` +
              `or more than ${PRIVATE_ASSETS_CALLS_PER_CLIENT} calls from this client in a minute; Retry-After says when to try again`,
          ),
          '500': errorCodeOnly('Something went wrong on our side; errorCode gives a reference'),
        }),
      },
    },
  }
}
