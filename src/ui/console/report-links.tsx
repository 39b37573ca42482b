import Link from 'next/link'

import type { ConsoleEventData } from '@/contracts/console'
import { CONSOLE_REPORTS, consoleAreaLabel, isConsoleArea, type ConsoleReport } from '@/domain/console'
import { paths } from '@/domain/paths'

import { BackToConsoleHome } from './back-to-console-home'
import { ConsoleProblem } from './console-problem'
import { CONSOLE_TEXTS } from './console-texts'

/**
 * The foot of a report page: back to the report's list of the event's area (when the event is in
 * one of the console's areas) and back to console home.
 */
export function ReportLinks({ report, event }: { report: ConsoleReport; event: ConsoleEventData }) {
  const area = event.contentType
  return (
    <>
      {isConsoleArea(area) ? (
        <p className="govuk-body govuk-!-margin-top-6 govuk-!-margin-bottom-0">
          <Link className="govuk-link" href={paths.consoleList(report, area)}>
            {CONSOLE_TEXTS.backToList(CONSOLE_REPORTS[report].listTitle, consoleAreaLabel(area))}
          </Link>
        </p>
      ) : null}
      <BackToConsoleHome />
    </>
  )
}

/** A report page whose id names no event (or is no id): the message and the ways on. */
export function EventNotFound({ message }: { message: string }) {
  return <ConsoleProblem title={CONSOLE_TEXTS.eventNotFoundTitle} message={message} link={{ href: paths.consoleEventSearch(), text: CONSOLE_TEXTS.searchForEvent }} />
}
