import Link from 'next/link'

import type { ConsoleEvent } from '@/contracts/console'
import { CONSOLE_REPORTS, consoleAreaLabel, type ConsoleArea, type ConsoleReport } from '@/domain/console'
import { formatCardDate, isoDateTime } from '@/domain/dates'
import { paths } from '@/domain/paths'

import { BackToConsoleHome } from './back-to-console-home'
import { splitUpcomingAndPast } from './console-events'
import { CONSOLE_TEXTS } from './console-texts'
import { ScrollTable } from './scroll-table'
import { REPORT_EVENT_PAGE } from './report-event-page'

export interface ReportListProps {
  report: ConsoleReport
  area: ConsoleArea
  /** The area's events, as the page read them. */
  events: readonly ConsoleEvent[]
  now: Date
}

/**
 * A list page (spec 001 section 2, "List pages"): the report's title, the area, and the area's
 * events in two tables, upcoming and past, each row linking to the report's page of the event.
 * The page reads the events (src/app/(console)/console/_components/report-list-page.tsx).
 */
export function ReportList({ report, area, events, now }: ReportListProps) {
  const { listTitle } = CONSOLE_REPORTS[report]
  const label = consoleAreaLabel(area)
  const { upcoming, past } = splitUpcomingAndPast(events, now)
  return (
    <>
      <span className="govuk-caption-l">{label}</span>
      <h1 className="govuk-heading-xl">{listTitle}</h1>
      {events.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noEventsInArea(label)}</p>
      ) : (
        <>
          <EventTable report={report} heading={CONSOLE_TEXTS.upcomingEvents} events={upcoming} emptyText={CONSOLE_TEXTS.noUpcomingEvents} />
          <EventTable report={report} heading={CONSOLE_TEXTS.pastEvents} events={past} emptyText={CONSOLE_TEXTS.noPastEvents} />
        </>
      )}
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.consoleArea(report)}>
          {CONSOLE_TEXTS.chooseArea}
        </Link>
      </p>
      <BackToConsoleHome />
    </>
  )
}

interface EventTableProps {
  report: ConsoleReport
  heading: string
  events: readonly ConsoleEvent[]
  emptyText: string
}

function EventTable({ report, heading, events, emptyText }: EventTableProps) {
  const { linkText } = CONSOLE_REPORTS[report]
  const eventPage = REPORT_EVENT_PAGE[report]
  return (
    <section className="govuk-!-margin-bottom-8">
      <h2 className="govuk-heading-l">{heading}</h2>
      {events.length === 0 ? (
        <p className="govuk-body">{emptyText}</p>
      ) : (
        <ScrollTable label={heading} columns={[CONSOLE_TEXTS.eventColumn, CONSOLE_TEXTS.dateColumn, { text: CONSOLE_TEXTS.ticketsColumn, numeric: true }, CONSOLE_TEXTS.actionColumn]} caption="hidden">
          {events.map((event) => (
            <tr className="govuk-table__row" key={event.id}>
              <td className="govuk-table__cell">{event.title}</td>
              <td className="govuk-table__cell">
                <time dateTime={isoDateTime(event.dateTime)}>{formatCardDate(event.dateTime)}</time>
              </td>
              <td className="govuk-table__cell govuk-table__cell--numeric">{CONSOLE_TEXTS.ticketsSoldOf(event.ticketsSold, event.capacity)}</td>
              <td className="govuk-table__cell">
                <Link className="govuk-link" href={eventPage(event.id)}>
                  {linkText}
                </Link>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  )
}
