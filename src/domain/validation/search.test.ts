import { describe, expect, it } from 'vitest'

import { fieldErrorsOf } from './field-errors'
import { SEARCH_MESSAGES, SITE_SEARCH_MAX_LENGTH, consoleEventSearchSchema, readSiteSearchQuery, searchTermOf, searchTermSchema } from './search'

describe('consoleEventSearchSchema', () => {
  it('accepts search words and trims them', () => {
    expect(consoleEventSearchSchema.parse({ searchWords: '  first aid ' })).toEqual({ searchWords: 'first aid' })
  })

  it.each([{ searchWords: '' }, { searchWords: '   ' }, {}, { searchWords: 7 }])(
    'gives "Search words are required" for %j',
    (entry) => {
      expect(fieldErrorsOf(consoleEventSearchSchema.safeParse(entry).error!)).toEqual({
        searchWords: 'Search words are required',
      })
    },
  )
})

describe('searchTermOf', () => {
  it('trims the term', () => {
    expect(searchTermOf('  yoga classes  ')).toBe('yoga classes')
  })

  it('keeps a term of exactly 255 characters whole', () => {
    const term = 'a'.repeat(SITE_SEARCH_MAX_LENGTH)
    expect(searchTermOf(term)).toBe(term)
  })

  it('cuts a term of 256 characters to 255 rather than rejecting it', () => {
    expect(searchTermOf('a'.repeat(256))).toBe('a'.repeat(255))
  })

  it('counts the 255 characters after trimming and trims again after cutting', () => {
    expect(searchTermOf(`   ${'a'.repeat(255)}   `)).toBe('a'.repeat(255))
    expect(searchTermOf(`${'a'.repeat(254)} b`)).toBe('a'.repeat(254))
  })

  it('uses the first value when the parameter is repeated', () => {
    expect(searchTermOf([' first ', 'second'])).toBe('first')
  })

  it.each([undefined, null, 42, {}, [], [3]])('gives an empty term for %j', (value) => {
    expect(searchTermOf(value)).toBe('')
  })

  it('gives an empty term for whitespace only', () => {
    expect(searchTermOf('   ')).toBe('')
  })
})

describe('searchTermSchema', () => {
  it('never fails, giving an empty term for anything that is not text', () => {
    expect(searchTermSchema.parse({ not: 'a term' })).toBe('')
    expect(searchTermSchema.parse(' swimming ')).toBe('swimming')
  })
})

describe('readSiteSearchQuery', () => {
  it('reads the words, trimmed, and the one-based pageIndex as a zero-based index', () => {
    expect(readSiteSearchQuery(new URLSearchParams('term=+family+fun+&pageIndex=3'))).toEqual({ term: 'family fun', pageIndex: 2 })
    expect(readSiteSearchQuery({ term: 'yoga' })).toEqual({ term: 'yoga', pageIndex: 0 })
  })

  it('gives no words and the first page for an empty query', () => {
    expect(readSiteSearchQuery(new URLSearchParams(''))).toEqual({ term: '', pageIndex: 0 })
    expect(readSiteSearchQuery({ term: '   ' })).toEqual({ term: '', pageIndex: 0 })
  })

  it('uses the first value of a repeated parameter', () => {
    expect(readSiteSearchQuery(new URLSearchParams('term=one&term=two&pageIndex=2&pageIndex=5'))).toEqual({ term: 'one', pageIndex: 1 })
  })

  it.each(['0', '-1', '1.5', 'abc', ''])('reads pageIndex %j as the first page', (pageIndex) => {
    expect(readSiteSearchQuery({ term: 'x', pageIndex }).pageIndex).toBe(0)
  })

  it('accepts words of exactly 255 characters', () => {
    const term = 'a'.repeat(SITE_SEARCH_MAX_LENGTH)
    expect(readSiteSearchQuery({ term: ` ${term} ` })).toEqual({ term, pageIndex: 0 })
  })

  it('refuses words over 255 characters with a message, keeping what was sent', () => {
    const term = 'a'.repeat(SITE_SEARCH_MAX_LENGTH + 1)
    expect(readSiteSearchQuery({ term })).toEqual({ term, pageIndex: 0, error: SEARCH_MESSAGES.searchWordsTooLong })
    expect(SEARCH_MESSAGES.searchWordsTooLong).toBe('Search words must be 255 characters or fewer')
  })
})
