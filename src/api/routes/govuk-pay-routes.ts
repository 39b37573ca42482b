import { z } from 'zod'

import { env } from '../../config/env'
import { webhookMessage } from '../../integrations/payment/govuk-pay/govuk-pay-api'
import { govUkPayWebhookSecretFrom } from '../../integrations/payment/govuk-pay/govuk-pay-settings'
import { isValidWebhookSignature, PAY_SIGNATURE_HEADER } from '../../integrations/payment/govuk-pay/webhook-signature'
import { BOOKING_MESSAGES } from '../../booking/booking-messages'
import { WebhookSignatureError } from '../../booking/checkout/errors'
import { InvalidBookingRequestError } from '../../booking/errors'
import type { RouteGroup } from '../route-group'

/**
 * POST /govuk-pay/webhook (issue 14 point 1): GOV.UK Pay's signed payment events, a second path to
 * the same confirmation as the return. The signature (HMAC-SHA256 of the raw body, `Pay-Signature`)
 * is checked on the bytes as they came, before anything is parsed: a forged or altered message is
 * refused with 401 and nothing is read from it. A valid one only names the payment; its state is
 * asked of GOV.UK Pay itself (checkout service paymentWebhook), so duplicates, replays and messages
 * out of order confirm once. GOV.UK Pay calls from its servers: no browser, no Origin, no cookie.
 */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024

const answer = z.object({ received: z.literal(true), outcome: z.enum(['settled', 'already', 'unknown']) })

export const govUkPayRoutes: RouteGroup = (app, deps) => {
  void app.register(async (scope) => {
    // The raw bytes, for the signature: this scope's JSON is read as a Buffer, not parsed.
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body))
    scope.post('/govuk-pay/webhook', { schema: { response: { 200: answer } } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const secret = deps.govUkPayWebhookSecret ?? govUkPayWebhookSecretFrom(env())
      const signature = request.headers[PAY_SIGNATURE_HEADER]
      if (!isValidWebhookSignature(raw, typeof signature === 'string' ? signature : undefined, secret)) throw new WebhookSignatureError()
      let parsed
      try {
        parsed = webhookMessage.safeParse(JSON.parse(raw.toString('utf8')))
      } catch {
        parsed = null
      }
      if (!parsed?.success) throw new InvalidBookingRequestError(BOOKING_MESSAGES.invalidRequest(BOOKING_MESSAGES.unreadable))
      const outcome = await deps.checkout.paymentWebhook(parsed.data.resource_id)
      return { received: true as const, outcome }
    })
  })
}
