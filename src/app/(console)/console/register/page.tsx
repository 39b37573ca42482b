import type { Metadata } from 'next'
import Link from 'next/link'

import { consoleService } from '@/booking/console/console-service.server'
import { formatShortDate } from '@/domain/dates'
import { paths } from '@/domain/paths'
import { sessionLabel } from '@/domain/sessions'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { RegisterTable } from '@/ui/console/register-table'
import { EventNotFound, ReportLinks } from '@/ui/console/report-links'
import { SessionChooser } from '@/ui/console/session-chooser'

import { markAttendance } from './actions'

export const metadata: Metadata = { title: 'Event register', robots: { index: false } }

/**
 * The register of one event (spec 001 section 2, "Register page"): mark each ticket holder present or
 * absent. A course's register is taken per session (decision 0043): `session` chooses it, today's by default.
 */
export default async function RegisterPage({ searchParams }: ConsolePageProps) {
  const query = await searchParams
  const id = queryText(query.id)
  const asked = queryText(query.session)
  const outcome = await bookingOutcome(() => consoleService().eventAttendees(id, asked || undefined))
  if (!outcome.ok) return <EventNotFound message={outcome.message} />
  const { eventData, sessions, sessionId, attendanceData } = outcome.value
  const index = sessions.findIndex((session) => session.id === sessionId)
  const session = sessions[index]
  return (
    <>
      <h1 className="govuk-heading-xl">{CONSOLE_TEXTS.registerHeading(eventData.title, formatShortDate(session?.startsAt ?? eventData.dateTime))}</h1>
      {session ? (
        <>
          <p className="govuk-body-l">{CONSOLE_TEXTS.registerSession(sessionLabel(session, index, sessions.length))}</p>
          <SessionChooser action="/console/register" eventId={eventData.id} sessions={sessions} chosen={sessionId} />
        </>
      ) : null}
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.consoleCheckIn(eventData.id, sessionId)}>
          {CONSOLE_TEXTS.checkInLink}
        </Link>
      </p>
      {attendanceData.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noBookings}</p>
      ) : (
        <RegisterTable
          // A new session is a new register: its marks start from the server's.
          key={sessionId ?? 'event'}
          eventId={eventData.id}
          sessionId={sessionId}
          attendees={attendanceData.map(({ ticketID, firstName, lastName, ticketType, attended }) => ({ ticketID, firstName, lastName, ticketType, attended }))}
          markAttendance={markAttendance}
        />
      )}
      <ReportLinks report="register" event={eventData} />
    </>
  )
}
