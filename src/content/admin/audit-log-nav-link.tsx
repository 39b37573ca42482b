import Link from 'next/link'
import type { ServerProps } from 'payload'

import { canReadAuditLog } from '@/domain/audit-log-access'
import { paths } from '@/domain/paths'

/** The admin navigation's link to the audit log (audit-log-view.tsx), for those who may read it. */
export function AuditLogNavLink({ user }: ServerProps) {
  if (!canReadAuditLog(user as { roles?: string[] } | undefined)) return null
  return (
    <Link className="nav__link" href={paths.adminAuditLog()}>
      <span className="nav__link-label">Audit log</span>
    </Link>
  )
}
