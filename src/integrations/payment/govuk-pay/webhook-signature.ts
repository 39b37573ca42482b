import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * GOV.UK Pay's webhook signature: the `Pay-Signature` header is the hex HMAC-SHA256 of the raw
 * request body under the webhook's signing secret. Checked on the raw bytes, before any parsing,
 * in constant time.
 */
export const PAY_SIGNATURE_HEADER = 'pay-signature'

export function webhookSignature(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex')
}

export function isValidWebhookSignature(rawBody: string | Buffer, signature: string | undefined | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim()) || secret === '') return false
  const expected = Buffer.from(webhookSignature(rawBody, secret), 'hex')
  const given = Buffer.from(signature.trim(), 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
