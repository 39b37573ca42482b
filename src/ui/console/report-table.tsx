export interface ReportTableProps {
  /** Header row first, as attendeeReportRows and waitingListReportRows return them. */
  rows: readonly (readonly string[])[]
  caption: string
  /** Names the scroll region: '{label}, scrollable'. */
  label: string
}

/**
 * A console report as a GOV.UK table in a focusable scroll region (a report can have many columns
 * of checkout answers), its first row as the column headers.
 */
export function ReportTable({ rows, caption, label }: ReportTableProps) {
  const [header, ...body] = rows
  if (!header) return null
  return (
    <div className="app-table-scroll" tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      <table className="govuk-table">
        <caption className="govuk-table__caption govuk-table__caption--m">{caption}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {header.map((heading, index) => (
              <th scope="col" className="govuk-table__header" key={index}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {body.map((row, rowIndex) => (
            <tr className="govuk-table__row" key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td className="govuk-table__cell" key={cellIndex}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
