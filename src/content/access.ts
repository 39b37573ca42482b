import type { Access, FieldAccess, Where } from 'payload'

import { canManageUsers, canWriteContent, isSignedIn, isStaffMember, type MaybeUser } from '../domain/staff-roles'

/**
 * Access predicates for the content model. The rules themselves are small pure functions of the
 * signed-in user (or none); the Payload-shaped wrappers below only unpack `req.user`.
 *
 * - Anyone may read published content; drafts are for signed-in staff (spec 000 section 7 reads
 *   alerts "filtered by version status").
 * - Private events stay readable by uri (spec 001 section 9), but the public cannot list them: an
 *   anonymous read sees only listed events unless the site asks for one event by its address
 *   through the Local API with `context.eventByAddress` (a REST caller cannot set context; issue 10
 *   point 8).
 * - Admins and editors write content; only admins manage user accounts; everyone may read and
 *   update their own account, but not their own roles.
 */

export const PUBLISHED_ONLY: Where = { _status: { equals: 'published' } }

/** Staff see drafts and published versions; everyone else sees published documents only. */
export function publishedUnlessStaff(user: MaybeUser): true | Where {
  return isStaffMember(user) ? true : PUBLISHED_ONLY
}

/** Published events that are not private: what anyone may list (issue 10 point 8). */
export const LISTED_AND_PUBLISHED: Where = { and: [PUBLISHED_ONLY, { private: { not_equals: true } }] }

/**
 * Events: staff see everything; the public sees published events, and private ones only when the
 * site looks one up by its address (`byAddress`, set from the Local API's context).
 */
export function eventsVisibleTo(user: MaybeUser, byAddress: boolean): true | Where {
  if (isStaffMember(user)) return true
  return byAddress ? PUBLISHED_ONLY : LISTED_AND_PUBLISHED
}

/** The Local API context flag with which the site reads one event by its address or slug. */
export const EVENT_BY_ADDRESS_CONTEXT = 'eventByAddress'

/** Admins see every account; anyone else signed in sees only their own; the public none. */
export function ownAccountUnlessAdmin(user: MaybeUser): boolean | Where {
  if (!user) return false
  if (canManageUsers(user)) return true
  return user.id === undefined ? false : { id: { equals: user.id } }
}

// Payload-shaped wrappers -------------------------------------------------------------------

const userOf = (args: { req: { user?: unknown } }): MaybeUser => (args.req.user ?? null) as MaybeUser

export const anyone: Access = () => true
export const signedIn: Access = (args) => isSignedIn(userOf(args))
export const staffOnly: Access = (args) => isStaffMember(userOf(args))
export const contentWriters: Access = (args) => canWriteContent(userOf(args))
export const publishedOrStaff: Access = (args) => publishedUnlessStaff(userOf(args))
export const eventsReadAccess: Access = (args) =>
  eventsVisibleTo(userOf(args), (args.req as { context?: Record<string, unknown> }).context?.[EVENT_BY_ADDRESS_CONTEXT] === true)
export const userAdmins: Access = (args) => canManageUsers(userOf(args))
export const selfOrUserAdmins: Access = (args) => ownAccountUnlessAdmin(userOf(args))

/** For the admin panel: any staff role may sign in; writes are still limited per collection. */
export const adminPanelAccess = ({ req }: { req: { user?: unknown } }): boolean =>
  isStaffMember((req.user ?? null) as MaybeUser)

export const fieldForStaff: FieldAccess = ({ req }) => isStaffMember((req.user ?? null) as MaybeUser)
export const fieldForUserAdmins: FieldAccess = ({ req }) => canManageUsers((req.user ?? null) as MaybeUser)
