import { bookingsChart, bookingsChartSummary, fillMissingDays, type BookingDay } from './bookings-chart'
import { CONSOLE_TEXTS } from './console-texts'
import { ScrollTable } from './scroll-table'

/**
 * Confirmed bookings per day of an event (beyond the spec), as an inline SVG bar chart and, for
 * screen readers and anyone who wants the figures, the same numbers as a table. The SVG is one
 * image (role="img") whose name sums it up; its parts are not read out one by one.
 */
export function BookingsPerDayChart({ days }: { days: readonly BookingDay[] }) {
  const bookingDays = days.filter((day) => day.bookings > 0)
  if (bookingDays.length === 0) return <p className="govuk-body">{CONSOLE_TEXTS.noConfirmedBookings}</p>
  const chart = bookingsChart(fillMissingDays(bookingDays))
  const { plot } = chart
  return (
    <>
      <figure className="app-chart">
        <svg className="app-chart__svg" viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={bookingsChartSummary(bookingDays)} focusable="false">
          {chart.ticks.map((tick) => (
            <g key={tick.value}>
              <line className="app-chart__grid" x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
              <text className="app-chart__tick" x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
                {tick.value}
              </text>
            </g>
          ))}
          {chart.bars.map((bar) => (
            <g key={bar.day}>
              <rect className="app-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
              {bar.axisLabel ? (
                <text className="app-chart__label" x={bar.x + bar.width / 2} y={plot.bottom + 20} textAnchor="middle">
                  {bar.axisLabel}
                </text>
              ) : null}
            </g>
          ))}
          <line className="app-chart__axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
        </svg>
      </figure>
      <ScrollTable label={CONSOLE_TEXTS.bookingsPerDayCaption} columns={[CONSOLE_TEXTS.dayColumn, { text: CONSOLE_TEXTS.bookingsColumn, numeric: true }, { text: CONSOLE_TEXTS.ticketsCountColumn, numeric: true }]} caption="s">
        {chart.bars
          .filter((bar) => bar.bookings > 0)
          .map((bar) => (
            <tr className="govuk-table__row" key={bar.day}>
              <td className="govuk-table__cell">
                <time dateTime={bar.day}>{bar.label}</time>
              </td>
              <td className="govuk-table__cell govuk-table__cell--numeric">{bar.bookings}</td>
              <td className="govuk-table__cell govuk-table__cell--numeric">{bar.tickets}</td>
            </tr>
          ))}
      </ScrollTable>
    </>
  )
}
