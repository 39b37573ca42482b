/**
 * Pure helpers of the optional third-party widgets (spec 000 section 1: 'a translate-this-site
 * widget, a rate-this-page widget'). Both are off unless configured (TRANSLATE_WIDGET_SCRIPT_URL,
 * RATE_PAGE_URL; docs/decisions/0004-third-party-widgets-off-by-default.md).
 */

/** The placeholder in RATE_PAGE_URL that is replaced by the rated page's address. */
export const RATE_PAGE_URL_PLACEHOLDER = '{url}'

/**
 * The 'Rate this page' address: the configured feedback form, with every '{url}' in it replaced by
 * the rated page's full address (URL-encoded), so the form knows which page was rated. Without a
 * placeholder the form's address is used as it is.
 */
export function ratePageHref(urlTemplate: string, pageUrl: string): string {
  return urlTemplate.split(RATE_PAGE_URL_PLACEHOLDER).join(encodeURIComponent(pageUrl))
}

/** The element the translate widget draws itself into. */
export const TRANSLATE_WIDGET_ELEMENT_ID = 'app-translate-widget'

const JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/**
 * The global callback the translate script calls when it has loaded: Google's Translate Element
 * script names it in its `cb` query parameter (element.js?cb=googleTranslateElementInit).
 * Undefined when the address names none, or names something that is not a plain identifier.
 */
export function translateCallbackName(scriptUrl: string): string | undefined {
  let callback: string | null
  try {
    callback = new URL(scriptUrl).searchParams.get('cb')
  } catch {
    return undefined
  }
  return callback && JS_IDENTIFIER.test(callback) ? callback : undefined
}

/** A value as a JavaScript literal that is safe inside an inline <script> element. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/**
 * The inline script that loads the translate widget: it defines the script's callback (which draws
 * Google's Translate Element into the widget's element, pages being in English) and only then adds
 * the third-party script, so the callback always exists when the script calls it. Without
 * JavaScript, nothing loads.
 */
export function translateWidgetLoader(scriptUrl: string, elementId: string = TRANSLATE_WIDGET_ELEMENT_ID): string {
  const callback = translateCallbackName(scriptUrl)
  const defineCallback = callback
    ? `window[${scriptLiteral(callback)}]=function(){var g=window.google;` +
      `if(g&&g.translate&&g.translate.TranslateElement){new g.translate.TranslateElement({pageLanguage:'en'},${scriptLiteral(elementId)})}};`
    : ''
  return (
    `(function(){${defineCallback}var s=document.createElement('script');` +
    `s.src=${scriptLiteral(scriptUrl)};s.async=true;document.head.appendChild(s)})()`
  )
}
