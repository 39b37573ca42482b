import type { AnalyticsConsent } from '../../domain/analytics-consent'
import { paths } from '../../domain/paths'

export const COOKIES_PAGE_TITLE = 'Cookies'

export const COOKIES_PAGE_TEXTS = {
  saved: 'You’ve set your cookie preferences.',
  question: 'Do you want to accept analytics cookies?',
  yes: 'Yes',
  no: 'No',
  save: 'Save cookie settings',
  notInUse: 'This website does not use analytics cookies at the moment. Your choice is kept for when it does.',
} as const

/** The cookies the service itself sets: none of them is optional, so none needs consent. */
const ESSENTIAL_COOKIES: readonly { name: string; purpose: string; expires: string }[] = [
  { name: 'basketId', purpose: 'Holds the places you are booking while you book them', expires: '30 minutes' },
  { name: 'bookingSession', purpose: 'Stops one browser holding too many places at once', expires: 'When you close your browser' },
  { name: 'dismissed_alerts', purpose: 'Remembers the messages you have hidden', expires: '1 year' },
  { name: 'analytics_consent', purpose: 'Remembers whether you accept analytics cookies', expires: '1 year' },
  { name: 'payload-token', purpose: 'Keeps council staff signed in (staff only)', expires: '8 hours' },
]

export interface CookiesPageContentProps {
  councilName: string
  /** The resident's choice as stored, or null before one. */
  consent: AnalyticsConsent | null
  /** Just saved: the success banner shows. */
  saved: boolean
  /** Whether this host loads a tag manager at all. */
  analyticsInUse: boolean
}

/**
 * The cookies page (issue 26 point 4, decision 0046), after the GOV.UK Design System's cookies page
 * pattern: what is stored, and a form to accept or reject analytics cookies that works without
 * JavaScript (it posts to /cookies/preferences and comes back here).
 */
export function CookiesPageContent({ councilName, consent, saved, analyticsInUse }: CookiesPageContentProps) {
  const choice = consent ?? 'no'
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {saved ? (
          <div className="govuk-notification-banner govuk-notification-banner--success" role="alert" aria-labelledby="cookies-saved-title">
            <div className="govuk-notification-banner__header">
              <h2 className="govuk-notification-banner__title" id="cookies-saved-title">
                Success
              </h2>
            </div>
            <div className="govuk-notification-banner__content">
              <p className="govuk-notification-banner__heading">{COOKIES_PAGE_TEXTS.saved}</p>
            </div>
          </div>
        ) : null}
        <h1 className="govuk-heading-l">{COOKIES_PAGE_TITLE}</h1>
        <p className="govuk-body">
          Cookies are small files saved on your phone, tablet or computer when you visit a website. {councilName} uses them to make its
          events and course bookings work and, if you agree, to understand how you use the service.
        </p>
        <h2 className="govuk-heading-m">Essential cookies</h2>
        <p className="govuk-body">These cookies make the service work. They are always on.</p>
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--s">Essential cookies we use</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                Name
              </th>
              <th scope="col" className="govuk-table__header">
                Purpose
              </th>
              <th scope="col" className="govuk-table__header">
                Expires
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {ESSENTIAL_COOKIES.map((cookie) => (
              <tr className="govuk-table__row" key={cookie.name}>
                <td className="govuk-table__cell">{cookie.name}</td>
                <td className="govuk-table__cell">{cookie.purpose}</td>
                <td className="govuk-table__cell">{cookie.expires}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2 className="govuk-heading-m">Analytics cookies (optional)</h2>
        <p className="govuk-body">
          With your permission, we use Google Tag Manager and Google Analytics to collect data about how you use this service: the pages you
          visit, how long you spend on them and what you click. This helps us improve it. Google Analytics stores anonymised information in
          cookies named _ga and _gid, for up to 2 years. We do not allow Google to use or share the data.
        </p>
        {analyticsInUse ? null : <p className="govuk-body">{COOKIES_PAGE_TEXTS.notInUse}</p>}
        <form method="post" action={paths.cookiePreferences()} noValidate>
          <input type="hidden" name="returnTo" value={`${paths.cookies()}?saved=1`} />
          <div className="govuk-form-group">
            <fieldset className="govuk-fieldset">
              <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{COOKIES_PAGE_TEXTS.question}</legend>
              <div className="govuk-radios govuk-radios--inline" data-module="govuk-radios">
                {(['yes', 'no'] as const).map((value) => (
                  <div className="govuk-radios__item" key={value}>
                    <input className="govuk-radios__input" id={`analytics-${value}`} name="analytics" type="radio" value={value} defaultChecked={choice === value} />
                    <label className="govuk-label govuk-radios__label" htmlFor={`analytics-${value}`}>
                      {COOKIES_PAGE_TEXTS[value]}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          </div>
          <button type="submit" className="govuk-button">
            {COOKIES_PAGE_TEXTS.save}
          </button>
        </form>
      </div>
    </div>
  )
}
