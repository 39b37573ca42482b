import type { FastifyRequest } from 'fastify'

import { hasAnyRole, isStaffMember, type RoleBearer } from '../../content/access'
import { payloadOutsideNext } from '../../server/payload-outside-next'
import { StaffRoleRequiredError, StaffSignInRequiredError } from '../errors'

/**
 * Who is calling a staff-only booking call (the checkout bypass, spec 000 section 6): a signed-in
 * Payload user, by Payload's session cookie (`payload-token`) or `Authorization: Bearer <the same
 * JWT>`, verified by Payload itself (payload.auth, as src/console/auth.server.ts does).
 */
export interface StaffCaller extends RoleBearer {
  email: string
}

/** Verifies the request's session; null when there is none or it does not verify. */
export type StaffAuth = (headers: Headers) => Promise<StaffCaller | null>

/**
 * Payload's verification, loaded on the first staff call only: the booking API's edge never loads
 * Payload for the public's calls.
 */
export const payloadStaffAuth: StaffAuth = async (headers) => {
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

/**
 * Bypassing payment takes a booking without money, so it is for the staff who take bookings
 * (admin and staff); an editor is staff for content only (src/content/roles.ts), and is refused.
 */
export function canBypassPayment(user: RoleBearer | null | undefined): boolean {
  return isStaffMember(user) && hasAnyRole(user, ['admin', 'staff'])
}

export function headersOf(request: Pick<FastifyRequest, 'headers'>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  return headers
}

/** The e-mail of the signed-in member of staff who may bypass; 401 without a session, 403 for another role. */
export async function bypassingStaffEmail(auth: StaffAuth, request: Pick<FastifyRequest, 'headers'>): Promise<string> {
  const caller = await auth(headersOf(request))
  if (!caller) throw new StaffSignInRequiredError()
  if (!canBypassPayment(caller)) throw new StaffRoleRequiredError()
  return caller.email
}
