import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { outboxMessage, recentOutboxMessages, type OutboxEntry } from '@/booking/email/outbox-reads.server'
import { canReadOutbox, outboxStateLabel } from '@/domain/outbox-access'
import { formatLongDate } from '@/domain/dates'
import { KEPT_UNTIL } from '@/domain/email-outbox'
import { paths } from '@/domain/paths'

import { AdminPage } from './admin-page'

const OUTBOX_PAGE_SIZE = 100

/**
 * The e-mail outbox in the Payload admin, at /admin/email-outbox (payload.config.ts registers it) (issue 11 point 9; docs/decisions/0023): the last 100
 * messages, and one with its HTML as rendered in a sandboxed frame. Read through the booking pool:
 * the table is the booking module's, and Payload does not own it. Admin and staff roles only.
 */
export async function EmailOutboxView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const { searchParams } = view
  const allowed = canReadOutbox(req.user as { roles?: string[] } | null)
  const rawId = typeof searchParams?.id === 'string' ? searchParams.id : undefined
  const id = rawId && /^[1-9]\d{0,17}$/.test(rawId) ? Number(rawId) : undefined
  let content: React.ReactNode
  if (!allowed) content = <p>Only booking staff and administrators can read the e-mail outbox.</p>
  else if (id !== undefined) content = <OutboxMessage entry={await outboxMessage(id)} />
  else content = <OutboxList entries={await recentOutboxMessages(OUTBOX_PAGE_SIZE)} />
  return (
    <AdminPage view={view} heading="E-mail outbox">
      {content}
    </AdminPage>
  )
}

function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  if (entries.length === 0) return <p>There are no e-mails yet.</p>
  return (
    <>
      <p>The last {OUTBOX_PAGE_SIZE} e-mails, newest first. A kept e-mail was not sent because no mail server is configured.</p>
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="E-mails, scrollable">
        <table className="table">
          <caption style={{ textAlign: 'left' }}>E-mails</caption>
          <thead>
            <tr>
              {['To', 'Subject', 'State', 'Attempts', 'Created', 'Sent', 'Last error'].map((heading) => (
                <th scope="col" key={heading} style={{ textAlign: 'left' }}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.toAddress}</td>
                <td>
                  <Link href={paths.adminEmailOutbox(entry.id)}>{entry.subject ?? `${entry.kind} (not rendered yet)`}</Link>
                </td>
                <td>{outboxStateLabel(entry, KEPT_UNTIL)}</td>
                <td>{entry.attempts}</td>
                <td>{formatLongDate(entry.createdAt)}</td>
                <td>{entry.sentAt ? formatLongDate(entry.sentAt) : ''}</td>
                <td>{entry.lastError ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function OutboxMessage({ entry }: { entry: (OutboxEntry & { html: string | null }) | null }) {
  const back = <Link href={paths.adminEmailOutbox()}>Back to the outbox</Link>
  if (!entry) return <p>There is no such e-mail. {back}</p>
  const rows: Array<[string, string]> = [
    ['Subject', entry.subject ?? 'Not rendered yet'],
    ['To', entry.toAddress],
    ['State', outboxStateLabel(entry, KEPT_UNTIL)],
    ['Attempts', String(entry.attempts)],
    ['Created', formatLongDate(entry.createdAt)],
    ['Sent', entry.sentAt ? formatLongDate(entry.sentAt) : 'Not sent'],
    ['Last error', entry.lastError ?? 'None'],
  ]
  return (
    <>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt style={{ fontWeight: 'bold' }}>{key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {entry.html ? (
        <iframe title={`The e-mail: ${entry.subject ?? ''}`} sandbox="" srcDoc={entry.html} style={{ width: '100%', height: '60rem', border: '1px solid #b1b4b6', background: '#fff' }} />
      ) : null}
      <p>{back}</p>
    </>
  )
}
