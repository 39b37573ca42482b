import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The code on a ticket that staff scan at the door (issue 26 point 2): the ticket's id and an HMAC of
 * it under a key derived from the site's secret (PAYLOAD_SECRET) for this purpose only, so a made-up
 * or altered code is refused without a look in the database. `HCCT1.{ticket id}.{22 base64url
 * characters: 128 bits of HMAC-SHA256}`, 65 characters, small enough for a QR code a phone reads from
 * a screen or a printout. Nothing is stored; changing the secret ends every code issued before.
 */
const PREFIX = 'HCCT1'
const CODE = /^HCCT1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{22})$/

function ticketCodeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('council-events ticket code key').digest()
}

/** The signed code of a ticket. */
export function ticketCode(ticketId: string, secret: string): string {
  const id = ticketId.toLowerCase()
  const signature = createHmac('sha256', ticketCodeKey(secret)).update(`ticket:${id}`).digest().subarray(0, 16).toString('base64url')
  return `${PREFIX}.${id}.${signature}`
}

/** The ticket id a code carries when its signature is ours; null for anything else. */
export function ticketIdOfCode(code: string, secret: string): string | null {
  const text = code.trim()
  const match = CODE.exec(text)
  if (!match) return null
  // Compared as written, not decoded: base64url's last character has unused bits (see booking-access.ts).
  const expected = Buffer.from(ticketCode(match[1]!, secret))
  const given = Buffer.from(text)
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null
}
