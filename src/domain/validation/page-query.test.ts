import { describe, expect, it } from 'vitest'

import { isUnstorableNumericId, MAX_CONTENT_ID, refusedPageQuery } from './page-query'

describe('isUnstorableNumericId', () => {
  it('is true only for a number past PostgreSQL integer', () => {
    expect(isUnstorableNumericId(String(MAX_CONTENT_ID))).toBe(false)
    expect(isUnstorableNumericId('2147483648')).toBe(true)
    expect(isUnstorableNumericId('00000000000000000001')).toBe(true)
    expect(isUnstorableNumericId('rhymetime')).toBe(false)
  })
})

describe('refusedPageQuery', () => {
  it('leaves a query the database can take alone', () => {
    expect(refusedPageQuery(new URLSearchParams('category=12,rhymetime&term=yoga'))).toBeNull()
  })

  it('leaves out an out-of-range category id, keeping the others and every other parameter', () => {
    expect(refusedPageQuery(new URLSearchParams('category=2147483648&term=yoga'))?.toString()).toBe('term=yoga')
    expect(refusedPageQuery(new URLSearchParams('category=12,2147483648&category=3'))?.toString()).toBe('category=12&category=3')
  })

  it('leaves out any parameter with a NUL byte in its name or value', () => {
    expect(refusedPageQuery(new URLSearchParams('term=yo%00ga&district=Hertford'))?.toString()).toBe('district=Hertford')
    expect(refusedPageQuery(new URLSearchParams('a%00=1'))?.toString()).toBe('')
  })
})
