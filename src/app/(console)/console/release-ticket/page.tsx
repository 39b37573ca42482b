import type { Metadata } from 'next'

import { consoleService } from '@/booking/console/console-service.server'
import { formatReleaseTicketDate } from '@/domain/dates'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { ReleaseTicketTable } from '@/ui/console/release-ticket-table'
import { EventNotFound, ReportLinks } from '@/ui/console/report-links'

import { releaseTicket } from './actions'

export const metadata: Metadata = { title: 'Release ticket', robots: { index: false } }

/** The booked tickets of one event, each releasable (spec 001 section 2, "Release Ticket page"). */
export default async function ReleaseTicketPage({ searchParams }: ConsolePageProps) {
  const id = queryText((await searchParams).id)
  const outcome = await bookingOutcome(() => consoleService().eventAttendees(id))
  if (!outcome.ok) return <EventNotFound message={outcome.message} />
  const { eventData, attendanceData } = outcome.value
  return (
    <>
      <h1 className="govuk-heading-xl">{CONSOLE_TEXTS.releaseTicketHeading(eventData.title, formatReleaseTicketDate(eventData.dateTime))}</h1>
      {attendanceData.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noBookedTickets}</p>
      ) : (
        <ReleaseTicketTable
          eventId={eventData.id}
          attendees={attendanceData.map(({ ticketID, firstName, lastName, email }) => ({ ticketID, firstName, lastName, email }))}
          releaseTicket={releaseTicket}
        />
      )}
      <ReportLinks report="release-ticket" event={eventData} />
    </>
  )
}
