import { describe, expect, it } from 'vitest'

import { queryText } from './console-query'

describe('queryText', () => {
  it('gives the value of a parameter given once', () => {
    expect(queryText('eventHALS')).toBe('eventHALS')
  })

  it('gives the first of a repeated parameter', () => {
    expect(queryText(['12', '13'])).toBe('12')
  })

  it('gives nothing for a missing parameter or an empty list', () => {
    expect(queryText(undefined)).toBe('')
    expect(queryText([])).toBe('')
  })
})
