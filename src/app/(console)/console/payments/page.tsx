import type { Metadata } from 'next'
import Link from 'next/link'

import { paymentsNeedingAttention, type AttentionRow } from '@/booking/cancellation/payments-attention.server'
import { formatLongDate, isoDateTime } from '@/domain/dates'
import { formatPounds } from '@/domain/money'
import { paths } from '@/domain/paths'
import { BackToConsoleHome } from '@/ui/console/back-to-console-home'
import { ScrollTable } from '@/ui/console/scroll-table'

export const metadata: Metadata = { title: 'Payments that need attention', robots: { index: false } }

const COLUMNS = ['Booking', 'Provider', { text: 'Amount', numeric: true } as const, 'State', 'What was said or done', 'Started', 'Next look', 'Tries']
const UNMATCHED_COLUMNS = [...COLUMNS, 'What to do']

/**
 * Payments that need attention (issue 14 point 4; decision 0029): payments started and never
 * settled, money taken that matches no confirmed booking (decision 0032), and refunds not made, each
 * with what the reconciliation or refund job last did. Behind the console's one guard (its layout).
 */
export default async function PaymentsAttentionPage() {
  const attention = await paymentsNeedingAttention(new Date())
  return (
    <>
      <h1 className="govuk-heading-xl">Payments that need attention</h1>
      <p className="govuk-body">
        The jobs look at each of these again by themselves; a row stays here until its payment or refund is settled. Open a booking to cancel or refund it by hand.
      </p>
      <AttentionTable label="Payments started and not settled (over 30 minutes)" empty="Every payment started has been settled." rows={attention.unsettled} />
      <AttentionTable
        label="Money taken that matches no confirmed booking"
        empty="Every payment taken belongs to a confirmed booking or has been refunded."
        rows={attention.unmatched}
        withAction
      />
      <AttentionTable label="Refunds not made yet" empty="Every refund asked for has been made." rows={attention.refunds} />
      <BackToConsoleHome />
    </>
  )
}

function AttentionTable({ label, empty, rows, withAction = false }: { label: string; empty: string; rows: AttentionRow[]; withAction?: boolean }) {
  if (rows.length === 0) {
    return (
      <>
        <h2 className="govuk-heading-m">{label}</h2>
        <p className="govuk-body">{empty}</p>
      </>
    )
  }
  return (
    <ScrollTable label={label} columns={withAction ? UNMATCHED_COLUMNS : COLUMNS}>
      {rows.map((row, index) => (
        <tr className="govuk-table__row" key={`${row.basketId}-${index}`}>
          <td className="govuk-table__cell">
            <Link className="govuk-link" href={paths.consoleBookings(row.basketId)}>
              {row.basketId}
            </Link>
          </td>
          <td className="govuk-table__cell">{row.provider}</td>
          <td className="govuk-table__cell govuk-table__cell--numeric">{formatPounds(row.amountPence)}</td>
          <td className="govuk-table__cell">{row.state}</td>
          <td className="govuk-table__cell">{row.note ?? ''}</td>
          <td className="govuk-table__cell">
            <time dateTime={isoDateTime(row.createdAt)}>{formatLongDate(row.createdAt)}</time>
          </td>
          <td className="govuk-table__cell">{row.nextCheckAt ? formatLongDate(row.nextCheckAt) : ''}</td>
          <td className="govuk-table__cell govuk-table__cell--numeric">{row.attempts ?? ''}</td>
          {withAction ? <td className="govuk-table__cell">{row.action ?? ''}</td> : null}
        </tr>
      ))}
    </ScrollTable>
  )
}
