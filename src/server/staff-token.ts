import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Whether a request carries a staff session Payload would accept, checked the way Payload signs it
 * (issue 23 point 6): an HS256 JWT whose key is the first 32 hex characters of SHA-256 of
 * PAYLOAD_SECRET (Payload's `payload.secret`), not yet expired. It is read from the cookie
 * `payload-token` or an `Authorization: JWT <token>` / `Bearer <token>` header, as Payload's
 * extractJWT does. A made-up token fails here for the price of one HMAC, so the Cache-Control policy
 * treats it as no session at all, rather than rendering a page per request.
 *
 * A token that passes is not yet a staff member (the account may be gone or hold no staff role):
 * the page then renders and Payload decides. Only someone holding the secret can make one.
 */
export const STAFF_SESSION_COOKIE = 'payload-token'

const keys = new Map<string, Buffer>()

/** Payload's signing key for this secret (payload/dist/index.js: sha256 hex, first 32 characters). */
function signingKey(payloadSecret: string): Buffer {
  let key = keys.get(payloadSecret)
  if (!key) {
    key = Buffer.from(createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32), 'utf8')
    keys.clear()
    keys.set(payloadSecret, key)
  }
  return key
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

/** Whether `token` is a JWT signed with Payload's key for this secret that has not expired. */
export function isSignedStaffToken(token: string, payloadSecret: string, nowMs = Date.now()): boolean {
  // A real token is a few hundred characters; anything far longer is not worth an HMAC.
  if (token.length > 4096) return false
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return false
  const [header, body, signature] = parts as [string, string, string]
  const protectedHeader = decodeJson(header)
  if (typeof protectedHeader !== 'object' || protectedHeader === null || (protectedHeader as { alg?: unknown }).alg !== 'HS256') return false
  const expected = createHmac('sha256', signingKey(payloadSecret)).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  const claims = decodeJson(body) as { exp?: unknown } | undefined
  return typeof claims?.exp === 'number' && claims.exp * 1000 > nowMs
}

/** The values of every cookie called `name` in a Cookie header. */
export function cookieValues(cookieHeader: string | undefined, name: string): string[] {
  if (!cookieHeader) return []
  const values: string[] = []
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue
    values.push(pair.slice(separator + 1).trim())
  }
  return values
}

/** The tokens a request offers Payload: its session cookie(s) and a JWT or Bearer Authorization header. */
export function offeredStaffTokens(header: (name: string) => string | undefined): string[] {
  const tokens = cookieValues(header('cookie'), STAFF_SESSION_COOKIE)
  const authorization = header('authorization')
  if (authorization?.startsWith('JWT ')) tokens.push(authorization.slice('JWT '.length))
  else if (authorization?.startsWith('Bearer ')) tokens.push(authorization.slice('Bearer '.length))
  return tokens
}

/** Whether the request offers a session Payload could accept (see isSignedStaffToken). */
export function hasSignedStaffToken(header: (name: string) => string | undefined, payloadSecret: string, nowMs = Date.now()): boolean {
  return offeredStaffTokens(header).some((token) => token !== '' && isSignedStaffToken(token, payloadSecret, nowMs))
}
