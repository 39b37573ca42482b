import { describe, expect, it } from 'vitest'

import {
  choosePromos,
  clampPageIndex,
  interleavePromoCards,
  LISTING_NO_RESULTS_TEXT,
  LISTING_PAGE_SIZE,
  LOADING_RESULTS_TEXT,
  PAGE_QUERY_PARAMETER,
  pageCount,
  pageIndexFromQuery,
  pageQueryValue,
  paginationControls,
  paginationWindow,
  RESET_SEARCH_LABEL,
  resultsRange,
  resultsText,
  SEARCH_NO_RESULTS_TEXT,
  shouldScrollSmoothly,
  SITE_SEARCH_PAGE_SIZE,
  showResultsLabel,
} from './listing-results'

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let call = 0
  return () => values[call++ % values.length] ?? 0
}

const events = (count: number) => Array.from({ length: count }, (_, i) => `e${i + 1}`)
const layout = (slots: { kind: string; card: string }[]) => slots.map((slot) => (slot.kind === 'promo' ? `[${slot.card}]` : slot.card))

describe('listing texts', () => {
  it('uses the spec texts verbatim', () => {
    expect(LOADING_RESULTS_TEXT).toBe('Loading results...')
    expect(SEARCH_NO_RESULTS_TEXT).toBe('Sorry, no results were found.')
    expect(LISTING_NO_RESULTS_TEXT).toBe('No results were found')
    expect(RESET_SEARCH_LABEL).toBe('Reset Search')
  })

  it('labels the filter button with the result count', () => {
    expect(showResultsLabel(27)).toBe('Show 27 results')
    expect(showResultsLabel(0)).toBe('Show 0 results')
    expect(showResultsLabel(1)).toBe('Show 1 results')
  })
})

describe('results text', () => {
  it('says which results are shown, out of how many', () => {
    expect(resultsText(resultsRange(0, 30), 30)).toBe('Showing 1 - 12 of 30 results')
  })

  it('adds the search term when there is one', () => {
    expect(resultsText(resultsRange(1, 30), 30, 'pottery')).toBe('Showing 13 - 24 of 30 results for pottery')
    expect(resultsText(resultsRange(1, 30), 30, '  pottery  ')).toBe('Showing 13 - 24 of 30 results for pottery')
  })

  it('leaves out an empty, blank or missing term', () => {
    expect(resultsText({ from: 1, to: 3 }, 3, '')).toBe('Showing 1 - 3 of 3 results')
    expect(resultsText({ from: 1, to: 3 }, 3, '   ')).toBe('Showing 1 - 3 of 3 results')
    expect(resultsText({ from: 1, to: 3 }, 3, null)).toBe('Showing 1 - 3 of 3 results')
    expect(resultsText({ from: 1, to: 3 }, 3)).toBe('Showing 1 - 3 of 3 results')
  })
})

describe('resultsRange', () => {
  it('ends the last page at the total', () => {
    expect(resultsRange(2, 30)).toEqual({ from: 25, to: 30 })
  })

  it('fills a full page exactly', () => {
    expect(resultsRange(0, 12)).toEqual({ from: 1, to: 12 })
    expect(resultsRange(1, 24)).toEqual({ from: 13, to: 24 })
  })

  it('is 0 - 0 with no results', () => {
    expect(resultsRange(0, 0)).toEqual({ from: 0, to: 0 })
    expect(resultsRange(3, -1)).toEqual({ from: 0, to: 0 })
  })

  it('treats a page past the end as the last page', () => {
    expect(resultsRange(9, 13)).toEqual({ from: 13, to: 13 })
  })

  it('takes another page size', () => {
    expect(resultsRange(1, 20, 9)).toEqual({ from: 10, to: 18 })
  })
})

describe('pageCount', () => {
  it('has 12 results to a page', () => {
    expect(LISTING_PAGE_SIZE).toBe(12)
    expect(pageCount(0)).toBe(0)
    expect(pageCount(1)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(10, 3)).toBe(4)
  })

  it('has 9 results to a page of site search (the all-results facet)', () => {
    expect(SITE_SEARCH_PAGE_SIZE).toBe(9)
    expect(pageCount(19, SITE_SEARCH_PAGE_SIZE)).toBe(3)
  })
})

