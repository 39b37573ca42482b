/** The back-to-top link appears once the page has scrolled this far, in CSS pixels (spec 000 section 9). */
export const BACK_TO_TOP_THRESHOLD = 200

/**
 * The id the layout puts on the body's first element; the back-to-top link goes to it. The shell
 * itself does not render it, so there is exactly one element with this id.
 */
export const TOP_ANCHOR_ID = 'top'

export function isPastBackToTopThreshold(scrollY: number): boolean {
  return scrollY >= BACK_TO_TOP_THRESHOLD
}

/**
 * The back-to-top address: the current path plus '#top' (spec 000 section 2). The query string is
 * kept so that on a filtered or paged listing the link scrolls the same page instead of loading the
 * unfiltered first page.
 */
export function backToTopHref(pathname: string, search = ''): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`
  return `${pathname}${query}#${TOP_ANCHOR_ID}`
}

/** Input types that are pressed, not typed or chosen in: the link need not give way to them. */
const BUTTON_INPUT_TYPES = new Set(['button', 'submit', 'reset', 'image', 'hidden'])

/**
 * Whether this focused element is a form field (an input other than a button, a select or a
 * textarea). While one has focus the floating link is hidden, so it never covers the field a
 * resident is filling in, nor the text the on-screen keyboard leaves room for (WCAG 2.4.11).
 */
export function isFormField(element: { tagName: string; type?: string } | null | undefined): boolean {
  if (!element) return false
  const tag = element.tagName.toLowerCase()
  if (tag === 'select' || tag === 'textarea') return true
  return tag === 'input' && !BUTTON_INPUT_TYPES.has((element.type ?? 'text').toLowerCase())
}
