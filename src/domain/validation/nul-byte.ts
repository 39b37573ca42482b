/**
 * NUL bytes (issue 23 point 7): no PostgreSQL text column holds one, so a value with one that
 * reaches a query fails it (a 500). Every edge refuses them with a 400 first: the content API
 * (src/content/rest-input-guards.ts), the booking API (src/api/booking-api.ts) and the
 * pages' queries (page-query.ts).
 */

/** Whether a value (a string, a query, a parsed body), however nested, holds a NUL byte in a string or a key. */
export function holdsNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  // Bodies are bounded before they are parsed; the depth bound keeps a deep one from costing more.
  // A raw body (the webhook's, checked by its signature) is bytes, not fields.
  if (depth > 64 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false
  if (Array.isArray(value)) return value.some((item) => holdsNulByte(item, depth + 1))
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNulByte(item, depth + 1))
}

/** Whether a raw request target holds a NUL byte, as sent or percent-encoded (`%00`). */
export function urlHoldsNulByte(url: string): boolean {
  return url.includes('\u0000') || /%00/i.test(url)
}
