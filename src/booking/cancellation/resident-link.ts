import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The link in the confirmation e-mail with which a resident cancels their own booking (issue 14
 * point 3): the booking reference and an HMAC-SHA256 of it under a key made from the site's secret
 * (PAYLOAD_SECRET), so only the e-mail's reader holds it and nothing needs storing. Changing the
 * secret ends every link sent before.
 */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('resident-cancellation-link').digest()
}

export function residentCancellationToken(basketId: string, secret: string): string {
  return createHmac('sha256', keyOf(secret)).update(basketId.toLowerCase()).digest('base64url')
}

export function isResidentCancellationToken(basketId: string, token: string | undefined, secret: string): boolean {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false
  // Compared as written, not decoded: base64url's last character has two unused bits (see cookie.ts).
  const expected = Buffer.from(residentCancellationToken(basketId, secret))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
