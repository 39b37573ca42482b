import type { FastifyRequest } from 'fastify'

import type { RoleBearer } from '../domain/staff-roles'
import { payloadOutsideNext } from '../server/payload-outside-next'

/**
 * Who is calling a staff-only booking call (the checkout bypass, spec 000 section 6): a signed-in
 * Payload user, by Payload's session cookie (`payload-token`) or `Authorization: Bearer <the same
 * JWT>`, verified by Payload itself (payload.auth, as src/loaders/console/auth.server.ts does).
 */
export interface StaffCaller extends RoleBearer {
  email: string
}

/** Verifies the request's session; null when there is none or it does not verify. */
export type StaffAuth = (headers: Headers) => Promise<StaffCaller | null>

const PAYLOAD_TOKEN_COOKIE = /(?:^|;\s*)payload-token=/

/**
 * Payload's verification, loaded on the first staff call only: the booking API's edge never loads
 * Payload for the public's calls.
 */
export const payloadStaffAuth: StaffAuth = async (headers) => {
  // Neither Payload's session cookie nor Authorization: no member of staff, decided without loading
  // Payload, so an anonymous flood of staff calls costs nothing.
  if (!headers.get('authorization') && !PAYLOAD_TOKEN_COOKIE.test(headers.get('cookie') ?? '')) return null
  const payload = await payloadOutsideNext()
  try {
    const { user } = await payload.auth({ headers })
    if (!user || user.collection !== 'users' || typeof user.email !== 'string') return null
    return { id: user.id, email: user.email, roles: (user as RoleBearer).roles ?? [] }
  } catch {
    // An expired or tampered token is simply no session.
    return null
  }
}

export function headersOf(request: Pick<FastifyRequest, 'headers'>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  return headers
}
