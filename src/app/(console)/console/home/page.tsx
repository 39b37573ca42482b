import type { Metadata } from 'next'
import Link from 'next/link'

import { requireStaffUser } from '@/loaders/console/auth.server'
import { paths } from '@/domain/paths'

export const metadata: Metadata = { title: 'Console', robots: { index: false } }

/** Console home (spec 001 section 2): a card per staff task and a 'Go to events' link. */
const TASKS = [
  { title: 'Attendance reports', href: paths.consoleArea('attendance-report'), summary: 'See who booked an event and who attended, and download the list.' },
  { title: 'Take event register', href: paths.consoleArea('register'), summary: 'Mark each ticket holder present or absent on the day.' },
  { title: 'Waiting list reports', href: paths.consoleArea('waiting-list'), summary: 'Export the people waiting for a place on a full event.' },
  { title: 'Release Ticket', href: paths.consoleArea('release-ticket'), summary: 'Cancel a booked ticket so its place can be offered again.' },
  { title: 'Event Search', href: paths.consoleEventSearch(), summary: 'Find an event by its title and open its reports.' },
  { title: 'Find a booking', href: paths.consoleBookings(), summary: "Look up a booking by its reference or the buyer's e-mail address." },
  { title: 'E-mail outbox', href: paths.consoleOutbox(), summary: 'Read the confirmation e-mails sent, waiting or failed.' },
  { title: 'Payments that need attention', href: paths.consolePayments(), summary: 'Payments never settled, late payments and refunds not made yet.' },
  { title: 'Debug search', href: paths.consoleSearchDebug(), summary: "See what residents' search finds for some words: its facets and best matches." },
] as const

export default async function ConsoleHomePage() {
  const user = await requireStaffUser()
  return (
    <>
      <h1 className="govuk-heading-xl">Console</h1>
      <p className="govuk-body">Signed in as {user.name || user.email}.</p>
      <ul className="app-card-grid" aria-label="Staff tasks">
        {TASKS.map((task) => (
          <li className="service-card" key={task.href}>
            <h2 className="govuk-heading-m">
              <Link className="govuk-link service-card__link" href={task.href}>
                {task.title}
              </Link>
            </h2>
            <p className="govuk-body">{task.summary}</p>
          </li>
        ))}
      </ul>
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.home()}>
          Go to events
        </Link>
      </p>
    </>
  )
}
