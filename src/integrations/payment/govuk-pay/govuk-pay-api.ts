import { z } from 'zod'

/**
 * The parts of GOV.UK Pay's public API (https://docs.payments.service.gov.uk/api_reference/) this
 * service uses, as schemas: the adapter reads answers through them, and the local fake
 * (govuk-pay-fake.ts) writes answers that pass them.
 */

/** A payment's status lifecycle: created, started, submitted, capturable, then success, failed, cancelled or error. */
export const GOVUK_PAY_STATUSES = ['created', 'started', 'submitted', 'capturable', 'success', 'failed', 'cancelled', 'error'] as const
export type GovUkPayStatus = (typeof GOVUK_PAY_STATUSES)[number]

/** The API's codes for how a payment ended (state.code). */
export const GOVUK_PAY_CODES = {
  rejected: 'P0010',
  expired: 'P0020',
  cancelledByUser: 'P0030',
  cancelledByService: 'P0040',
  providerError: 'P0050',
} as const

/** The error code of a 429: too many requests. */
export const GOVUK_PAY_TOO_MANY_REQUESTS = 'P0900'

export const createPaymentBody = z.object({
  amount: z.number().int().min(1).max(10_000_000),
  reference: z.string().min(1).max(255),
  description: z.string().min(1).max(255),
  return_url: z.url(),
  email: z.string().max(254).optional(),
  language: z.enum(['en', 'cy']).optional(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
})
export type CreatePaymentBody = z.infer<typeof createPaymentBody>

const link = z.object({ href: z.string(), method: z.string() })

export const paymentState = z.object({
  status: z.enum(GOVUK_PAY_STATUSES),
  finished: z.boolean(),
  code: z.string().optional(),
  message: z.string().optional(),
})

export const payment = z.object({
  payment_id: z.string().min(1),
  amount: z.number().int(),
  reference: z.string(),
  description: z.string(),
  return_url: z.string(),
  state: paymentState,
  created_date: z.string(),
  refund_summary: z.object({ status: z.string(), amount_available: z.number().int(), amount_submitted: z.number().int() }).optional(),
  _links: z.object({ self: link, next_url: link.nullable().optional(), refunds: link.optional() }),
})
export type GovUkPayment = z.infer<typeof payment>

export const refundBody = z.object({ amount: z.number().int().min(1), refund_amount_available: z.number().int().min(0).optional() })

export const refund = z.object({
  refund_id: z.string().min(1),
  amount: z.number().int(),
  status: z.enum(['submitted', 'success', 'error']),
  created_date: z.string(),
})
export type GovUkRefund = z.infer<typeof refund>

export const apiError = z.object({ code: z.string().optional(), description: z.string().optional(), field: z.string().optional() })

/** A webhook message (https://docs.payments.service.gov.uk/webhooks/): the payment as it now stands. */
export const webhookMessage = z.object({
  webhook_message_id: z.string().min(1),
  created_date: z.string(),
  resource_id: z.string().min(1),
  api_version: z.number().int(),
  resource_type: z.string(),
  event_type: z.string(),
  resource: payment,
})
export type GovUkPayWebhookMessage = z.infer<typeof webhookMessage>
