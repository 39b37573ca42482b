import { TRANSLATE_WIDGET_ELEMENT_ID, translateWidgetLoader } from './page-widget-links'

export interface TranslateWidgetProps {
  /** TRANSLATE_WIDGET_SCRIPT_URL, e.g. Google's element.js?cb=googleTranslateElementInit. */
  scriptUrl: string
  /** This render's CSP nonce (src/proxy.ts): the loader is an inline script. */
  nonce?: string
}

/**
 * 'Translate this site' (spec 000 sections 1 and 2): the configured third-party translate script,
 * drawn into its own element. It is added by an inline script in the server's HTML, which runs
 * once when the page loads; the site layout stays mounted across client-side navigation, so the
 * widget does too. Without JavaScript nothing is loaded and the box stays empty.
 */
export function TranslateWidget({ scriptUrl, nonce }: TranslateWidgetProps) {
  return (
    <div className="app-page-widgets__translate">
      <h2 className="govuk-heading-s app-page-widgets__heading">Translate this site</h2>
      <div id={TRANSLATE_WIDGET_ELEMENT_ID} className="app-page-widgets__translate-element" />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: translateWidgetLoader(scriptUrl, TRANSLATE_WIDGET_ELEMENT_ID) }} />
    </div>
  )
}
