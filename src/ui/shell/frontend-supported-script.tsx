import { ANALYTICS_CONSENT_COOKIE } from '../../domain/analytics-consent'

/** On <body> when the resident has already chosen about analytics cookies: the cookie banner's question stays hidden. */
export const COOKIES_CHOSEN_CLASS = 'app-cookies-chosen'

/**
 * govuk-frontend's own template snippet: before anything below it is painted, it marks the body
 * `js-enabled` and, on a browser govuk-frontend supports, `govuk-frontend-supported`. The CSS uses
 * that class to lay out the JavaScript versions of the navigation, the header search and the
 * listing filters (a Menu button, a Search toggle, 'Open filters') from the first paint, so nothing
 * moves when React hydrates them (issue 9: a layout shift of 0.80 on /events). Without JavaScript
 * the class never appears and the no-JavaScript layout stays
 * (docs/decisions/0014-home-banner-and-root-relative-assets.md). It also marks a resident who has
 * chosen about analytics cookies, so the cookie banner never flashes up (decision 0046).
 *
 * Render it first inside <body>, and give <body> suppressHydrationWarning: its class list is
 * changed before React hydrates.
 */
export const FRONTEND_SUPPORTED_SNIPPET =
  "document.body.className += ' js-enabled' + ('noModule' in HTMLScriptElement.prototype ? ' govuk-frontend-supported' : '')" +
  // A resident who has chosen about analytics cookies never sees the banner ask again, not even for a frame (decision 0046).
  ` + (/(?:^|;\\s*)${ANALYTICS_CONSENT_COOKIE}=(?:yes|no)(?:;|$)/.test(document.cookie) ? ' ${COOKIES_CHOSEN_CLASS}' : '');`

/** `nonce`: this render's CSP nonce (src/proxy.ts), without which the browser refuses to run it. */
export function FrontendSupportedScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FRONTEND_SUPPORTED_SNIPPET }} />
}
