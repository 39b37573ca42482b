import { RatePageLink } from './rate-page-link'
import { TranslateWidget } from './translate-widget'

export interface PageWidgetsProps {
  /** TRANSLATE_WIDGET_SCRIPT_URL; unset, there is no translate widget. */
  translateScriptUrl?: string
  /** RATE_PAGE_URL; unset, there is no 'Rate this page' link. */
  ratePageUrl?: string
  siteUrl: string
  /** This render's CSP nonce, for the translate widget's inline loader. */
  nonce?: string
}

/**
 * The band between main and the footer holding the translate-this-site and rate-this-page widgets
 * (spec 000 sections 1 and 2). Each is configured by the environment and absent when it is not,
 * so by default no page loads anything from another host
 * (docs/decisions/0004-third-party-widgets-off-by-default.md). With neither, nothing renders.
 */
export function PageWidgets({ translateScriptUrl, ratePageUrl, siteUrl, nonce }: PageWidgetsProps) {
  if (!translateScriptUrl && !ratePageUrl) return null
  return (
    <aside className="govuk-width-container app-page-widgets" aria-label="Page tools">
      {ratePageUrl ? <RatePageLink urlTemplate={ratePageUrl} siteUrl={siteUrl} /> : null}
      {translateScriptUrl ? <TranslateWidget scriptUrl={translateScriptUrl} nonce={nonce} /> : null}
    </aside>
  )
}
