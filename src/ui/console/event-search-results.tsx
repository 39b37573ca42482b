import Link from 'next/link'

import type { ConsoleSearchResult } from '@/contracts/console'
import { formatShortDate, isoDateTime } from '@/domain/dates'
import { paths } from '@/domain/paths'

import { CONSOLE_TEXTS } from './console-texts'
import { ScrollTable } from './scroll-table'

const COLUMNS = [CONSOLE_TEXTS.eventTitleColumn, CONSOLE_TEXTS.eventDateColumn, CONSOLE_TEXTS.eventTypeColumn, CONSOLE_TEXTS.reportsColumn]

/**
 * The event search's results (spec 001 section 2): title, date, type, and links to the attendance
 * report, the waiting list and the register of each event; 'No results found' for none.
 */
export function EventSearchResults({ results }: { results: readonly ConsoleSearchResult[] }) {
  return (
    <section className="govuk-!-margin-top-6" aria-labelledby="event-search-results">
      <h2 className="govuk-heading-l" id="event-search-results">
        {CONSOLE_TEXTS.resultsHeading}
      </h2>
      {results.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noResults}</p>
      ) : (
        <ScrollTable label={CONSOLE_TEXTS.resultsHeading} columns={COLUMNS} caption="hidden">
          {results.map((result) => (
            <tr className="govuk-table__row" key={result.eventId}>
              <td className="govuk-table__cell">{result.eventTitle}</td>
              <td className="govuk-table__cell">
                <time dateTime={isoDateTime(result.eventDate)}>{formatShortDate(result.eventDate)}</time>
              </td>
              <td className="govuk-table__cell">{result.eventCategory}</td>
              <td className="govuk-table__cell">
                <ul className="govuk-list govuk-!-margin-bottom-0">
                  <li>
                    <Link className="govuk-link" href={paths.consoleAttendanceReport(result.eventId)}>
                      {CONSOLE_TEXTS.attendanceReportLink}
                    </Link>
                  </li>
                  <li>
                    <Link className="govuk-link" href={paths.consoleWaitingListReport(result.eventId)}>
                      {CONSOLE_TEXTS.waitingListLink}
                    </Link>
                  </li>
                  <li>
                    <Link className="govuk-link" href={paths.consoleRegister(result.eventId)}>
                      {CONSOLE_TEXTS.eventRegisterLink}
                    </Link>
                  </li>
                </ul>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  )
}
