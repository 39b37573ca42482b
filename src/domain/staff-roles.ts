/** Staff roles (spec 000/001 section 6 leave finer levels to us; see the access predicates). */
export const STAFF_ROLES = ['admin', 'editor', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator (content and user accounts)',
  editor: 'Editor (content)',
  staff: 'Staff (console and read-only admin)',
}

/** Whoever may be signed in: a Payload user, or nobody. */
export interface RoleBearer {
  id?: number | string
  roles?: readonly string[] | null
}

export type MaybeUser = RoleBearer | null | undefined

export const CONTENT_WRITER_ROLES: readonly StaffRole[] = ['admin', 'editor']

export function hasAnyRole(user: MaybeUser, roles: readonly StaffRole[]): boolean {
  return Boolean(user?.roles?.some((role) => (roles as readonly string[]).includes(role)))
}

export function isSignedIn(user: MaybeUser): boolean {
  return Boolean(user)
}

export function isStaffMember(user: MaybeUser): boolean {
  return hasAnyRole(user, ['admin', 'editor', 'staff'])
}

export function canWriteContent(user: MaybeUser): boolean {
  return hasAnyRole(user, CONTENT_WRITER_ROLES)
}

export function canManageUsers(user: MaybeUser): boolean {
  return hasAnyRole(user, ['admin'])
}
