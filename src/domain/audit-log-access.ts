import { hasAnyRole, type RoleBearer } from '@/domain/staff-roles'
import type { StaffRole } from '@/domain/staff-roles'

/**
 * Who may read the audit log (booking.audit_log, the admin's /admin/audit-log view): it names the
 * staff who acted and the bookings they changed, so administrators only, not booking staff or
 * content editors.
 */
export const AUDIT_LOG_READER_ROLES: readonly StaffRole[] = ['admin']

export function canReadAuditLog(user: RoleBearer | null | undefined): boolean {
  return hasAnyRole(user, AUDIT_LOG_READER_ROLES)
}

/** How the actions the booking module writes read to people; any other is shown as written. */
const AUDIT_ACTION_LABELS: ReadonlyMap<string, string> = new Map([['ticket.released', 'Ticket released']])

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS.get(action) ?? action
}

/** The booking an entry is about (details.bookingReference), or null when it names none. */
export function auditBookingReference(details: unknown): string | null {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null
  const reference = (details as Record<string, unknown>).bookingReference
  return typeof reference === 'string' && reference !== '' ? reference : null
}

/** An entry's details as compact JSON ('' for none). */
export function auditDetailsText(details: unknown): string {
  if (details === null || details === undefined) return ''
  if (typeof details === 'object' && !Array.isArray(details) && Object.keys(details).length === 0) return ''
  return JSON.stringify(details)
}

/** The most characters of the view's ?q= filter (a booking reference or a ticket id) that are read. */
export const AUDIT_SEARCH_MAX_LENGTH = 100

/** The ?q= filter as the view reads it: trimmed and cut to its most, or undefined when absent, blank or repeated. */
export function auditSearchOf(raw: string | string[] | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined
  const text = raw.trim().slice(0, AUDIT_SEARCH_MAX_LENGTH).trim()
  return text === '' ? undefined : text
}
