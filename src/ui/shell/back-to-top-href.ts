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
