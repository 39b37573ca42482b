import { describe, expect, it } from 'vitest'

import { trustProxyOption } from './abuse-limits'

describe('TRUST_PROXY', () => {
  it('is off by default and reads true, a number of hops, or a list of proxy addresses', () => {
    expect(trustProxyOption('false')).toBe(false)
    expect(trustProxyOption('')).toBe(false)
    expect(trustProxyOption('true')).toBe(true)
    expect(trustProxyOption('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8'])
    const twoHops = trustProxyOption('2') as (address: string, hop: number) => boolean
    expect([twoHops('10.0.0.1', 0), twoHops('10.0.0.2', 1), twoHops('10.0.0.3', 2)]).toEqual([true, true, false])
  })
})
