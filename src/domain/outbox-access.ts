import { hasAnyRole, type RoleBearer } from '@/domain/staff-roles'
import type { StaffRole } from '@/domain/staff-roles'

/**
 * Who may read the e-mail outbox (decision 0023): it holds purchasers' addresses and bookings, so
 * staff who handle bookings and administrators, not content editors.
 */
export const OUTBOX_READER_ROLES: readonly StaffRole[] = ['admin', 'staff']

export function canReadOutbox(user: RoleBearer | null | undefined): boolean {
  return hasAnyRole(user, OUTBOX_READER_ROLES)
}

/** How a row's state reads to staff: a kept row is pending with the note of the job (KEPT_WITHOUT_SMTP_NOTE). */
export function outboxStateLabel(entry: { state: 'pending' | 'sent' | 'failed'; nextAttemptAt: Date }, keptUntil: Date): string {
  if (entry.state === 'pending' && entry.nextAttemptAt.getTime() >= keptUntil.getTime()) return 'Kept (not sent: no SMTP)'
  return { pending: 'Pending', sent: 'Sent', failed: 'Failed' }[entry.state]
}
