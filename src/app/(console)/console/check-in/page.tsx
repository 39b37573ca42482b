import type { Metadata } from 'next'
import Link from 'next/link'

import { consoleService } from '@/booking/console/console-service.server'
import { formatShortDate } from '@/domain/dates'
import { paths } from '@/domain/paths'
import { sessionLabel } from '@/domain/sessions'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { CheckInPanel } from '@/ui/console/check-in-panel'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { EventNotFound, ReportLinks } from '@/ui/console/report-links'
import { SessionChooser } from '@/ui/console/session-chooser'

export const metadata: Metadata = { title: 'Check in', robots: { index: false } }

/**
 * Checking tickets in at the door (issue 26 point 2, decision 0044): /console/check-in?id=&session=,
 * for an event or a course's session (today's by default, as the register). Each check-in marks the
 * ticket present on that register.
 */
export default async function CheckInPage({ searchParams }: ConsolePageProps) {
  const query = await searchParams
  const id = queryText(query.id)
  const asked = queryText(query.session)
  const outcome = await bookingOutcome(() => consoleService().eventRegister(id, asked || undefined))
  if (!outcome.ok) return <EventNotFound message={outcome.message} />
  const { eventData, sessions, sessionId } = outcome.value
  const index = sessions.findIndex((session) => session.id === sessionId)
  const session = sessions[index]
  return (
    <>
      <h1 className="govuk-heading-xl">{CONSOLE_TEXTS.checkInHeading(eventData.title, formatShortDate(session?.startsAt ?? eventData.dateTime))}</h1>
      {session ? (
        <>
          <p className="govuk-body-l">{CONSOLE_TEXTS.checkInSession(sessionLabel(session, index, sessions.length))}</p>
          <SessionChooser action="/console/check-in" eventId={eventData.id} sessions={sessions} chosen={sessionId} buttonText={CONSOLE_TEXTS.showCheckIn} />
        </>
      ) : null}
      <p className="govuk-body app-no-js-only">{CONSOLE_TEXTS.checkInNeedsJavaScript}</p>
      <div className="app-js-only">
        <CheckInPanel eventId={eventData.id} sessionId={sessionId} />
      </div>
      <p className="govuk-body govuk-!-margin-top-6">
        <Link className="govuk-link" href={paths.consoleRegister(eventData.id, sessionId)}>
          {CONSOLE_TEXTS.registerLink}
        </Link>
      </p>
      <ReportLinks report="register" event={eventData} />
    </>
  )
}
