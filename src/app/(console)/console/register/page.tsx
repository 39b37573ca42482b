import type { Metadata } from 'next'

import { consoleService } from '@/booking/console/console-service.server'
import { formatShortDate } from '@/domain/dates'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { RegisterTable } from '@/ui/console/register-table'
import { EventNotFound, ReportLinks } from '@/ui/console/report-links'

import { markAttendance } from './actions'

export const metadata: Metadata = { title: 'Event register', robots: { index: false } }

/** The register of one event (spec 001 section 2, "Register page"): mark each ticket holder present or absent. */
export default async function RegisterPage({ searchParams }: ConsolePageProps) {
  const id = queryText((await searchParams).id)
  const outcome = await bookingOutcome(() => consoleService().eventAttendees(id))
  if (!outcome.ok) return <EventNotFound message={outcome.message} />
  const { eventData, attendanceData } = outcome.value
  return (
    <>
      <h1 className="govuk-heading-xl">{CONSOLE_TEXTS.registerHeading(eventData.title, formatShortDate(eventData.dateTime))}</h1>
      {attendanceData.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noBookings}</p>
      ) : (
        <RegisterTable
          eventId={eventData.id}
          attendees={attendanceData.map(({ ticketID, firstName, lastName, ticketType, attended }) => ({ ticketID, firstName, lastName, ticketType, attended }))}
          markAttendance={markAttendance}
        />
      )}
      <ReportLinks report="register" event={eventData} />
    </>
  )
}
