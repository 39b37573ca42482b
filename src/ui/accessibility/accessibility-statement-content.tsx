/** The statement's title, before ' | {council name}'. */
export const ACCESSIBILITY_STATEMENT_TITLE = 'Accessibility statement for event and course bookings'

/** When the service was last tested and this statement reviewed (the model statement asks for both). */
export const STATEMENT_REVIEWED = '29 November 2026'

export interface AccessibilityStatementContentProps {
  councilName: string
  /** WEB_TEAM_EMAIL: who answers a report of an accessibility problem. */
  webTeamEmail: string
}

/**
 * The booking service's own accessibility statement (issue 26 point 4), following GOV.UK's model
 * statement for public sector websites: how accessible the service is, what is known not to be and
 * why, how to report a problem or ask for another format, the enforcement procedure, and how the
 * service was tested. The same for every visitor, so shared caches may keep it.
 */
export function AccessibilityStatementContent({ councilName, webTeamEmail }: AccessibilityStatementContentProps) {
  const mail = (
    <a className="govuk-link" href={`mailto:${webTeamEmail}`}>
      {webTeamEmail}
    </a>
  )
  return (
    <div className="govuk-width-container">
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">{ACCESSIBILITY_STATEMENT_TITLE}</h1>
          <p className="govuk-body-l">
            This statement applies to the service {councilName} runs for finding and booking events and courses, joining waiting lists
            and managing a booking.
          </p>
          <p className="govuk-body">We want as many people as possible to be able to use this service. For example, you should be able to:</p>
          <ul className="govuk-list govuk-list--bullet">
            <li>change colours, contrast levels and fonts using your browser or device settings</li>
            <li>zoom in up to 400% without the text spilling off the screen</li>
            <li>find and book an event, and pay, using just a keyboard</li>
            <li>listen to every page using a screen reader</li>
            <li>find, book and pay with JavaScript turned off</li>
          </ul>
          <p className="govuk-body">We have also made the text as simple as we can.</p>

          <h2 className="govuk-heading-m">How accessible this service is</h2>
          <p className="govuk-body">We know some parts of this service are not fully accessible:</p>
          <ul className="govuk-list govuk-list--bullet">
            <li>the map on an event page is a page of OpenStreetMap, which we do not run; the venue&apos;s address is always given in text beside it</li>
            <li>some documents that organisers attach to events, such as PDF programmes, may not be written to be accessible</li>
            <li>the content administration pages that council staff use have some text with too little contrast, some fields without a label and some small targets</li>
          </ul>

          <h2 className="govuk-heading-m">Feedback and contact information</h2>
          <p className="govuk-body">
            If you need information on this service in a different format, such as accessible PDF, large print, easy read, an audio
            recording or braille, e-mail {mail}. Tell us the address of the page and your booking reference if you have one. We will
            consider your request and get back to you within 5 working days.
          </p>

          <h2 className="govuk-heading-m">Reporting accessibility problems with this service</h2>
          <p className="govuk-body">
            We are always looking to improve the accessibility of this service. If you find any problems not listed on this page or think
            we are not meeting accessibility requirements, e-mail {mail}.
          </p>

          <h2 className="govuk-heading-m">Enforcement procedure</h2>
          <p className="govuk-body">
            The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public Sector Bodies (Websites and Mobile
            Applications) (No. 2) Accessibility Regulations 2018 (the &apos;accessibility regulations&apos;). If you are not happy with how we
            respond to your complaint,{' '}
            <a className="govuk-link" href="https://www.equalityadvisoryservice.com/">
              contact the Equality Advisory and Support Service (EASS)
            </a>
            .
          </p>

          <h2 className="govuk-heading-m">Technical information about this service&apos;s accessibility</h2>
          <p className="govuk-body">
            {councilName} is committed to making its websites accessible, in accordance with the Public Sector Bodies (Websites and Mobile
            Applications) (No. 2) Accessibility Regulations 2018.
          </p>
          <h3 className="govuk-heading-s">Compliance status</h3>
          <p className="govuk-body">
            This service is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the
            non-compliances listed below.
          </p>
          <h3 className="govuk-heading-s">Non-accessible content</h3>
          <ul className="govuk-list govuk-list--bullet">
            <li>
              The staff content administration pages have text whose contrast is below 4.5:1, fields without a label and targets smaller
              than 24 by 24 pixels (success criteria 1.4.3, 1.3.1 and 2.5.8). They are the content system&apos;s own pages, which we
              check again with every update of it.
            </li>
            <li>
              Documents attached to events by organisers may not be tagged for screen readers (success criterion 1.3.1). Ask us for any
              document in another format.
            </li>
            <li>The embedded map is not ours to change; everything it shows is also given as text on the page.</li>
          </ul>

          <h2 className="govuk-heading-m">How we tested this service</h2>
          <p className="govuk-body">
            Every page of the service is checked automatically against WCAG 2.2 AA with axe in our end-to-end tests each time the service
            changes, at phone and desktop widths, and its journeys are tested with a keyboard alone and with JavaScript turned off. The
            service was last tested on {STATEMENT_REVIEWED}.
          </p>

          <h2 className="govuk-heading-m">Preparation of this accessibility statement</h2>
          <p className="govuk-body">
            This statement was prepared on {STATEMENT_REVIEWED}. It was last reviewed on {STATEMENT_REVIEWED}.
          </p>
        </div>
      </div>
    </div>
  )
}
