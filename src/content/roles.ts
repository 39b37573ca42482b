/** Staff roles (spec 000/001 section 6 leave finer levels to us; see the access predicates). */
export const STAFF_ROLES = ['admin', 'editor', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator (content and user accounts)',
  editor: 'Editor (content)',
  staff: 'Staff (console and read-only admin)',
}
