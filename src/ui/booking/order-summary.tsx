import { formatPounds } from '@/domain/money'

import { type OrderSummaryLine, orderSummary } from './booking-lines'
import { NO_TICKETS_SELECTED_TEXT } from './booking-messages'

export interface OrderSummaryProps {
  /** Every concession line; those with nothing selected are left out (orderSummary). */
  lines: readonly OrderSummaryLine[]
  headingId: string
  /** The booking page announces the total as quantities change; the checkout page's is static. */
  live?: boolean
}

/**
 * The order summary (spec 000 section 2): a line per selected concession with its title, number
 * and line total, and the total in pounds sterling; 'You haven't selected any tickets yet.' when
 * nothing is selected. Server- and client-safe (no hooks).
 */
export function OrderSummary({ lines, headingId, live = false }: OrderSummaryProps) {
  const summary = orderSummary(lines)
  return (
    <section className="app-order-summary" aria-labelledby={headingId}>
      <h2 className="govuk-heading-m" id={headingId}>
        Order summary
      </h2>
      <div aria-live={live ? 'polite' : undefined}>
        {summary.lines.length === 0 ? (
          <p className="govuk-body">{NO_TICKETS_SELECTED_TEXT}</p>
        ) : (
          <table className="govuk-table app-order-summary__table">
            <caption className="govuk-visually-hidden">Your tickets</caption>
            <thead className="govuk-table__head">
              <tr className="govuk-table__row">
                <th scope="col" className="govuk-table__header">
                  Ticket
                </th>
                <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                  Number
                </th>
                <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                  Price
                </th>
              </tr>
            </thead>
            <tbody className="govuk-table__body">
              {summary.lines.map((line) => (
                <tr className="govuk-table__row" key={line.id}>
                  <th scope="row" className="govuk-table__header">
                    {line.title}
                  </th>
                  <td className="govuk-table__cell govuk-table__cell--numeric">{line.numberSelected}</td>
                  <td className="govuk-table__cell govuk-table__cell--numeric">{formatPounds(line.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="govuk-table__row">
                <th scope="row" className="govuk-table__header" colSpan={2}>
                  Total
                </th>
                <td className="govuk-table__cell govuk-table__cell--numeric app-order-summary__total">{formatPounds(summary.total)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </div>
    </section>
  )
}
