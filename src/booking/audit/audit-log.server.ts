import { bookingPool } from '../db/pool.server'

import { recentAuditEntries, type AuditEntry, type AuditQuery } from './audit-log-repository'

export type { AuditEntry, AuditQuery }

/**
 * The audit log as administrators read it (the admin's audit log view): through the booking pool,
 * since booking.audit_log is the booking module's table. The view never holds the pool (issue 24).
 */
export async function auditLogEntries(query: AuditQuery): Promise<AuditEntry[]> {
  return recentAuditEntries(bookingPool(), query)
}