describe('clampPageIndex', () => {
  it('keeps the index within the pages', () => {
    expect(clampPageIndex(-1, 5)).toBe(0)
    expect(clampPageIndex(7, 5)).toBe(4)
    expect(clampPageIndex(2, 5)).toBe(2)
    expect(clampPageIndex(2, 0)).toBe(0)
    expect(clampPageIndex(1.5, 5)).toBe(0)
  })
})

describe('paginationWindow', () => {
  it('centres 5 buttons on the current page', () => {
    expect(paginationWindow(5, 10)).toEqual([3, 4, 5, 6, 7])
  })

  it('slides the window back inside at the first pages', () => {
    expect(paginationWindow(0, 10)).toEqual([0, 1, 2, 3, 4])
    expect(paginationWindow(1, 10)).toEqual([0, 1, 2, 3, 4])
    expect(paginationWindow(2, 10)).toEqual([0, 1, 2, 3, 4])
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 5])
  })

  it('slides the window back inside at the last pages', () => {
    expect(paginationWindow(9, 10)).toEqual([5, 6, 7, 8, 9])
    expect(paginationWindow(8, 10)).toEqual([5, 6, 7, 8, 9])
    expect(paginationWindow(7, 10)).toEqual([5, 6, 7, 8, 9])
    expect(paginationWindow(6, 10)).toEqual([4, 5, 6, 7, 8])
  })

  it('shows every page when there are 5 or fewer', () => {
    expect(paginationWindow(0, 1)).toEqual([0])
    expect(paginationWindow(2, 3)).toEqual([0, 1, 2])
    expect(paginationWindow(4, 5)).toEqual([0, 1, 2, 3, 4])
  })

  it('is empty with no pages', () => {
    expect(paginationWindow(0, 0)).toEqual([])
  })

  it('clamps a current page past the end', () => {
    expect(paginationWindow(40, 10)).toEqual([5, 6, 7, 8, 9])
  })
})

describe('paginationControls', () => {
  it('disables Back on the first page and the current page button', () => {
    const controls = paginationControls(0, 3)
    expect(controls.visible).toBe(true)
    expect(controls.back).toEqual({ index: 0, disabled: true })
    expect(controls.next).toEqual({ index: 1, disabled: false })
    expect(controls.pages).toEqual([
      { index: 0, label: '1', current: true, disabled: true },
      { index: 1, label: '2', current: false, disabled: false },
      { index: 2, label: '3', current: false, disabled: false },
    ])
  })

  it('disables Next on the last page', () => {
    const controls = paginationControls(2, 3)
    expect(controls.back).toEqual({ index: 1, disabled: false })
    expect(controls.next).toEqual({ index: 2, disabled: true })
    expect(controls.pages.filter((page) => page.disabled).map((page) => page.index)).toEqual([2])
  })

  it('enables both Back and Next in the middle', () => {
    const controls = paginationControls(4, 9)
    expect(controls.current).toBe(4)
    expect(controls.back.disabled).toBe(false)
    expect(controls.next.disabled).toBe(false)
    expect(controls.pages.map((page) => page.label)).toEqual(['3', '4', '5', '6', '7'])
  })

  it('hides the controls with one page or none', () => {
    expect(paginationControls(0, 1).visible).toBe(false)
    const none = paginationControls(0, 0)
    expect(none.visible).toBe(false)
    expect(none.pages).toEqual([])
    expect(none.back.disabled).toBe(true)
    expect(none.next.disabled).toBe(true)
  })
})

