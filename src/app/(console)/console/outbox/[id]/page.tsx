import type { Metadata } from 'next'
import Link from 'next/link'

import { outboxMessage } from '@/booking/email/outbox-reads.server'
import { requireStaffUser } from '@/loaders/console/auth.server'
import { canReadOutbox, outboxStateLabel } from '@/domain/outbox-access'
import { formatLongDate } from '@/domain/dates'
import { KEPT_UNTIL } from '@/domain/email-outbox'
import { paths } from '@/domain/paths'

export const metadata: Metadata = { title: 'E-mail', robots: { index: false } }

interface OutboxMessagePageProps {
  params: Promise<{ id: string }>
}

/**
 * One outbox message with its HTML as rendered (decision 0023). The HTML is shown in a sandboxed
 * frame: it is the e-mail's own document, and the sandbox lets nothing in it run or navigate this page.
 */
export default async function OutboxMessagePage({ params }: OutboxMessagePageProps) {
  const user = await requireStaffUser()
  const { id } = await params
  const entry = canReadOutbox(user) ? await outboxMessage(Number(id)) : null
  if (!entry) {
    return (
      <>
        <h1 className="govuk-heading-xl">E-mail</h1>
        <p className="govuk-body">There is no such e-mail, or you cannot read the outbox.</p>
        <p className="govuk-body">
          <Link className="govuk-link" href={paths.consoleOutbox()}>
            Back to the outbox
          </Link>
        </p>
      </>
    )
  }
  const rows: Array<[string, string]> = [
    ['To', entry.toAddress],
    ['Kind', entry.kind],
    ['State', outboxStateLabel(entry, KEPT_UNTIL)],
    ['Attempts', String(entry.attempts)],
    ['Created', formatLongDate(entry.createdAt)],
    ['Sent', entry.sentAt ? formatLongDate(entry.sentAt) : 'Not sent'],
    ['Last error', entry.lastError ?? 'None'],
  ]
  return (
    <>
      <h1 className="govuk-heading-xl">{entry.subject ?? 'E-mail not rendered yet'}</h1>
      <dl className="govuk-summary-list">
        {rows.map(([key, value]) => (
          <div className="govuk-summary-list__row" key={key}>
            <dt className="govuk-summary-list__key">{key}</dt>
            <dd className="govuk-summary-list__value">{value}</dd>
          </div>
        ))}
      </dl>
      {entry.html ? (
        <iframe className="app-email-frame" title={`The e-mail: ${entry.subject ?? ''}`} sandbox="" srcDoc={entry.html} style={{ width: '100%', height: '60rem', border: '1px solid #b1b4b6' }} />
      ) : (
        <p className="govuk-body">The e-mail has not been rendered yet: the outbox job renders it when it first tries to send it.</p>
      )}
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.consoleOutbox()}>
          Back to the outbox
        </Link>
      </p>
    </>
  )
}
