import Link from 'next/link'

import { CONSOLE_AREAS, CONSOLE_REPORTS, type ConsoleReport } from '@/domain/console'
import { paths } from '@/domain/paths'

import { BackToConsoleHome } from './back-to-console-home'

/**
 * An area page (spec 001 section 2, "Area pages"): the report's title and one card per console
 * area, each linking to the report's list of that area's events.
 */
export function ReportAreaPage({ report }: { report: ConsoleReport }) {
  const { areaTitle } = CONSOLE_REPORTS[report]
  return (
    <>
      <h1 className="govuk-heading-xl">{areaTitle}</h1>
      <p className="govuk-body">Choose the area of the event.</p>
      <ul className="app-card-grid" aria-label="Areas">
        {CONSOLE_AREAS.map((area) => (
          <li className="service-card" key={area.value}>
            <h2 className="govuk-heading-m">
              <Link className="govuk-link service-card__link" href={paths.consoleList(report, area.value)}>
                {area.label}
              </Link>
            </h2>
          </li>
        ))}
      </ul>
      <BackToConsoleHome />
    </>
  )
}
