import { consoleService } from '@/booking/console/console-service.server'
import { CONSOLE_REPORTS, isConsoleArea, type ConsoleReport } from '@/domain/console'
import { paths } from '@/domain/paths'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { ConsoleProblem } from '@/ui/console/console-problem'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { ReportList } from '@/ui/console/report-list'

export interface ReportListPageProps {
  report: ConsoleReport
  /** The `area` query parameter, as read from the address. */
  area: string
  now: Date
}

/**
 * The four reports' list pages (spec 001 section 2, "List pages") read the area's events here and
 * hand them to the list (src/ui/console/report-list.tsx), which only renders: an unknown area or a
 * refused read shows the problem with a way back to the choice of area.
 */
export async function ReportListPage({ report, area, now }: ReportListPageProps) {
  const chooseArea = { href: paths.consoleArea(report), text: CONSOLE_TEXTS.chooseArea }
  if (!isConsoleArea(area)) {
    return <ConsoleProblem title={CONSOLE_TEXTS.unknownAreaTitle} message={CONSOLE_TEXTS.unknownArea} link={chooseArea} />
  }
  const outcome = await bookingOutcome(() => consoleService().listAreaEvents(area))
  if (!outcome.ok) {
    return <ConsoleProblem title={CONSOLE_REPORTS[report].listTitle} message={outcome.message} link={chooseArea} />
  }
  return <ReportList report={report} area={area} events={outcome.value} now={now} />
}
