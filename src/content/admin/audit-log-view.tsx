import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { Button } from '@payloadcms/ui'

import { auditLogEntries, type AuditEntry } from '@/booking/audit/audit-log.server'
import { auditActionLabel, auditBookingReference, auditDetailsText, auditSearchOf, AUDIT_SEARCH_MAX_LENGTH, canReadAuditLog } from '@/domain/audit-log-access'
import { formatLongDate } from '@/domain/dates'
import { paths } from '@/domain/paths'

import { AdminPage } from './admin-page'

const AUDIT_PAGE_SIZE = 200

/**
 * The audit log in the Payload admin, at /admin/audit-log (payload.config.ts registers it): the last
 * 200 entries of booking.audit_log (what staff did, e.g. released a ticket), newest first, or those
 * of one booking reference or ticket id (?q=). Read through the booking pool like the e-mail outbox
 * (email-outbox-view.tsx): the table is the booking module's, and Payload does not own it.
 * Administrators only (src/domain/audit-log-access.ts).
 */
export async function AuditLogView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const { searchParams } = view
  const allowed = canReadAuditLog(req.user as { roles?: string[] } | null)
  const search = auditSearchOf(searchParams?.q)
  let content: React.ReactNode
  if (!allowed) content = <p>Only administrators can read the audit log.</p>
  else {
    const entries = await auditLogEntries({ limit: AUDIT_PAGE_SIZE, search })
    content = (
      <>
        <AuditSearchForm search={search} />
        <AuditList entries={entries} search={search} />
      </>
    )
  }
  return (
    <AdminPage view={view} heading="Audit log">
      {content}
    </AdminPage>
  )
}

function AuditSearchForm({ search }: { search: string | undefined }) {
  return (
    <form method="get" action={paths.adminAuditLog()} role="search" style={{ margin: '1rem 0' }}>
      <label htmlFor="audit-log-q" style={{ display: 'block', fontWeight: 'bold' }}>
        Booking reference or ticket id
      </label>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        <input
          id="audit-log-q"
          name="q"
          type="search"
          defaultValue={search ?? ''}
          maxLength={AUDIT_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          style={{ minWidth: '24rem', maxWidth: '100%', padding: '0.5rem' }}
        />
        <Button type="submit" buttonStyle="primary" margin={false}>
          Filter
        </Button>
        {search ? <Link href={paths.adminAuditLog()}>Show all entries</Link> : null}
      </div>
    </form>
  )
}

function AuditList({ entries, search }: { entries: AuditEntry[]; search: string | undefined }) {
  if (entries.length === 0) return <p>{search ? `Nothing has been recorded for ${search}.` : 'Nothing has been recorded yet.'}</p>
  return (
    <>
      <p>{search ? `Entries for ${search}, newest first (at most ${AUDIT_PAGE_SIZE}).` : `The last ${AUDIT_PAGE_SIZE} entries, newest first.`}</p>
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Audit log entries, scrollable">
        <table className="table">
          <caption style={{ textAlign: 'left' }}>Audit log entries</caption>
          <thead>
            <tr>
              {['When', 'Who', 'What', 'Which booking', 'Subject', 'Details'].map((heading) => (
                <th scope="col" key={heading} style={{ textAlign: 'left' }}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatLongDate(entry.occurredAt)}</td>
                <td>{entry.actor}</td>
                <td>{auditActionLabel(entry.action)}</td>
                <td>{entry.bookingReference ?? auditBookingReference(entry.details) ?? ''}</td>
                <td>
                  {entry.subjectType} {entry.subjectId}
                </td>
                <td>
                  <code style={{ wordBreak: 'break-all' }}>{auditDetailsText(entry.details)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
