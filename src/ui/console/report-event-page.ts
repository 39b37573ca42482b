import type { ConsoleReport } from '@/domain/console'
import { paths } from '@/domain/paths'

/** Each report's page of one event (CONSOLE_REPORTS' eventPage), built by the route registry. */
export const REPORT_EVENT_PAGE: Record<ConsoleReport, (eventId: string) => string> = {
  'attendance-report': paths.consoleAttendanceReport,
  register: paths.consoleRegister,
  'waiting-list': paths.consoleWaitingListReport,
  'release-ticket': paths.consoleReleaseTicket,
}
