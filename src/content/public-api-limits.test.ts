import { describe, expect, it } from 'vitest'

import { cappedRead } from './public-api-limits'

const limits = { maxLimit: 50, maxDepth: 1 }

describe('anonymous REST reads', () => {
  it('turn "all" (limit=0 or pagination=false) into one capped page', () => {
    expect(cappedRead({ limit: 0 }, limits)).toEqual({ limit: 50, depth: 1, pagination: true })
    expect(cappedRead({ limit: 10, pagination: false }, limits).limit).toBe(50)
    expect(cappedRead({}, limits).limit).toBe(50)
  })

  it('keep a smaller page and depth, and cap larger ones', () => {
    expect(cappedRead({ limit: 12, depth: 0 }, limits)).toEqual({ limit: 12, depth: 0, pagination: true })
    expect(cappedRead({ limit: 100_000, depth: 10 }, limits)).toEqual({ limit: 50, depth: 1, pagination: true })
  })
})
