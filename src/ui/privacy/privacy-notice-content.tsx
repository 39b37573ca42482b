/** The privacy notice's title, before ' | {council name}'. */
export const PRIVACY_NOTICE_TITLE = 'Privacy notice for event and course bookings'

export interface PrivacyNoticeContentProps {
  councilName: string
  councilSiteUrl: string
  /** WEB_TEAM_EMAIL: who answers questions about a booking and the data it holds. */
  webTeamEmail: string
  /** RETENTION_DAYS: the page states what the retention job does (src/booking/retention). */
  retentionDays: number
}

/**
 * What the booking service keeps about people, why, and for how long (issue 13 point 5, decision
 * 0027). The number of days comes from the configuration the retention job runs with, so the page
 * says what actually happens.
 */
export function PrivacyNoticeContent({ councilName, councilSiteUrl, webTeamEmail, retentionDays }: PrivacyNoticeContentProps) {
  return (
    <div className="govuk-width-container">
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">{PRIVACY_NOTICE_TITLE}</h1>
          <p className="govuk-body-l">
            {councilName} runs this service for booking events and courses. This notice says what we keep about you when you book or join
            a waiting list, why, and for how long.
          </p>

          <h2 className="govuk-heading-m">What we keep</h2>
          <p className="govuk-body">When you book, we keep:</p>
          <ul className="govuk-list govuk-list--bullet">
            <li>your name, e-mail address, telephone number and postal address</li>
            <li>your answers to the event&apos;s booking questions</li>
            <li>for each ticket, the name of the person it is for, any special requirements and their answers to the event&apos;s questions</li>
            <li>the e-mails we send you about your booking</li>
            <li>the internet address your booking came from, to stop anyone holding back tickets from others</li>
          </ul>
          <p className="govuk-body">When you join a waiting list, we keep your name and e-mail address.</p>
          <p className="govuk-body">
            We do not see or keep your card details: you pay on the card-payment page, which tells us only whether the payment was made.
          </p>

          <h2 className="govuk-heading-m">Why we keep it</h2>
          <ul className="govuk-list govuk-list--bullet">
            <li>to hold your tickets, take your payment and send you your confirmation</li>
            <li>to take the register on the day and meet any special requirements</li>
            <li>to tell you if the event changes, and to offer you a place when one comes free</li>
            <li>to answer your questions and deal with refunds</li>
          </ul>

          <h2 className="govuk-heading-m">How long we keep it</h2>
          <p className="govuk-body">
            The personal details in bookings, tickets, answers and waiting-list entries are anonymised {retentionDays} days after the
            event ends (or after it starts, when it has no end time). This includes the e-mails we sent you about the booking.
          </p>
          <p className="govuk-body">
            After that we keep only numbers: how many places were booked and paid for, of which ticket types, how many people attended and
            how many were on the waiting list. None of it says who you are.
          </p>

          <h2 className="govuk-heading-m">Your rights and who to contact</h2>
          <p className="govuk-body">
            To ask what we hold about you, to have it corrected, or to have it removed sooner, e-mail{' '}
            <a className="govuk-link" href={`mailto:${webTeamEmail}`}>
              {webTeamEmail}
            </a>
            .
          </p>
          <p className="govuk-body">
            The{' '}
            <a className="govuk-link" href={councilSiteUrl}>
              {councilName} website
            </a>{' '}
            has the council&apos;s full privacy policy, including your right to complain to the Information Commissioner&apos;s Office.
          </p>
        </div>
      </div>
    </div>
  )
}
