/**
 * The checkout calls' part of the OpenAPI document (openapi.ts; decision 0020), kept apart so the
 * document's file stays readable.
 */
interface Helpers {
  json: (id: string, description: string) => object
  errorCodeOnly: (description: string) => object
  withNoStore: (responses: Record<string, object>) => Record<string, object>
}

export function checkoutPaths({ json, errorCodeOnly, withNoStore }: Helpers): Record<string, object> {
  const basketId = { name: 'basketId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }
  const fault = { '500': errorCodeOnly('Something went wrong on our side; errorCode gives a reference, also sent as X-Error-Reference') }
  const crossSite = { '403': errorCodeOnly("Sent by a page on another site (Origin / Sec-Fetch-Site not this site's): refused unread") }
  const invalid = {
    '400': errorCodeOnly('The body is not a checkout request'),
    '422': {
      description:
        "The purchaser's or a ticket holder's details break a rule of spec 000 section 5: errorCode carries the first message, fieldErrors every one ({ field, message }, field as the body's path, e.g. purchaserData.email)",
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              errorCode: { type: 'string' },
              fieldErrors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] } },
            },
            required: ['errorCode', 'fieldErrors'],
          },
        },
      },
    },
  }
  const stateRefusals = {
    '404': errorCodeOnly('No such basket (or, for start, the basketId cookie does not name it)'),
    '409': errorCodeOnly("The basket cannot be ordered now: 'Basket is no longer valid, please checkout again' (its hold ran out or it was cleared), or it is already paid"),
  }
  const staff = {
    '401': errorCodeOnly("No signed-in staff: Payload's session cookie (payload-token) or Authorization: Bearer <the same JWT> is required"),
    '403': errorCodeOnly('Signed in, but not a role that takes bookings (admin or staff), or sent from another site'),
  }
  const bypassDescription =
    'Staff only: places and confirms the order without a payment (order.bypassed_by is the staff member). ' +
    'Answers redirectUrl /bypass-success?bookingReference={reference}&basketId={basketId}.'
  return {
    '/checkout/{basketId}/start': {
      post: {
        summary: 'Place the order and start its payment',
        description:
          'Only the browser whose basketId cookie names the basket. Validates the purchaser and one ticket holder per ticket of the basket, then, in one transaction, ' +
          "moves the basket to ordered and stores the order, the holders and a payment attempt. redirectUrl is the card-payment provider's page: for the council's " +
          "page the address its GET form goes to, the form's fields as the query; a total of 0 is confirmed at once and redirectUrl is /booking-status?responseCode=00000&... " +
          'Starting again after a declined payment keeps the order and adds an attempt.',
        parameters: [basketId, { name: 'basketId', in: 'cookie', required: true, description: 'Must name the same basket', schema: { type: 'string', format: 'uuid' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/StartCheckoutRequest' } } } },
        responses: withNoStore({
          '200': json('StartCheckoutResponse', 'Where the browser goes next'),
          ...invalid,
          ...stateRefusals,
          ...crossSite,
          '429': errorCodeOnly('The order has had as many payment attempts as one order may (10)'),
          '503': errorCodeOnly('The payment service could not be reached; nothing was taken'),
          ...fault,
        }),
      },
    },
    '/checkout/{basketId}/bypass': {
      post: {
        summary: 'Confirm the order without a payment (staff)',
        description: bypassDescription,
        parameters: [basketId],
        security: [{ payloadSession: [] }, { bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/StartCheckoutRequest' } } } },
        responses: withNoStore({ '200': json('StartCheckoutResponse', 'Confirmed; where the browser goes next'), ...invalid, ...staff, ...stateRefusals, ...fault }),
      },
    },
    '/checkout/{basketId}/finish': {
      get: {
        summary: 'The outcome of a checkout (the finish page polls it)',
        description: 'status: 1 confirmed, 2 payment still pending, 3 failed, 4 refunded (paid after the tickets had gone), 6 cancelled (spec 000 section 4).',
        parameters: [basketId],
        responses: withNoStore({ '200': json('FinishResponse', 'The outcome now'), '404': errorCodeOnly('No such basket'), ...fault }),
      },
    },
    '/baskets/{basketId}/paid': {
      get: {
        summary: "The payment provider's return address",
        description:
          "A top-level navigation from the provider. The query only names our payment (callingApplicationTransactionReference, or transactionReference); it must belong to this basket. " +
          'The outcome is asked of the provider server to server and the amount compared with ours before anything is confirmed. Always answers 303 to ' +
          "/booking-status?responseCode=&responseDescription=&basketId=&transactionReference=: responseCode '00000' is success; otherwise the provider's code " +
          "and words (declined), or ours: 90001 not this basket's payment, 90002 amount differs, 90003 not finished yet, 90004 refunded, 90005 provider unreachable, 90006 not taken.",
        parameters: [
          basketId,
          { name: 'callingApplicationTransactionReference', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'transactionReference', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: withNoStore({ '303': { description: 'To the outcome page (Location)' }, '400': errorCodeOnly('An unreadable query'), ...fault }),
      },
    },
    '/baskets/{basketId}/customer': {
      post: {
        summary: 'The customer details after a payment (spec 000 section 4)',
        description:
          'Idempotent, and only for the basket cookie\'s owner (404 otherwise). The order was stored at start, so this writes nothing: incomeManagementReceiptNumber is not stored (the payment check asks the provider only about the reference the provider gave at start), and it answers the post-checkout basket.',
        parameters: [basketId],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CustomerInfo' } } } },
        responses: withNoStore({ '200': json('PostCheckoutBasket', 'Whether the payment completed'), '400': errorCodeOnly('Not a customer payload'), '404': errorCodeOnly('No such basket'), ...crossSite, ...fault }),
      },
    },
    '/baskets/{basketId}/orders': {
      post: {
        summary: 'Bypass order (staff; spec 000 section 7)',
        description: `The customer payload; the same as POST /checkout/{basketId}/bypass. ${bypassDescription}`,
        parameters: [basketId],
        security: [{ payloadSession: [] }, { bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CustomerInfo' } } } },
        responses: withNoStore({ '200': json('StartCheckoutResponse', 'Confirmed; where the browser goes next'), ...invalid, ...staff, ...stateRefusals, ...fault }),
      },
    },
  }
}
