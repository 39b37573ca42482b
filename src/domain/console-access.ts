import { hasAnyRole, isStaffMember, type RoleBearer, type StaffRole } from './staff-roles'

/**
 * Who may use the staff console (issue 12; decision 0025): its pages and calls show residents'
 * names, e-mails and answers and can release tickets, so staff who handle bookings and
 * administrators; an editor is staff for content only and gets 403.
 */
export const CONSOLE_ROLES: readonly StaffRole[] = ['admin', 'staff']

export function canUseConsole(user: RoleBearer | null | undefined): boolean {
  return isStaffMember(user) && hasAnyRole(user, CONSOLE_ROLES)
}
