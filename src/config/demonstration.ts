/**
 * A demonstration (DEMO_PAYMENTS=on, decision 0033): a production build whose payments take no
 * money. Every page says so, in these words: the site and the console (src/ui/shell), the built-in
 * test card-payment page, the GOV.UK Pay fake's pages and the content admin. No server-only imports
 * here: the shell's client components read it too.
 */
export const DEMONSTRATION_TAG = 'Demo'
export const DEMONSTRATION_TEXT = 'This is a demonstration: no real payments are taken, and no booking made here is real.'
/** The banner's accessible name (it is a region, so screen-reader users can find it by name). */
export const DEMONSTRATION_LABEL = 'Demonstration'

/** Whether every page must say that this is a demonstration. */
export function isDemonstration(settings: { DEMO_PAYMENTS: 'on' | 'off' }): boolean {
  return settings.DEMO_PAYMENTS === 'on'
}
