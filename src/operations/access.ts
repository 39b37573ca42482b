import { BOOKING_MESSAGES } from '../booking/booking-messages'
import { StaffRoleRequiredError, StaffSignInRequiredError, type BookingError } from '../booking/errors'
import { canUseConsole } from '../domain/console-access'
import { hasAnyRole, isStaffMember, type RoleBearer } from '../domain/staff-roles'

/**
 * Who may call an operation, written once per operation (STYLE.md "One way in per operation") and
 * checked by runOperation at every door.
 */
export interface StaffUser extends RoleBearer {
  email: string
}

export type Access<I> =
  | { kind: 'anyone' }
  /** Only the browser whose basket cookie names the input's basket; anyone else is told it is not found (issue 10 point 4). */
  | { kind: 'basketOwner'; basketOf: (input: I) => string }
  /** A signed-in member of staff whom `may` lets in: the sign-in refusal (401) without one, the role refusal (403) otherwise. */
  | { kind: 'staff'; may: (user: StaffUser) => boolean; signInRequired: () => BookingError; roleRequired: () => BookingError }

/**
 * Bypassing payment takes a booking without money, so it is for the staff who take bookings
 * (admin and staff); an editor is staff for content only (src/domain/staff-roles.ts), and is refused.
 */
export function canBypassPayment(user: RoleBearer | null | undefined): boolean {
  return isStaffMember(user) && hasAnyRole(user, ['admin', 'staff'])
}

/** The checkout bypass (spec 000 section 6). */
export const paymentBypassStaff: Access<unknown> = {
  kind: 'staff',
  may: canBypassPayment,
  signInRequired: () => new StaffSignInRequiredError(),
  roleRequired: () => new StaffRoleRequiredError(),
}

/** The staff console (decision 0025): staff with a console role. */
export const consoleStaff: Access<unknown> = {
  kind: 'staff',
  may: canUseConsole,
  signInRequired: () => new StaffSignInRequiredError(BOOKING_MESSAGES.consoleSignInRequired),
  roleRequired: () => new StaffRoleRequiredError(BOOKING_MESSAGES.consoleStaffOnly),
}
