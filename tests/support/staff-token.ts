import { createHash, createHmac } from 'node:crypto'

import { env } from '../../src/config/env'

/**
 * A session token as Payload signs one (payload/dist/auth/jwt.js: HS256, the key is the first 32 hex
 * characters of SHA-256 of the secret), for tests of the cache policy's session check.
 */
export function signedToken(claims: Record<string, unknown>, secret = env().PAYLOAD_SECRET): string {
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', authVersion: 1, typ: 'JWT' })).toString('base64url')
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${header}.${body}.${createHmac('sha256', key).update(`${header}.${body}`).digest('base64url')}`
}
