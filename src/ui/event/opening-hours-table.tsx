import type { OpeningHoursRow } from './opening-hours'

/** The venue's opening hours (spec 000 section 2), a govuk-table with a caption and scoped headers. */
export function OpeningHoursTable({ rows }: { rows: readonly OpeningHoursRow[] }) {
  return (
    <table className="govuk-table app-opening-hours">
      <caption className="govuk-table__caption govuk-table__caption--s">Opening hours</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">
            Day
          </th>
          <th scope="col" className="govuk-table__header">
            Opening times
          </th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {rows.map((row, index) => (
          <tr className="govuk-table__row" key={`${row.day}-${index}`}>
            <th scope="row" className="govuk-table__header">
              {row.day}
            </th>
            <td className="govuk-table__cell">{row.times}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
