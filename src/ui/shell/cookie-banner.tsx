'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import { ANALYTICS_CONSENT_COOKIE, ANALYTICS_CONSENT_MAX_AGE_SECONDS, parseAnalyticsConsent, type AnalyticsConsent } from '../../domain/analytics-consent'
import { paths } from '../../domain/paths'

/**
 * The GOV.UK cookie banner (issue 26 point 4, decision 0046), on pages of a host where the tag manager
 * may load: it asks once, and the tag manager loads only after "Accept analytics cookies". Nothing is
 * set or fetched for analytics before that.
 *
 * Without JavaScript the banner stays hidden (CSS, `.js-enabled`): the tag manager needs JavaScript,
 * so no analytics cookie can be set and there is nothing to ask (the GOV.UK Design System's guidance).
 * The cookies page's form works without it. A resident who has chosen never sees the question, not
 * even for a frame: the body snippet marks them before paint (frontend-supported-script.tsx).
 *
 * The buttons are a form posting to /cookies/preferences, so a click before hydration still records
 * the choice; once hydrated the choice is made here, without leaving the page.
 */
export const COOKIE_BANNER_TEXTS = {
  heading: (serviceName: string) => `Cookies on ${serviceName}`,
  essential: 'We use some essential cookies to make this service work.',
  analytics: 'We’d also like to use analytics cookies so we can understand how you use the service and make improvements.',
  accept: 'Accept analytics cookies',
  reject: 'Reject analytics cookies',
  view: 'View cookies',
  accepted: 'You’ve accepted analytics cookies.',
  rejected: 'You’ve rejected analytics cookies.',
  changeBefore: 'You can ',
  changeLink: 'change your cookie settings',
  changeAfter: ' at any time.',
  hide: 'Hide cookie message',
} as const

export interface CookieBannerProps {
  serviceName: string
  /** The tag manager's container id for this host (tagManagerFor); the banner is not rendered without one. */
  tagManagerId: string
  /** The page's own path, to come back to after a choice made without JavaScript. */
  returnPath: string
}

/** Loads the tag manager once (its documented snippet, as a script element: 'strict-dynamic' lets our code add it). */
export function loadTagManager(containerId: string): void {
  if (document.getElementById('app-tag-manager')) return
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.id = 'app-tag-manager'
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
  document.head.appendChild(script)
}

/** The choice in this browser's cookie, or null. */
export function currentConsent(): AnalyticsConsent | null {
  const match = new RegExp(`(?:^|;\\s*)${ANALYTICS_CONSENT_COOKIE}=([^;]*)`).exec(document.cookie)
  return parseAnalyticsConsent(match?.[1])
}

/** Records the choice for a year; a rejection also takes away analytics cookies a tag manager set before. */
export function rememberConsent(choice: AnalyticsConsent): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${ANALYTICS_CONSENT_COOKIE}=${choice}; path=/; max-age=${ANALYTICS_CONSENT_MAX_AGE_SECONDS}; samesite=lax${secure}`
  if (choice === 'no') expireAnalyticsCookies()
}

function expireAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => /^(_ga|_gid|_gat)/.test(name))
  const host = window.location.hostname
  const domains = ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-3).join('.')}`]
  for (const name of names) for (const domain of domains) document.cookie = `${name}=; path=/; max-age=0${domain}`
}

export function CookieBanner({ serviceName, tagManagerId, returnPath }: CookieBannerProps) {
  const [state, setState] = useState<'question' | AnalyticsConsent | 'hidden'>('question')
  const confirmation = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (currentConsent() === 'yes') loadTagManager(tagManagerId)
  }, [tagManagerId])

  useEffect(() => {
    if (state === 'yes' || state === 'no') confirmation.current?.focus()
  }, [state])

  function choose(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const choice = parseAnalyticsConsent(submitter?.value)
    if (!choice) return
    event.preventDefault()
    rememberConsent(choice)
    if (choice === 'yes') loadTagManager(tagManagerId)
    setState(choice)
  }

  if (state === 'hidden') return null
  const heading = COOKIE_BANNER_TEXTS.heading(serviceName)
  return (
    <div className="govuk-cookie-banner app-cookie-banner" data-nosnippet role="region" aria-label={heading}>
      {state === 'question' ? (
        <form method="post" action={paths.cookiePreferences()} onSubmit={choose} className="govuk-cookie-banner__message govuk-width-container app-cookie-banner__question">
          <input type="hidden" name="returnTo" value={returnPath} />
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <h2 className="govuk-cookie-banner__heading govuk-heading-m">{heading}</h2>
              <div className="govuk-cookie-banner__content">
                <p className="govuk-body">{COOKIE_BANNER_TEXTS.essential}</p>
                <p className="govuk-body">{COOKIE_BANNER_TEXTS.analytics}</p>
              </div>
            </div>
          </div>
          <div className="govuk-button-group">
            <button type="submit" name="analytics" value="yes" className="govuk-button">
              {COOKIE_BANNER_TEXTS.accept}
            </button>
            <button type="submit" name="analytics" value="no" className="govuk-button">
              {COOKIE_BANNER_TEXTS.reject}
            </button>
            <a className="govuk-link" href={paths.cookies()}>
              {COOKIE_BANNER_TEXTS.view}
            </a>
          </div>
        </form>
      ) : (
        <div className="govuk-cookie-banner__message govuk-width-container" role="alert" tabIndex={-1} ref={confirmation}>
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <div className="govuk-cookie-banner__content">
                <p className="govuk-body">
                  {state === 'yes' ? COOKIE_BANNER_TEXTS.accepted : COOKIE_BANNER_TEXTS.rejected} {COOKIE_BANNER_TEXTS.changeBefore}
                  <a className="govuk-link" href={paths.cookies()}>
                    {COOKIE_BANNER_TEXTS.changeLink}
                  </a>
                  {COOKIE_BANNER_TEXTS.changeAfter}
                </p>
              </div>
            </div>
          </div>
          <div className="govuk-button-group">
            <button type="button" className="govuk-button" onClick={() => setState('hidden')}>
              {COOKIE_BANNER_TEXTS.hide}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
