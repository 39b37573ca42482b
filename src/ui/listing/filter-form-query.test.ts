import { describe, expect, it } from 'vitest'

import { filterFormHref, filterFormQuery } from './filter-form-query'

describe('filterFormQuery', () => {
  it('leaves out empty fields and joins ticked checkboxes with commas', () => {
    expect(
      filterFormQuery([
        ['term', ' pottery '],
        ['category', '3'],
        ['category', '5'],
        ['postcode', ''],
        ['distance', '10'],
        ['startDate', ''],
        ['endDate', ''],
      ]),
    ).toBe('term=pottery&category=3%2C5')
  })

  it('keeps the distance only with a postcode', () => {
    expect(filterFormQuery([['postcode', 'SG14 1DR'], ['distance', '25']])).toBe('postcode=SG14+1DR&distance=25')
  })

  it('keeps the date inputs for the server to check and redirect', () => {
    expect(filterFormQuery([['startDate', '2026-07-20'], ['endDate', '']])).toBe('startDate=2026-07-20')
  })

  it('skips files, which the filter form never has', () => {
    expect(filterFormQuery([['term', new Blob(['x']) as unknown as File]])).toBe('')
  })
})

describe('filterFormHref', () => {
  it('is the bare listing path when every field is empty', () => {
    expect(filterFormHref('/hals', [['term', '']])).toBe('/hals')
    expect(filterFormHref('/hals', [['term', 'french']])).toBe('/hals?term=french')
  })
})
