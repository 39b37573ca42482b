import type { Metadata } from 'next'
import Link from 'next/link'

import { recentOutboxMessages } from '@/booking/email/outbox-reads.server'
import { requireStaffUser } from '@/loaders/console/auth.server'
import { canReadOutbox, outboxStateLabel } from '@/domain/outbox-access'
import { formatLongDate } from '@/domain/dates'
import { KEPT_UNTIL } from '@/domain/email-outbox'
import { paths } from '@/domain/paths'

export const metadata: Metadata = { title: 'E-mail outbox', robots: { index: false } }

/** Rows shown: the most recent, which is what staff look for when a resident asks about an e-mail. */
const OUTBOX_PAGE_SIZE = 100

/**
 * The e-mail outbox for staff (issue 11 point 9; docs/decisions/0023): the last 100 messages with
 * their state, attempts and last error, each linking to the message as rendered. Read through the
 * booking pool: the table is the booking module's, not Payload's (ARCHITECTURE.md, "Data ownership").
 */
export default async function OutboxPage() {
  const user = await requireStaffUser()
  if (!canReadOutbox(user)) return <NotAllowed />
  const entries = await recentOutboxMessages(OUTBOX_PAGE_SIZE)
  return (
    <>
      <h1 className="govuk-heading-xl">E-mail outbox</h1>
      <p className="govuk-body">The last {OUTBOX_PAGE_SIZE} e-mails the service has sent or will send, newest first. A kept e-mail was not sent because no mail server is configured; its text is kept here.</p>
      {entries.length === 0 ? (
        <p className="govuk-body">There are no e-mails yet.</p>
      ) : (
        <div className="app-table-scroll" tabIndex={0} role="region" aria-label="E-mails, scrollable">
          <table className="govuk-table">
            <caption className="govuk-table__caption govuk-table__caption--m">E-mails</caption>
            <thead className="govuk-table__head">
              <tr className="govuk-table__row">
                {['To', 'Subject', 'State', 'Attempts', 'Created', 'Sent', 'Last error'].map((heading) => (
                  <th scope="col" className="govuk-table__header" key={heading}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="govuk-table__body">
              {entries.map((entry) => (
                <tr className="govuk-table__row" key={entry.id}>
                  <td className="govuk-table__cell">{entry.toAddress}</td>
                  <td className="govuk-table__cell">
                    <Link className="govuk-link" href={paths.consoleOutboxMessage(entry.id)}>
                      {entry.subject ?? `${entry.kind} (not rendered yet)`}
                    </Link>
                  </td>
                  <td className="govuk-table__cell">{outboxStateLabel(entry, KEPT_UNTIL)}</td>
                  <td className="govuk-table__cell govuk-table__cell--numeric">{entry.attempts}</td>
                  <td className="govuk-table__cell">{formatLongDate(entry.createdAt)}</td>
                  <td className="govuk-table__cell">{entry.sentAt ? formatLongDate(entry.sentAt) : ''}</td>
                  <td className="govuk-table__cell">{entry.lastError ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.consoleHome()}>
          Back to the console
        </Link>
      </p>
    </>
  )
}

function NotAllowed() {
  return (
    <>
      <h1 className="govuk-heading-xl">E-mail outbox</h1>
      <p className="govuk-body">Only booking staff and administrators can read the e-mail outbox.</p>
    </>
  )
}
