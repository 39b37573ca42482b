import Link from 'next/link'
import type { ServerProps } from 'payload'

import { canReadOutbox } from '@/domain/outbox-access'
import { paths } from '@/domain/paths'

/** The admin navigation's link to the e-mail outbox (email-outbox-view.tsx), for those who may read it. */
export function EmailOutboxNavLink({ user }: ServerProps) {
  if (!canReadOutbox(user as { roles?: string[] } | undefined)) return null
  return (
    <Link className="nav__link" href={paths.adminEmailOutbox()}>
      <span className="nav__link-label">E-mail outbox</span>
    </Link>
  )
}
