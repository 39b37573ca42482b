import type { Metadata } from 'next'

import { consoleService } from '@/booking/console/console-service.server'
import { attendeeReportFileName, attendeeReportRows, sessionAttendanceRows } from '@/domain/reports'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { BookingsPerDayChart } from '@/ui/console/bookings-per-day-chart'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { CsvDownloadButton } from '@/ui/console/csv-download-button'
import { ReportHeading } from '@/ui/console/report-heading'
import { EventNotFound, ReportLinks } from '@/ui/console/report-links'
import { ReportTable } from '@/ui/console/report-table'

export const metadata: Metadata = { title: 'Attendance report', robots: { index: false } }

/**
 * The attendance report of one event (spec 001 section 2, "Attendance report page"): every booked
 * ticket holder with the checkout answers as extra columns titled by the questions' texts (the
 * booking's answers on each of its tickets), downloadable as CSV; and, beyond the spec, the
 * confirmed bookings per day. A course (decision 0043) shows attendance per session, in a table of
 * its own and as a column per session with each holder's total in the attendees' table and its CSV.
 */
export default async function AttendanceReportPage({ searchParams }: ConsolePageProps) {
  const id = queryText((await searchParams).id)
  const [attendees, perDay] = await Promise.all([
    bookingOutcome(() => consoleService().eventAttendees(id)),
    bookingOutcome(() => consoleService().bookingsPerDay(id)),
  ])
  if (!attendees.ok) return <EventNotFound message={attendees.message} />
  const { eventData, attendanceData, checkoutQuestionColumns, sessions } = attendees.value
  const rows = attendeeReportRows(attendanceData, checkoutQuestionColumns, sessions)
  const perSession = sessionAttendanceRows(attendanceData, sessions)
  return (
    <>
      <ReportHeading caption={CONSOLE_TEXTS.attendanceReportCaption} title={eventData.title} dateTime={eventData.dateTime} />
      {rows.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noBookings}</p>
      ) : (
        <>
          {perSession.length > 0 ? <ReportTable rows={perSession} caption={CONSOLE_TEXTS.sessionAttendanceHeading} /> : null}
          <ReportTable rows={rows} caption={CONSOLE_TEXTS.attendeesHeading} />
          <CsvDownloadButton rows={rows} fileName={attendeeReportFileName(eventData.title)} label={CONSOLE_TEXTS.downloadCsv} />
        </>
      )}
      <h2 className="govuk-heading-l govuk-!-margin-top-6">{CONSOLE_TEXTS.bookingsPerDayHeading}</h2>
      {perDay.ok ? <BookingsPerDayChart days={perDay.value.days} /> : <p className="govuk-body">{perDay.message}</p>}
      <ReportLinks report="attendance-report" event={eventData} />
    </>
  )
}
