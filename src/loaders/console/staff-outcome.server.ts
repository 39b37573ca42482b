import 'server-only'

import { forbidden, redirect } from 'next/navigation'

import { StaffRoleRequiredError, StaffSignInRequiredError } from '@/booking/errors'
import { paths } from '@/domain/paths'
import type { BookingOutcome } from '@/loaders/site/booking-outcome'

/**
 * A staff operation's refusal of who is calling, as the console's pages answer it (as
 * requireConsoleUser does for a page): no session goes to the sign-in page, a role without the
 * console gets 403. The operation decided it (src/operations/access.ts); this only shows it.
 */
export function unlessStaffRefused<T>(outcome: BookingOutcome<T>): BookingOutcome<T> {
  if (!outcome.ok && outcome.error instanceof StaffSignInRequiredError) redirect(paths.login())
  if (!outcome.ok && outcome.error instanceof StaffRoleRequiredError) forbidden()
  return outcome
}