describe('the page query parameter', () => {
  it('is called pageIndex (spec 001 section 2)', () => {
    expect(PAGE_QUERY_PARAMETER).toBe('pageIndex')
  })

  it('is left out for the first page and one-based after it', () => {
    expect(pageQueryValue(0)).toBeUndefined()
    expect(pageQueryValue(1)).toBe('2')
    expect(pageQueryValue(11)).toBe('12')
  })

  it('is left out for an index that is not a page', () => {
    expect(pageQueryValue(-1)).toBeUndefined()
    expect(pageQueryValue(1.5)).toBeUndefined()
  })

  it('reads back as the zero-based index', () => {
    expect(pageIndexFromQuery('1')).toBe(0)
    expect(pageIndexFromQuery('2')).toBe(1)
    expect(pageIndexFromQuery(' 3 ')).toBe(2)
    expect(pageIndexFromQuery(pageQueryValue(7))).toBe(7)
    expect(pageIndexFromQuery(['4', '9'])).toBe(3)
  })

  it('reads anything else as the first page', () => {
    for (const garbage of [undefined, null, '', '0', '-2', '1.5', 'abc', '2abc', '1e3', '99999999999999999999', []]) {
      expect(pageIndexFromQuery(garbage)).toBe(0)
    }
  })
})

describe('shouldScrollSmoothly', () => {
  it('scrolls smoothly from the second page (index 1) on', () => {
    expect(shouldScrollSmoothly(0)).toBe(false)
    expect(shouldScrollSmoothly(1)).toBe(true)
    expect(shouldScrollSmoothly(5)).toBe(true)
  })
})

describe('choosePromos', () => {
  it('chooses different promos at random', () => {
    expect(choosePromos(['a', 'b', 'c'], sequence(0.99, 0))).toEqual(['c', 'a'])
    expect(choosePromos(['a', 'b', 'c'], sequence(0.5, 0.5))).toEqual(['b', 'c'])
  })

  it('reads a random value of 1 as the last promo', () => {
    expect(choosePromos(['a', 'b'], () => 1, 1)).toEqual(['b'])
  })

  it('chooses all when there are fewer than asked for, and none from none', () => {
    expect(choosePromos(['a'], () => 0)).toEqual(['a'])
    expect(choosePromos([], () => 0)).toEqual([])
    expect(choosePromos(['a', 'b'], () => 0, 0)).toEqual([])
  })
})

describe('interleavePromoCards', () => {
  it('puts promos in slots 6 and 12 of a full page', () => {
    const slots = interleavePromoCards(events(12), ['p1', 'p2', 'p3'], sequence(0, 0))
    expect(layout(slots)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', '[p1]', 'e6', 'e7', 'e8', 'e9', 'e10', '[p2]', 'e11', 'e12'])
    expect(slots[5]).toEqual({ kind: 'promo', card: 'p1' })
    expect(slots[0]).toEqual({ kind: 'event', card: 'e1' })
  })

  it('shows at most 2 promos however many cards there are', () => {
    const slots = interleavePromoCards(events(20), ['p1', 'p2', 'p3'], () => 0)
    expect(slots.filter((slot) => slot.kind === 'promo')).toHaveLength(2)
  })

  it('chooses the promos with the random source given', () => {
    const slots = interleavePromoCards(events(10), ['p1', 'p2', 'p3'], sequence(0.9, 0.9))
    expect(layout(slots).filter((card) => card.startsWith('['))).toEqual(['[p3]', '[p2]'])
  })

  it('shows one promo, after the 5th card, on a page of 5 to 9 cards', () => {
    expect(layout(interleavePromoCards(events(5), ['p1', 'p2'], () => 0))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', '[p1]'])
    expect(layout(interleavePromoCards(events(9), ['p1', 'p2'], () => 0))).toEqual([
      'e1',
      'e2',
      'e3',
      'e4',
      'e5',
      '[p1]',
      'e6',
      'e7',
      'e8',
      'e9',
    ])
  })

  it('shows no promo on a page of fewer than 5 cards', () => {
    expect(layout(interleavePromoCards(events(4), ['p1'], () => 0))).toEqual(['e1', 'e2', 'e3', 'e4'])
    expect(interleavePromoCards([], ['p1'], () => 0)).toEqual([])
  })

  it('leaves the cards alone when there are no promos', () => {
    expect(layout(interleavePromoCards(events(12), [], () => 0))).toEqual(events(12))
  })

  it('fills only the first slot when there is one promo', () => {
    const slots = layout(interleavePromoCards(events(12), ['p1'], () => 0))
    expect(slots.indexOf('[p1]')).toBe(5)
    expect(slots).toHaveLength(13)
  })
})
