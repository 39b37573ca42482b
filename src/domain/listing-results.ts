/**
 * Listing results and paging (spec 000 section 2 'Event listing'; spec 001 section 2 'Listing
 * results and paging' and section 9): the texts, the page window, the page query parameter and
 * where promo cards go. Pure: randomness is passed in.
 */

/** Event listings show 12 cards a page (spec 001 section 9). */
export const LISTING_PAGE_SIZE = 12

/**
 * Site search shows 9 cards a page: it is the all-results facet, across every service (spec 001
 * section 9: "all-results facet 9; event listings 12").
 */
export const SITE_SEARCH_PAGE_SIZE = 9
/** The debug search page's minilist: the best matches for a query, compactly (issue 26 point 4). */
export const DEBUG_SEARCH_MINILIST_SIZE = 20
/** Spec 001 section 9: "Debug search delays 500 ms": typing searches once it has paused this long. */
export const DEBUG_SEARCH_DELAY_MS = 500

/** Pagination shows 5 page buttons (spec 000 section 9, spec 001 section 9). */
export const PAGINATION_WINDOW_SIZE = 5

/**
 * The one-based page query parameter, omitted for the first page (spec 000 section 9), named
 * pageIndex as spec 001 section 2 names it.
 */
export const PAGE_QUERY_PARAMETER = 'pageIndex'

/** While loading (spec 000 section 2). */
export const LOADING_RESULTS_TEXT = 'Loading results...'
/** Search with no results (spec 000 section 8). */
export const SEARCH_NO_RESULTS_TEXT = 'Sorry, no results were found.'
/** An event listing with no results (spec 000 section 2: 'the listing text itself'). */
export const LISTING_NO_RESULTS_TEXT = 'No results were found'
/** The button shown with the search no-results text (spec 000 section 2). */
export const RESET_SEARCH_LABEL = 'Reset Search'

/** Promo cards: at most 2, in every 6th slot (spec 000 section 9). */
export const MAX_PROMO_CARDS = 2
export const PROMO_SLOT_INTERVAL = 6

/** The one-based positions of the first and last result on a page; both 0 when there are none. */
export interface ResultsRange {
  from: number
  to: number
}

/** The range of results shown on the page at this zero-based index. */
export function resultsRange(pageIndex: number, total: number, pageSize: number = LISTING_PAGE_SIZE): ResultsRange {
  if (total <= 0) return { from: 0, to: 0 }
  const index = clampPageIndex(pageIndex, pageCount(total, pageSize))
  return { from: index * pageSize + 1, to: Math.min((index + 1) * pageSize, total) }
}

/**
 * 'Showing {from} - {to} of {total} results', plus ' for {term}' when a term exists (spec 000
 * section 2). A term of only spaces is no term.
 */
export function resultsText(range: ResultsRange, total: number, term?: string | null): string {
  const text = `Showing ${range.from} - ${range.to} of ${total} results`
  const trimmed = term?.trim()
  return trimmed ? `${text} for ${trimmed}` : text
}

/**
 * The filter modal's result-count button: 'Show {n} results' (spec 000 section 2), verbatim even
 * for one result.
 */
export function showResultsLabel(count: number): string {
  return `Show ${count} results`
}

/** The number of pages needed for this many results; 0 results make 0 pages. */
export function pageCount(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0
}

/** A zero-based page index kept within the pages that exist (0 when there are none). */
export function clampPageIndex(pageIndex: number, pages: number): number {
  const index = Number.isInteger(pageIndex) ? pageIndex : 0
  return Math.max(0, Math.min(index, pages - 1))
}

/**
 * The zero-based indexes of the page buttons: a window of 5 around the current page, slid back
 * inside the range at either end (spec 000 section 2), e.g. current 0 of 10 -> 0..4, current 5 of
 * 10 -> 3..7, current 9 of 10 -> 5..9.
 */
export function paginationWindow(pageIndex: number, pages: number, size: number = PAGINATION_WINDOW_SIZE): number[] {
  if (pages <= 0) return []
  const current = clampPageIndex(pageIndex, pages)
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), pages - size))
  const end = Math.min(pages, start + size)
  return Array.from({ length: end - start }, (_, offset) => start + offset)
}

