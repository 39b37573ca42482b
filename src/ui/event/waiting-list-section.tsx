import { WAITING_LIST_ID } from './event-details'

export interface WaitingListSectionProps {
  /** The domain's control for an unavailable event: the waiting list (sold out) or notify (closed). */
  control: 'waitingList' | 'notify'
  eventTitle: string
  /** The event's own sold-out message, shown on sold-out events. */
  soldOutMessage?: string | null
  /** The web team's address (WEB_TEAM_EMAIL) that takes requests until the online form exists. */
  webTeamEmail: string
  opensAt?: Date
}

/**
 * Where the booking panel's waiting-list or notify link leads (#waiting-list). The online join
 * form (spec 001 section 2, "Waiting-list join") comes in a later issue; until then this section
 * says so plainly and gives the one way that works today, an e-mail to the web team, rather than
 * a control that would look like it does something it does not.
 */
export function WaitingListSection({ control, eventTitle, soldOutMessage, webTeamEmail, opensAt }: WaitingListSectionProps) {
  const subject = `${control === 'waitingList' ? 'Waiting list' : 'Notify me'}: ${eventTitle}`
  const mailto = `mailto:${webTeamEmail}?subject=${encodeURIComponent(subject)}`
  return (
    <section className="app-event-section" id={WAITING_LIST_ID} aria-labelledby="waiting-list-heading">
      <h2 className="govuk-heading-m" id="waiting-list-heading">
        {control === 'waitingList' ? 'Waiting list' : 'Get notified'}
      </h2>
      {control === 'waitingList' && soldOutMessage?.trim() ? <p className="govuk-body">{soldOutMessage.trim()}</p> : null}
      <p className="govuk-body">
        {control === 'waitingList' ? 'The online waiting list form is not available yet.' : 'The online form for this is not available yet.'}{' '}
        {control === 'waitingList'
          ? 'To join the waiting list, email '
          : opensAt
            ? 'To be told when booking opens, email '
            : 'To be told about future dates of this event, email '}
        <a className="govuk-link" href={mailto}>
          {webTeamEmail}
        </a>{' '}
        with the event name and your name.
      </p>
    </section>
  )
}
