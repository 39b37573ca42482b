import { describe, expect, it } from 'vitest'

import { fieldErrorsOf } from './field-errors'
import { SITE_SEARCH_MAX_LENGTH, consoleEventSearchSchema, searchTermOf, searchTermSchema } from './search'

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