export interface PageButton {
  /** Zero-based page index. */
  index: number
  /** The one-based number shown on the button. */
  label: string
  current: boolean
  /** The current page's button is disabled (spec 000 section 2). */
  disabled: boolean
}

export interface PaginationControls {
  /** Controls render only when there is more than one page (spec 000 section 2). */
  visible: boolean
  current: number
  back: { index: number; disabled: boolean }
  next: { index: number; disabled: boolean }
  pages: PageButton[]
}

/**
 * Everything the pagination controls need: Back disabled on the first page, Next on the last, the
 * current page's button disabled, and nothing visible with one page or none (spec 000 section 2).
 */
export function paginationControls(pageIndex: number, pages: number): PaginationControls {
  const current = clampPageIndex(pageIndex, pages)
  const last = Math.max(0, pages - 1)
  return {
    visible: pages > 1,
    current,
    back: { index: Math.max(0, current - 1), disabled: current <= 0 },
    next: { index: Math.min(last, current + 1), disabled: current >= last },
    pages: paginationWindow(current, pages).map((index) => ({
      index,
      label: String(index + 1),
      current: index === current,
      disabled: index === current,
    })),
  }
}

/**
 * The page query value for a zero-based index: one-based, and undefined (left out of the link) for
 * the first page (spec 000 section 9).
 */
export function pageQueryValue(pageIndex: number): string | undefined {
  return Number.isInteger(pageIndex) && pageIndex > 0 ? String(pageIndex + 1) : undefined
}

/**
 * The zero-based page index from the page query value. Anything that is not a whole number of 1
 * or more ('', '0', '-2', '1.5', 'abc', repeated parameters beyond the first) reads as the first
 * page; a number past the last page is clamped by paginationControls and resultsRange.
 */
export function pageIndexFromQuery(value: string | readonly string[] | null | undefined): number {
  const text = typeof value === 'string' ? value : value?.[0]
  if (text === undefined || !/^\d+$/.test(text.trim())) return 0
  const page = Number(text.trim())
  return Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0
}

/** The view scrolls smoothly to the results when the page index is 1 or more (spec 000 section 2). */
export function shouldScrollSmoothly(pageIndex: number): boolean {
  return pageIndex >= 1
}

export type ListingSlot<EventCard, PromoCard> =
  | { kind: 'event'; card: EventCard }
  | { kind: 'promo'; card: PromoCard }

/**
 * Chooses up to `count` different promos at random, without repeats. `random` returns a number in
 * [0, 1) like Math.random; a value of 1 is read as just under 1.
 */
export function choosePromos<PromoCard>(promos: readonly PromoCard[], random: () => number, count: number = MAX_PROMO_CARDS): PromoCard[] {
  const pool = [...promos]
  const chosen: PromoCard[] = []
  while (chosen.length < count && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length))
    chosen.push(...pool.splice(index, 1))
  }
  return chosen
}

/**
 * A page's event cards with promo cards interleaved: slots 6 and 12 (one-based) are promos, so a
 * promo follows the 5th and the 10th event card; at most 2, chosen at random (spec 000 section 2).
 * A promo slot is used only when 5 event cards precede it since the previous one, so a short page
 * (fewer than 5 cards, or none) has no promo, and a page of 5 to 9 cards has one, after the 5th.
 */
export function interleavePromoCards<EventCard, PromoCard>(
  events: readonly EventCard[],
  promos: readonly PromoCard[],
  random: () => number,
): ListingSlot<EventCard, PromoCard>[] {
  const eventsPerPromo = PROMO_SLOT_INTERVAL - 1
  const slotsAvailable = Math.min(MAX_PROMO_CARDS, Math.floor(events.length / eventsPerPromo))
  const chosen = choosePromos(promos, random, slotsAvailable)
  const slots: ListingSlot<EventCard, PromoCard>[] = []
  events.forEach((card, index) => {
    slots.push({ kind: 'event', card })
    const promo = (index + 1) % eventsPerPromo === 0 ? chosen[(index + 1) / eventsPerPromo - 1] : undefined
    if (promo !== undefined) slots.push({ kind: 'promo', card: promo })
  })
  return slots
}
