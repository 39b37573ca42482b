import { ScrollTable } from './scroll-table'

export interface ReportTableProps {
  /** Header row first, as attendeeReportRows and waitingListReportRows return them. */
  rows: readonly (readonly string[])[]
  /** The caption, which also names the scroll region: '{caption}, scrollable'. */
  caption: string
}

/**
 * A console report as a GOV.UK table in a focusable scroll region (a report can have many columns
 * of checkout answers), its first row as the column headers.
 */
export function ReportTable({ rows, caption }: ReportTableProps) {
  const [header, ...body] = rows
  if (!header) return null
  return (
    <ScrollTable label={caption} columns={header}>
      {body.map((row, rowIndex) => (
        <tr className="govuk-table__row" key={rowIndex}>
          {row.map((cell, cellIndex) => (
            <td className="govuk-table__cell" key={cellIndex}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  )
}
